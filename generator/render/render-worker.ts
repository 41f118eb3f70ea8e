/**
 * A render worker: turns markdown files into HTML for the main thread (see markdown-jobs.ts). It starts
 * with the build, reads the keys of the markdown cache while the main thread starts up, waits for the image
 * index and the site's tokens (the main thread reads the settings once and sends them), then claims files from the shared table one at a time, each as it goes,
 * until none is left. It loads no React and not the content as a whole: only the markdown pipeline. After
 * its markdown, the first worker builds the search index when the main thread sends its input
 * (after-markdown.ts), and then ends.
 */
import '../launch/production.ts';
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { readMarkdownBody } from '../content/markdown-file.ts';
import { markdownContext, markdownKey, readMarkdownCache } from '../markdown/cache.ts';
import { createMarkdownRenderer } from '../markdown/processor.ts';
import { ContentErrors } from '../errors.ts';
import { isSearchIndexMessage, type SearchIndexJob, type SearchIndexReply } from './after-markdown.ts';
import { DONE, FREE, LEFT, WORKING, type JobResult, type JobsContext } from './markdown-jobs.ts';
import type { WorkerSetup } from './render-pool.ts';
import { threadCpuSeconds, timingsOn as timings } from '../launch/timings.ts';

const { setup, files, status, port, startedAt } = workerData as { setup: WorkerSetup; files: string[]; status: Int32Array; port: MessagePort; startedAt: number };
/** Milliseconds since the build started on the main thread. */
const since = (): string => (Date.now() - startedAt).toFixed(0);

/** Results go back a few at a time: one message per file costs more than the batching delays them. */
const BATCH = 4;

async function prepare(): Promise<{ cached: Set<string> }> {
  const cached = new Set(setup.markdownCache ? Object.keys(await readMarkdownCache(setup.markdownCache.file, setup.markdownCache.version)) : []);
  return { cached };
}

// Started now, while the main thread starts up; a failure leaves every file to the main thread, which
// reports whatever is wrong with the content itself.
const preparing = prepare().then(
  (value) => value,
  () => undefined,
);

/** The markdown of this build, from the first message (the context) on; work after it waits for it. */
let markdown: Promise<void> | undefined;

parentPort!.on('message', (message: JobsContext | SearchIndexJob) => {
  if (isSearchIndexMessage(message)) void buildSearchIndex(message);
  else markdown ??= renderMarkdown(message).catch(() => undefined);
});

/**
 * The search index, once every markdown file has been claimed (after-markdown.ts): the main thread is still
 * rendering pages then. Its module loads only now, so it delays no worker's first file.
 */
async function buildSearchIndex({ input }: SearchIndexJob): Promise<void> {
  await markdown;
  let reply: SearchIndexReply;
  const transfer: ArrayBuffer[] = [];
  try {
    const { searchIndexBytes } = await import('../site-files/search-index.ts');
    const built = searchIndexBytes(input);
    reply = { job: 'search-index', built };
    transfer.push(built.json.buffer as ArrayBuffer);
  } catch (error) {
    reply = error instanceof ContentErrors ? { job: 'search-index', errors: error.errors.map(({ file, field, problem }) => ({ file, field, problem })) } : { job: 'search-index', failed: String(error) };
  }
  if (timings) console.error(`[timing]   search index built on the markdown worker${'built' in reply ? '' : ' (failed)'}, done at ${since()} ms (thread cpu ${threadCpuSeconds().toFixed(2)} s)`);
  parentPort!.postMessage(reply, transfer);
  // Nothing is left for this worker to do: its markdown results and the index are posted (a message posted
  // is the receiver's, whatever becomes of the sender). Ending the thread now gives its heap back while the
  // main thread still renders: the build's peak was about 70 MB lower than with the worker left idle to the
  // end (two pairs at 4,000 articles: 406 and 409 MB against 478 and 482 MB). Closing its port alone was not
  // enough (464 MB).
  process.exit(0);
}

async function renderMarkdown({ imagesKey, images, tokens, siteOrigin }: JobsContext): Promise<void> {
  const prepared = await preparing;
  if (!prepared) return;
  if (timings) console.error(`[timing]   markdown worker ready at ${since()} ms`);
  const { cached } = prepared;
  const context = markdownContext(siteOrigin, imagesKey);
  const render = createMarkdownRenderer({ siteOrigin, images });
  // A cell is marked DONE only once its result is posted, so the main thread never waits on a result
  // still sitting in a batch here.
  let batch: JobResult[] = [];
  const flush = () => {
    if (batch.length === 0) return;
    port.postMessage(batch);
    for (const { index } of batch) {
      Atomics.store(status, index, DONE);
      Atomics.notify(status, index);
    }
    batch = [];
  };
  let done = 0;
  for (let index = 0; index < files.length; index += 1) {
    if (Atomics.compareExchange(status, index, FREE, WORKING) !== FREE) continue;
    try {
      const body = readMarkdownBody(files[index]!, tokens);
      const key = markdownKey(context, body);
      if (!cached.has(key)) {
        batch.push({ index, key, rendered: render(body, files[index]) });
        done += 1;
        if (batch.length >= BATCH) flush();
        continue;
      }
    } catch {
      // The main thread renders it again and reports the error with the page it belongs to.
    }
    Atomics.store(status, index, LEFT);
    Atomics.notify(status, index);
  }
  flush();
  if (timings) console.error(`[timing]   markdown worker rendered ${done} files, done at ${since()} ms (thread cpu ${threadCpuSeconds().toFixed(2)} s)`);
}
