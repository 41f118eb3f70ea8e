/**
 * Step: render every page, on every core. Worker threads start as soon as the build starts, so they load
 * their code while the main thread reads the content. Routes are dealt round-robin into shares; the main
 * thread renders share 0 while each worker renders another. A worker receives the content with only the
 * article bodies it renders, rebuilds the route map, and writes its own pages; only paths and small
 * summaries come back. Small sites render on the main thread alone: a worker costs more than it saves.
 */
import { readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { SiteContent } from './content/types.ts';
import { BuildError } from './errors.ts';
import { markdownKey, type MarkdownEntries } from './markdown/cache.ts';
import type { RenderedPage } from './render.ts';
import { renderShare, type ShareInput, type ShareResult } from './render-share.ts';
import type { Route } from './routes.ts';

/** Below this many pages, one thread is faster. */
export const PAGES_PER_EXTRA_THREAD = 400;

/** How many threads to use, judged from the number of articles before the content is even read. */
export function renderThreads(contentDir: string): number {
  const requested = Number(process.env.BUILD_THREADS);
  if (Number.isInteger(requested) && requested > 0) return requested;
  let articles = 0;
  try {
    articles = readdirSync(join(contentDir, 'resources')).filter((name) => name.endsWith('.md')).length;
  } catch {
    articles = 0;
  }
  return Math.max(1, Math.min(availableParallelism(), 8, Math.floor(articles / PAGES_PER_EXTRA_THREAD) + 1));
}

export interface RenderRequest extends Omit<ShareInput, 'routes'> {
  routes: readonly Route[];
}

export interface RenderPoolResult {
  pages: Omit<RenderedPage, 'html'>[];
  usedCache: string[];
  addedCache: MarkdownEntries;
  cacheHits: number;
  cacheMisses: number;
  threads: number;
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

/**
 * What a worker needs: the content, but only the article bodies of the pages it renders, and only the
 * cache entries for those bodies (plus the few for pages and services, which any share may render).
 */
function inputForShare(request: RenderRequest, share: number, shares: number): { content: SiteContent; cacheEntries: MarkdownEntries; paths: string[] } {
  const { content, routes, cacheEntries } = request;
  const shareRoutes = routes.filter((_, index) => index % shares === share);
  const mine = new Set(shareRoutes.map((route) => route.source));
  const articles = content.articles.map((article) => (mine.has(article.file) ? article : { ...article, body: '' }));
  const bodies = [...articles.filter((article) => article.body).map((article) => article.body), ...content.services.map((service) => service.body), ...[...content.pages.values()].map((page) => page.body)];
  const entries: MarkdownEntries = {};
  for (const body of bodies) {
    const key = markdownKey(request.cacheContext, body);
    if (cacheEntries[key]) entries[key] = cacheEntries[key];
  }
  return { content: { ...content, articles }, cacheEntries: entries, paths: shareRoutes.map((route) => route.meta.path) };
}

export function startRenderPool(threads: number): RenderPool {
  const script = workerScript();
  const workers = Array.from({ length: threads - 1 }, () => new Worker(script.file, { workerData: { entry: script.entry } }));
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
      const { routes, ...shared } = request;
      workers.forEach((worker, index) => worker.postMessage({ ...shared, ...inputForShare(request, index + 1, threads) }));
      const results = [await renderShare({ ...shared, routes: routes.filter((_, index) => index % threads === 0) })];
      for (const outcome of await settled) {
        if (outcome.status === 'rejected') throw outcome.reason;
        results.push(outcome.value);
      }
      // Pages come back in share order; the build puts them, with the reused ones, back into route order.
      return {
        pages: results.flatMap((result) => result.pages),
        usedCache: results.flatMap((result) => result.usedCache),
        addedCache: Object.assign({}, ...results.map((result) => result.addedCache)) as MarkdownEntries,
        cacheHits: results.reduce((sum, result) => sum + result.cacheHits, 0),
        cacheMisses: results.reduce((sum, result) => sum + result.cacheMisses, 0),
        threads,
      };
    },
    async close() {
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}
