/**
 * Does every character on a page render with a real glyph? Chromium draws a character no font has as the
 * primary font's .notdef (an empty box), or as nothing. So each character of the page's visible text is
 * drawn on a canvas in the font its element is set in (same stack, same fallback, 48 px), and compared with
 * the drawing of a character no font has (U+10FFFD, a private-use code point) and with a blank canvas: a
 * match is a box, a missing glyph. A combining mark (a Khmer or Gurmukhi vowel sign) is drawn alone too: a
 * font that has it draws it on a dotted circle, a font that has not draws the same box at the same place.
 * Character by character, not cluster by cluster: a cluster of two missing characters draws two boxes, which
 * the single box does not match.
 * Spaces and invisible format characters (ZWJ, ZWNJ) are not drawn.
 *
 * The checker is plain JavaScript in a string, evaluated in the page: tsx would wrap named functions in a
 * helper the page does not have. `missingGlyphs(page, selector)` returns the clusters that failed.
 */
import type { Page } from 'playwright-core';

const CHECK = String.raw`
(async (selector) => {
  await document.fonts.ready;
  const root = document.querySelector(selector);
  if (!root) throw new Error('no element matches ' + selector);
  const W = 160, H = 90;
  const canvas = document.createElement('canvas');
  canvas.width = W; canvas.height = H;
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  const draw = (text, font, lang) => {
    ctx.clearRect(0, 0, W, H);
    ctx.font = font;
    if ('lang' in ctx) ctx.lang = lang || 'inherit';
    ctx.fillStyle = '#000';
    ctx.fillText(text, 30, 60);
    const data = ctx.getImageData(0, 0, W, H).data;
    const alpha = new Uint8Array(W * H);
    for (let i = 0; i < W * H; i += 1) alpha[i] = data[i * 4 + 3];
    return alpha;
  };
  const same = (a, b) => a.every((value, index) => value === b[index]);
  const blank = (a) => a.every((value) => value === 0);
  const invisible = /^[\p{White_Space}\p{Cf}\p{Cc}]$/u;
  const NONE = '\u{10FFFD}';
  const references = new Map();
  const seen = new Set();
  const missing = [];
  let characters = 0;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    if (!element || element.closest('script, style, noscript, template')) continue;
    const style = getComputedStyle(element);
    if (style.display === 'none' || style.visibility === 'hidden') continue;
    const font = style.fontStyle + ' ' + style.fontWeight + ' 48px ' + style.fontFamily;
    const lang = element.closest('[lang]')?.getAttribute('lang') ?? '';
    const context = font + '|' + lang;
    if (!references.has(context)) references.set(context, draw(NONE, font, lang));
    const reference = references.get(context);
    for (const character of node.data) {
      if (invisible.test(character) || seen.has(context + '|' + character)) continue;
      seen.add(context + '|' + character);
      characters += 1;
      const drawn = draw(character, font, lang);
      if (blank(drawn) || same(drawn, reference)) {
        missing.push({ text: character, codePoint: 'U+' + character.codePointAt(0).toString(16).toUpperCase().padStart(4, '0'), lang, font: style.fontFamily.slice(0, 60) });
      }
    }
  }
  return { characters, missing };
})`;

export interface GlyphReport {
  /** Distinct characters drawn (per font and language). */
  characters: number;
  missing: { text: string; codePoint: string; lang: string; font: string }[];
}

export async function missingGlyphs(page: Page, selector = 'body'): Promise<GlyphReport> {
  return (await page.evaluate(`${CHECK}(${JSON.stringify(selector)})`)) as GlyphReport;
}
