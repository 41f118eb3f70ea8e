/**
 * A render worker: loads the content and reads the markdown cache as soon as it starts, then waits for
 * the main thread's request, checks it loaded the same content, rebuilds the route map and renders
 * batches of routes until none are left.
 */
import './production.ts';
import { parentPort, workerData } from 'node:worker_threads';
import { loadContent } from './content/load-content.ts';
import { BuildError } from './errors.ts';
import { contentKey } from './build-cache.ts';
import { readMarkdownCache } from './markdown/cache.ts';
import type { WorkerMessage, WorkerSetup } from './render-pool.ts';
import { renderShare } from './render-share.ts';
import { mapRoutes } from './routes.ts';

const { setup } = workerData as { setup: WorkerSetup };
// Started now, awaited when the request comes. A failure here is the main thread's to report too (it
// loads the same files), so it is kept until then rather than left unhandled.
const timings = process.env.BUILD_TIMINGS === '1';
const since = (): string => (Date.now() - Number(process.env.BUILD_STARTED_AT)).toFixed(0);
const loading = Promise.all([
  // The main thread runs the content checks and reports what they find; the content hash below proves
  // this worker read the same files.
  loadContent(setup.contentDir, { cacheDir: setup.cacheDir, saveCache: false, checks: false }),
  setup.markdownCache ? readMarkdownCache(setup.markdownCache.file, setup.markdownCache.version) : {},
]).then(
  (value) => {
    if (timings) console.error(`[timing]   worker loaded the content at ${since()} ms`);
    return { ok: true as const, value };
  },
  (error: unknown) => ({ ok: false as const, error }),
);

if (timings) console.error(`[timing]   worker started at ${since()} ms`);
parentPort!.once('message', async (message: WorkerMessage) => {
  try {
    const loaded = await loading;
    if (!loaded.ok) throw loaded.error;
    const [content, cacheEntries] = loaded.value;
    if (contentKey(content, message.imagesKey) !== message.contentKey) {
      throw new BuildError('The content changed while the build was reading it (a file was saved during the build). Run the build again.');
    }
    const byPath = new Map(mapRoutes(content).map((route) => [route.meta.path, route]));
    const routes = message.paths.map((path) => {
      const route = byPath.get(path);
      if (!route) throw new BuildError(`A render worker has no route for ${path}, though its content matches the main thread's. This is a bug in the build.`);
      return route;
    });
    parentPort!.postMessage({ ok: true, result: await renderShare({ ...message, content, routes, cacheEntries }) });
  } catch (error) {
    parentPort!.postMessage({ ok: false, message: (error as Error).message, stack: (error as Error).stack });
  }
});
