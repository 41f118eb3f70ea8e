/**
 * A receiver process as the provider runs it, for the form kinds' end-to-end tests: a fresh age key written
 * to a key file, a real SMTP server, the receiver with the public key storing into a temporary store, and the
 * intake tool run as a process with the private key.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateX25519Identity, identityToRecipient } from 'age-encryption';
import { afterAll, beforeAll } from 'vitest';
import { startReceiverProcess, type ReceiverProcess } from './receiver-process.ts';
import { startSmtp, type TestSmtp } from './smtp.ts';

export interface SealedReceiver {
  receiver: ReceiverProcess;
  smtp: TestSmtp;
  /** The store's file. */
  store: string;
  /** Runs `npm run submissions` with the store and the key. */
  intake(...args: string[]): { code: number; stdout: string; stderr: string };
  stop(): Promise<void>;
}

export async function startSealedReceiver(siteDir: string, name: string): Promise<SealedReceiver> {
  const work = mkdtempSync(join(tmpdir(), `${name}-`));
  const store = join(work, 'data', 'submissions.jsonl');
  const keyFile = join(work, 'intake-key.txt');
  const identity = await generateX25519Identity();
  const recipient = await identityToRecipient(identity);
  writeFileSync(keyFile, `# public key: ${recipient}\n${identity}\n`, { mode: 0o600 });
  const smtp = await startSmtp();
  const receiver = await startReceiverProcess({
    siteDir,
    submissionsFile: store,
    env: { FORMS_PUBLIC_KEY: recipient, SMTP_URL: smtp.url, NOTIFY_TO: 'intake@provider.example', SMTP_STARTTLS: 'optional' },
  });
  return {
    receiver,
    smtp,
    store,
    intake(...args) {
      const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/submissions-cli.ts', ...args, '--file', store, '--identity', keyFile], { encoding: 'utf8' });
      return { code: result.status ?? 1, stdout: result.stdout, stderr: result.stderr };
    },
    async stop() {
      await receiver.stop();
      await smtp.close();
    },
  };
}

/** Starts one before the file's tests and stops it after them; the getter gives it to each test. */
export function useSealedReceiver(siteDir: string, name: string): () => SealedReceiver {
  let running: SealedReceiver | undefined;
  beforeAll(async () => {
    running = await startSealedReceiver(siteDir, name);
  });
  afterAll(async () => {
    await running?.stop();
  });
  return () => {
    if (!running) throw new Error('The receiver has not started: call useSealedReceiver at the top of the test file');
    return running;
  };
}
