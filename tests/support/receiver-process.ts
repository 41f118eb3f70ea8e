/**
 * `npm run preview` as a child process, for faults a test cannot make inside its own process: a file-size
 * limit (a full disk), a descriptor limit, kill -9, or a process without root's right to read any file.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface ReceiverProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
  /** Ends the process (SIGTERM, or the signal given) and waits for it. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export interface ReceiverProcessOptions {
  siteDir: string;
  submissionsFile: string;
  /** Shell limits set before the receiver starts, e.g. ['-f 1024'] (KiB) or ['-n 64']. */
  ulimit?: string[];
  /** Lowers the open-file limit once the receiver has started (its start-up opens many module files at once). */
  openFilesAfterStart?: number;
  /** Run without the capabilities that let root read any file, so file modes apply as for anyone. */
  withoutRootOverride?: boolean;
  env?: Record<string, string>;
}

export const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** A site config with no key set: the receiver stores answers unencrypted (it refuses to start without one it can read). */
function unkeyedSiteConfig(): string {
  const file = join(mkdtempSync(join(tmpdir(), 'site-config-')), 'site.json');
  writeFileSync(file, JSON.stringify({ forms: { delivery: 'local', publicKey: '' } }));
  return file;
}

export async function startReceiverProcess(options: ReceiverProcessOptions): Promise<ReceiverProcess> {
  const node = [process.execPath, '--import', 'tsx', join(process.cwd(), 'server/preview.ts')];
  const command = options.withoutRootOverride && isRoot ? ['setpriv', '--bounding-set=-dac_override,-dac_read_search', '--inh-caps=-dac_override,-dac_read_search', ...node] : node;
  const limits = (options.ulimit ?? []).map((limit) => `ulimit ${limit} && `).join('');
  const child = spawn('bash', ['-c', `${limits}exec "$@"`, 'receiver', ...command], {
    env: { ...process.env, PORT: '0', SITE_DIR: options.siteDir, SUBMISSIONS_FILE: options.submissionsFile, RATE_LIMIT: 'off', SITE_CONFIG: unkeyedSiteConfig(), SMTP_URL: '', NOTIFY_TO: '', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const match = /Serving .* at (http:\/\/[\w.:[\]]+:\d+)/.exec(output);
    if (match) {
      if (options.openFilesAfterStart) {
        const limit = `--nofile=${options.openFilesAfterStart}:${options.openFilesAfterStart}`;
        const result = spawnSync('prlimit', ['--pid', String(child.pid), limit], { encoding: 'utf8' });
        if (result.status !== 0) throw new Error(`prlimit ${limit} failed: ${result.stderr || result.error?.message}`);
      }
      return {
        url: match[1]!,
        child,
        output: () => output,
        stop: async (signal = 'SIGTERM') => {
          if (child.exitCode !== null || child.signalCode !== null) return;
          const exited = once(child, 'exit');
          child.kill(signal);
          await exited;
        },
      };
    }
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`The receiver did not start:\n${output}`);
}
