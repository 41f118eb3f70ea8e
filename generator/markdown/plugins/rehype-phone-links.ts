/**
 * rehype plugin: an Australian phone number in prose becomes a `tel:` link, so a reader on a phone can tap
 * DirectLine's 1800 888 236 or 000 as easily as the help-lines box. Any format people write is found:
 * landlines with or without brackets (03 9555 1234, (03) 9555 1234), mobiles (0412 345 678), +61 numbers,
 * 13, 1300 and 1800 numbers in any grouping (13 11 14, 131 450, 1300 22 4636, 1800 55 1800), and 000.
 * Each candidate is confirmed with isAustralianPhone, so a year, a price or an ABN is never linked.
 * Text already inside a link, code or a heading is left alone.
 */
import type { ElementContent, Root, Text } from 'hast';
import { isAustralianPhone, telHref } from '../../text.ts';
import { h, walkElements } from '../hast.ts';

/** A space between digit groups: a normal space or the non-breaking one keepTogether puts in. */
const S = '[ \\u00a0-]?';
/**
 * Candidates: an optional +61 or bracketed area code, then digits in groups. Not preceded by a word
 * character, $ or a digit group (so "$1,000" and "10 000" stay text), not followed by a digit or word.
 */
const CANDIDATE = new RegExp(
  String.raw`(?<![\w$.,/\u00a0-]|\d[ \u00a0])(?:\+61${S}\(?\d\)?|\(0\d\))?${S}\d(?:${S}\d){2,11}(?![\w%]|[.,]\d|[ \u00a0]\d)`,
  'g',
);
const DIGIT = /\d/;
const TWO_DIGITS = /\d[ \u00a0]*\d/;
const SKIP = new Set(['a', 'code', 'pre', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'script', 'style']);

/** The text split around phone numbers, or undefined when it has none. */
function linkNumbers(text: string): ElementContent[] | undefined {
  // Most text has no number at all: reject it before any work. A number needs two digits with at most
  // spaces between them (the same test as two adjacent digits once spaces are removed, without the copy).
  if (!DIGIT.test(text) || !TWO_DIGITS.test(text)) return undefined;
  const parts: ElementContent[] = [];
  let last = 0;
  for (const match of text.matchAll(CANDIDATE)) {
    const written = match[0].trim();
    const start = match.index + match[0].indexOf(written);
    if (!isAustralianPhone(written.replace(/\u00a0/g, ' '))) continue;
    if (start > last) parts.push({ type: 'text', value: text.slice(last, start) } satisfies Text);
    parts.push(h('a', { href: telHref(written.replace(/\u00a0/g, ' ')) }, [written]));
    last = start + written.length;
  }
  if (parts.length === 0) return undefined;
  if (last < text.length) parts.push({ type: 'text', value: text.slice(last) });
  return parts;
}

export default function rehypePhoneLinks() {
  return (tree: Root) => {
    walkElements(tree, (node) => {
      if (SKIP.has(node.tagName)) return 'skip';
      for (let index = 0; index < node.children.length; index += 1) {
        const child = node.children[index]!;
        if (child.type !== 'text') continue;
        const parts = linkNumbers(child.value);
        if (!parts) continue;
        node.children.splice(index, 1, ...parts);
        index += parts.length - 1;
      }
    });
  };
}
