/**
 * Drawing one share image (1200x630). Everything but the section label and the title is the same on every
 * card of a site, so that background (colours, decoration, logo, brand name and the line at the foot) is
 * drawn from SVG once per build and kept as raw pixels, and as PNG rows compressed once
 * (share-card-png.ts). For each card, Pango (through sharp's text input) lays out and draws the label and
 * the title as grey-level masks, which are blended into a canvas: a copy of the background kept from card
 * to card, of which only the rows the last card inked are put back. The card is a truecolour PNG of the
 * background's compressed rows and its own band of rows (those its ink spans), compressed for it.
 *
 * Why these choices, measured here (CPU per image, one core, bench/share-cards.ts, 416 cards): the old way
 * drew the whole SVG (about 10 ms) and quantised it to a 256-colour palette (about 60 ms). A title mask
 * costs 1 to 2 ms a size tried (nearly every title fits the first), the blend about 0.5 ms, and the PNG
 * about 1.1 ms at 30-63 KB (median 48): lossless, so the text stays sharp, and well under 100 KB. A fresh
 * copy of the background for each card cost 1.4 ms on its own, and libvips's PNG of the whole card (zlib
 * level 3) about 3 ms at 55 KB. zlib level 3 for a card's band: levels 1 to 3 take the same time, 4 twice
 * as long for 12% less. JPEG was slower and no smaller at a quality without ringing round the letters; WebP
 * was slower still, and not every social site reads it.
 *
 * The title never gets cut: Pango wraps it at the text box's width (breaking inside a word only when one
 * word is wider than the box), and the largest of a few sizes whose wrapped height fits the box is used;
 * if none fits, Pango fits it to the box itself.
 */
import type sharpModule from 'sharp';
import { escapeMarkup } from '../text.ts';
import { PngBackground, type Changes } from './share-card-png.ts';

type Sharp = typeof sharpModule;

export const SHARE_WIDTH = 1200;
export const SHARE_HEIGHT = 630;

/** The box the label and title share: left and right margins of 96 px, between the brand row and the foot line. */
export const TEXT_BOX = { left: 96, top: 184, width: 1008, height: 316 } as const;
/** Title sizes in px, largest first: the largest whose wrapped title fits is used. */
export const TITLE_SIZES = [64, 58, 52, 46, 40] as const;
const LABEL_SIZE = 28;
const LABEL_GAP = 30;
const FONT = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';
export const INK = '#1d2a2f';
export const LABEL_INK = '#0a454b';

export interface ShareCardText {
  /** The section label above the title (drawn in capitals). */
  label: string;
  title: string;
}

export interface ShareBackground {
  brand: string;
  /** The line at the foot of the card: the tagline, or the site's address where the label is the tagline. */
  footer: string;
}

/** A grey-level image: 0 is background, 255 full ink. */
export interface Mask {
  data: Buffer;
  width: number;
  height: number;
}

export interface TitleLayout {
  mask: Mask;
  /** The font size used, in px (undefined when Pango had to fit the title to the box itself). */
  size: number | undefined;
}

export function backgroundSvg({ brand, footer }: ShareBackground): string {
  const font = `font-family="${FONT}"`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_WIDTH}" height="${SHARE_HEIGHT}" viewBox="0 0 ${SHARE_WIDTH} ${SHARE_HEIGHT}">
<rect width="${SHARE_WIDTH}" height="${SHARE_HEIGHT}" fill="#f6f1e7"/>
<circle cx="1090" cy="110" r="230" fill="#e2efee"/>
<circle cx="1120" cy="80" r="56" fill="#f1c66b"/>
<rect width="28" height="${SHARE_HEIGHT}" fill="#0f5c63"/>
<g transform="translate(96 84) scale(1.6)"><circle cx="15" cy="20" r="11" fill="#0f5c63"/><circle cx="25" cy="20" r="11" fill="#e0a030" fill-opacity="0.85"/><path d="M20 11.2a11 11 0 0 1 0 17.6 11 11 0 0 1 0-17.6z" fill="#0a454b"/></g>
<text x="176" y="130" ${font} font-size="38" font-weight="700" fill="${INK}">${escapeMarkup(brand)}</text>
<text x="96" y="572" ${font} font-size="30" fill="#45555b">${escapeMarkup(footer)}</text>
</svg>`;
}

/** A site's card background: its RGB pixels, and its rows as PNG scanlines, compressed once (share-card-png.ts). */
export interface CardBackground {
  pixels: Buffer;
  png: PngBackground;
}

/** The background as raw RGB pixels. */
export async function drawBackground(sharp: Sharp, background: ShareBackground): Promise<CardBackground> {
  const pixels = await sharp(Buffer.from(backgroundSvg(background))).removeAlpha().raw().toBuffer();
  return { pixels, png: new PngBackground(pixels, SHARE_WIDTH, SHARE_HEIGHT) };
}

/** Pango lays out and draws `markup`, wrapped at `width`; sharp crops the result to the ink. */
async function drawText(sharp: Sharp, markup: string, options: { size: number; width: number; height?: number }): Promise<Mask> {
  const { data, info } = await sharp({
    // With a height, Pango chooses the resolution that fits the box; otherwise 72 dpi makes a point a pixel.
    text: { text: markup, font: `${FONT} Bold ${options.size}`, width: options.width, ...(options.height ? { height: options.height } : { dpi: 72 }), wrap: 'word-char' },
  })
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

export function drawLabel(sharp: Sharp, label: string): Promise<Mask> {
  return drawText(sharp, `<span letter_spacing="1024">${escapeMarkup(label.toUpperCase())}</span>`, { size: LABEL_SIZE, width: TEXT_BOX.width });
}

/** The title at the largest size whose wrapped lines fit `height`; Pango fits it to the box if none does. */
export async function layOutTitle(sharp: Sharp, title: string, height: number): Promise<TitleLayout> {
  // A hyphen inside a word ("south-east") becomes a non-breaking one, so the word is never split across lines.
  const markup = escapeMarkup(title.replace(/(\p{L})-(?=\p{L})/gu, '$1\u2011'));
  for (const size of TITLE_SIZES) {
    const mask = await drawText(sharp, markup, { size, width: TEXT_BOX.width });
    if (mask.height <= height && mask.width <= TEXT_BOX.width) return { mask, size };
  }
  return { mask: await drawText(sharp, markup, { size: TITLE_SIZES.at(-1)!, width: TEXT_BOX.width, height }), size: undefined };
}

function hexColour(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/**
 * Blends `colour` into RGB `pixels` through `mask`, placed at (left, top). Each row of `pixels` takes
 * `rowBytes` bytes and its pixels start `rowStart` bytes in (a PNG scanline starts with its filter type).
 * Each change is added to `changes` (for the PNG's checksum: share-card-png.ts).
 */
export function blendMask(
  pixels: Buffer,
  mask: Mask,
  colour: string,
  left: number,
  top: number,
  { rowBytes = SHARE_WIDTH * 3, rowStart = 0, changes = { sum: 0, weighted: 0 } }: { rowBytes?: number; rowStart?: number; changes?: Changes } = {},
): void {
  const [red, green, blue] = hexColour(colour);
  const rows = Math.min(mask.height, SHARE_HEIGHT - top);
  const columns = Math.min(mask.width, SHARE_WIDTH - left);
  let sum = 0;
  let weighted = 0;
  for (let y = 0; y < rows; y += 1) {
    let source = y * mask.width;
    let target = (top + y) * rowBytes + rowStart + left * 3;
    for (let x = 0; x < columns; x += 1, source += 1, target += 3) {
      const alpha = mask.data[source]!;
      if (alpha === 0) continue;
      const keep = 255 - alpha;
      const oldRed = pixels[target]!;
      const oldGreen = pixels[target + 1]!;
      const oldBlue = pixels[target + 2]!;
      const newRed = alpha === 255 ? red : ((oldRed * keep + red * alpha + 127) / 255) | 0;
      const newGreen = alpha === 255 ? green : ((oldGreen * keep + green * alpha + 127) / 255) | 0;
      const newBlue = alpha === 255 ? blue : ((oldBlue * keep + blue * alpha + 127) / 255) | 0;
      pixels[target] = newRed;
      pixels[target + 1] = newGreen;
      pixels[target + 2] = newBlue;
      const change = newRed - oldRed + newGreen - oldGreen + newBlue - oldBlue;
      sum += change;
      weighted += target * change + (newGreen - oldGreen) + 2 * (newBlue - oldBlue);
    }
  }
  changes.sum += sum;
  changes.weighted += weighted;
}

/** Where the label and the title go: the pair centred in the text box. */
export function placeText(labelHeight: number, titleHeight: number): { labelTop: number; titleTop: number } {
  const block = labelHeight + LABEL_GAP + titleHeight;
  const labelTop = TEXT_BOX.top + Math.max(0, Math.round((TEXT_BOX.height - block) / 2));
  return { labelTop, titleTop: labelTop + labelHeight + LABEL_GAP };
}

/** The height left for the title under a label of this height. */
export function titleRoom(labelHeight: number): number {
  return TEXT_BOX.height - labelHeight - LABEL_GAP;
}

/**
 * Draws cards one after another on one copy of a background's PNG scanlines: before each card, only the
 * rows the card before inked are put back. (A fresh copy of the 2.2 MB background for each card cost more
 * than the blend itself, twice what a copy into memory already in use takes.) One card at a time: paint, then encode.
 */
export class CardCanvas {
  private scanlines: Buffer | undefined;
  private background: CardBackground | undefined;
  private inked = { top: 0, bottom: 0 };
  private changes: Changes = { sum: 0, weighted: 0 };

  /** A card as PNG: its label and title blended into the background. */
  async draw(sharp: Sharp, background: CardBackground, label: Mask, text: ShareCardText): Promise<Buffer> {
    const title = await layOutTitle(sharp, text.title, titleRoom(label.height));
    this.paint(background, label, title.mask);
    return this.encode();
  }

  /** Blends the label and the title into the background. */
  paint(background: CardBackground, label: Mask, title: Mask): void {
    const { png } = background;
    if (!this.scanlines || this.background !== background) {
      this.scanlines = Buffer.from(png.scanlines);
      this.background = background;
    } else {
      png.scanlines.copy(this.scanlines, this.inked.top * png.stride, this.inked.top * png.stride, this.inked.bottom * png.stride);
    }
    const { labelTop, titleTop } = placeText(label.height, title.height);
    // Every inked row was the background's: the changes are the card's own.
    this.changes = { sum: 0, weighted: 0 };
    const scanline = { rowBytes: png.stride, rowStart: 1, changes: this.changes };
    blendMask(this.scanlines, label, LABEL_INK, TEXT_BOX.left, labelTop, scanline);
    blendMask(this.scanlines, title, INK, TEXT_BOX.left, titleTop, scanline);
    this.inked = { top: labelTop, bottom: Math.min(SHARE_HEIGHT, titleTop + title.height) };
  }

  /** The card painted last, as PNG. */
  encode(): Buffer {
    if (!this.scanlines || !this.background) throw new Error('Nothing is painted on this canvas yet.');
    const { png } = this.background;
    return png.png(this.scanlines, png.band(this.inked.top, this.inked.bottom), this.changes);
  }
}

/** One card drawn over a background (which is not changed), as PNG. */
export function drawShareCard(sharp: Sharp, background: CardBackground, label: Mask, text: ShareCardText): Promise<Buffer> {
  return new CardCanvas().draw(sharp, background, label, text);
}
