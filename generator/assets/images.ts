/**
 * Step: images. Every raster image under content/images/ goes through sharp into AVIF, WebP and a
 * JPEG (or PNG, for images with transparency) at several widths, written to dist/images/ with a content
 * hash in each name. Each derivative is kept in a cache folder by the source's hash, so an unchanged image
 * is never encoded twice. Pages then serve them with <picture>, srcset and sizes, and width and height.
 */
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readFile } from 'node:fs/promises';
import { extname, join, relative } from 'node:path';
import { ensureCached } from '../files/cache-files.ts';
import { filesBelow } from '../files/list-files.mjs';
import type { Staging } from '../files/output.ts';

/** Bump when the encoding settings change. */
const ENCODER_VERSION = '1';
const WIDTHS = [320, 480, 640, 960, 1280, 1920];
const RASTER = /\.(jpe?g|png|webp|avif)$/i;

export interface ImageSource {
  type: string;
  srcset: string;
}

export interface ProcessedImage {
  /** The address content uses, e.g. /images/people/jm.jpg. */
  src: string;
  width: number;
  height: number;
  /** AVIF then WebP, for <source> elements. */
  sources: ImageSource[];
  fallback: { src: string; srcset: string; type: string };
}

export type ImageIndex = Record<string, ProcessedImage>;

/** The raster images below `dir`, in a stable order; none when there is no such folder. */
function rasterFiles(dir: string): string[] {
  try {
    return filesBelow(dir)
      .filter((file) => RASTER.test(file))
      .map((file) => join(dir, file));
  } catch {
    return [];
  }
}

export function widthsFor(original: number): number[] {
  const widths = WIDTHS.filter((width) => width < original);
  widths.push(Math.min(original, WIDTHS.at(-1)!));
  return [...new Set(widths)];
}

export async function processImages(contentDir: string, staging: Staging, cacheDir: string): Promise<{ index: ImageIndex; encoded: number }> {
  const root = join(contentDir, 'images');
  const files = rasterFiles(root);
  const index: ImageIndex = {};
  let encoded = 0;
  if (files.length === 0) return { index, encoded };
  const { default: sharp } = await import('sharp');
  for (const file of files) {
    const source = await readFile(file);
    const key = createHash('sha1').update(ENCODER_VERSION).update(source).digest('hex').slice(0, 12);
    const metadata = await sharp(source).metadata();
    const width = metadata.width ?? 0;
    const height = metadata.height ?? 0;
    const transparent = metadata.hasAlpha === true;
    const fallbackFormat = transparent ? 'png' : 'jpeg';
    const rel = relative(root, file).split('\\').join('/');
    const stem = `${rel.slice(0, -extname(rel).length)}`;
    const entry = { avif: [] as string[], webp: [] as string[], [fallbackFormat]: [] as string[] } as Record<string, string[]>;
    for (const target of widthsFor(width)) {
      for (const format of ['avif', 'webp', fallbackFormat] as const) {
        const extension = format === 'jpeg' ? 'jpg' : format;
        const cached = join(cacheDir, `${key}-${target}.${extension}`);
        const made = await ensureCached(cached, () => {
          const pipeline = sharp(source).rotate().resize({ width: target, withoutEnlargement: true });
          const output =
            format === 'avif' ? pipeline.avif({ quality: 50, effort: 4 }) : format === 'webp' ? pipeline.webp({ quality: 72 }) : format === 'png' ? pipeline.png({ compressionLevel: 9 }) : pipeline.jpeg({ quality: 78, mozjpeg: true });
          return output.toBuffer();
        });
        if (made) encoded += 1;
        const name = `images/${stem}-${target}-${key.slice(0, 8)}.${extension}`;
        await mkdir(join(staging.dir, 'images', ...stem.split('/').slice(0, -1)), { recursive: true });
        await copyFile(cached, join(staging.dir, name));
        entry[format]!.push(`/${name} ${target}w`);
      }
    }
    const largest = entry[fallbackFormat]!.at(-1)!.split(' ')[0]!;
    // Height follows the largest derivative's proportions (the original's, capped at the widest size).
    const shownWidth = Math.min(width, WIDTHS.at(-1)!);
    index[`/images/${rel}`] = {
      src: `/images/${rel}`,
      width: shownWidth,
      height: Math.round((height * shownWidth) / width),
      sources: [
        { type: 'image/avif', srcset: entry.avif!.join(', ') },
        { type: 'image/webp', srcset: entry.webp!.join(', ') },
      ],
      fallback: { src: largest, srcset: entry[fallbackFormat]!.join(', '), type: transparent ? 'image/png' : 'image/jpeg' },
    };
  }
  return { index, encoded };
}

/** A hash of the index, for cache keys: pages showing an image change when its files change. */
export function imageIndexKey(index: ImageIndex): string {
  return createHash('sha1').update(JSON.stringify(index)).digest('base64url').slice(0, 16);
}
