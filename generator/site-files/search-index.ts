/**
 * Step: the search index. One document per searchable page (the site says what each holds), indexed by
 * MiniSearch with the words the browser will search with (search/engine.ts), written with the synonyms to
 * `search/index.json`. Its address never changes, so a page that was not rendered again still finds it; it is
 * served like a page (revalidated on every visit), and fetched only when a person searches.
 *
 * Every word the site says its search must find (each synonym's `finds`, say) must be on a page: one that no
 * page holds stops the build, naming the file and field it is written in, so such lists cannot drift from
 * the site's own words.
 *
 * In a build with a render worker the index is built there while the pages render (render/after-markdown.ts),
 * and written here with the other site files; with one thread, here, after the pages.
 */
import { ContentError, ContentErrors } from '../errors.ts';
import type { Staging } from '../files/output.ts';
import { bodyWords, forgetOlderBodyWords } from '../search/body-words.ts';
import { buildIndex, holds } from '../search/engine.ts';
import { indexFileJson } from '../search/index-json.ts';
import type { SearchDocument, Synonym } from '../search/types.ts';

/** Where the index is served; the search widget fetches it from here. */
export const SEARCH_INDEX_PATH = '/search/index.json';

/**
 * A searchable page as the site gives it: its `body` words are read from `bodyText` (markdown or HTML) when
 * the index is built, once, and not wherever else the site lists its pages (the /search/ page's A to Z).
 */
export type SearchSource = Omit<SearchDocument, 'body'> & { bodyText?: string };

/** What the site gives the index: its documents, its synonyms, and the words that must find a page. */
export interface SearchInput {
  documents: readonly SearchSource[];
  synonyms: readonly Synonym[];
  /** Each word or phrase, and where it is written (a content file and field), for the error. */
  mustFind: readonly { phrase: string; file: string; field: string }[];
}

export interface SearchIndexSummary {
  documents: number;
  bytes: number;
}

/** A page as the index holds it: its body's words read from its body text. */
export function indexedDocument({ bodyText, ...document }: SearchSource): SearchDocument {
  const body = bodyText === undefined ? '' : bodyWords(bodyText);
  return body ? { ...document, body } : document;
}

/** The index file, each document's body words read as it is added. Throws the content errors of words that find nothing. */
export function searchIndexFile({ documents, synonyms, mustFind }: SearchInput, { letGo = false } = {}): { json: string; documents: number } {
  forgetOlderBodyWords();
  const count = documents.length;
  // Added one at a time, so each document's words (and with `letGo` its text) go once it is in.
  const index = buildIndex([]);
  for (const document of eachIndexed(documents, letGo)) index.add(document);
  const errors = mustFind
    .filter(({ phrase }) => !holds(index, phrase))
    .map(({ phrase, file, field }) => new ContentError(file, field, `"${phrase}" is on no page of the site, so it finds nothing: use a word the pages use, or remove it`));
  if (errors.length) throw new ContentErrors(errors);
  return { json: indexFileJson(index, synonyms), documents: count };
}

/** Each document as the index holds it; with `letGo` (a render worker's own copy of the input), its text is let go. */
function* eachIndexed(documents: readonly SearchSource[], letGo: boolean): Generator<SearchDocument> {
  for (let at = 0; at < documents.length; at += 1) {
    const source = documents[at]!;
    if (letGo) (documents as (SearchSource | undefined)[])[at] = undefined;
    yield indexedDocument(source);
  }
}

/** The index file as a render worker builds it (render/after-markdown.ts): its bytes cross threads uncopied. */
export interface SearchIndexBytes {
  json: Uint8Array;
  documents: number;
}

/** The index file as bytes, on a render worker: `input` is its own copy, let go of as the index is built. */
export function searchIndexBytes(input: SearchInput): SearchIndexBytes {
  const { json, documents } = searchIndexFile(input, { letGo: true });
  // Its own buffer (a Buffer may share a pool's), so it can be transferred.
  return { json: new TextEncoder().encode(json), documents };
}

/**
 * Writes the index: the one a render worker built while the pages rendered (`built`), or, with none (one
 * thread), one built here and now.
 */
export async function writeSearchIndex(input: SearchInput, staging: Staging, built?: Promise<SearchIndexBytes | undefined>): Promise<SearchIndexSummary> {
  const { json, documents } = (await built) ?? searchIndexFile(input);
  await staging.write(SEARCH_INDEX_PATH.slice(1), json);
  // Its gzipped size is measured by the budget test and the bench, not by every build.
  return { documents, bytes: Buffer.byteLength(json) };
}
