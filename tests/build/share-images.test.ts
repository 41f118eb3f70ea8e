/**
 * Share images: every title fits its box whole (never cut, never running into the foot line), at a size
 * still legible when a social site shows the card at 600 px wide; the image is 1200x630 and under 100 KB,
 * a PNG whose checksums hold and whose pixels are exactly the card's (its rows above the ink come from the
 * background, compressed once: share-card-png.ts), however many cards one canvas drew before; and the home
 * page's card does not repeat the tagline.
 */
import { randomBytes } from 'node:crypto';
import { crc32, inflateSync } from 'node:zlib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSiteContent } from '../../templates/site.ts';
import type { SiteContent } from '../../templates/content/types.ts';
import { mapRoutes } from '../../templates/routes.ts';
import {
  SHARE_HEIGHT,
  SHARE_WIDTH,
  INK,
  LABEL_INK,
  TEXT_BOX,
  CardCanvas,
  blendMask,
  drawBackground,
  drawLabel,
  drawShareCard,
  layOutTitle,
  placeText,
  titleRoom,
  type CardBackground,
  type Mask,
} from '../../generator/share-images/share-card-drawing.ts';
import { adler32, combineAdler32 } from '../../generator/share-images/share-card-png.ts';
import { shareCard } from '../../templates/share-card.ts';
import { shareCards } from '../../generator/share-images/share-images.ts';
import { SITE } from '../../templates/site.ts';

let content: SiteContent;
let background: CardBackground;
let label: Mask;
let titles: string[];
const LONG_TITLE = `${'A very long title about NDIS psychosocial recovery support in Melbourne, '.repeat(5)}the end`;
const ONE_LONG_WORD = 'Supercalifragilisticexpialidocious'.repeat(3);

beforeAll(async () => {
  content = await loadSiteContent('content');
  const site = content.site;
  background = await drawBackground(sharp, { brand: site.name, footer: site.tagline });
  label = await drawLabel(sharp, 'Mental health');
  titles = shareCards(mapRoutes(content), (meta) => SITE.shareCard(content, meta)).map((card) => card.title);
  titles.sort((a, b) => b.length - a.length);
});

/** A PNG's RGB pixels. */
async function decoded(png: Buffer): Promise<Buffer> {
  return sharp(png).raw().toBuffer();
}

/** The card's pixels blended here, without the canvas or the PNG: what the PNG must hold. */
async function expectedPixels(cardBackground: CardBackground, cardLabel: Mask, title: string): Promise<Buffer> {
  const layout = await layOutTitle(sharp, title, titleRoom(cardLabel.height));
  const pixels = Buffer.from(cardBackground.pixels);
  const { labelTop, titleTop } = placeText(cardLabel.height, layout.mask.height);
  blendMask(pixels, cardLabel, LABEL_INK, TEXT_BOX.left, labelTop);
  blendMask(pixels, layout.mask, INK, TEXT_BOX.left, titleTop);
  return pixels;
}

/** Rows and columns where the card differs from its background. */
function inkBounds(card: Buffer): { top: number; bottom: number; left: number; right: number } {
  const plain = background.pixels;
  let top = SHARE_HEIGHT;
  let bottom = -1;
  let left = SHARE_WIDTH;
  let right = -1;
  for (let y = 0; y < SHARE_HEIGHT; y += 1) {
    for (let x = 0; x < SHARE_WIDTH; x += 1) {
      const at = (y * SHARE_WIDTH + x) * 3;
      if (card[at] !== plain[at] || card[at + 1] !== plain[at + 1] || card[at + 2] !== plain[at + 2]) {
        top = Math.min(top, y);
        bottom = Math.max(bottom, y);
        left = Math.min(left, x);
        right = Math.max(right, x);
      }
    }
  }
  return { top, bottom, left, right };
}

describe('share image titles', () => {
  it('lays out every title of the site whole inside the text box, at 46 px or more (23 px at 600 px wide)', async () => {
    expect(titles.length).toBeGreaterThan(50);
    for (const title of titles) {
      const layout = await layOutTitle(sharp, title, titleRoom(label.height));
      expect(layout.mask.height, title).toBeLessThanOrEqual(titleRoom(label.height));
      expect(layout.mask.width, title).toBeLessThanOrEqual(TEXT_BOX.width);
      expect(layout.size, title).toBeGreaterThanOrEqual(46);
    }
  });

  it('gives the longest title of the site four lines or fewer at a reduced size, and a short one the full size', async () => {
    const longest = await layOutTitle(sharp, titles[0]!, titleRoom(label.height));
    expect(longest.size).toBeLessThan(64);
    // Each line is at most about 1.2 times the font size tall.
    expect(Math.round(longest.mask.height / (longest.size! * 1.2))).toBeLessThanOrEqual(4);
    expect((await layOutTitle(sharp, 'Contact us', titleRoom(label.height))).size).toBe(64);
  });

  it('fits even a title far longer than any page has, and a word wider than the box, inside the box', async () => {
    for (const title of [LONG_TITLE, ONE_LONG_WORD]) {
      const layout = await layOutTitle(sharp, title, titleRoom(label.height));
      expect(layout.mask.height).toBeLessThanOrEqual(titleRoom(label.height));
      expect(layout.mask.width).toBeLessThanOrEqual(TEXT_BOX.width);
    }
  });

  it('draws all of the label and the title inside the text box, and nothing else on the card changes', async () => {
    for (const title of [titles[0]!, LONG_TITLE, 'Contact us']) {
      const bounds = inkBounds(await decoded(await drawShareCard(sharp, background, label, { label: 'Mental health', title })));
      expect(bounds.top).toBeGreaterThanOrEqual(TEXT_BOX.top);
      expect(bounds.bottom).toBeLessThan(TEXT_BOX.top + TEXT_BOX.height);
      expect(bounds.left).toBeGreaterThanOrEqual(TEXT_BOX.left);
      expect(bounds.right).toBeLessThan(TEXT_BOX.left + TEXT_BOX.width);
    }
  });
});

describe('share image files', () => {
  it('are 1200x630 PNGs under 100 KB, even for the longest title', async () => {
    for (const title of [titles[0]!, LONG_TITLE]) {
      const png = await drawShareCard(sharp, background, label, { label: 'Mental health', title });
      const meta = await sharp(png).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
      expect(png.length).toBeLessThan(100 * 1024);
    }
  });

  it('hold exactly the card\'s pixels, with checksums that hold, however many cards one canvas drew before', async () => {
    const home = await drawBackground(sharp, { brand: content.site.name, footer: new URL(content.site.baseUrl).host });
    const otherLabel = await drawLabel(sharp, 'Support coordination');
    // Cards of two heights and two backgrounds, one after another on one canvas, as the build draws them.
    const cards: [CardBackground, Mask, string][] = [
      [background, label, titles[0]!],
      [background, otherLabel, 'Contact us'],
      [home, label, titles[0]!],
      [home, otherLabel, LONG_TITLE],
      [background, label, 'Contact us'],
    ];
    const canvas = new CardCanvas();
    for (const [cardBackground, cardLabel, title] of cards) {
      const png = await canvas.draw(sharp, cardBackground, cardLabel, { label: 'Mental health', title });
      expect(png.equals(await drawShareCard(sharp, cardBackground, cardLabel, { label: 'Mental health', title })), title).toBe(true);
      expect((await decoded(png)).equals(await expectedPixels(cardBackground, cardLabel, title)), title).toBe(true);
      // zlib checks the Adler-32 of the whole stream as it inflates; every chunk's CRC-32 is checked here.
      const chunks: Buffer[] = [];
      for (let at = 8; at < png.length; ) {
        const length = png.readUInt32BE(at);
        const crc = crc32(png.subarray(at + 4, at + 8 + length));
        expect(png.readUInt32BE(at + 8 + length)).toBe(crc);
        if (png.toString('latin1', at + 4, at + 8) === 'IDAT') chunks.push(png.subarray(at + 8, at + 8 + length));
        at += 12 + length;
      }
      expect(inflateSync(Buffer.concat(chunks)).length).toBe(SHARE_HEIGHT * (SHARE_WIDTH * 3 + 1));
    }
  });

  it('sum the Adler-32 of data in pieces as of the whole', () => {
    expect(adler32(Buffer.from('Wikipedia'))).toBe(0x11e60398);
    const data = randomBytes(200_000);
    for (const cut of [0, 1, 5552, 65521, 131_042, 199_999]) {
      expect(combineAdler32(adler32(data.subarray(0, cut)), adler32(data.subarray(cut)), data.length - cut)).toBe(adler32(data));
    }
  });

  it('never repeat the tagline: the home card, labelled with it, gives the site address at its foot', () => {
    const site = content.site;
    const home = shareCard(site, 'Home', site.tagline);
    expect(home.footer).toBe(new URL(site.baseUrl).host);
    expect(shareCard(site, 'An article', 'Mental health').footer).toBe(site.tagline);
  });
});
