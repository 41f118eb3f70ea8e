/**
 * site-files/: the site-level files beside the pages (site-files.ts): sitemap.xml (with the hreflang links of
 * the language pages), robots.txt, the resources feed (feed.ts), the favicon set and web app manifest
 * (icons.ts), and what hosts read: _redirects, _headers and _nginx.conf (host-config.ts: security headers,
 * caching, redirects; editor-policy.ts: the policy of the editor's page at /admin/ alone). addresses.ts holds
 * the addresses that lead elsewhere (the spec's old addresses) and the staff addresses (/login/, /admin/),
 * which the route table also serves. The search index (search-index.ts) holds one document per
 * page that can be found (search-documents.ts), indexed as search/ reads words.
 */
