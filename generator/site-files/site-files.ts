/**
 * Step: site-level files. sitemap.xml (indexable pages only), robots.txt, _redirects (301 for the
 * spec's alias addresses, 302 to the hosted sign-in), _headers and _nginx.conf (security and caching),
 * the resources feed (Atom), the favicon set with the web app manifest, and the pictures the site's
 * templates draw (handed over by build.ts).
 */
import { languageAlternates } from '../../templates/content/languages.ts';
import { byNewest } from '../../templates/content/markdown-kinds.ts';
import type { SiteConfig, SiteContent } from '../../templates/content/types.ts';
import type { Staging } from '../files/output.ts';
import type { RenderedPage } from '../render/pages.ts';
import { escapeMarkup } from '../text.ts';
import { ALIASES, signInPages } from '../../templates/addresses.ts';
import { atomFeed } from './feed.ts';
import { headersFile, nginxSnippet, signInRedirects } from './host-config.ts';
import { writeIcons } from './icons.ts';

export interface SiteFilesInput {
  content: SiteContent;
  rendered: readonly Omit<RenderedPage, 'html'>[];
  staging: Staging;
  loaderCode: string;
  /** Where drawn icons are kept between builds. */
  cacheDir: string;
  /** Files the site's templates draw (its illustrations, the service-area map), written as they are. */
  drawn: readonly { path: string; text: string }[];
}

/**
 * `alternates`: the pages that are the same page in other languages (the language pages), listed under each
 * of them as xhtml:link hreflang entries, as search engines read them in a sitemap.
 */
export function sitemapXml(baseUrl: string, rendered: readonly Omit<RenderedPage, 'html'>[], lastModified: ReadonlyMap<string, string>, alternates: readonly { hreflang: string; path: string }[] = []): string {
  const translated = new Set(alternates.map((alternate) => alternate.path));
  const links = alternates.map((alternate) => `<xhtml:link rel="alternate" hreflang="${escapeMarkup(alternate.hreflang)}" href="${escapeMarkup(`${baseUrl}${alternate.path}`)}"/>`).join('');
  const urls = rendered
    .filter((page) => !page.noindex && page.path.endsWith('/'))
    .map((page) => {
      const lastmod = lastModified.get(page.path);
      return `  <url><loc>${escapeMarkup(`${baseUrl}${page.path}`)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${translated.has(page.path) ? links : ''}</url>`;
    });
  const namespaces = `xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${alternates.length ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : ''}`;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset ${namespaces}>\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(site: SiteConfig): string {
  const disallowed = signInPages(site).map((page) => `Disallow: ${page.path}\n`);
  return `User-agent: *\n${disallowed.join('')}\nSitemap: ${site.baseUrl}/sitemap.xml\n`;
}

export function redirectsFile(content: SiteContent): string {
  const lines = ['# Alias addresses from the specification: permanent redirects to the page itself.'];
  for (const alias of ALIASES) {
    lines.push(`${alias.from.replace(/\/$/, '')} ${alias.to} 301`, `${alias.from} ${alias.to} 301`);
  }
  // Each target checked for server configuration (host-config.ts): a line of this file is split on white space.
  const handedOver = signInRedirects(content);
  if (handedOver.length) lines.push('', '# Staff sign-in is hosted by the sign-in provider.');
  for (const { path, target } of handedOver) lines.push(`${path.replace(/\/$/, '')} ${target} 302`, `${path} ${target} 302`);
  return `${lines.join('\n')}\n`;
}

export async function writeSiteFiles(input: SiteFilesInput): Promise<number> {
  const { content, rendered, staging } = input;
  const { baseUrl } = content.site;
  const articles = [...content.articles].sort(byNewest);
  const lastModified = new Map(articles.map((article) => [`/resources/${article.slug}/`, article.updated ?? article.date]));
  const files: [string, string][] = [
    ['sitemap.xml', sitemapXml(baseUrl, rendered, lastModified, languageAlternates(content.languages))],
    ['robots.txt', robotsTxt(content.site)],
    ['_redirects', redirectsFile(content)],
    ['resources/feed.xml', atomFeed(content.site, articles)],
    ['_headers', headersFile(content, input.loaderCode, rendered)],
    ['_nginx.conf', nginxSnippet(content, input.loaderCode)],
    ...input.drawn.map(({ path, text }): [string, string] => [path, text]),
  ];
  const [icons] = await Promise.all([writeIcons(content.site, staging, input.cacheDir), ...files.map(([path, text]) => staging.write(path, text))]);
  return files.length + icons;
}
