/**
 * Plain-language measures for articles: word count, a Flesch-Kincaid grade from a small syllable counter,
 * paragraphs (for the cross-article duplicate check, each with its line) and sources. The figures are
 * approximations, good enough to keep a year 7 to 9 reading level honest.
 */
import { hasWords, markdownToText, splitSources, wordsOf } from '../content/words.ts';
import { lines } from './prose.ts';

export interface ArticleFigures {
  words: number;
  sentences: number;
  syllables: number;
  grade: number;
  /** Paragraphs of 12 words or more, as plain text, each with its line in the body. */
  paragraphs: { text: string; line: number }[];
  sourceLinks: number;
  mentionsSuicideOrSelfHarm: boolean;
}

/** Words already counted: an article repeats most of its words, and articles share most of theirs. */
const syllables = new Map<string, number>();

export function countSyllables(word: string): number {
  let count = syllables.get(word);
  if (count === undefined) {
    count = syllablesOf(word);
    if (syllables.size < 50_000) syllables.set(word, count);
  }
  return count;
}

function syllablesOf(word: string): number {
  let w = word.toLowerCase().replace(/[^a-z]/g, '');
  if (w.length === 0) return 0;
  if (w.length <= 3) return 1;
  w = w.replace(/(?:[^laeiouy]es|[^laeiouy]ed|[^laeiouy]e)$/, '').replace(/^y/, '');
  const groups = w.match(/[aeiouy]{1,2}/g);
  return Math.max(1, groups ? groups.length : 1);
}

/** Each heading, list item and table row counts as one sentence unit, as a reader meets it. */
function sentenceUnits(markdown: string): string[] {
  const units: string[] = [];
  for (const rawLine of markdown.split('\n')) {
    const line = rawLine.trim();
    if (!line || /^[-|: ]+$/.test(line)) continue;
    const text = markdownToText(line.replace(/^(?:#{1,6}\s+|[-*+]\s+|\d+[.)]\s+|>\s*)/, '')).trim();
    if (!text) continue;
    for (const sentence of text.split(/(?<=[.!?])\s+(?=[A-Z0-9"'‘“(])/)) {
      if (/[a-z0-9]/i.test(sentence)) units.push(sentence);
    }
  }
  return units;
}

export function paragraphsOf(markdown: string): { text: string; line: number }[] {
  const paragraphs: { text: string; line: number }[] = [];
  const lineOf = lines(markdown);
  const blank = /\n\s*\n/g;
  let start = 0;
  for (let match = blank.exec(markdown); ; match = blank.exec(markdown)) {
    const end = match ? match.index : markdown.length;
    const text = markdownToText(markdown.slice(start, end)).replace(/\s+/g, ' ').trim();
    // Twelve words need eleven spaces: most blocks (headings, short items) are left before splitting them.
    if (text.split(' ', 12).length === 12 && hasWords(text, 12) && !/^#/.test(text)) paragraphs.push({ text, line: lineOf(start + (/^\s*/.exec(markdown.slice(start, end))?.[0].length ?? 0)) });
    if (!match) break;
    start = match.index + match[0].length;
  }
  return paragraphs;
}

/** The figures of an article's body as written. */
export function measureArticle(body: string): ArticleFigures {
  const { main, sources } = splitSources(body);
  const units = sentenceUnits(main);
  const words = wordsOf(markdownToText(main));
  const syllables = words.reduce((sum, w) => sum + countSyllables(w), 0);
  const sentences = Math.max(1, units.length);
  const grade = words.length === 0 ? 0 : 0.39 * (words.length / sentences) + 11.8 * (syllables / words.length) - 15.59;
  const sourceLinks = (sources.match(/\]\((?:https?:)?\/\/[^)]+\)/g) ?? []).length;
  return {
    words: words.length,
    sentences,
    syllables,
    grade: Math.round(grade * 10) / 10,
    paragraphs: paragraphsOf(main),
    sourceLinks,
    mentionsSuicideOrSelfHarm: /suicid|self-harm|self harm/i.test(main),
  };
}
