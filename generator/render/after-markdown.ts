/**
 * Work a render worker does once its markdown is done: the search index. In a cold build a render worker
 * has turned every markdown file into HTML well before the main thread has rendered the last page, and sat
 * idle after that; the index, which is read from the content alone (plain data, ready once the routes are
 * mapped), is built there in that time instead of on the main thread after the last page.
 *
 * The main thread posts the index's input to the pool's first worker as soon as it has it; the worker
 * queues it behind its markdown (the critical path: the main thread waits on markdown, never on the index),
 * builds the index file and posts it back as bytes (transferred, not copied). The main thread writes it
 * with the other site files, so a failed build still writes nothing. Words that must find a page and find
 * none come back as the same content errors (file, field, problem) and stop the build where they did.
 * Anything else going wrong on the worker, or a worker that has gone, leaves the index to the main thread,
 * which then builds it after the pages as a build on one thread does (and says whatever is wrong itself).
 *
 * What it saves, at 4,000 articles (docs/performance.md, round of issue 40, fourth part; fifteen pairs on
 * the shared machine under a load of 5 to 10): 1.3 to 2.1 CPU s of the main thread's work after the last
 * page, the step after the pages down from 1.8 to 2.0 s to 0.16 to 0.19 s, and no memory (the worker ends
 * after the index: a median 10 MB lower peak). Under that load the whole build was not faster (wall ratios
 * 1.02 and 1.20, CPU 1.06 and 1.13, medians of two rounds): it can only pay where the worker's core would
 * otherwise idle, as on a quiet machine; the quiet bench decides whether it stays.
 */
import type { Worker } from 'node:worker_threads';
import { ContentError, ContentErrors } from '../errors.ts';
import type { SearchIndexBytes, SearchInput } from '../site-files/search-index.ts';

/** What the main thread posts to a worker. */
export interface SearchIndexJob {
  job: 'search-index';
  input: SearchInput;
}

/** What the worker posts back: the index file, or the words that find no page, or that it could not. */
export type SearchIndexReply =
  | { job: 'search-index'; built: SearchIndexBytes }
  | { job: 'search-index'; errors: { file: string; field: string; problem: string }[] }
  | { job: 'search-index'; failed: string };

/**
 * A message about the search index, either way: on a worker, the job (as against the build's context, the
 * first message it receives); on the main thread, the reply (as against the markdown results).
 */
export function isSearchIndexMessage(message: unknown): message is SearchIndexJob | SearchIndexReply {
  return typeof message === 'object' && message !== null && (message as { job?: unknown }).job === 'search-index';
}

export interface AfterMarkdown {
  /**
   * The search index built on a worker, or undefined when there is none (one thread) or it could not: then
   * the caller builds it. Rejects with the content errors of words that find nothing.
   */
  searchIndex(input: SearchInput): Promise<SearchIndexBytes | undefined>;
  /** The pool's workers have started (none: every job is left to the main thread). */
  started(workers: readonly Worker[]): void;
  /** The pool closes: whatever has not come back is left to the main thread. */
  close(): void;
}

export function createAfterMarkdown(): AfterMarkdown {
  let workers: readonly Worker[] | undefined;
  const waiting: { input: SearchInput; settle: (reply: SearchIndexBytes | undefined | Error) => void }[] = [];

  const post = (worker: Worker | undefined, { input, settle }: (typeof waiting)[number]) => {
    if (!worker) return settle(undefined);
    const onReply = (message: unknown) => {
      if (!isSearchIndexMessage(message)) return;
      done();
      const reply = message as SearchIndexReply;
      if ('built' in reply) settle(reply.built);
      else if ('errors' in reply) settle(new ContentErrors(reply.errors.map(({ file, field, problem }) => new ContentError(file, field, problem))));
      else settle(undefined);
    };
    const onGone = () => {
      done();
      settle(undefined);
    };
    const done = () => {
      worker.off('message', onReply);
      worker.off('exit', onGone);
      worker.off('error', onGone);
    };
    worker.on('message', onReply);
    worker.on('exit', onGone);
    worker.on('error', onGone);
    try {
      worker.postMessage({ job: 'search-index', input } satisfies SearchIndexJob);
    } catch {
      onGone();
    }
  };

  return {
    searchIndex(input) {
      return new Promise((resolve, reject) => {
        let settled = false;
        const entry = {
          input,
          settle: (reply: SearchIndexBytes | undefined | Error) => {
            if (settled) return;
            settled = true;
            if (reply instanceof Error) reject(reply);
            else resolve(reply);
          },
        };
        if (workers) post(workers[0], entry);
        else waiting.push(entry);
      });
    },
    started(list) {
      workers = list;
      for (const entry of waiting.splice(0)) post(workers[0], entry);
    },
    close() {
      for (const entry of waiting.splice(0)) entry.settle(undefined);
    },
  };
}
