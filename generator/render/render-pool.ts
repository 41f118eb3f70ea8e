/**
 * Step: render every page. The main thread renders the pages with the site's page renderer (React); the
 * markdown, most of the work, is shared with worker threads that do nothing else (markdown-jobs.ts says how).
 * With workers, the pages are written on a thread of their own (files/page-writer.ts), and the first worker
 * builds the search index once its markdown is done (after-markdown.ts); without, the main thread writes each
 * page in line. Markdown, HTML and the index's plain data cross between threads, never the content as a
 * whole. Small sites render on the main thread alone: a worker costs more than it saves.
 *
 * The main thread goes through the pages in the order the workers take their markdown. A page whose
 * markdown a worker is rendering at that moment is set aside and rendered as soon as the result is in, so
 * the main thread never waits while there is other work; a page whose markdown no worker has started is
 * claimed and rendered whole, on the spot. So the threads share the work however fast each turns out to be.
 *
 * What it saves, at 4,000 articles (bench of the round of issue 40): a cold build took 25 s on two threads
 * and 48 s on one (1.9×), for 16 and 20 CPU s.
 */
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { MessageChannel, Worker, type MessagePort } from 'node:worker_threads';
import type { WidgetName } from '../assets/bundle-widgets.ts';
import type { ImageIndex } from '../assets/images.ts';
import { createStylesheets } from '../assets/styles.ts';
import { writeInto } from '../files/output.ts';
import { openPageWriter, pageWriteFailed } from '../files/page-writer.ts';
import type { SearchIndexBytes, SearchInput } from '../site-files/search-index.ts';
import { workerScript } from '../launch/worker-script.ts';
import type { MarkdownEntries } from '../markdown/cache.ts';
import { createMarkdownRenderer } from '../markdown/processor.ts';
import { createAfterMarkdown } from './after-markdown.ts';
import { createMarkdownJobs, type JobsContext } from './markdown-jobs.ts';
import type { BuiltAssets, PageRendererFactory, RenderedPage, Route } from './pages.ts';

/** Below this many pages, one thread is faster. */
export const PAGES_PER_EXTRA_THREAD = 400;

/** How many threads suit this many pages: one more for every 400, up to one per core and 8; `requested` (--threads) wins. */
function threadsFor(pages: number, requested: number | undefined): number {
  if (requested !== undefined) return requested;
  return Math.max(1, Math.min(availableParallelism(), 8, Math.floor(pages / PAGES_PER_EXTRA_THREAD) + 1));
}

/** What a worker needs besides the file list and the start message: where the markdown cache is. */
export interface WorkerSetup {
  /** The build's cache folder, or undefined for a --fresh build. */
  cacheDir: string | undefined;
  markdownCache: { file: string; version: string } | undefined;
}

export interface RenderRequest<R extends Route> {
  /** The routes to render, in route order. */
  routes: readonly R[];
  /** The site's page renderer, made once this build's assets and markdown are known. */
  pageRenderer: PageRendererFactory<R>;
  /** The site's own origin: links to it are not marked as external. */
  siteOrigin: string;
  widgetScripts: Record<WidgetName, string>;
  loaderCode: string;
  /** The markdown cache as read (entries by key). */
  cacheEntries: MarkdownEntries;
  images: ImageIndex;
  /** The markdown cache's context: see markdownContext. */
  cacheContext: string;
  outDir: string;
}

export interface RenderPoolResult {
  pages: Omit<RenderedPage, 'html'>[];
  addedCache: MarkdownEntries;
  cacheHits: number;
  cacheMisses: number;
  threads: number;
  /** Markdown files each thread rendered, the main thread's first. */
  perThread: number[];
}

export interface RenderPool {
  /** Lets the workers begin: they need the image index (the markdown cache's keys depend on it). */
  start(context: JobsContext): void;
  render<R extends Route>(request: RenderRequest<R>): Promise<RenderPoolResult>;
  /**
   * The search index, built on a worker once its markdown is done, while the main thread renders; undefined
   * when there is no worker (or it could not): the caller builds it (after-markdown.ts).
   */
  searchIndex(input: SearchInput): Promise<SearchIndexBytes | undefined>;
  close(): Promise<void>;
}

/** The threads of one pool: the markdown files they share, their table of cells, and a port from each worker. */
interface Threads {
  count: number;
  files: string[];
  status: Int32Array;
  ports: MessagePort[];
  workers: Worker[];
}

/**
 * The render pool of one build. With `early` (every page will be rendered: no previous build of this code),
 * its workers start at once, the number of markdown files standing in for the number of pages, so they load
 * the markdown pipeline while the main thread reads the content; otherwise they start when `render` knows how
 * many pages there are. `threads` (--threads) fixes the number of threads, the main one included.
 */
export function openRenderPool(setup: WorkerSetup, { threads: requested, early, markdownFiles }: { threads?: number; early: boolean; markdownFiles: () => string[] }): RenderPool {
  let threads: Threads | undefined;
  let context: JobsContext | undefined;
  const afterMarkdown = createAfterMarkdown();

  /** Starts the workers for this many pages (undefined: every page); the markdown files are listed once. */
  const spawn = (pages: number | undefined): Threads => {
    const script = workerScript('render-worker', import.meta.url);
    const listed = pages === undefined || threadsFor(pages, requested) > 1 ? markdownFiles() : [];
    const count = threadsFor(pages ?? listed.length, requested);
    const files = count > 1 ? listed : [];
    const status = new Int32Array(new SharedArrayBuffer(4 * Math.max(1, files.length)));
    const ports: MessagePort[] = [];
    const workers = Array.from({ length: count - 1 }, () => {
      const { port1, port2 } = new MessageChannel();
      ports.push(port1);
      const worker = new Worker(script.file, { workerData: { entry: script.entry, setup, files, status, port: port2, startedAt: performance.timeOrigin }, transferList: [port2] });
      // A worker that fails leaves its files to the main thread (markdown-jobs.ts); nothing to report here.
      worker.on('error', () => undefined);
      if (context) worker.postMessage(context);
      return worker;
    });
    afterMarkdown.started(workers);
    return { count, files, status, ports, workers };
  };
  if (early) threads = spawn(undefined);

  return {
    start(given) {
      if (context) return;
      context = given;
      for (const worker of threads?.workers ?? []) worker.postMessage(context);
    },
    async render<R extends Route>(request: RenderRequest<R>) {
      threads ??= spawn(request.routes.length);
      const { count, files, status, ports } = threads;
      const stylesheets = createStylesheets();
      const assets: BuiltAssets = { widgetScripts: request.widgetScripts, loaderCode: request.loaderCode, stylesheetFor: stylesheets.stylesheetFor, images: request.images };
      const jobs = createMarkdownJobs({ files, status, ports, cacheEntries: request.cacheEntries, context: request.cacheContext });
      const render = request.pageRenderer(assets, jobs.renderer(createMarkdownRenderer({ siteOrigin: request.siteOrigin, images: request.images })));
      // With workers, the pages are written on a thread of their own (page-writer.ts); alone, in line.
      const writer = count > 1 ? openPageWriter(request.outDir) : undefined;
      const write = writeInto(request.outDir);
      const pages: RenderPoolResult['pages'] = [];
      const renderAndWrite = async (route: R) => {
        const { html, ...page } = render(route);
        pages.push(page);
        if (writer) writer.write(page.file, html);
        else await write(page.file, html).catch((error: NodeJS.ErrnoException) => Promise.reject(pageWriteFailed(request.outDir, page.file, error)));
      };
      try {
        // The pages go in the workers' order, so the main thread finishes with them, rather than ending with a
        // backlog of pages whose markdown waited while it rendered others' in line. The order in which pages
        // render changes nothing in them.
        const aside: R[] = [];
        for (const route of jobs.inWorkerOrder(request.routes)) {
          while (aside.length > 0 && jobs.ready(aside[0]!.source)) await renderAndWrite(aside.shift()!);
          jobs.claim(route.source);
          if (jobs.ready(route.source)) await renderAndWrite(route);
          else aside.push(route);
        }
        // What is left waits on the workers' last files.
        for (const route of aside) await renderAndWrite(route);
        // Nothing is swapped in before every page is written.
        await writer?.finish();
      } catch (error) {
        // A failed build's staging folder is deleted next: nothing may still be writing into it.
        await writer?.stop();
        throw error;
      }
      return { pages, addedCache: jobs.added(), cacheHits: jobs.hits(), cacheMisses: jobs.misses(), threads: count, perThread: jobs.perThread() };
    },
    searchIndex: afterMarkdown.searchIndex,
    async close() {
      afterMarkdown.close();
      for (const port of threads?.ports ?? []) port.close();
      await Promise.all((threads?.workers ?? []).map((worker) => worker.terminate()));
    },
  };
}
