/**
 * The favicon set and web app manifest, written by the site-files step, drawn from the brand mark with sharp:
 * icon.svg, favicon.ico (a 32 px PNG in an ICO wrapper), apple-touch-icon.png, and 192/512 px icons, one of
 * them "maskable" with the padding Android expects.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileAtomically } from '../files/cache-files.ts';
import type { Staging } from '../files/output.ts';

const BACKGROUND = '#f6f1e7';
const THEME = '#0f5c63';

const MARK = '<circle cx="15" cy="20" r="11" fill="#0f5c63"/><circle cx="25" cy="20" r="11" fill="#e0a030" fill-opacity="0.85"/><path d="M20 11.2a11 11 0 0 1 0 17.6 11 11 0 0 1 0-17.6z" fill="#0a454b"/>';

export const ICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="2 5 36 30">${MARK}</svg>\n`;

/** The mark's bounding box inside its own coordinates: x 4 to 36, y 9 to 31. */
const MARK_BOX = { x: 4, y: 9, width: 32, height: 22 };

/** The mark centred on a square background, `scale` of the square's width. */
function tile(size: number, scale: number): string {
  const k = (size * scale) / MARK_BOX.width;
  const tx = (size - MARK_BOX.width * k) / 2 - MARK_BOX.x * k;
  const ty = (size - MARK_BOX.height * k) / 2 - MARK_BOX.y * k;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><rect width="${size}" height="${size}" fill="${BACKGROUND}"/><g transform="translate(${tx} ${ty}) scale(${k})">${MARK}</g></svg>`;
}

/** A PNG of the SVG at this size, from the cache when it was drawn before (sharp loads only if needed). */
async function png(svg: string, size: number, cacheDir: string): Promise<Buffer> {
  const file = join(cacheDir, `${createHash('sha256').update(svg).update(String(size)).digest('hex').slice(0, 20)}.png`);
  try {
    return await readFile(file);
  } catch {
    const { default: sharp } = await import('sharp');
    const image = await sharp(Buffer.from(svg)).resize(size, size).png({ compressionLevel: 9 }).toBuffer();
    await writeFileAtomically(file, image);
    return image;
  }
}

/** An .ico file holding one PNG image (supported by every current browser). */
export function icoFromPng(image: Buffer, size: number): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  const entry = Buffer.alloc(16);
  entry.writeUInt8(size >= 256 ? 0 : size, 0);
  entry.writeUInt8(size >= 256 ? 0 : size, 1);
  entry.writeUInt8(0, 2);
  entry.writeUInt8(0, 3);
  entry.writeUInt16LE(1, 4);
  entry.writeUInt16LE(32, 6);
  entry.writeUInt32LE(image.length, 8);
  entry.writeUInt32LE(header.length + entry.length, 12);
  return Buffer.concat([header, entry, image]);
}

/** What the web app manifest says of the site. */
export interface AppManifest {
  name: string;
  description: string;
  /** The site's language (en-AU). */
  lang: string;
}

export function manifest(site: AppManifest): string {
  return `${JSON.stringify(
    {
      name: site.name,
      short_name: site.name.length > 12 ? site.name.split(' ')[0] : site.name,
      description: site.description,
      lang: site.lang,
      start_url: '/',
      scope: '/',
      display: 'browser',
      background_color: BACKGROUND,
      theme_color: THEME,
      icons: [
        { src: '/icon.svg', type: 'image/svg+xml', sizes: 'any' },
        { src: '/icon-192.png', type: 'image/png', sizes: '192x192' },
        { src: '/icon-512.png', type: 'image/png', sizes: '512x512' },
        { src: '/icon-maskable-512.png', type: 'image/png', sizes: '512x512', purpose: 'maskable' },
      ],
    },
    null,
    2,
  )}\n`;
}

export async function writeIcons(site: AppManifest, staging: Staging, cacheDir: string): Promise<number> {
  const [favicon, touch, icon192, icon512, maskable] = await Promise.all([
    png(tile(64, 0.9), 32, cacheDir),
    png(tile(180, 0.7), 180, cacheDir),
    png(tile(192, 0.8), 192, cacheDir),
    png(tile(512, 0.8), 512, cacheDir),
    png(tile(512, 0.56), 512, cacheDir),
  ]);
  const files: [string, string | Buffer][] = [
    ['icon.svg', ICON_SVG],
    ['favicon.ico', icoFromPng(favicon, 32)],
    ['apple-touch-icon.png', touch],
    ['icon-192.png', icon192],
    ['icon-512.png', icon512],
    ['icon-maskable-512.png', maskable],
    ['manifest.webmanifest', manifest(site)],
  ];
  await Promise.all(files.map(([path, data]) => staging.write(path, data)));
  return files.length;
}
