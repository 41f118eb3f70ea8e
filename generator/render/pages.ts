/**
 * Pages as the engine knows them. The site (templates/) turns the content into routes and renders each one;
 * the engine plans, renders, caches, lists and shares them knowing only what is here: a page's address, its
 * title, whether search engines may list it, the label and title on its share image, the file it is written to
 * and the content file it comes from. build.ts hands the site's routes and page renderer to the engine.
 */
import type { WidgetName } from '../assets/bundle-widgets.ts';
import type { ImageIndex } from '../assets/images.ts';
import { BuildError } from '../errors.ts';
import type { MarkdownRenderer } from '../markdown/processor.ts';

/** What the engine reads of a page's meta; the site's own meta holds more. */
export interface RouteMeta {
  /** The path people visit, e.g. /services/ (or /404.html). */
  path: string;
  title: string;
  /** Left out of search engines, the sitemap and the share images. */
  noindex?: boolean;
  /** Label shown on the share image above the title. */
  shareLabel?: string;
  /** The title drawn on the share image, when the page's own title is in a script the image may not have fonts for. */
  shareTitle?: string;
}

/** An address the site answers. */
export interface Route {
  meta: RouteMeta;
  /** Output file, relative to the output folder. */
  file: string;
  /** The content file the page comes from, for error messages and the render workers' table. */
  source: string;
}

export interface RenderedPage {
  path: string;
  file: string;
  html: string;
  /** The stylesheets the page links, each a list of CSS files (relative to the project) in cascade order. */
  stylesheets: string[][];
  noindex: boolean;
}

/** What a page's templates need of the built files. */
export interface BuiltAssets {
  /** URL of each widget's client entry, with its content hash. */
  widgetScripts: Record<WidgetName, string>;
  /** The island loader, inlined into every page's head (its hash goes into the CSP). */
  loaderCode: string;
  /** URL of the stylesheet made of these CSS files (relative to the project), in this order. */
  stylesheetFor(files: readonly string[]): string;
  /** Raster images processed by the build, by the address content uses. */
  images: ImageIndex;
}

/** Renders one of the site's routes to a complete HTML document. */
export type PageRenderer<R extends Route> = (route: R) => RenderedPage;

/** The site's page renderer for this build's assets and markdown (the markdown comes from the render pool). */
export type PageRendererFactory<R extends Route> = (assets: BuiltAssets, markdown: MarkdownRenderer) => PageRenderer<R>;

/** The file a path is written to: /about/ to about/index.html, /404.html to itself. */
export function fileForPath(path: string): string {
  if (path.endsWith('/')) return `${path.slice(1)}index.html`;
  return path.slice(1);
}

/** The routes with the file each writes; two routes writing one file stop the build. */
export function withFiles<T extends { meta: { path: string }; source: string }>(routes: readonly T[]): (T & { file: string })[] {
  const withFile = routes.map((route) => ({ ...route, file: fileForPath(route.meta.path) }));
  const seen = new Map<string, T & { file: string }>();
  const clashes: string[] = [];
  for (const route of withFile) {
    const previous = seen.get(route.file);
    if (previous) clashes.push(`${route.file} would be written twice: by ${previous.source} (${previous.meta.path}) and by ${route.source} (${route.meta.path}). Rename one of them.`);
    else seen.set(route.file, route);
  }
  if (clashes.length) throw new BuildError(`Two routes write the same file:\n${clashes.join('\n')}`);
  return withFile;
}
