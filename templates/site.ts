/**
 * The site as the engine sees it: what the engine asks of a site (generator/site.ts), filled in from
 * templates/. Its content kinds (content/collections.ts) with what the templates need of them, its routes and
 * renderer, share cards, search documents, site files, its content editor (editor.ts) and release checks. build.ts hands this to the
 * engine, which knows nothing of templates/ itself: the site depends on the engine, never the reverse.
 */
import { loadContent, type LoadOptions } from '../generator/content/load-content.ts';
import type { Site } from '../generator/site.ts';
import { wordProblems } from '../widgets/form/forms.ts';
import { buildWordsOf } from './content/forms.ts';
import { illustrationNames } from './art/illustrations.ts';
import { MAPPED_AREAS } from './art/service-area-map.ts';
import { editorialProblems } from './checks/editorial-rules.ts';
import { RELEASE_CHECKS, type ReleaseState } from './checks/release.ts';
import { contentConfig, type Collections, type SiteNeeds } from './content/collections.ts';
import type { SiteConfig, SiteContent } from './content/types.ts';
import { siteEditor } from './editor.ts';
import { createPageRenderer } from './render-page.ts';
import { mapRoutes, type SiteRoute } from './routes.ts';
import { checkingShown, pageKeys, watchedArticles } from './page-keys.ts';
import { searchInput } from './search-documents.ts';
import { shareCard } from './share-card.ts';
import { siteFiles } from './site-files.ts';

/**
 * What the templates need of the content: the loader checks it (pictures and places drawable, a word in
 * content/forms.json for each question of the forms, and none left over).
 */
export const SITE_NEEDS: SiteNeeds = {
  pictures: { names: illustrationNames(), file: 'templates/art/illustrations.ts' },
  mapAreas: { names: MAPPED_AREAS, file: 'templates/art/service-area-map.ts' },
  formWords: (forms) => wordProblems(buildWordsOf(forms)),
};

export const SITE: Site<SiteConfig, Collections, SiteContent, SiteRoute, ReleaseState> = {
  content: contentConfig({ needs: SITE_NEEDS, checks: editorialProblems }),
  // The route table and the renderer see the articles watched: a page reading more of one than its key holds stops the build (page-keys.ts).
  routes: (content) => mapRoutes(watchedArticles(content)),
  renderer: (content) => (assets, markdown) => checkingShown(createPageRenderer(watchedArticles(content), assets, markdown)),
  shareCard: (content, meta) => shareCard(content.site, meta.shareTitle ?? meta.title, meta.shareLabel ?? content.site.name),
  // Everything any page shows, what only an article's own page shows, and what each page names of other articles.
  pageKeys,
  search: searchInput,
  files: siteFiles,
  editor: (content) => siteEditor(content, SITE_NEEDS.pictures.names),
  release: RELEASE_CHECKS,
};

/**
 * Reads and checks the site's content as the build does, editor's rules included (tests read a copy this
 * way); `needs` left out, what the templates need of it is not checked (a test of content alone).
 */
export async function loadSiteContent(dir: string, { needs, ...options }: LoadOptions<SiteConfig> & { needs?: SiteNeeds } = {}): Promise<SiteContent> {
  return (await loadContent(dir, contentConfig({ ...(needs ? { needs } : {}), checks: editorialProblems }), options)).content;
}
