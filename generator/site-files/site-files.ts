/**
 * Step: site-level files. sitemap.xml (indexable pages only), robots.txt, _redirects (301 for the
 * site's alias addresses), _headers and _nginx.conf (security and caching),
 * the site's feed (Atom), the favicon set with the web app manifest, and the pictures the site's
 * templates draw. The site says what each holds (SiteFiles); nothing here knows its content.
 */
import type { Staging } from '../files/output.ts';
import type { RenderedPage } from '../render/pages.ts';
import { escapeMarkup } from '../text.ts';
import { atomFeed, type Feed } from './feed.ts';
import { headersFile, nginxSnippet, type HostPolicy } from './host-config.ts';
import { writeIcons, type AppManifest } from './icons.ts';

/** What the site gives for its site-level files (templates/site-files.ts makes it from the content). */
export interface SiteFiles {
  /** The site's address, https and without a trailing slash. */
  baseUrl: string;
  manifest: AppManifest;
  feed: Feed;
  host: HostPolicy;
  /** The date each page was last changed (YYYY-MM-DD), by path, for the sitemap. */
  lastModified: ReadonlyMap<string, string>;
  /** The pages that are one page in several languages, and the default among them (x-default). */
  alternates: readonly { hreflang: string; path: string }[];
  /** Files the site's templates draw (its illustrations, a map), written as they are. */
  drawn: readonly { path: string; text: string }[];
}

export interface SiteFilesInput {
  site: SiteFiles;
  rendered: readonly Omit<RenderedPage, 'html'>[];
  staging: Staging;
  loaderCode: string;
  /** Where drawn icons are kept between builds. */
  cacheDir: string;
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

export function robotsTxt(baseUrl: string, host: Pick<HostPolicy, 'staff'>): string {
  const disallowed = host.staff.map((path) => `Disallow: ${path}\n`);
  return `User-agent: *\n${disallowed.join('')}\nSitemap: ${baseUrl}/sitemap.xml\n`;
}

export function redirectsFile(host: Pick<HostPolicy, 'aliases'>): string {
  const lines = ['# Alias addresses from the specification: permanent redirects to the page itself.'];
  for (const alias of host.aliases) {
    lines.push(`${alias.from.replace(/\/$/, '')} ${alias.to} 301`, `${alias.from} ${alias.to} 301`);
  }
  return `${lines.join('\n')}\n`;
}

export async function writeSiteFiles(input: SiteFilesInput): Promise<number> {
  const { site, rendered, staging } = input;
  const { baseUrl, host } = site;
  const files: [string, string][] = [
    ['sitemap.xml', sitemapXml(baseUrl, rendered, site.lastModified, site.alternates)],
    ['robots.txt', robotsTxt(baseUrl, host)],
    ['_redirects', redirectsFile(host)],
    [site.feed.path.slice(1), atomFeed(baseUrl, site.feed)],
    ['_headers', headersFile(host, input.loaderCode, rendered)],
    ['_nginx.conf', nginxSnippet(host, input.loaderCode)],
    ...site.drawn.map(({ path, text }): [string, string] => [path, text]),
  ];
  const [icons] = await Promise.all([writeIcons(site.manifest, staging, input.cacheDir), ...files.map(([path, text]) => staging.write(path, text))]);
  return files.length + icons;
}
