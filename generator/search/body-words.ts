/**
 * The words of a page's body for the index's `body` field, read from its markdown (or HTML): each word once,
 * in order, its sources list, link addresses, site tokens and markup left out. Each word once keeps the index
 * small (80 KB gzipped at most) and keeps a long page from outranking a short one that is about the word.
 * Read when the index is built (site-files/search-index.ts), not where the site lists its documents.
 */
import { STOP_WORDS, words } from './text.ts';

export function bodyWords(body: string): string {
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
