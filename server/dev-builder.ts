/**
 * The dev server's builder: a long-lived process that runs the build whenever the dev server asks, so a
 * content edit costs only the work of the build itself (no start-up), and what the build worked out from files
 * that did not change is kept in memory for the next (generator/cache/recent.ts). When code changes, the dev
 * server replaces this process with a fresh one, so nothing kept outlives the code that made it.
 */
import '../generator/launch/production.ts';
import { build } from '../build.ts';
import { keepValuesBetweenBuilds } from '../generator/cache/recent.ts';
import { formatError } from '../generator/errors.ts';
import type { BuildOptions } from '../generator/launch/options.ts';

// Each build takes what an unchanged file gave from the build before (generator/cache/recent.ts).
keepValuesBetweenBuilds();

process.on('message', async (message: { type: 'build'; options: BuildOptions; id: number }) => {
  if (message.type !== 'build') return;
  const started = performance.now();
  try {
    const summary = await build(message.options);
    process.send?.({ type: 'built', id: message.id, rendered: summary.rendered, pages: summary.pages, ms: performance.now() - started });
  } catch (error) {
    process.send?.({ type: 'failed', id: message.id, message: formatError(error), ms: performance.now() - started });
  }
});
process.send?.({ type: 'ready' });
