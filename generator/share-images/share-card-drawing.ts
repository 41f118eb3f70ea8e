/**
 * Drawing one share image (1200x630). Everything but the section label and the title is the same on every
 * card of a site, so that background (colours, decoration, logo, brand name and the line at the foot) is
 * drawn from SVG once per build and kept as raw pixels. For each card, Pango (through sharp's text input)
 * lays out and draws the label and the title as grey-level masks, which are blended into a copy of the
 * background in place; the result is encoded as a truecolour PNG.
 *
 * Why these choices, measured here (per image, one core): the old way drew the whole SVG (about 10 ms) and
 * quantised it to a 256-colour palette (about 60 ms). A title mask costs about 1-2 ms, the blend about 1 ms
 * and a truecolour PNG at zlib level 3 about 3 ms, at 50-70 KB (level 6 saves 10% for half as much time
 * again; level 9 takes ten times as long): lossless, so the text stays sharp, and well
 * under 100 KB. JPEG was slower and no smaller at a quality without ringing round the letters; WebP was
 * slower still, and not every social site reads it.
 *
 * The title never gets cut: Pango wraps it at the text box's width (breaking inside a word only when one
 * word is wider than the box), and the largest of a few sizes whose wrapped height fits the box is used;
 * if none fits, Pango fits it to the box itself.
 */
import type sharpModule from 'sharp';
import { escapeMarkup } from '../text.ts';

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
/** zlib level for the PNG: chosen by measurement (see above). */
export const PNG_COMPRESSION = 3;

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

/** The background as raw RGB pixels. */
export async function drawBackground(sharp: Sharp, background: ShareBackground): Promise<Buffer> {
  return sharp(Buffer.from(backgroundSvg(background))).removeAlpha().raw().toBuffer();
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

/** Blends `colour` into RGB `pixels` through `mask`, placed at (left, top). */
export function blendMask(pixels: Buffer, mask: Mask, colour: string, left: number, top: number): void {
  const [red, green, blue] = hexColour(colour);
  const rows = Math.min(mask.height, SHARE_HEIGHT - top);
  const columns = Math.min(mask.width, SHARE_WIDTH - left);
  for (let y = 0; y < rows; y += 1) {
    let source = y * mask.width;
    let target = ((top + y) * SHARE_WIDTH + left) * 3;
    for (let x = 0; x < columns; x += 1, source += 1, target += 3) {
      const alpha = mask.data[source]!;
      if (alpha === 0) continue;
      if (alpha === 255) {
        pixels[target] = red;
        pixels[target + 1] = green;
        pixels[target + 2] = blue;
        continue;
      }
      const keep = 255 - alpha;
      pixels[target] = (pixels[target]! * keep + red * alpha + 127) / 255;
      pixels[target + 1] = (pixels[target + 1]! * keep + green * alpha + 127) / 255;
      pixels[target + 2] = (pixels[target + 2]! * keep + blue * alpha + 127) / 255;
    }
  }
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

/** A card's raw RGB pixels: the label and the title blended into a copy of the background. */
export async function composeShareCard(sharp: Sharp, background: Buffer, label: Mask, text: ShareCardText): Promise<Buffer> {
  const title = await layOutTitle(sharp, text.title, titleRoom(label.height));
  const pixels = Buffer.from(background);
  const { labelTop, titleTop } = placeText(label.height, title.mask.height);
  blendMask(pixels, label, LABEL_INK, TEXT_BOX.left, labelTop);
  blendMask(pixels, title.mask, INK, TEXT_BOX.left, titleTop);
  return pixels;
}

/** A card's raw RGB pixels as PNG. */
export function encodeShareCard(sharp: Sharp, pixels: Buffer): Promise<Buffer> {
  return sharp(pixels, { raw: { width: SHARE_WIDTH, height: SHARE_HEIGHT, channels: 3 } }).png({ compressionLevel: PNG_COMPRESSION }).toBuffer();
}

/** A card drawn over a background (which is not changed), as PNG. */
export async function drawShareCard(sharp: Sharp, background: Buffer, label: Mask, text: ShareCardText): Promise<Buffer> {
  return encodeShareCard(sharp, await composeShareCard(sharp, background, label, text));
}
