/**
 * The words of a page's body for the index's `body` field, read from its markdown (or HTML): each word once,
 * in order, its sources list, link addresses, site tokens and markup left out. Each word once keeps the index
 * small (80 KB gzipped at most) and keeps a long page from outranking a short one that is about the word.
 * Read when the index is built (site-files/search-index.ts), not where the site lists its documents.
 */
import { recentValues } from '../cache/recent.ts';
import { STOP_WORDS, words } from './text.ts';

/**
 * Each body's words by its text, kept from one build to the next (cache/recent.ts): `npm run dev`'s builder
 * reads every page's body words on each save, and all but the edited page's are as before. What it saves,
 * measured (docs/performance.md, round of issue 40, third part): about 20 ms of each dev rebuild.
 */
const recent = recentValues<string>();

export function bodyWords(body: string): string {
  return recent.get(body, () => readBodyWords(body));
}

/** A new build's index: body words the last build did not read go. */
export function forgetOlderBodyWords(): void {
  recent.nextBuild();
}

function readBodyWords(body: string): string {
  const prose = body
    .replace(/^#{2,3}[ \t]+Sources[\s\S]*?(?=^#{1,3}[ \t]|(?![\s\S]))/gm, '')
    .replace(/\{\{[^}]*\}\}/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/https?:\/\/\S+/g, ' ');
  const seen = new Set<string>();
  for (const word of words(prose)) if (word.length > 2 && !/^\d+$/.test(word) && !STOP_WORDS.has(word)) seen.add(word);
  return [...seen].join(' ');
}
