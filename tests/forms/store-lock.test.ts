/**
 * P106 (security probe 2026-11-28): one store, one receiver. Real processes contend for one submissions
 * file at the same moment, trial after trial: with no lock file, with a stale lock left by a process that
 * died, and with a stale lock file that names no process (empty, as the old lock was for an instant after
 * it was made). In every trial exactly one process gets the store, and every other one is told it is in
 * use. The lock alone is hammered by eight processes; whole receivers (startSiteServer, what
 * `npm run preview` runs) by six; and `npm run preview` itself is started four at a time.
 */
import { fork, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ContenderReply, ContenderRequest } from '../support/lock-contender.ts';

const siteDir = inject('siteDir');

/** A process id no process has (one that has just exited), with a start time no process had. */
function deadHolder(): string {
  return `${spawnSync('true').pid} 1 0000000000000000\n`;
}

type Stale = 'none' | 'dead process' | 'names no process';

interface Pool {
  contenders: ChildProcess[];
  replies: (ContenderReply & { type: 'result' })[];
  close(): Promise<void>;
}

async function startContenders(count: number): Promise<Pool> {
  const replies: Pool['replies'] = [];
  const contenders = await Promise.all(
    Array.from({ length: count }, async () => {
      const child = fork(join(process.cwd(), 'tests/support/lock-contender.ts'), [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
      child.on('message', (reply: ContenderReply) => {
        if (reply.type === 'result') replies.push(reply);
      });
      const [ready] = (await once(child, 'message')) as [ContenderReply];
      expect(ready.type).toBe('ready');
      return child;
    }),
  );
  return {
    contenders,
    replies,
    async close() {
      await Promise.all(
        contenders.map(async (child) => {
          if (child.exitCode !== null) return;
          const exited = once(child, 'exit');
          child.send({ type: 'exit' } satisfies ContenderRequest);
          await exited;
        }),
      );
    },
  };
}

/** Waits for every contender's reply to a message. */
function replies<T extends ContenderReply['type']>(pool: Pool, type: T, trial: number): Promise<(ContenderReply & { type: T })[]> {
  return Promise.all(
    pool.contenders.map(
      (child) =>
        new Promise<ContenderReply & { type: T }>((resolve) => {
          const listen = (reply: ContenderReply) => {
            if (reply.type === type && 'trial' in reply && reply.trial === trial) {
              child.off('message', listen);
              resolve(reply as ContenderReply & { type: T });
            }
          };
          child.on('message', listen);
        }),
    ),
  );
}

interface Outcome {
  trials: number;
  /** Trials in which more than one process got the store, and in which none did. */
  bothHeld: number;
  noneHeld: number;
  refusals: string[];
  /** How late the last contender started after the agreed moment, at worst (ms). */
  worstLateMs: number;
}

/** Runs trials: at one moment every contender tries for the store; the one that got it then lets it go. */
async function runTrials(pool: Pool, mode: 'lock' | 'receiver', stales: readonly Stale[], perStale: number): Promise<Outcome> {
  const outcome: Outcome = { trials: 0, bothHeld: 0, noneHeld: 0, refusals: [], worstLateMs: 0 };
  const folder = mkdtempSync(join(tmpdir(), `lock-race-${mode}-`));
  let trial = 0;
  for (let round = 0; round < perStale; round += 1) {
    for (const stale of stales) {
      trial += 1;
      const file = join(folder, `t${trial}`, 'submissions.jsonl');
      if (mode === 'lock' || stale !== 'none') {
        // A receiver makes its folder; the lock alone (and a planted stale lock) needs it made.
        spawnSync('mkdir', ['-p', join(folder, `t${trial}`)]);
      }
      if (stale === 'dead process') writeFileSync(`${file}.lock`, deadHolder());
      if (stale === 'names no process') writeFileSync(`${file}.lock`, '');
      // The moment is far enough ahead for every contender to get the message on a loaded machine.
      const at = Date.now() + 30;
      const results = replies(pool, 'result', trial);
      for (const child of pool.contenders) child.send({ type: 'trial', trial, at, file, mode, siteDir } satisfies ContenderRequest);
      const got = await results;
      const holders = got.filter((result) => result.got);
      outcome.trials += 1;
      if (holders.length > 1) outcome.bothHeld += 1;
      if (holders.length === 0) outcome.noneHeld += 1;
      outcome.refusals.push(...got.filter((result) => !result.got).map((result) => result.message ?? ''));
      outcome.worstLateMs = Math.max(outcome.worstLateMs, ...got.map((result) => result.lateMs));
      const released = replies(pool, 'released', trial);
      for (const child of pool.contenders) child.send({ type: 'release', trial } satisfies ContenderRequest);
      await released;
      // Released: no lock, and no takeover or claim file, is left behind.
      expect(readdirSync(join(folder, `t${trial}`)).filter((name) => name.includes('.lock'))).toEqual([]);
    }
  }
  return outcome;
}

describe('P106: one store, one receiver', () => {
  let pool: Pool;
  beforeAll(async () => {
    pool = await startContenders(8);
  });
  afterAll(async () => {
    await pool?.close();
  });

  it('P106: the lock alone, taken by 8 processes at the same moment, is held by exactly one in each of 120 trials (no lock, a dead holder, an empty lock)', async () => {
    const outcome = await runTrials(pool, 'lock', ['none', 'dead process', 'names no process'], 40);
    console.log(`P106 lock: ${outcome.trials} trials of 8 processes, both held in ${outcome.bothHeld}, none in ${outcome.noneHeld}; latest start ${outcome.worstLateMs} ms after the moment`);
    expect(outcome).toMatchObject({ trials: 120, bothHeld: 0, noneHeld: 0 });
    expect(outcome.refusals).toHaveLength(120 * 7);
    for (const refusal of outcome.refusals) expect(refusal).toMatch(/is in use by another process \(pid \d+/);
  });

  it('P106: whole receivers, 6 started at the same moment on one store, run one at a time in each of 100 trials (no lock, a stale lock)', async () => {
    const six: Pool = { contenders: pool.contenders.slice(0, 6), replies: [], close: async () => undefined };
    const outcome = await runTrials(six, 'receiver', ['none', 'dead process'], 50);
    console.log(`P106 receivers: ${outcome.trials} trials of 6 receivers, both ran in ${outcome.bothHeld}, none in ${outcome.noneHeld}; latest start ${outcome.worstLateMs} ms after the moment`);
    expect(outcome).toMatchObject({ trials: 100, bothHeld: 0, noneHeld: 0 });
    for (const refusal of outcome.refusals) expect(refusal).toMatch(/is in use by another process \(pid \d+/);
  });
});

describe('P106: npm run preview started four at a time', () => {
  /** `npm run preview`'s process, its modules loaded, held at a gate until the shared moment. */
  function startPreview(file: string, at: number): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
    const child = spawn(process.execPath, ['--import', 'tsx', '--import', join(process.cwd(), 'tests/support/start-gate.ts'), join(process.cwd(), 'server/preview.ts')], {
      env: { ...process.env, PORT: '0', SITE_DIR: siteDir, SUBMISSIONS_FILE: file, RATE_LIMIT: 'off', SITE_CONFIG: unkeyedSiteConfig(), SMTP_URL: '', NOTIFY_TO: '', START_AT: String(at) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    return { child, output: () => output, exited: once(child, 'exit').then(([code]) => code as number | null) };
  }

  function unkeyedSiteConfig(): string {
    const config = join(mkdtempSync(join(tmpdir(), 'site-config-')), 'site.json');
    writeFileSync(config, JSON.stringify({ forms: { delivery: 'local', publicKey: '' } }));
    return config;
  }

  it('P106: of four previews started at one moment on one store, one serves and three refuse in one line (no lock, a stale lock)', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'lock-race-preview-'));
    for (const [trial, stale] of (['none', 'dead process'] as const).entries()) {
      const file = join(folder, `t${trial}`, 'submissions.jsonl');
      spawnSync('mkdir', ['-p', join(folder, `t${trial}`)]);
      if (stale === 'dead process') writeFileSync(`${file}.lock`, deadHolder());
      // Far enough ahead for four Node processes to load their modules on a loaded machine.
      const at = Date.now() + 6_000;
      const previews = Array.from({ length: 4 }, () => startPreview(file, at));
      // Each one either serves or exits.
      const outcomes = await Promise.all(
        previews.map(async (preview) => {
          const serving = new Promise<'serving'>((resolve) => {
            const look = () => /Serving .* at http/.test(preview.output()) && resolve('serving');
            preview.child.stdout!.on('data', look);
            look();
          });
          return { preview, result: await Promise.race([serving, preview.exited]) };
        }),
      );
      const servers = outcomes.filter((outcome) => outcome.result === 'serving');
      for (const { preview } of servers) {
        preview.child.kill('SIGTERM');
        await preview.exited;
      }
      expect(servers).toHaveLength(1);
      for (const { preview, result } of outcomes.filter((outcome) => outcome.result !== 'serving')) {
        expect(result).toBe(1);
        // The notice lines, then the one line of the refusal: no stack.
        expect(preview.output().trim().split('\n').at(-1)).toMatch(/^The form receiver did not start: .* is in use by another process \(pid \d+/);
        expect(preview.output()).not.toMatch(/\n\s+at /);
      }
      expect(readdirSync(join(folder, `t${trial}`)).filter((name) => name.includes('.lock'))).toEqual([]);
    }
  });
});
