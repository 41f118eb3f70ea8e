/** A render worker: waits for its share of the build, rebuilds the route map and renders its pages. */
import './production.ts';
import { parentPort } from 'node:worker_threads';
import type { ShareInput } from './render-share.ts';
import { renderShare } from './render-share.ts';
import { mapRoutes } from './routes.ts';

if (process.env.BUILD_TIMINGS === '1') console.error(`[timing]   worker ready at ${(Date.now() - Number(process.env.BUILD_STARTED_AT)).toFixed(0)} ms`);
parentPort!.once('message', async (message: Omit<ShareInput, 'routes'> & { paths: string[] }) => {
  try {
    const paths = new Set(message.paths);
    const routes = mapRoutes(message.content).filter((route) => paths.has(route.meta.path));
    parentPort!.postMessage({ ok: true, result: await renderShare({ ...message, routes }) });
  } catch (error) {
    parentPort!.postMessage({ ok: false, message: (error as Error).message, stack: (error as Error).stack });
  }
});
