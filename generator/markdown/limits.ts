/**
 * Limits on what one markdown text may ask of the parser, checked in one pass before it is parsed. The
 * markdown parser (micromark) takes time that grows faster than the text for some shapes: quotes and lists
 * nested thousands deep (a 5,000-level list ran for minutes, 10,000 nested quotes overflowed the stack),
 * and long runs of emphasis markers (50,000 `*_` pairs ran past 150 s). No page needs any of them, and
 * content edited in a browser is input like any other, so the build refuses them at once, naming the line.
 * The limits are far above anything written for a reader (the longest article is 20 KB, with 54 emphasis
 * markers and lists nested 2 deep), and within them the parser takes well under a second.
 */

export const MARKDOWN_LIMITS = {
  /** One markdown text, in bytes of UTF-8. */
  bytes: 512 * 1024,
  /** Quotes and lists inside one another, on one line (counted from its markers and its indentation). */
  nesting: 16,
  /** Runs of `*` or `_` (emphasis and strong markers, and thematic breaks) in one text. */
  emphasisRuns: 2_000,
  /** Opening brackets (links and images) in one text. */
  brackets: 5_000,
};

export interface LimitProblem {
  line: number;
  problem: string;
}

const THEMATIC_BREAK = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
const FENCE = /^ {0,3}(?:`{3,}|~{3,})/;
const ORDERED_MARKER = /^\d{1,9}[.)](?=[ \t]|$)/;

/**
 * How deeply a line is nested: each `>` and list marker at its start counts one level, and so does each
 * four columns of indentation before, between or after them (a nested list item is indented under its
 * parent's text).
 */
export function nestingOf(line: string): number {
  if (THEMATIC_BREAK.test(line)) return 0;
  let depth = 0;
  let columns = 0;
  let index = 0;
  for (;;) {
    while (line[index] === ' ' || line[index] === '\t') {
      columns += line[index] === '\t' ? 4 : 1;
      index += 1;
    }
    const char = line[index];
    let marker = 0;
    if (char === '>') marker = 1;
    else if ((char === '-' || char === '*' || char === '+') && (line[index + 1] === ' ' || line[index + 1] === '\t')) marker = 1;
    else if (char !== undefined && char >= '0' && char <= '9') marker = ORDERED_MARKER.exec(line.slice(index, index + 11))?.[0].length ?? 0;
    if (!marker) return depth + Math.floor(columns / 4);
    depth += 1;
    index += marker;
    // The space that ends a marker belongs to it, not to the indentation.
    if (line[index] === ' ') index += 1;
  }
}

/** The first limit a markdown text passes (with the line it passes it on), or undefined. */
export function markdownLimitProblem(text: string): LimitProblem | undefined {
  let bytes = 0;
  let emphasisRuns = 0;
  let brackets = 0;
  let inFence = false;
  let start = 0;
  for (let line = 1; start <= text.length; line += 1) {
    const end = text.indexOf('\n', start);
    const content = text.slice(start, end === -1 ? text.length : end);
    start = end === -1 ? text.length + 1 : end + 1;
    bytes += Buffer.byteLength(content) + 1;
    if (bytes > MARKDOWN_LIMITS.bytes) {
      const total = Buffer.byteLength(text);
      return { line, problem: `makes the text longer than ${MARKDOWN_LIMITS.bytes / 1024} KB, the limit for one markdown text (it is ${(total / 1024 / 1024).toFixed(1)} MB): split it into shorter pages` };
    }
    if (FENCE.test(content)) inFence = !inFence;
    if (inFence) continue;
    const depth = nestingOf(content);
    if (depth > MARKDOWN_LIMITS.nesting) {
      return { line, problem: `is nested ${depth} levels deep (quotes and lists inside one another, counted from the markers > - * + 1. and each 4 spaces of indentation); the limit is ${MARKDOWN_LIMITS.nesting}. No page needs so many, and deeper nesting makes the build run for minutes: flatten it` };
    }
    emphasisRuns += content.match(/\*+|_+/g)?.length ?? 0;
    if (emphasisRuns > MARKDOWN_LIMITS.emphasisRuns) {
      return { line, problem: `passes ${MARKDOWN_LIMITS.emphasisRuns.toLocaleString('en-AU')} runs of * or _ (the markers of emphasis and bold) in one text, the limit: so many make the build run for minutes. Remove the markers that are not emphasis, or split the text` };
    }
    for (let at = content.indexOf('['); at !== -1; at = content.indexOf('[', at + 1)) brackets += 1;
    if (brackets > MARKDOWN_LIMITS.brackets) {
      return { line, problem: `passes ${MARKDOWN_LIMITS.brackets.toLocaleString('en-AU')} opening brackets [ (links and images) in one text, the limit: split the text` };
    }
  }
  return undefined;
}
