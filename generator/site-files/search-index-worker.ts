/**
 * A worker thread that builds the search index (search-index.ts), so that it is built while the main thread
 * renders the pages rather than after them.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { ContentErrors } from '../errors.ts';
import { searchIndexFile, type SearchInput, type SearchIndexReply } from './search-index.ts';

let reply: SearchIndexReply;
try {
  reply = { ok: true, ...searchIndexFile(workerData.input as SearchInput) };
} catch (error) {
  reply =
    error instanceof ContentErrors
      ? { ok: false, problems: error.errors.map(({ file, field, problem }) => ({ file, field, problem })) }
      : { ok: false, message: (error as Error).message, stack: (error as Error).stack };
}
parentPort!.postMessage(reply);
