/**
 * The search itself, shared by the build (which makes the index) and the browser (which queries it), so both
 * read words the same way (text.ts). MiniSearch (chosen by measurement: see the README) holds the index.
 *
 * A query is read word by word. Each word finds pages with that word in another form (stem.ts: "complaints"
 * finds "complaint"), a word starting with it (from four letters), or one a letter away (from five letters:
 * "recovry" finds "recovery") or two (from seven: "anxeity" finds "anxiety", "scitzophrenia" "schizophrenia"),
 * and the site's own words for it from the synonyms (content/search.json: "money" also finds "funding" and
 * "budget"). Every word of the query must be found on a page; when that finds nothing, a page with any of the
 * words is shown. A page's body text counts least: its title, keywords, summary and headings say more.
 */
import MiniSearch, { type Options, type Query, type SearchResult } from 'minisearch';
import { stem } from './stem.ts';
import { STOP_WORDS, words } from './text.ts';
import { FIELD_BOOST, SEARCH_FIELDS, STORED_FIELDS, type SearchDocument, type SearchIndexFile, type StoredFields, type Synonym } from './types.ts';

export const INDEX_OPTIONS: Options<SearchDocument> = {
  idField: 'id',
  fields: [...SEARCH_FIELDS],
  storeFields: [...STORED_FIELDS],
  tokenize: words,
  // Words are already normalised by `words`; a word too common to help is left out of the index.
  processTerm: (term) => (STOP_WORDS.has(term) ? null : stem(term)),
};

export function buildIndex(documents: readonly SearchDocument[]): MiniSearch<SearchDocument> {
  const index = new MiniSearch<SearchDocument>(INDEX_OPTIONS);
  index.addAll(documents);
  return index;
}

export function loadIndex(file: SearchIndexFile): MiniSearch<SearchDocument> {
  if (file.version !== 1) throw new Error(`search index version ${String(file.version)} is not one this script reads`);
  return MiniSearch.loadJS(file.index as Parameters<typeof MiniSearch.loadJS>[0], INDEX_OPTIONS);
}

export interface Result extends StoredFields {
  id: string;
}

/** The words of a query that help find a page (all of them, when every one is a common word like "how"). */
export function queryWords(query: string): string[] {
  const all = words(query);
  const kept = all.filter((word) => !STOP_WORDS.has(word));
  return kept.length ? kept : all;
}

/** Each query word with the site's words it also finds: `[word, ...phrases]`. */
export function expand(query: string, synonyms: readonly Synonym[]): string[][] {
  const byWord = new Map<string, string[]>();
  for (const synonym of synonyms) for (const word of synonym.words) byWord.set(word, synonym.finds);
  return queryWords(query).map((word) => [word, ...(byWord.get(word) ?? []).filter((phrase) => phrase !== word)]);
}

const leaf = (phrase: string): Query => {
  const parts = queryWords(phrase);
  return parts.length === 1 ? parts[0]! : { combineWith: 'AND', queries: parts };
};

function queryTree(groups: readonly string[][], combineWith: 'AND' | 'OR'): Query {
  return { combineWith, queries: groups.map((group) => (group.length === 1 ? leaf(group[0]!) : { combineWith: 'OR', queries: group.map(leaf) })) };
}

/** A service page is the site's own answer to what it names: it comes before articles that mention it. */
const KIND_BOOST: Partial<Record<SearchDocument['kind'], number>> = { service: 1.5, topic: 1.2 };

const SEARCH_OPTIONS = {
  boost: FIELD_BOOST,
  boostDocument: (_id: unknown, _term: string, stored?: Record<string, unknown>) => KIND_BOOST[stored?.kind as SearchDocument['kind']] ?? 1,
  prefix: (term: string) => term.length >= 4,
  fuzzy: (term: string) => (term.length >= 7 ? 2 : term.length >= 5 ? 1 : false),
  maxFuzzy: 2,
} as const;

/** A result scoring under this share of the best one is left out: it matched little of what was asked. */
export const SCORE_FLOOR = 0.15;

/**
 * The pages for a query, best first. `also` are phrases found besides the query's own words: a search in
 * distress also finds the pages on getting help (the crisis topic's `finds` in content/search.json).
 */
export function search(index: MiniSearch<SearchDocument>, synonyms: readonly Synonym[], query: string, also: readonly string[] = []): Result[] {
  const groups = expand(query, synonyms);
  if (groups.length === 0 && also.length === 0) return [];
  const withAlso = (tree: Query): Query => {
    if (!also.length) return tree;
    const queries: Query[] = groups.length ? [tree] : [];
    for (const phrase of also) queries.push(leaf(phrase));
    return { combineWith: 'OR', queries };
  };
  let found: SearchResult[] = index.search(withAlso(queryTree(groups, 'AND')), SEARCH_OPTIONS);
  if (found.length === 0 && groups.length > 1) found = index.search(withAlso(queryTree(groups, 'OR')), SEARCH_OPTIONS);
  const best = found[0]?.score ?? 0;
  return found
    .filter((result) => result.score >= best * SCORE_FLOOR)
    .map((result) => ({ id: String(result.id), kind: result.kind, lang: result.lang, title: result.title, summary: result.summary }));
}

/** Does the index hold this word or phrase exactly (every word of it on one page)? The build checks synonyms with it. */
export function holds(index: MiniSearch<SearchDocument>, phrase: string): boolean {
  const parts = queryWords(phrase);
  return parts.length > 0 && index.search({ combineWith: 'AND', queries: parts }, { prefix: false, fuzzy: false }).length > 0;
}
