/**
 * Markdown shared between the main thread and the render workers. Turning markdown into HTML is most of a
 * cold build's work, and the only part that needs no more than one file's text: so a worker does only
 * that. It never loads the content, React or the route map (each thread loading its own copy of the whole
 * content cost more than the second core saved). The main thread lists the markdown files when the build
 * starts and gives every worker the list and a table in shared memory, one cell per file; a thread claims a
 * file by swapping its cell from FREE, so each file is turned into HTML once. A worker reads the file it
 * claimed, fills in the tokens the main thread sent it, as the content loader does, renders it, and posts the HTML back keyed
 * by the hash of the exact markdown it rendered; the main thread uses a result only when that hash is the
 * one of the body it holds itself, so a file saved during the build is simply rendered again on the main
 * thread. The main thread renders every page (React and the writes), taking the markdown a worker has
 * finished and claiming and rendering itself whatever no worker has started.
 */
import { receiveMessageOnPort, type MessagePort } from 'node:worker_threads';
import type { ImageIndex } from '../assets/images.ts';
import type { Tokens } from '../content/tokens.ts';
import { markdownKey, type MarkdownEntries } from '../markdown/cache.ts';
import type { MarkdownRenderer, RenderedMarkdown } from '../markdown/processor.ts';

/** The states of a cell in the shared table. */
export const FREE = 0;
/** Claimed by the main thread, which renders it when a page needs it. */
export const MAIN = 1;
/** Claimed by a worker, which is rendering it now. */
export const WORKING = 2;
/** Rendered by a worker; the result is on its way (posted before the cell was set). */
export const DONE = 3;
/** Given back by a worker (already cached, unreadable, or it failed): the main thread renders it. */
export const LEFT = 4;

/**
 * What the main thread tells the workers once the images and the site's settings are known: all they need
 * to render. The files are named as the content loader names them (relative to the working folder), so a
 * route's source names its cell.
 */
export interface JobsContext {
  imagesKey: string;
  images: ImageIndex;
  /** The site's tokens, filled into each body as the content loader fills them. */
  tokens: Tokens;
  /** The site's own address: links to it are not external. */
  siteOrigin: string;
}

/** A worker's result for one cell. */
export interface JobResult {
  index: number;
  key: string;
  rendered: RenderedMarkdown;
}

export interface MarkdownJobs {
  /** A renderer for the main thread: the cache, then a worker's result, then rendering in line. */
  renderer(render: MarkdownRenderer): MarkdownRenderer;
  /** Whether the markdown of a page from this source can be had now without waiting for a worker. */
  ready(source: string): boolean;
  /** Claims the cell of this source for the main thread when no worker has it. */
  claim(source: string): void;
  /**
   * These pages in the order the workers take their markdown files (the files' order), those with no file of
   * their own first: a thread that goes through them so follows just behind the workers.
   */
  inWorkerOrder<T extends { source: string }>(pages: readonly T[]): T[];
  /** New entries for the markdown cache: everything rendered this build, on any thread. */
  added(): MarkdownEntries;
  hits(): number;
  misses(): number;
  /** Bodies rendered on each thread, the main thread's first. */
  perThread(): number[];
}

/** How long the main thread waits on a worker's cell before rendering that markdown itself. */
const PATIENCE_MS = 20_000;

export function createMarkdownJobs(input: {
  files: readonly string[];
  status: Int32Array;
  /** One port per worker, on which it posts its results. */
  ports: readonly MessagePort[];
  cacheEntries: MarkdownEntries;
  context: string;
}): MarkdownJobs {
  const { status, ports, cacheEntries, context } = input;
  const cells = new Map(input.files.map((file, index) => [file, index]));
  const results = new Map<number, JobResult>();
  /** Markdown rendered this build and used by a page, by key. */
  const rendered = new Map<string, RenderedMarkdown>();
  const fromWorkers = ports.map(() => 0);
  let hits = 0;
  let misses = 0;
  let inLine = 0;

  /** The result a worker has posted for this cell, once it has arrived. */
  const posted = (index: number): JobResult | undefined => {
    if (!results.has(index)) drain();
    return results.get(index);
  };

  const drain = () => {
    for (const [worker, port] of ports.entries()) {
      for (let message = receiveMessageOnPort(port); message; message = receiveMessageOnPort(port)) {
        for (const result of message.message as JobResult[]) {
          results.set(result.index, result);
          fromWorkers[worker]! += 1;
        }
      }
    }
  };

  /** A worker's result for this cell, waiting for it when a worker is on it; undefined: render in line. */
  const workerResult = (index: number): JobResult | undefined => {
    const started = Date.now();
    for (;;) {
      const state = Atomics.load(status, index);
      if (state === FREE && Atomics.compareExchange(status, index, FREE, MAIN) === FREE) return undefined;
      if (state === MAIN || state === LEFT) return undefined;
      if (state === DONE) {
        const result = posted(index);
        if (result) return result;
      }
      // A worker is on it (or its message is a moment behind): wait, but never for ever.
      if (Date.now() - started > PATIENCE_MS) return undefined;
      Atomics.wait(status, index, state, state === WORKING ? 50 : 1);
    }
  };

  return {
    renderer(render) {
      return (markdown, path) => {
        const key = markdownKey(context, markdown);
        const known = cacheEntries[key] ?? rendered.get(key);
        if (known) {
          hits += 1;
          return known;
        }
        misses += 1;
        const index = path === undefined ? undefined : cells.get(path);
        const result = index === undefined ? undefined : workerResult(index);
        let html = result?.key === key ? result.rendered : undefined;
        if (!html) {
          inLine += 1;
          html = render(markdown, path);
        }
        rendered.set(key, html);
        return html;
      };
    },
    ready(source) {
      const index = cells.get(source);
      if (index === undefined) return true;
      const state = Atomics.load(status, index);
      if (state !== DONE) return state !== WORKING;
      return posted(index) !== undefined;
    },
    claim(source) {
      const index = cells.get(source);
      if (index !== undefined) Atomics.compareExchange(status, index, FREE, MAIN);
    },
    inWorkerOrder(pages) {
      return [...pages].sort((a, b) => (cells.get(a.source) ?? -1) - (cells.get(b.source) ?? -1));
    },
    added() {
      drain();
      const added: MarkdownEntries = {};
      // Results no page asked for are still right for the markdown they were made from: keep them too.
      for (const result of results.values()) added[result.key] = result.rendered;
      for (const [key, html] of rendered) added[key] = html;
      return added;
    },
    hits: () => hits,
    misses: () => misses,
    perThread: () => [inLine, ...fromWorkers],
  };
}
