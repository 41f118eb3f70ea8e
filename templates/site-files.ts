/**
 * What the site's own files say (generator/site-files/): the feed of articles, the sitemap's dates and
 * language alternates, the web app manifest, what the host must do (old addresses, staff sign-in, where the
 * forms go) and the pictures the templates draw as files.
 */
import { join, relative } from 'node:path';
import type { SiteFiles } from '../generator/site-files/site-files.ts';
import { ALIASES, signInPages } from './addresses.ts';
import { illustrationFiles } from './art/illustrations.ts';
import { serviceAreaMapFile } from './art/service-area-map.ts';
import { languageAlternates } from './content/languages.ts';
import { byNewest } from './content/markdown-kinds.ts';
import type { SiteContent } from './content/types.ts';
import { SITE_LANG } from './context.ts';

export const FEED_PATH = '/resources/feed.xml';

export function siteFiles(content: SiteContent): SiteFiles {
  const { site } = content;
  const siteFile = relative(process.cwd(), join(content.dir, 'site.json')) || 'site.json';
  const articles = [...content.articles].sort(byNewest);
  const { forms } = site;
  return {
    baseUrl: site.baseUrl,
    manifest: { name: site.name, description: site.description, lang: SITE_LANG },
    feed: {
      path: FEED_PATH,
      pagePath: '/resources/',
      title: `${site.name}: resources`,
      subtitle: 'Plain-language guides to the NDIS, mental health and recovery.',
      author: site.name,
      lang: SITE_LANG,
      entries: articles.map((article) => ({
        title: article.title,
        url: `${site.baseUrl}/resources/${article.slug}/`,
        published: article.date,
        updated: article.updated ?? article.date,
        category: { term: article.categorySlug, label: article.category },
        summary: article.description,
      })),
    },
    host: {
      aliases: ALIASES,
      signIn: signInPages(site).map(({ path, target, field }) => ({ path, target, source: { file: siteFile, field } })),
      forms: {
        receiver: forms.delivery === 'local' ? { downMessage: `We could not receive your form just now, and nothing was sent. Go back: your answers are still in the form. Try again in a few minutes, or call us on ${site.phone}.` } : undefined,
        endpoint: forms.delivery === 'endpoint' && forms.endpoint ? { url: forms.endpoint, source: { file: siteFile, field: 'forms.endpoint' } } : undefined,
      },
    },
    lastModified: new Map(articles.map((article) => [`/resources/${article.slug}/`, article.updated ?? article.date])),
    alternates: languageAlternates(content.languages),
    drawn: [...illustrationFiles(), serviceAreaMapFile(site)],
  };
}
