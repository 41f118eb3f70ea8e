/**
 * Renders one share of the routes and writes each page as soon as it is rendered. Used by the main
 * thread and by each render worker alike. Writes run in the background (a bounded number at a time),
 * so rendering goes on while the disk catches up.
 */
import type { SiteContent } from './content/types.ts';
import type { ImageIndex } from './images.ts';
import { createMarkdownCache, type MarkdownEntries } from './markdown/cache.ts';
import { writeInto } from './output.ts';
import { createMarkdownRenderer } from './markdown/processor.ts';
import { createPageRenderer, type RenderedPage } from './render.ts';
import type { Route } from './routes.ts';
import { createStylesheets } from './styles.ts';
import type { WidgetName } from '../templates/context.ts';

export interface ShareInput {
  content: SiteContent;
  routes: readonly Route[];
  widgetScripts: Record<WidgetName, string>;
  loaderCode: string;
  cacheEntries: MarkdownEntries;
  images: ImageIndex;
  /** The markdown cache's context: see markdownKey. */
  cacheContext: string;
  outDir: string;
}

export interface ShareResult {
  /** Pages rendered, without their HTML (already written). */
  pages: Omit<RenderedPage, 'html'>[];
  usedCache: string[];
  addedCache: MarkdownEntries;
  cacheHits: number;
  cacheMisses: number;
  milliseconds: number;
}

const WRITES_IN_FLIGHT = 32;

export async function renderShare(input: ShareInput): Promise<ShareResult> {
  const started = performance.now();
  const { content } = input;
  const stylesheets = createStylesheets();
  const assets = { widgetScripts: input.widgetScripts, loaderCode: input.loaderCode, stylesheetFor: stylesheets.stylesheetFor, images: input.images };
  const cache = createMarkdownCache(input.cacheEntries, input.cacheContext);
  const render = createPageRenderer(content, assets, cache.renderer(createMarkdownRenderer({ siteOrigin: content.site.baseUrl, images: input.images })));
  const write = writeInto(input.outDir);
  const pages: ShareResult['pages'] = [];
  const inFlight = new Set<Promise<void>>();
  for (const route of input.routes) {
    const { html, ...page } = render(route);
    pages.push(page);
    const writing: Promise<void> = write(page.file, html).finally(() => inFlight.delete(writing));
    inFlight.add(writing);
    if (inFlight.size >= WRITES_IN_FLIGHT) await Promise.race(inFlight);
  }
  await Promise.all(inFlight);
  const milliseconds = performance.now() - started;
  if (process.env.BUILD_TIMINGS === '1') {
    console.error(`[timing]   thread share: ${input.routes.length} pages in ${milliseconds.toFixed(0)} ms (${cache.misses()} rendered from markdown), from ${(performance.timeOrigin + started - Number(process.env.BUILD_STARTED_AT ?? performance.timeOrigin)).toFixed(0)} ms`);
  }
  return { pages, usedCache: cache.used(), addedCache: cache.added(), cacheHits: cache.hits(), cacheMisses: cache.misses(), milliseconds };
}
