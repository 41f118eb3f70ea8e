/**
 * Step: render every page, on every core. Worker threads start with the build and each loads the content
 * itself (and reads the markdown cache) while the main thread does the same, so a worker is ready to
 * render when the main thread is, and nothing large crosses between threads: the main thread sends the
 * paths to render and the built assets; each thread takes batches of routes from a shared counter (see
 * render-share.ts) and writes its own pages; only page summaries and new cache entries come back. A
 * worker checks that the content it loaded hashes the same as the main thread's. Small sites render on
 * the main thread alone: a worker costs more than it saves.
 */
import { readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { BuildError } from './errors.ts';
import type { MarkdownEntries } from './markdown/cache.ts';
import type { RenderedPage } from './render.ts';
import { renderShare, createRouteQueue, type ShareInput, type ShareResult } from './render-share.ts';

/** Below this many pages, one thread is faster. */
export const PAGES_PER_EXTRA_THREAD = 400;

/** How many threads suit this many pages (BUILD_THREADS overrides it). */
export function threadsFor(pages: number): number {
  const requested = Number(process.env.BUILD_THREADS);
  if (Number.isInteger(requested) && requested > 0) return requested;
  return Math.max(1, Math.min(availableParallelism(), 8, Math.floor(pages / PAGES_PER_EXTRA_THREAD) + 1));
}

/** How many threads to use, judged from the number of articles before the content is even read. */
export function renderThreads(contentDir: string): number {
  let articles = 0;
  try {
    articles = readdirSync(join(contentDir, 'resources')).filter((name) => name.endsWith('.md')).length;
  } catch {
    articles = 0;
  }
  return threadsFor(articles);
}

/** What a worker needs to load the content on its own, as the main thread does. */
export interface WorkerSetup {
  contentDir: string;
  /** The build's cache folder, or undefined for a --fresh build. */
  cacheDir: string | undefined;
  markdownCache: { file: string; version: string } | undefined;
}

/** The main thread's request; a worker gets it without the content, routes and cache entries. */
export interface RenderRequest extends Omit<ShareInput, 'queue'> {
  /** contentKey of the content, which each worker checks against its own. */
  contentKey: string;
  /** The image index's key, for the worker's content fingerprint. */
  imagesKey: string;
}

export type WorkerMessage = Omit<RenderRequest, 'content' | 'routes' | 'cacheEntries'> & { paths: string[]; queue: Int32Array };

export interface RenderPoolResult {
  pages: Omit<RenderedPage, 'html'>[];
  addedCache: MarkdownEntries;
  cacheHits: number;
  cacheMisses: number;
  threads: number;
  /** Pages each thread rendered, the main thread's first. */
  perThread: number[];
}

export interface RenderPool {
  threads: number;
  render(request: RenderRequest): Promise<RenderPoolResult>;
  close(): Promise<void>;
}

type WorkerReply = { ok: true; result: ShareResult } | { ok: false; message: string; stack?: string };

/** A compiled build runs its compiled worker; a build run through tsx boots the TypeScript one. */
function workerScript(): { file: string; entry?: string } {
  const here = import.meta.url;
  if (here.endsWith('.mjs') || here.endsWith('.js')) return { file: fileURLToPath(new URL('./render-worker.mjs', here)) };
  return { file: fileURLToPath(new URL('./worker-boot.mjs', here)), entry: new URL('./render-worker.ts', here).href };
}

export function startRenderPool(threads: number, setup: WorkerSetup): RenderPool {
  const script = workerScript();
  const workers = Array.from({ length: threads - 1 }, () => new Worker(script.file, { workerData: { entry: script.entry, setup } }));
  const replies = workers.map(
    (worker) =>
      new Promise<ShareResult>((resolve, reject) => {
        worker.once('message', (reply: WorkerReply) => (reply.ok ? resolve(reply.result) : reject(new BuildError(reply.message, { cause: reply.stack }))));
        worker.once('error', (error) => reject(new BuildError(`A render worker failed: ${error.message}`, { cause: error })));
      }),
  );
  // Attach handlers now, so a worker that fails early is never an unhandled rejection.
  const settled = Promise.allSettled(replies);

  return {
    threads,
    async render(request) {
      const queue = createRouteQueue();
      const { content, routes, cacheEntries, ...shared } = request;
      const message: WorkerMessage = { ...shared, paths: routes.map((route) => route.meta.path), queue };
      for (const worker of workers) worker.postMessage(message);
      const results = [await renderShare({ ...request, queue })];
      for (const outcome of await settled) {
        if (outcome.status === 'rejected') throw outcome.reason;
        results.push(outcome.value);
      }
      // Pages come back grouped by thread; the build puts them, with the reused ones, back into route order.
      return {
        pages: results.flatMap((result) => result.pages),
        addedCache: Object.assign({}, ...results.map((result) => result.addedCache)) as MarkdownEntries,
        cacheHits: results.reduce((sum, result) => sum + result.cacheHits, 0),
        cacheMisses: results.reduce((sum, result) => sum + result.cacheMisses, 0),
        threads,
        perThread: results.map((result) => result.pages.length),
      };
    },
    async close() {
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}
