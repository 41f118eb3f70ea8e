/** Word counts and reading times of articles (their closing "## Sources" list not counted), shared by the content and the editor's rules. */

const SOURCES_HEADING = /^##\s+Sources\s*$/im;
export const WORDS_PER_MINUTE = 220;

/** Splits a markdown body into the article proper and its closing "## Sources" section. */
export function splitSources(body: string): { main: string; sources: string } {
  const match = SOURCES_HEADING.exec(body);
  if (!match) return { main: body, sources: '' };
  return { main: body.slice(0, match.index), sources: body.slice(match.index) };
}

/**
 * Markdown to prose with its emphasis, heading, quote and table marks still in. Each pattern needs a mark the
 * text may not hold (a fence, `![`, `](`, `<`): a plain search first spares most lines and paragraphs the
 * pattern (the rules read each article's text a line and a paragraph at a time, every build).
 */
function withoutMarkup(markdown: string): string {
  let text = markdown;
  if (text.includes('```')) text = text.replace(/```[\s\S]*?```/g, ' ');
  if (text.includes('![')) text = text.replace(/!\[[^\]]*\]\([^)]*\)/g, ' ');
  if (text.includes('](')) text = text.replace(/\[([^\]]+)\]\([^)]*\)/g, '$1');
  if (text.includes('<')) text = text.replace(/<[^>]+>/g, ' ');
  return text;
}

/** Markdown to plain prose: links keep their text; markup, images and URLs go. */
export function markdownToText(markdown: string): string {
  return withoutMarkup(markdown).replace(/[*_`>#|]/g, ' ');
}

/**
 * The words of plain text: its runs of non-space characters that hold an ASCII letter or digit (what
 * `text.split(/\s+/).filter((word) => /[a-z0-9]/i.test(word))` gives, read in one pass: the rules read every
 * article's words, every build).
 */
export function wordsOf(text: string): string[] {
  const found: string[] = [];
  let start = -1;
  let hasLetter = false;
  for (let index = 0; index <= text.length; index += 1) {
    const code = index < text.length ? text.charCodeAt(index) : 32;
    if (isSpace(code)) {
      if (start !== -1 && hasLetter) found.push(text.slice(start, index));
      start = -1;
      hasLetter = false;
    } else {
      if (start === -1) start = index;
      if (!hasLetter && isLetterOrDigit(code)) hasLetter = true;
    }
  }
  return found;
}

/** Whether text has at least `count` words (as wordsOf counts them), reading no further than it must. */
export function hasWords(text: string, count: number): boolean {
  let words = 0;
  let inWord = false;
  let hasLetter = false;
  for (let index = 0; index <= text.length; index += 1) {
    const code = index < text.length ? text.charCodeAt(index) : 32;
    if (isSpace(code)) {
      if (inWord && hasLetter && ++words >= count) return true;
      inWord = false;
      hasLetter = false;
    } else {
      inWord = true;
      if (!hasLetter && isLetterOrDigit(code)) hasLetter = true;
    }
  }
  return false;
}

/** What \s matches: ASCII space, tab, line breaks, and the Unicode spaces separatesWords lists. */
function isSpace(code: number): boolean {
  if (code < 128) return code === 32 || (code >= 9 && code <= 13);
  return code === 0xa0 || code === 0x1680 || (code >= 0x2000 && code <= 0x200a) || code === 0x2028 || code === 0x2029 || code === 0x202f || code === 0x205f || code === 0x3000 || code === 0xfeff;
}

/** ASCII characters that end a word: those \s matches (wordsOf splits there) and the marks markdownToText blanks. */
const ASCII_SEPARATORS = new Uint8Array(128);
for (const character of ' \t\n\v\f\r*_`>#|') ASCII_SEPARATORS[character.charCodeAt(0)] = 1;

function separatesWords(code: number): boolean {
  if (code < 128) return ASCII_SEPARATORS[code] === 1;
  // The rest of \s: no-break, Ogham, en to hair, line and paragraph separators, narrow no-break, medium mathematical, ideographic spaces and the BOM.
  return code === 0xa0 || code === 0x1680 || (code >= 0x2000 && code <= 0x200a) || code === 0x2028 || code === 0x2029 || code === 0x202f || code === 0x205f || code === 0x3000 || code === 0xfeff;
}

/** An ASCII letter or digit, as wordsOf's /[a-z0-9]/i tests. */
function isLetterOrDigit(code: number): boolean {
  const lower = code | 32;
  return (lower >= 97 && lower <= 122) || (code >= 48 && code <= 57);
}

/**
 * Words a reader reads: the body before its Sources list. Counts what wordsOf would keep (runs of
 * non-space characters holding a letter or digit) in one pass, without building the array: the build
 * counts every article.
 */
export function countWords(markdownBody: string): number {
  const text = withoutMarkup(splitSources(markdownBody).main);
  let count = 0;
  let wordHasLetter = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (separatesWords(code)) {
      if (wordHasLetter) count += 1;
      wordHasLetter = false;
    } else if (!wordHasLetter && isLetterOrDigit(code)) {
      wordHasLetter = true;
    }
  }
  return wordHasLetter ? count + 1 : count;
}

export function readingMinutes(words: number): number {
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}
