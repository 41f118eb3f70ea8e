/**
 * Load on the form receiver, on loopback only and bounded: N valid submissions, C at a time (default 500
 * and 50). Checks that every one was stored exactly once and that the file is still valid JSON lines,
 * then prints the throughput. Usage: npm run load-test -- [total] [concurrency]
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { readCommandLine, wholeNumberOption } from '../generator/launch/command-line.ts';
import { startSiteServer } from '../server/site-server.ts';
import { validReferral } from '../widgets/form/fixtures.ts';

export interface LoadResult {
  total: number;
  concurrency: number;
  seconds: number;
  perSecond: number;
  stored: number;
  duplicates: number;
  missing: number;
  invalidLines: number;
  failedRequests: number;
}

export async function runFormLoad({ siteDir = resolve('dist'), total = 500, concurrency = 50 } = {}): Promise<LoadResult> {
  const file = join(mkdtempSync(join(tmpdir(), 'form-load-')), 'submissions.jsonl');
  const server = await startSiteServer({ siteDir, submissionsFile: file, rateLimit: false });
  const ids = Array.from({ length: total }, (_, index) => `load-${String(index).padStart(5, '0')}-${process.pid}`);
  let next = 0;
  let failedRequests = 0;
  const started = performance.now();
  const worker = async () => {
    for (let index = next++; index < total; index = next++) {
      const response = await fetch(`${server.url}/api/referral`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ ...validReferral, submissionId: ids[index] }),
      });
      if (response.status !== 201) failedRequests += 1;
      await response.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, total) }, worker));
  const seconds = (performance.now() - started) / 1000;
  await server.close();

  let invalidLines = 0;
  const counts = new Map<string, number>();
  for (const line of readFileSync(file, 'utf8').split('\n').filter(Boolean)) {
    try {
      const record = JSON.parse(line) as { id: string };
      counts.set(record.id, (counts.get(record.id) ?? 0) + 1);
    } catch {
      invalidLines += 1;
    }
  }
  return {
    total,
    concurrency,
    seconds,
    perSecond: total / seconds,
    stored: counts.size,
    duplicates: [...counts.values()].filter((count) => count > 1).length,
    missing: ids.filter((id) => !counts.has(id)).length,
    invalidLines,
    failedRequests,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const command = {
    usage: `Usage: npm run load-test -- [TOTAL] [CONCURRENCY]

Sends TOTAL referrals (default: 500), CONCURRENCY at a time (default: 50), to the local form receiver,
then checks each was stored exactly once. Exits 1 if one was lost, doubled or refused.`,
    options: {},
    positionals: ['TOTAL', 'CONCURRENCY'],
  };
  const { total, concurrency } = readCommandLine(process.argv.slice(2), command, (_values, [total, concurrency]) => ({
    total: wholeNumberOption({ total }, 'total', 500, 'TOTAL'),
    concurrency: wholeNumberOption({ concurrency }, 'concurrency', 50, 'CONCURRENCY'),
  }));
  const result = await runFormLoad({ total, concurrency });
  console.log(
    `${result.total} referrals, ${result.concurrency} at a time: ${result.seconds.toFixed(2)} s, ${result.perSecond.toFixed(0)} a second. ` +
      `Stored ${result.stored}; duplicates ${result.duplicates}; missing ${result.missing}; invalid lines ${result.invalidLines}; failed requests ${result.failedRequests}.`,
  );
  if (result.duplicates || result.missing || result.invalidLines || result.failedRequests) process.exitCode = 1;
}
