/**
 * Step: share images. Every indexable page gets a 1200x630 PNG for Open Graph and Twitter cards: its title,
 * its section and the brand (share-card-drawing.ts draws it). Each image is named by a hash of what is drawn
 * on it (share-image-path.ts) and kept in a cache folder, so an unchanged page's image is never drawn twice.
 * The build starts this step as soon as it knows the pages, so the drawing (done mostly by sharp on libuv's
 * threads) runs while the pages render.
 */
import { copyFile, mkdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { SiteContent } from './content/types.ts';
import type { Route } from './routes.ts';
import { writeFileAtomically } from './cache-files.ts';
import { drawBackground, drawLabel, drawShareCard, type Mask } from './share-card-drawing.ts';
import { shareCard, shareCardKey, type ShareCard } from './share-image-path.ts';

/** Images in the making at once: enough to keep both cores busy beside the page rendering. */
const IN_FLIGHT = 3;

/** The cards to draw: one for each page search engines and social sites may show. */
export function shareCards(content: SiteContent, routes: readonly Route[]): ShareCard[] {
  return routes.filter((route) => !route.meta.noindex).map((route) => shareCard(content.site, route.meta.title, route.meta.shareLabel ?? content.site.name));
}

export interface ShareImageResult {
  written: number;
  drawn: number;
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

/** Writes share/<key>.png for each card into `outDir`, drawing only those not already in the cache. */
export async function writeShareImages(cards: readonly ShareCard[], outDir: string, cacheDir: string): Promise<ShareImageResult> {
  await Promise.all([mkdir(join(outDir, 'share'), { recursive: true }), mkdir(cacheDir, { recursive: true })]);
  const queue = [...new Map(cards.map((card) => [shareCardKey(card), card]))];
  const written = queue.length;
  // sharp is loaded only when an image has to be drawn: a build with every image cached never needs it.
  let sharp: typeof import('sharp').default | undefined;
  const backgrounds = memo(async (key) => {
    const [brand, footer] = JSON.parse(key) as [string, string];
    return drawBackground(sharp!, { brand, footer });
  });
  const labels = memo<Mask>((label) => drawLabel(sharp!, label));
  let drawn = 0;
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [key, card] = next;
      const cached = join(cacheDir, `${key}.png`);
      if (!(await exists(cached))) {
        sharp ??= (await import('sharp')).default;
        const [background, label] = await Promise.all([backgrounds(JSON.stringify([card.brand, card.footer])), labels(card.label)]);
        await writeFileAtomically(cached, await drawShareCard(sharp, background, label, card));
        drawn += 1;
      }
      await copyFile(cached, join(outDir, 'share', `${key}.png`));
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  return { written, drawn };
}
