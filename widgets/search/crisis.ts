/**
 * Does a search hold words of distress or danger? The words are data (content/search.json, crisis topics);
 * a search that holds any of them shows the help lines above its results.
 *
 * A term is a word or a phrase, matched word by word against the search in the same order: exactly, by its
 * beginning when it ends in `*` ("suicid*" finds "suicidal"), or with one slip of the keyboard in a word of
 * five letters or more ("sucide", "overdsoe": a letter left out, added, changed or two swapped). Short words
 * ("od", "end it") must match exactly, so "it" alone never shows the box. Every word of the search counts,
 * including "i", "my" and "it", which the search itself ignores. Missing the box costs more than showing it
 * once too often, so the check leans towards showing it.
 */
import { words } from '../../generator/search/text.ts';

export interface CrisisTopicData {
  id: string;
  lines: string[];
  terms: string[];
  /** Words of the pages on getting help, found besides what was asked. */
  finds: string[];
}

/** Optimal string alignment distance, stopping early once it passes `limit`. */
export function editDistance(a: string, b: string, limit = 1): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i += 1) {
    rows.push([i]);
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      if (i === 0) {
        rows[0]!.push(j);
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, rows[i - 2]![j - 2]! + 1);
      rows[i]!.push(value);
      best = Math.min(best, value);
    }
    if (i > 0 && best > limit) return limit + 1;
  }
  return rows[a.length]![b.length]!;
}

function wordMatches(pattern: string, word: string): boolean {
  if (pattern.endsWith('*')) return word.startsWith(pattern.slice(0, -1));
  if (pattern === word) return true;
  return pattern.length >= 5 && editDistance(pattern, word) <= 1;
}

function holdsTerm(searchWords: readonly string[], term: string): boolean {
  const parts = term.split(' ');
  for (let start = 0; start + parts.length <= searchWords.length; start += 1) {
    if (parts.every((part, offset) => wordMatches(part, searchWords[start + offset]!))) return true;
  }
  return false;
}

/** The crisis topics a search touches, in the order the data lists them. */
export function crisisTopics(query: string, topics: readonly CrisisTopicData[]): CrisisTopicData[] {
  // "self-harm" and "selfharm" are both written: the search's words, and the same words run together in pairs
  // ("self harm" finds "selfharm"; "my self" is read as "myself").
  const searchWords = words(query.replace(/\b(my|your|him|her|them)\s+(self|selves)\b/gi, '$1$2'));
  const joined = searchWords.slice(1).map((word, index) => `${searchWords[index]}${word}`);
  return topics.filter((topic) => topic.terms.some((term) => holdsTerm(searchWords, term) || (!term.includes(' ') && joined.some((word) => wordMatches(term, word)))));
}

/** The help lines to show for these topics, first topic's first, each once; `fallback` when none. */
export function linesFor(topics: readonly CrisisTopicData[], fallback: readonly string[]): string[] {
  if (topics.length === 0) return [...fallback];
  return [...new Set(topics.flatMap((topic) => topic.lines))];
}
