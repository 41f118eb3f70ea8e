/** Word counts and reading times, shared by the build and the article quality checks. */

const SOURCES_HEADING = /^##\s+Sources\s*$/im;
export const WORDS_PER_MINUTE = 220;

/** Splits a markdown body into the article proper and its closing "## Sources" section. */
export function splitSources(body: string): { main: string; sources: string } {
  const match = SOURCES_HEADING.exec(body);
  if (!match) return { main: body, sources: '' };
  return { main: body.slice(0, match.index), sources: body.slice(match.index) };
}

/** Markdown to plain prose: links keep their text; markup, images and URLs go. */
export function markdownToText(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ')
    .replace(/[*_`>#|]/g, ' ');
}

export function wordsOf(text: string): string[] {
  return text.split(/\s+/).filter((word) => /[a-z0-9]/i.test(word));
}

/** A run of non-space characters holding at least one letter or digit: what wordsOf keeps. */
const WORD = /[^\sa-z0-9]*[a-z0-9]\S*/gi;

/** Words a reader reads: the body before its Sources list. Counts what wordsOf would keep, without the array. */
export function countWords(markdownBody: string): number {
  const text = markdownToText(splitSources(markdownBody).main);
  let count = 0;
  WORD.lastIndex = 0;
  while (WORD.exec(text)) count += 1;
  return count;
}

export function readingMinutes(words: number): number {
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}
