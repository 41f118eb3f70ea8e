/**
 * Step: share images. Every indexable page gets a 1200x630 PNG for Open Graph and Twitter cards: its title,
 * its section and the brand (share-card-drawing.ts draws it). Each image is named by a hash of what is drawn
 * on it (share-image-path.ts) and kept in a cache folder, so an unchanged page's image is never drawn twice.
 * The build starts this step as soon as it knows the pages; images not in the cache are drawn on worker
 * threads of their own (two, each with every other card), so they are drawn while the pages render.
 */
import { copyFile, mkdir, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { BuildError } from '../errors.ts';
import { writeFileAtomically } from '../files/cache-files.ts';
import { CardCanvas, drawBackground, drawLabel, type Mask } from './share-card-drawing.ts';
import type { RouteMeta } from '../render/pages.ts';
import { shareCardKey, type ShareCard } from './share-image-path.ts';
import { workerScript } from '../launch/worker-script.ts';

/** Images in the making at once on a thread: sharp lays out one while the thread blends and encodes another. */
const IN_FLIGHT = 3;
/** Below this many images to draw, a worker thread costs more than it saves. */
const WORKER_FROM = 8;
/**
 * Worker threads drawing at once, each with its share of the cards: one per core, at most two. With one,
 * the images of a 4,000-article build ran on about one core, the thread's own blending and encoding
 * being the bottleneck once the pages were done (docs/performance.md, "Round of issue 40, third part").
 */
const WORKERS = Math.max(1, Math.min(2, availableParallelism()));
/** Fewest images to give a second worker thread. */
const PER_WORKER = 64;
/**
 * A drawing thread's young generation (V8's heap for new objects), in MB. Its garbage is small (masks,
 * PNG parts), but V8 let it take tens of MB a thread: drawing the 5,455 images of a 4,000-article build on
 * two threads peaked at 509 MB with V8's default and 406 MB with 4 MB (one thread: 423 MB), for no more CPU.
 */
const YOUNG_GENERATION_MB = 4;

/** The cards to draw: one for each page search engines and social sites may show, as the site draws it. */
export function shareCards(routes: readonly { meta: RouteMeta }[], cardOf: (meta: RouteMeta) => ShareCard): ShareCard[] {
  return routes.filter((route) => !route.meta.noindex).map((route) => cardOf(route.meta));
}

export interface ShareImageResult {
  written: number;
  drawn: number;
}

export interface DrawRequest {
  /** The cards to draw, by key. */
  cards: [string, ShareCard][];
  cacheDir: string;
  outDir: string;
}

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}

/** Remembers the promise of each key's value, so each is made once. */
function memo<T>(make: (key: string) => Promise<T>): (key: string) => Promise<T> {
  const made = new Map<string, Promise<T>>();
  return (key) => {
    let value = made.get(key);
    if (!value) made.set(key, (value = make(key)));
    return value;
  };
}

/** Draws each card into the cache (atomically) and into share/ in the output; returns how many. */
export async function drawShareImages({ cards, cacheDir, outDir }: DrawRequest): Promise<number> {
  // sharp is loaded only when an image has to be drawn: a build with every image cached never needs it.
  const { default: sharp } = await import('sharp');
  // Every operation here is new (each title is drawn once), so libvips's cache of operations would only
  // hold memory: up to 50 MB of it by default.
  sharp.cache(false);
  const backgrounds = memo((key) => {
    const [brand, footer] = JSON.parse(key) as [string, string];
    return drawBackground(sharp, { brand, footer });
  });
  const labels = memo<Mask>((label) => drawLabel(sharp, label));
  const queue = [...cards];
  const worker = async () => {
    const canvas = new CardCanvas();
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [key, card] = next;
      const cached = join(cacheDir, `${key}.png`);
      const [background, label] = await Promise.all([backgrounds(JSON.stringify([card.brand, card.footer])), labels(card.label)]);
      const png = await canvas.draw(sharp, background, label, card);
      await Promise.all([writeFileAtomically(cached, png), writeFile(join(outDir, 'share', `${key}.png`), png)]);
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  return cards.length;
}

/** Draws a request on a worker thread of its own. */
function drawOnWorker(request: DrawRequest): Promise<number> {
  const script = workerScript('share-image-worker', import.meta.url);
  const worker = new Worker(script.file, { workerData: { entry: script.entry, request }, resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB } });
  return new Promise<number>((resolve, reject) => {
    worker.once('message', (reply: { ok: true; drawn: number } | { ok: false; message: string; stack?: string }) => {
      if (reply.ok) resolve(reply.drawn);
      else reject(new BuildError(`Drawing the share images failed: ${reply.message}`, { cause: reply.stack }));
    });
    worker.once('error', (error) => reject(new BuildError(`The share image worker failed: ${error.message}`, { cause: error })));
  }).finally(() => void worker.terminate());
}

/** Draws a request on worker threads, each taking every so many cards. */
async function drawOnWorkers(request: DrawRequest): Promise<number> {
  const count = Math.max(1, Math.min(WORKERS, Math.floor(request.cards.length / PER_WORKER)));
  const shares = Array.from({ length: count }, (_, index) => ({ ...request, cards: request.cards.filter((_, at) => at % count === index) }));
  const drawn = await Promise.all(shares.map(drawOnWorker));
  return drawn.reduce((sum, each) => sum + each, 0);
}

/** Writes share/<key>.png for each card into `outDir`, drawing only those not already in the cache. */
export async function writeShareImages(cards: readonly ShareCard[], outDir: string, cacheDir: string): Promise<ShareImageResult> {
  await Promise.all([mkdir(join(outDir, 'share'), { recursive: true }), mkdir(cacheDir, { recursive: true })]);
  const unique = [...new Map(cards.map((card) => [shareCardKey(card), card]))];
  const cached = await Promise.all(unique.map(([key]) => exists(join(cacheDir, `${key}.png`))));
  const missing = unique.filter((_, index) => !cached[index]);
  const request: DrawRequest = { cards: missing, cacheDir, outDir };
  const [drawn] = await Promise.all([
    missing.length === 0 ? 0 : missing.length < WORKER_FROM ? drawShareImages(request) : drawOnWorkers(request),
    Promise.all(unique.filter((_, index) => cached[index]).map(([key]) => copyFile(join(cacheDir, `${key}.png`), join(outDir, 'share', `${key}.png`)))),
  ]);
  return { written: unique.length, drawn };
}
