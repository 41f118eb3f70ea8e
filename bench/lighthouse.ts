/**
 * Lighthouse 12 (mobile, its default simulated slow 4G and mid-range phone) on pages of the built site,
 * served over loopback by the preview server. Prints the four category scores for each page.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startSiteServer } from '../server/site-server.ts';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const FLAGS = '--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync --disable-dev-shm-usage';

export interface LighthouseScores {
  path: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  failing: string[];
}

function lighthouse(url: string): Promise<{ categories: Record<string, { score: number; auditRefs: { id: string; weight: number }[] }>; audits: Record<string, { score: number | null; title: string }> }> {
  return new Promise((resolvePromise, reject) => {
    const cli = resolve('node_modules/lighthouse/cli/index.js');
    const child = spawn(process.execPath, [cli, url, '--output=json', '--output-path=stdout', '--quiet', `--chrome-flags=${FLAGS}`, `--only-categories=${CATEGORIES.join(',')}`], {
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH || '/usr/bin/chromium' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => {
      try {
        resolvePromise(JSON.parse(stdout));
      } catch {
        reject(new Error(`lighthouse exited ${code}: ${stderr.slice(-2000)}`));
      }
    });
  });
}

/**
 * One report, asked for again once when Lighthouse itself failed to record the page load ("Runtime error
 * encountered", such as NO_NAVSTART: its trace missed the navigation, seen now and then on this machine), which
 * says nothing of the page; any other failure stops the bench.
 */
async function lighthouseOnce(url: string): ReturnType<typeof lighthouse> {
  try {
    return await lighthouse(url);
  } catch (error) {
    if (!/Runtime error encountered/.test((error as Error).message)) throw error;
    console.log(`    (Lighthouse could not record ${url}: ${(error as Error).message.match(/\(([A-Z_]+)\)/)?.[1] ?? 'runtime error'}; run again)`);
    return lighthouse(url);
  }
}

export async function runLighthouse(siteDir: string, paths: readonly string[]): Promise<LighthouseScores[]> {
  if (!existsSync(resolve('node_modules/lighthouse/cli/index.js'))) {
    console.log('lighthouse is not installed (npm ci installs it as a dev dependency); skipping.');
    return [];
  }
  const server = await startSiteServer({ siteDir, submissionsFile: join(mkdtempSync(join(tmpdir(), 'lh-')), 's.jsonl') });
  const results: LighthouseScores[] = [];
  try {
    console.log(`${'page'.padEnd(60)} ${CATEGORIES.map((c) => c.padStart(15)).join('')}`);
    for (const path of paths) {
      const report = await lighthouseOnce(`${server.url}${path}`);
      const scores = Object.fromEntries(CATEGORIES.map((category) => [category, Math.round((report.categories[category]?.score ?? 0) * 100)])) as LighthouseScores['scores'];
      const failing = CATEGORIES.flatMap((category) =>
        (report.categories[category]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (report.audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => `${category}: ${report.audits[ref.id]!.title} (${report.audits[ref.id]!.score})`),
      );
      results.push({ path, scores, failing });
      console.log(`${path.padEnd(60)} ${CATEGORIES.map((category) => String(scores[category]).padStart(15)).join('')}`);
      for (const line of failing) console.log(`    ${line}`);
    }
  } finally {
    await server.close();
  }
  return results;
}
