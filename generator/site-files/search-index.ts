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
 * For a large site the index is built on a thread of its own (search-index-worker.ts), started as soon as the
 * routes are known, so it is made while the pages render: at 4,000 articles it took about 0.4 s of the main
 * thread after the pages (docs/performance.md, round of issue 40). A small site builds it in line: a thread
 * would cost more to start than the index takes.
 */
import { Worker } from 'node:worker_threads';
import { BuildError, ContentError, ContentErrors } from '../errors.ts';
import type { Staging } from '../files/output.ts';
import { workerScript } from '../launch/worker-script.ts';
import { buildIndex, holds } from '../search/engine.ts';
import type { SearchDocument, SearchIndexFile, Synonym } from '../search/types.ts';

/** Where the index is served; the search widget fetches it from here. */
export const SEARCH_INDEX_PATH = '/search/index.json';

/** What the site gives the index: its documents, its synonyms, and the words that must find a page. */
export interface SearchInput {
  documents: readonly SearchDocument[];
  synonyms: readonly Synonym[];
  /** Each word or phrase, and where it is written (a content file and field), for the error. */
  mustFind: readonly { phrase: string; file: string; field: string }[];
}

export interface SearchIndexSummary {
  documents: number;
  bytes: number;
}

export function searchIndexFile({ documents, synonyms, mustFind }: SearchInput): { json: string; documents: number } {
  const index = buildIndex(documents);
  const errors = mustFind
    .filter(({ phrase }) => !holds(index, phrase))
    .map(({ phrase, file, field }) => new ContentError(file, field, `"${phrase}" is on no page of the site, so it finds nothing: use a word the pages use, or remove it`));
  if (errors.length) throw new ContentErrors(errors);
  const contents: SearchIndexFile = { version: 1, synonyms: [...synonyms], index: index.toJSON() };
  return { json: JSON.stringify(contents), documents: documents.length };
}

/** From this many documents the index is built on a thread of its own. */
const WORKER_FROM = 1000;

/** What the worker sends back: the index, or the build's errors. */
export type SearchIndexReply =
  | { ok: true; json: string; documents: number }
  | { ok: false; problems: { file: string; field: string; problem: string }[] }
  | { ok: false; message: string; stack?: string | undefined };

function buildOnWorker(input: SearchInput): Promise<{ json: string; documents: number }> {
  const script = workerScript('search-index-worker', import.meta.url);
  const worker = new Worker(script.file, { workerData: { entry: script.entry, input } });
  return new Promise<{ json: string; documents: number }>((resolve, reject) => {
    worker.once('message', (reply: SearchIndexReply) => {
      if (reply.ok) resolve(reply);
      else if ('problems' in reply) reject(new ContentErrors(reply.problems.map(({ file, field, problem }) => new ContentError(file, field, problem))));
      else reject(new BuildError(`Building the search index failed: ${reply.message}`, { cause: reply.stack }));
    });
    worker.once('error', (error) => reject(new BuildError(`The search index worker failed: ${error.message}`, { cause: error })));
  }).finally(() => void worker.terminate());
}

/** Step: starts the search index now (on its own thread for a large site) and writes it once it is built. */
export async function writeSearchIndex(input: SearchInput, staging: Staging): Promise<SearchIndexSummary> {
  const { json, documents } = input.documents.length >= WORKER_FROM ? await buildOnWorker(input) : searchIndexFile(input);
  await staging.write(SEARCH_INDEX_PATH.slice(1), json);
  // Its gzipped size is measured by the budget test and the bench, not by every build.
  return { documents, bytes: Buffer.byteLength(json) };
}
