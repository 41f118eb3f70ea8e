/**
 * Step: the search index. One document per searchable page (search-documents.ts), indexed by MiniSearch with
 * the words the browser will search with (search/engine.ts), written with the synonyms to
 * `search/index.json`. Its address never changes, so a page that was not rendered again still finds it; it is
 * served like a page (revalidated on every visit), and fetched only when a person searches.
 *
 * Every synonym must find something: a word in content/search.json's `finds` that no page holds stops the
 * build, naming it, so the list cannot drift from the site's own words.
 */
import { join, relative } from 'node:path';
import type { SiteContent } from '../../templates/content/types.ts';
import { ContentError, ContentErrors } from '../errors.ts';
import type { Staging } from '../files/output.ts';
import { buildIndex, holds } from '../search/engine.ts';
import type { SearchIndexFile } from '../search/types.ts';
import { searchDocuments, type SearchableRoute } from '../../templates/search-documents.ts';

/** Where the index is served; the search widget fetches it from here. */
export const SEARCH_INDEX_PATH = '/search/index.json';

export interface SearchIndexSummary {
  documents: number;
  bytes: number;
}

export function searchIndexFile(content: SiteContent, routes: readonly SearchableRoute[]): { json: string; documents: number } {
  const documents = searchDocuments(content, routes);
  const index = buildIndex(documents);
  const file = relative(process.cwd(), join(content.dir, 'search.json'));
  const errors: ContentError[] = [];
  content.search.synonyms.forEach((synonym, at) =>
    synonym.finds.forEach((phrase, position) => {
      if (!holds(index, phrase)) errors.push(new ContentError(file, `synonyms[${at}].finds[${position}]`, `"${phrase}" is on no page of the site, so it finds nothing: use a word the pages use, or remove it`));
    }),
  );
  content.search.crisis.topics.forEach((topic, at) =>
    topic.finds.forEach((phrase, position) => {
      if (!holds(index, phrase)) errors.push(new ContentError(file, `crisis.topics[${at}].finds[${position}]`, `"${phrase}" is on no page of the site, so it finds nothing: use a word the pages use, or remove it`));
    }),
  );
  if (errors.length) throw new ContentErrors(errors);
  const contents: SearchIndexFile = { version: 1, synonyms: content.search.synonyms, index: index.toJSON() };
  return { json: JSON.stringify(contents), documents: documents.length };
}

export async function writeSearchIndex(content: SiteContent, routes: readonly SearchableRoute[], staging: Staging): Promise<SearchIndexSummary> {
  const { json, documents } = searchIndexFile(content, routes);
  await staging.write(SEARCH_INDEX_PATH.slice(1), json);
  // Its gzipped size is measured by the budget test and the bench, not by every build.
  return { documents, bytes: Buffer.byteLength(json) };
}
