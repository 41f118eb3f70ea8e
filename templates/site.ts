/**
 * The site as the build sees it: what it needs of the content, its routes, how a page renders, and the
 * pictures it draws as files. build.ts hands these to the engine (generator/), which knows nothing of
 * templates/ itself: the site depends on the engine, never the reverse.
 */
import type { SiteNeeds } from '../generator/content/load-content.ts';
import type { SiteConfig } from './content/types.ts';
import { buildWordsOf, wordProblems } from '../widgets/form/forms.ts';
import { illustrationFiles, illustrationNames } from './art/illustrations.ts';
import { MAPPED_AREAS, serviceAreaMapFile } from './art/service-area-map.ts';
import { createPageRenderer } from './render-page.ts';
import { PAGES, mapRoutes } from './routes.ts';

/**
 * What the templates need of the content: the loader checks it (pages there, pictures and places drawable,
 * a word in content/forms.json for each question of the forms, and none left over).
 */
export const SITE_NEEDS: SiteNeeds = {
  pages: PAGES,
  pictures: { names: illustrationNames(), file: 'templates/art/illustrations.ts' },
  mapAreas: { names: MAPPED_AREAS, file: 'templates/art/service-area-map.ts' },
  formWords: (forms) => wordProblems(buildWordsOf(forms)),
};

export { createPageRenderer, mapRoutes };

/** The pictures the templates draw, as files for the output: the illustration set and the service-area map. */
export function drawnFiles(site: SiteConfig): { path: string; text: string }[] {
  return [...illustrationFiles(), serviceAreaMapFile(site)];
}
