/**
 * The build's steps in order, after content is loaded: map routes, bundle widgets, render every route,
 * write pages, copy static/, write site-level files, then swap the finished folder into place.
 */
import { fileURLToPath } from 'node:url';
import type { SiteContent } from './content/types.ts';
import { bundleWidgets } from './bundle-widgets.ts';
import { createMarkdownRenderer } from './markdown/processor.ts';
import type { BuildOptions } from './options.ts';
import { copyStatic, openStaging } from './output.ts';
import { renderRoute, type RenderedPage } from './render.ts';
import { mapRoutes } from './routes.ts';
import { shareImagePath } from './share-image-path.ts';
import { writeShareImages } from './share-images.ts';
import { writeSiteFiles } from './site-files.ts';
import { createStylesheets } from './styles.ts';

const STATIC_DIR = fileURLToPath(new URL('../static', import.meta.url));
const SHARE_CACHE = fileURLToPath(new URL('../.cache/share', import.meta.url));

export interface BuildResult {
  pages: number;
  files: number;
  rendered: RenderedPage[];
}

export async function buildSite(content: SiteContent, options: BuildOptions): Promise<BuildResult> {
  const routes = mapRoutes(content);
  const staging = await openStaging(options.outDir);
  try {
    const staticCopy = copyStatic(STATIC_DIR, staging);
    const widgets = await bundleWidgets(staging.dir, options.widgetRuntime);
    const stylesheets = createStylesheets();
    const assets = { widgetScripts: widgets.widgetScripts, loaderCode: widgets.loaderCode, stylesheetFor: stylesheets.stylesheetFor };
    const markdown = createMarkdownRenderer({ siteOrigin: content.site.baseUrl });

    await staticCopy;
    const rendered: RenderedPage[] = [];
    const writes: Promise<void>[] = [];
    for (const route of routes) {
      const page = renderRoute(route, content, assets, markdown);
      rendered.push({ ...page, html: '' });
      writes.push(staging.write(page.file, page.html));
    }
    await Promise.all(writes);
    for (const file of stylesheets.files()) await staging.write(file.path, file.css);
    const cards = routes.filter((route) => !route.meta.noindex).map((route) => ({ title: route.meta.title, label: route.meta.shareLabel ?? content.site.name, brand: content.site.name }));
    const [siteFiles, shares] = await Promise.all([
      writeSiteFiles({ content, routes, rendered, staging, loaderCode: widgets.loaderCode }),
      options.shareImages ? writeShareImages(cards, content.site, staging, SHARE_CACHE) : Promise.resolve({ written: 0, drawn: 0 }),
    ]);
    await staging.commit();
    return { pages: rendered.length, files: rendered.length + widgets.files.length + stylesheets.files().length + siteFiles + shares.written, rendered };
  } catch (error) {
    await staging.discard();
    throw error;
  }
}

