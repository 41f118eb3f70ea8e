/**
 * What the site's own files say (generator/site-files/): the feed of articles, the sitemap's dates and
 * language alternates, the web app manifest, what the host must do (old addresses, the staff addresses and
 * the editor's own policy, where the forms go) and the pictures the templates draw as files.
 */
import { join, relative } from 'node:path';
import type { SiteFiles } from '../generator/site-files/site-files.ts';
import { STAFF_PATHS } from './addresses.ts';
import { illustrationFiles } from './art/illustrations.ts';
import { serviceAreaMapFile } from './art/service-area-map.ts';
import { languageAlternates } from './content/languages.ts';
import { byNewest } from './content/markdown-kinds.ts';
import { FEED_PATH } from './content/pages.ts';
import { fillWords } from './content/site-words.ts';
import type { SiteContent } from './content/types.ts';
import { SITE_LANG } from './context.ts';
import { formsAreEncrypted } from './content/site-tokens.ts';
import { receiverPath } from '../widgets/form/delivery.ts';
import { INTAKE_INBOX_PATH } from '../widgets/intake-inbox/props.ts';

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
      title: fillWords(content.words.feed.title, { name: site.name }),
      subtitle: content.words.feed.subtitle,
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
      aliases: content.redirects,
      staff: STAFF_PATHS,
      forms: {
        // The referral form takes documents only where our receiver stores them encrypted.
        receiver: forms.delivery === 'local' ? { downMessage: fillWords(content.words.formReceiverDown, { phone: site.phone }), documents: formsAreEncrypted(site) ? receiverPath('referral') : undefined } : undefined,
        endpoint: forms.delivery === 'endpoint' && forms.endpoint ? { url: forms.endpoint, source: { file: siteFile, field: 'forms.endpoint' } } : undefined,
      },
      inbox: { path: INTAKE_INBOX_PATH },
      editor: { settings: site.editor, source: { file: siteFile, field: 'editor' } },
    },
    lastModified: new Map(articles.map((article) => [`/resources/${article.slug}/`, article.updated ?? article.date])),
    alternates: languageAlternates(content.languages),
    drawn: [...illustrationFiles(), serviceAreaMapFile(site)],
  };
}
