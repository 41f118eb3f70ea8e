/** Step timings for the build, printed when BUILD_TIMINGS=1: where the time goes, measured, not guessed. */
import { performance } from 'node:perf_hooks';

const enabled = process.env.BUILD_TIMINGS === '1';
// Workers time themselves against the same start, so their figures line up with the main thread's.
process.env.BUILD_STARTED_AT ??= String(Math.round(performance.timeOrigin));
const origin = performance.timeOrigin;
let last = performance.now();

export function mark(step: string): void {
  if (!enabled) return;
  const now = performance.now();
  console.error(`[timing] ${step.padEnd(34)} +${(now - last).toFixed(0).padStart(5)} ms  (at ${now.toFixed(0)} ms)`);
  last = now;
}

export { origin };
