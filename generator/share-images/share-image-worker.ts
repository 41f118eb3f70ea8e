/**
 * A worker thread that draws share images (share-images.ts starts two, each with every other card), so they
 * are drawn while the main thread renders pages (its event loop, busy rendering, would otherwise hold up each
 * image between its steps). What it saves, measured at 4,000 articles (5,455 images), paired against drawing
 * them on the main thread (4 pairs on a machine shared with other builds, load average 4 to 8): the images
 * left once the pages are rendered took 7 to 12 s instead of 17 to 26 s, for the same CPU (paired ratios
 * 0.87 to 1.07) and about 70 MB more at peak; the whole build's wall time moved too much with the load
 * to tell (ratios 0.63 to 1.22). On a quiet machine it shows (29 November 2026, main at 031911e, three
 * alternating pairs of full cold builds, the page cache dropped before each): 19.5 to 20.6 s against 23.8 to
 * 25.2 s with the images drawn on the main thread (WORKER_FROM set past any site), ratios 0.82, 0.81 and
 * 0.85, for the same CPU (31.8 to 32.5 user s against 30.3 to 32.0) and about 140 MB more at peak (627 to
 * 650 MB against 498 to 506).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { drawShareImages, type DrawRequest } from './share-images.ts';

const request = workerData.request as DrawRequest;
try {
  parentPort!.postMessage({ ok: true, drawn: await drawShareImages(request) });
} catch (error) {
  parentPort!.postMessage({ ok: false, message: (error as Error).message, stack: (error as Error).stack });
}
