/**
 * site-files/: the site-level files beside the pages (site-files.ts): sitemap.xml (with the hreflang links of
 * the language pages), robots.txt, the resources feed (feed.ts), the favicon set and web app manifest
 * (icons.ts), and what hosts read: _redirects, _headers and _nginx.conf (host-config.ts: security headers,
 * caching, old addresses, the staff addresses; editor-policy.ts: the policy of the editor's page at /admin/
 * alone). The site says what each holds (SiteFiles, HostPolicy). The search index (search-index.ts) holds one
 * document per page that can be found, as the site describes it, indexed as search/ reads words.
 */
