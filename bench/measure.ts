/** Runs a command and measures its wall time and the peak memory (RSS) of the process, via GNU time. */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

export interface Measurement {
  seconds: number;
  /** User plus system CPU seconds of the process and the children it waited for (NaN without GNU time). */
  cpuSeconds: number;
  peakMb: number;
  ok: boolean;
  output: string;
}

const GNU_TIME = '/usr/bin/time';

export async function measure(command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): Promise<Measurement> {
  const stats = join(mkdtempSync(join(tmpdir(), 'measure-')), 'time.txt');
  const useTime = existsSync(GNU_TIME);
  const started = performance.now();
  const child = useTime
    ? spawn(GNU_TIME, ['-f', '%M %U %S', '-o', stats, command, ...args], { cwd: options.cwd, env: { ...process.env, ...options.env } })
    : spawn(command, args, { cwd: options.cwd, env: { ...process.env, ...options.env } });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  const seconds = (performance.now() - started) / 1000;
  const [peakKb, user, system] = useTime ? readFileSync(stats, 'utf8').trim().split('\n').pop()!.split(' ').map(Number) : [NaN, NaN, NaN];
  return { seconds, cpuSeconds: user! + system!, peakMb: peakKb! / 1024, ok: code === 0, output };
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
