/**
 * Step timings for the build, printed on standard error when BUILD_TIMINGS=1: where the time goes, measured,
 * not guessed. A render worker times itself from the main thread's start, which the pool hands it.
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

export const timingsOn = process.env.BUILD_TIMINGS === '1';
let last = performance.now();

/**
 * CPU seconds this thread has used (Linux only; the process's total elsewhere). V8's own helper threads
 * (garbage collection, optimising compiler) are not in it.
 */
export function threadCpuSeconds(): number {
  try {
    const fields = readFileSync('/proc/thread-self/stat', 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    const usage = process.cpuUsage();
    return (usage.user + usage.system) / 1e6;
  }
}

export function mark(step: string): void {
  if (!timingsOn) return;
  const now = performance.now();
  console.error(`[timing] ${step.padEnd(34)} +${(now - last).toFixed(0).padStart(5)} ms  (at ${now.toFixed(0)} ms, thread cpu ${threadCpuSeconds().toFixed(2)} s)`);
  last = now;
}

