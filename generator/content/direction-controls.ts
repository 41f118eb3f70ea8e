/**
 * Text-direction controls: the bidirectional embeddings, overrides and isolates (U+202A-E, U+2066-9) and the
 * direction marks (LRM U+200E, RLM U+200F, ALM U+061C). They make text show in another order than it reads,
 * copies and is spoken: "U+202E 41 11 31 U+202C" shows as 13 11 14. The forms refuse them in answers
 * (widgets/form/validation.ts) and the build refuses them in every content file (read.ts), by this one rule.
 * A page's direction is set by its language's `dir`, never by characters in the text.
 */
export const DIRECTION_CONTROL = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

const NAMES: Record<number, string> = {
  0x061c: 'ARABIC LETTER MARK',
  0x200e: 'LEFT-TO-RIGHT MARK',
  0x200f: 'RIGHT-TO-LEFT MARK',
  0x202a: 'LEFT-TO-RIGHT EMBEDDING',
  0x202b: 'RIGHT-TO-LEFT EMBEDDING',
  0x202c: 'POP DIRECTIONAL FORMATTING',
  0x202d: 'LEFT-TO-RIGHT OVERRIDE',
  0x202e: 'RIGHT-TO-LEFT OVERRIDE',
  0x2066: 'LEFT-TO-RIGHT ISOLATE',
  0x2067: 'RIGHT-TO-LEFT ISOLATE',
  0x2068: 'FIRST STRONG ISOLATE',
  0x2069: 'POP DIRECTIONAL ISOLATE',
};

/** The same characters written as escapes: JSON's \u202E, and markdown's character references (&#x202E;, &rlm;). */
const ESCAPED: Record<'json' | 'markdown', RegExp> = {
  json: /\\u(061c|200[ef]|202[a-e]|206[6-9])/i,
  markdown: /&#(?:x0*(061c|200[ef]|202[a-e]|206[6-9])|0*(1564|820[67]|823[4-8]|829[4-7]));|&(lrm|rlm);/i,
};

function codeOf(match: RegExpExecArray): number {
  if (match[0].length === 1) return match[0].codePointAt(0)!;
  const [, hex, decimal, named] = match;
  if (hex) return parseInt(hex, 16);
  if (decimal) return Number(decimal);
  return named?.toLowerCase() === 'lrm' ? 0x200e : 0x200f;
}

/**
 * The first direction control in a text, written as itself or (in a JSON or markdown file) as an escape
 * that becomes one: its line and column (from 1) and its name, or undefined.
 */
export function directionControlIn(text: string, escapes?: 'json' | 'markdown'): { line: number; column: number; name: string } | undefined {
  const found = [DIRECTION_CONTROL.exec(text), escapes ? ESCAPED[escapes].exec(text) : null].filter((match) => match !== null);
  const match = found.sort((a, b) => a.index - b.index)[0];
  if (!match) return undefined;
  const before = text.slice(0, match.index);
  const code = codeOf(match);
  return {
    line: before.split('\n').length,
    column: match.index - before.lastIndexOf('\n'),
    name: `U+${code.toString(16).toUpperCase().padStart(4, '0')} ${NAMES[code]}`,
  };
}
