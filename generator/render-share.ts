/**
 * Renders a thread's share of the routes and writes each page as soon as it is rendered. Used by the main
 * thread and by each render worker alike. Every thread holds the same list of routes and takes the next
 * batch of them from a counter in shared memory until none are left, so the threads finish together
 * however uneven the pages are (a listing of every article takes far longer than one article). Pages are
 * written synchronously, one by one: for many small files that costs less than the promise API, and the
 * thread has nothing else to do meanwhile.
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
  /** Every route to render, in the same order on every thread. */
  routes: readonly Route[];
  /** queue[0] is the index of the next route no thread has taken yet (see createRouteQueue). */
  queue: Int32Array;
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
  addedCache: MarkdownEntries;
  cacheHits: number;
  cacheMisses: number;
  milliseconds: number;
}

/** Routes a thread takes at a time: small enough to even out, large enough to touch the counter rarely. */
const BATCH = 8;

/** A counter in shared memory for the threads of one render. */
export function createRouteQueue(): Int32Array {
  return new Int32Array(new SharedArrayBuffer(4));
}

export async function renderShare(input: ShareInput): Promise<ShareResult> {
  const started = performance.now();
  const { content } = input;
  const stylesheets = createStylesheets();
  const assets = { widgetScripts: input.widgetScripts, loaderCode: input.loaderCode, stylesheetFor: stylesheets.stylesheetFor, images: input.images };
  const cache = createMarkdownCache(input.cacheEntries, input.cacheContext);
  const render = createPageRenderer(content, assets, cache.renderer(createMarkdownRenderer({ siteOrigin: content.site.baseUrl, images: input.images })));
  const write = writeInto(input.outDir);
  const pages: ShareResult['pages'] = [];
  const { routes, queue } = input;
  for (let start = Atomics.add(queue, 0, BATCH); start < routes.length; start = Atomics.add(queue, 0, BATCH)) {
    for (const route of routes.slice(start, start + BATCH)) {
      const { html, ...page } = render(route);
      pages.push(page);
      await write(page.file, html);
    }
  }
  const milliseconds = performance.now() - started;
  if (process.env.BUILD_TIMINGS === '1') {
    console.error(`[timing]   thread share: ${pages.length} pages in ${milliseconds.toFixed(0)} ms (${cache.misses()} rendered from markdown), from ${(performance.timeOrigin + started - Number(process.env.BUILD_STARTED_AT ?? performance.timeOrigin)).toFixed(0)} ms`);
  }
  return { pages, addedCache: cache.added(), cacheHits: cache.hits(), cacheMisses: cache.misses(), milliseconds };
}
