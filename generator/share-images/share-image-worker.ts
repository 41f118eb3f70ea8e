/**
 * A worker thread that draws share images, so they are drawn while the main thread renders pages (its
 * event loop, busy rendering, would otherwise hold up each image between its steps).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { drawShareImages, type DrawRequest } from './share-images.ts';

const request = workerData.request as DrawRequest;
try {
  parentPort!.postMessage({ ok: true, drawn: await drawShareImages(request) });
} catch (error) {
  parentPort!.postMessage({ ok: false, message: (error as Error).message, stack: (error as Error).stack });
}
