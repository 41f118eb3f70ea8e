/**
 * A process that contends for a store, trial after trial, for the lock race tests (tests/forms/store-lock.test.ts).
 * Started with fork(); for each trial the parent sends a start time, and at that moment this process either
 * takes the lock alone (`lockStore`) or starts a whole receiver on the store (`startSiteServer`, what
 * `npm run preview` runs), and says whether it got the store. It keeps it until the parent says release.
 * Many trials run in a few long-lived processes, so a hundred trials take seconds, not the minutes that
 * starting a fresh Node process for each contender would.
 */
import { lockStore, type StoreLock } from '../../server/store-lock.ts';
import { startSiteServer, type SiteServer } from '../../server/site-server.ts';

export type ContenderRequest =
  | { type: 'trial'; trial: number; at: number; file: string; mode: 'lock' | 'receiver'; siteDir?: string }
  | { type: 'release'; trial: number }
  | { type: 'exit' };

export type ContenderReply =
  | { type: 'ready'; pid: number }
  | { type: 'result'; trial: number; pid: number; got: boolean; message?: string; lateMs: number }
  | { type: 'released'; trial: number; pid: number };

const send = (reply: ContenderReply) => process.send!(reply);
let holding: { trial: number; release: () => Promise<void> } | undefined;

/** Waits until the wall-clock time `at`: a timer to just before it, then a spin for the last milliseconds. */
async function waitUntil(at: number): Promise<void> {
  const early = at - Date.now() - 3;
  if (early > 0) await new Promise((resolve) => setTimeout(resolve, early));
  while (Date.now() < at) {
    // spin: every contender starts within the same millisecond
  }
}

process.on('message', (request: ContenderRequest) => {
  void (async () => {
    if (request.type === 'exit') {
      await holding?.release();
      process.exit(0);
    }
    if (request.type === 'release') {
      if (holding?.trial === request.trial) await holding.release();
      holding = undefined;
      send({ type: 'released', trial: request.trial, pid: process.pid });
      return;
    }
    await waitUntil(request.at);
    const lateMs = Date.now() - request.at;
    try {
      if (request.mode === 'lock') {
        const lock: StoreLock = await lockStore(request.file, 'a lock contender');
        holding = { trial: request.trial, release: () => lock.release() };
      } else {
        const server: SiteServer = await startSiteServer({ siteDir: request.siteDir!, submissionsFile: request.file, port: 0, rateLimit: false, log: () => undefined });
        holding = { trial: request.trial, release: () => server.close() };
      }
      send({ type: 'result', trial: request.trial, pid: process.pid, got: true, lateMs });
    } catch (error) {
      send({ type: 'result', trial: request.trial, pid: process.pid, got: false, message: (error as Error).message, lateMs });
    }
  })();
});

send({ type: 'ready', pid: process.pid });
