/**
 * The page writer's thread (page-writer.ts says why): writes each page it is sent into the staging folder,
 * making its folder first, in the order sent. After a write fails it writes nothing more; it says which file
 * failed and why at once, and that it has finished when asked.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { threadCpuSeconds, timingsOn } from '../launch/timings.ts';
import { FAILED, IN_FLIGHT, type WriterMessage, type WriterReply, type WriterSetup } from './page-writer.ts';
import { writeIntoSync } from './write-into.ts';

const { dir, counters, replies } = workerData as WriterSetup;
const write = writeIntoSync(dir);
let failed = false;

parentPort!.on('message', (message: WriterMessage) => {
  if ('end' in message) {
    if (timingsOn) console.error(`[timing]   page writer done (thread cpu ${threadCpuSeconds().toFixed(2)} s)`);
    replies.postMessage({ finished: true } satisfies WriterReply);
    return;
  }
  if (!failed) {
    try {
      write(message.file, message.html);
    } catch (error) {
      failed = true;
      // The reply goes before the flag, so the main thread finds it as soon as it sees the flag.
      replies.postMessage({ failed: { file: message.file, code: (error as NodeJS.ErrnoException).code, message: (error as Error).message } } satisfies WriterReply);
      Atomics.store(counters, FAILED, 1);
    }
  }
  Atomics.sub(counters, IN_FLIGHT, 1);
  Atomics.notify(counters, IN_FLIGHT);
});
