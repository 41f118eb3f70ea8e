/**
 * Step: share images. Every indexable page gets a 1200x630 PNG for Open Graph and Twitter cards, drawn by
 * sharp from an SVG template (the page's title, its section and the brand). Each image is named by a hash
 * of what is drawn on it (share-image-path.ts) and kept in a cache folder, so an unchanged page's image
 * is never drawn twice.
 */
import { copyFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { SiteConfig, SiteContent } from './content/types.ts';
import type { Route } from './routes.ts';
import { ensureCached } from './cache-files.ts';
import type { Staging } from './output.ts';
import { shareCardKey, type ShareCard } from './share-image-path.ts';
import { escapeXml } from './xml.ts';

export const SHARE_WIDTH = 1200;
export const SHARE_HEIGHT = 630;
const TITLE_CHARS_PER_LINE = 26;
const TITLE_MAX_LINES = 3;

/** Greedy word wrap by character count: close enough for a bold sans-serif title. */
export function wrapTitle(title: string, perLine = TITLE_CHARS_PER_LINE, maxLines = TITLE_MAX_LINES): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of title.split(/\s+/)) {
    if (current && `${current} ${word}`.length > perLine) {
      lines.push(current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]!.replace(/[,.:;]?$/, '')}…`;
  return kept;
}

export function shareCardSvg(card: ShareCard, tagline: string): string {
  const lines = wrapTitle(card.title);
  const titleY = lines.length === 1 ? 360 : lines.length === 2 ? 330 : 300;
  const font = "font-family=\"DejaVu Sans, Liberation Sans, Arial, sans-serif\"";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_WIDTH}" height="${SHARE_HEIGHT}" viewBox="0 0 ${SHARE_WIDTH} ${SHARE_HEIGHT}">
<rect width="${SHARE_WIDTH}" height="${SHARE_HEIGHT}" fill="#f6f1e7"/>
<circle cx="1090" cy="110" r="230" fill="#e2efee"/>
<circle cx="1120" cy="80" r="56" fill="#f1c66b"/>
<rect width="28" height="${SHARE_HEIGHT}" fill="#0f5c63"/>
<g transform="translate(96 84) scale(1.6)"><circle cx="15" cy="20" r="11" fill="#0f5c63"/><circle cx="25" cy="20" r="11" fill="#e0a030" fill-opacity="0.85"/><path d="M20 11.2a11 11 0 0 1 0 17.6 11 11 0 0 1 0-17.6z" fill="#0a454b"/></g>
<text x="176" y="130" ${font} font-size="38" font-weight="700" fill="#1d2a2f">${escapeXml(card.brand)}</text>
<text x="96" y="${titleY - 90}" ${font} font-size="28" font-weight="700" letter-spacing="1" fill="#0a454b">${escapeXml(card.label.toUpperCase())}</text>
<text x="96" y="${titleY}" ${font} font-size="64" font-weight="700" fill="#1d2a2f">${lines.map((line, index) => `<tspan x="96" dy="${index === 0 ? 0 : 78}">${escapeXml(line)}</tspan>`).join('')}</text>
<text x="96" y="572" ${font} font-size="30" fill="#45555b">${escapeXml(tagline)}</text>
</svg>`;
}

/** The cards to draw: one for each page search engines and social sites may show. */
export function shareCards(content: SiteContent, routes: readonly Route[]): ShareCard[] {
  return routes.filter((route) => !route.meta.noindex).map((route) => ({ title: route.meta.title, label: route.meta.shareLabel ?? content.site.name, brand: content.site.name }));
}

export interface ShareImageResult {
  written: number;
  drawn: number;
}

/** Writes share/<key>.png for each card, drawing only those not already in the cache. */
export async function writeShareImages(cards: readonly ShareCard[], site: SiteConfig, staging: Staging, cacheDir: string, concurrency = 4): Promise<ShareImageResult> {
  await mkdir(join(staging.dir, 'share'), { recursive: true });
  const unique = new Map(cards.map((card) => [shareCardKey(card), card]));
  const queue = [...unique];
  let drawn = 0;
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [key, card] = next;
      const cached = join(cacheDir, `${key}.png`);
      const made = await ensureCached(cached, async () => {
        // sharp is loaded only when an image has to be drawn: a build with every image cached never needs it.
        const { default: sharp } = await import('sharp');
        return sharp(Buffer.from(shareCardSvg(card, site.tagline))).png({ compressionLevel: 9, palette: true, quality: 90 }).toBuffer();
      });
      if (made) drawn += 1;
      await copyFile(cached, join(staging.dir, 'share', `${key}.png`));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { written: unique.size, drawn };
}
