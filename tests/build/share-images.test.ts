/**
 * Share images: every title fits its box whole (never cut, never running into the foot line), at a size
 * still legible when a social site shows the card at 600 px wide; the image is 1200x630 and under 100 KB;
 * and the home page's card does not repeat the tagline.
 */
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSiteContent } from '../../templates/site.ts';
import type { SiteContent } from '../../templates/content/types.ts';
import { mapRoutes } from '../../templates/routes.ts';
import {
  SHARE_HEIGHT,
  SHARE_WIDTH,
  TEXT_BOX,
  composeShareCard,
  drawBackground,
  drawLabel,
  drawShareCard,
  layOutTitle,
  titleRoom,
  type Mask,
} from '../../generator/share-images/share-card-drawing.ts';
import { shareCard } from '../../templates/share-card.ts';
import { shareCards } from '../../generator/share-images/share-images.ts';
import { SITE } from '../../templates/site.ts';

let content: SiteContent;
let background: Buffer;
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

/** Rows and columns where the card differs from its background. */
function inkBounds(card: Buffer): { top: number; bottom: number; left: number; right: number } {
  let top = SHARE_HEIGHT;
  let bottom = -1;
  let left = SHARE_WIDTH;
  let right = -1;
  for (let y = 0; y < SHARE_HEIGHT; y += 1) {
    for (let x = 0; x < SHARE_WIDTH; x += 1) {
      const at = (y * SHARE_WIDTH + x) * 3;
      if (card[at] !== background[at] || card[at + 1] !== background[at + 1] || card[at + 2] !== background[at + 2]) {
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
      const bounds = inkBounds(await composeShareCard(sharp, background, label, { label: 'Mental health', title }));
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

  it('never repeat the tagline: the home card, labelled with it, gives the site address at its foot', () => {
    const site = content.site;
    const home = shareCard(site, 'Home', site.tagline);
    expect(home.footer).toBe(new URL(site.baseUrl).host);
    expect(shareCard(site, 'An article', 'Mental health').footer).toBe(site.tagline);
  });
});
