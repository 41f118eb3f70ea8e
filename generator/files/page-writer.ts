/**
 * Writing a large site's pages on a thread of their own. The main thread renders every page (React), and
 * writing each one (its folder made, then the file) took 2.0 s of its time at 4,000 articles, while the
 * markdown worker sat idle once its markdown was done. The main thread now hands each page's HTML to this
 * thread and goes on rendering. What it saves, at 4,000 articles
 * (nine paired cold builds against main on a loaded machine, docs/performance.md, issue 40's fourth part):
 * the main thread's CPU 0.78 times main's (0.64 times in the render step: about 4 s instead of 6 to 8), wall
 * time a median of 0.81 times, the same process CPU and peak memory; the thread itself spends 2.5 to 3.8 s.
 * Writing with fs.promises on libuv's pool instead saved the main thread only a tenth and cost 15% more CPU.
 *
 * At most MAX_IN_FLIGHT pages wait to be written (memory); past that the main thread waits. A write that
 * fails stops the writing and fails the build at the next page, naming the file; `finish` settles only once
 * every page sent is written, so nothing is swapped in before then, and `stop` ends the thread at once (a
 * build that failed, whose staging folder is then deleted).
 */
import { dirname } from 'node:path';
import { performance } from 'node:perf_hooks';
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads';
import { BuildError } from '../errors.ts';
import { timingsOn } from '../launch/timings.ts';
import { workerScript } from '../launch/worker-script.ts';

/** The cells of the shared counters: pages sent and not yet written; 1 once a write has failed. */
export const IN_FLIGHT = 0;
export const FAILED = 1;

/** What the thread is given as it starts. */
export interface WriterSetup {
  /** The staging folder. */
  dir: string;
  counters: Int32Array;
  /** Where the thread answers: a failed write, then `finished` once asked to finish. */
  replies: MessagePort;
}

/** What the main thread sends: a page (its path under the staging folder and its HTML), or the end. */
export type WriterMessage = { file: string; html: string } | { end: true };
export type WriterReply = { failed: { file: string; code: string | undefined; message: string } } | { finished: true };

/** Pages sent and not yet written, at most: about 57 KB of HTML each at 4,000 articles, so a few MB. */
const MAX_IN_FLIGHT = 64;
/** How long the main thread waits for a page to be written before it takes the writer for stopped. */
const PATIENCE_MS = 30_000;

/**
 * The error of a page that could not be written, the same on either path (on this thread or in line):
 * which page, the system's reason, and what to do about it.
 */
export function pageWriteFailed(dir: string, file: string, error: { code?: string | undefined; message: string }): BuildError {
  const what =
    error.code === 'ENOSPC' || error.code === 'EDQUOT' || error.code === 'EFBIG'
      ? 'Free some space on the disk (or raise the limit on the size of a file)'
      : error.code === 'EACCES' || error.code === 'EPERM' || error.code === 'EROFS'
        ? `Make ${dirname(dir)} writable for this user`
        : 'Mend the cause above';
  return new BuildError(`Writing the page ${file} into the staging folder ${dir} failed: ${error.message}\nNothing was published: the previous output is as it was. ${what}, then build again.`);
}

export interface PageWriter {
  /** Sends one page to be written; throws once a write has failed. */
  write(file: string, html: string): void;
  /** Settles once every page sent is written; rejects with the first write that failed. */
  finish(): Promise<void>;
  /** Ends the thread whether or not its pages are written (the build failed). */
  stop(): Promise<void>;
}

export function openPageWriter(dir: string): PageWriter {
  const counters = new Int32Array(new SharedArrayBuffer(8));
  const { port1: replies, port2 } = new MessageChannel();
  const script = workerScript('page-writer-thread', import.meta.url);
  const setup: WriterSetup & { entry?: string } = { entry: script.entry, dir, counters, replies: port2 };
  const worker = new Worker(script.file, { workerData: setup, transferList: [port2] });
  let crashed: unknown;
  /** Milliseconds the main thread waited for room (BUILD_TIMINGS=1 only). */
  let waited = 0;
  worker.on('error', (error) => (crashed = error));

  const failure = (reply: WriterReply | undefined): BuildError | undefined => {
    if (!reply || !('failed' in reply)) return undefined;
    return pageWriteFailed(dir, reply.failed.file, reply.failed);
  };
  const failedNow = (): BuildError => failure(receiveMessageOnPort(replies)?.message as WriterReply | undefined) ?? new BuildError(`Writing the pages into ${dir} failed.`);
  const stop = async () => {
    replies.close();
    await worker.terminate();
  };

  return {
    write(file, html) {
      if (Atomics.load(counters, FAILED) === 1) throw failedNow();
      for (let waiting = Atomics.load(counters, IN_FLIGHT); waiting >= MAX_IN_FLIGHT; waiting = Atomics.load(counters, IN_FLIGHT)) {
        const since = timingsOn ? performance.now() : 0;
        const woken = Atomics.wait(counters, IN_FLIGHT, waiting, PATIENCE_MS);
        if (timingsOn) waited += performance.now() - since;
        if (woken === 'timed-out') {
          throw new BuildError(`The thread writing the pages into ${dir} stopped (no page written in ${PATIENCE_MS / 1000} s).`, { cause: crashed });
        }
      }
      Atomics.add(counters, IN_FLIGHT, 1);
      worker.postMessage({ file, html } satisfies WriterMessage);
    },
    async finish() {
      const finishing = Date.now();
      try {
        await new Promise<void>((resolve, reject) => {
          let failed: BuildError | undefined;
          replies.on('message', (reply: WriterReply) => {
            failed ??= failure(reply);
            if ('finished' in reply) (failed ? reject(failed) : resolve());
          });
          worker.once('exit', () => reject(new BuildError(`The thread writing the pages into ${dir} stopped before it had written them all.`, { cause: crashed })));
          worker.postMessage({ end: true } satisfies WriterMessage);
        });
        if (timingsOn) console.error(`[timing]   main thread waited ${waited.toFixed(0)} ms for the page writer, ${Date.now() - finishing} ms for its last pages`);
      } finally {
        await stop();
      }
    },
    stop,
  };
}
