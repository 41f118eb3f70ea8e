/**
 * Plain-language and safety measures for articles: word count, a Flesch-Kincaid grade from a small
 * syllable counter, paragraphs (for the cross-article duplicate check), sources and unsafe phrases.
 * The figures are approximations, good enough to keep a year 7 to 9 reading level honest.
 */
import matter from 'gray-matter';
import { markdownToText, splitSources, wordsOf } from '../../generator/content/words.ts';

export interface ArticleFigures {
  words: number;
  sentences: number;
  syllables: number;
  grade: number;
  paragraphs: string[];
  sourceLinks: number;
  unsafePhrases: string[];
  mentionsSuicideOrSelfHarm: boolean;
}

/** Phrases the Mindframe guidance asks writers to avoid (see domain-brief section 2). */
export const UNSAFE_PHRASES: readonly RegExp[] = [
  /committed suicide/i,
  /commit suicide/i,
  /successful suicide/i,
  /unsuccessful suicide/i,
  /failed suicide/i,
  /suicide bid/i,
  /suicide epidemic/i,
  /political suicide/i,
  /suicide mission/i,
  /suicidal ideation/i,
  /deliberate self-harm/i,
  /attention[- ]seeking/i,
  /carer burden/i,
];

export function countSyllables(word: string): number {
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

export function paragraphsOf(markdown: string): string[] {
  return markdown
    .split(/\n\s*\n/)
    .map((block) => markdownToText(block).replace(/\s+/g, ' ').trim())
    .filter((p) => wordsOf(p).length >= 12 && !/^#/.test(p));
}

export function measureArticle(source: string): ArticleFigures {
  const { content } = matter(source);
  const { main, sources } = splitSources(content);
  const units = sentenceUnits(main);
  const words = wordsOf(markdownToText(main));
  const syllables = words.reduce((sum, w) => sum + countSyllables(w), 0);
  const sentences = Math.max(1, units.length);
  const grade = words.length === 0 ? 0 : 0.39 * (words.length / sentences) + 11.8 * (syllables / words.length) - 15.59;
  const sourceLinks = (sources.match(/\]\((?:https?:)?\/\/[^)]+\)/g) ?? []).length;
  const unsafePhrases = UNSAFE_PHRASES.filter((re) => re.test(content)).map((re) => re.source);
  return {
    words: words.length,
    sentences,
    syllables,
    grade: Math.round(grade * 10) / 10,
    paragraphs: paragraphsOf(main),
    sourceLinks,
    unsafePhrases,
    mentionsSuicideOrSelfHarm: /suicid|self-harm|self harm/i.test(main),
  };
}
