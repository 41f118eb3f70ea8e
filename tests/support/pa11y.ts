/**
 * pa11y-ci (axe and HTML_CodeSniffer, WCAG 2 AA) on a few pages of the served site, for a browser test that
 * checks the pages its change touched; the gates (tests/gates/run-gates.ts) check every page.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROME_FLAGS, chromePath } from './browser.ts';

interface Pa11yReport {
  total: number;
  results: Record<string, { code: string; message: string; selector: string }[]>;
}

/** A page to check in a state reached by pa11y's own actions (set a field, click, wait), with request headers. */
export interface Pa11yState {
  path: string;
  headers?: Record<string, string>;
  actions?: string[];
}

/**
 * Every issue pa11y-ci finds on `paths`, one line each ("/path code selector: message"); it fails if any page
 * was not checked. `viewport` is pa11y's window (its default: 1280 by 1024); `runners` its checkers (both by
 * default).
 */
export async function pa11yIssues(
  siteUrl: string,
  paths: readonly (string | Pa11yState)[],
  { viewport, runners = ['axe', 'htmlcs'] }: { viewport?: { width: number; height: number }; runners?: ('axe' | 'htmlcs')[] } = {},
): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'pa11y-'));
  try {
    const config = join(dir, 'pa11yci.json');
    writeFileSync(
      config,
      JSON.stringify({
        defaults: { standard: 'WCAG2AA', runners, timeout: 60_000, ...(viewport ? { viewport } : {}), chromeLaunchConfig: { executablePath: chromePath(), args: CHROME_FLAGS } },
        urls: paths.map((path) => (typeof path === 'string' ? `${siteUrl}${path}` : { ...path, path: undefined, url: `${siteUrl}${path.path}` })),
      }),
    );
    const { stdout, stderr } = await new Promise<{ stdout: string; stderr: string }>((resolve, reject) => {
      const child = spawn('node_modules/.bin/pa11y-ci', ['--config', config, '--json'], { stdio: ['ignore', 'pipe', 'pipe'] });
      let out = '';
      let err = '';
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
      child.on('error', reject);
      child.on('close', () => resolve({ stdout: out, stderr: err }));
    });
    let report: Pa11yReport;
    try {
      report = JSON.parse(stdout) as Pa11yReport;
    } catch {
      throw new Error(`pa11y-ci gave no report:\n${stdout}\n${stderr}`);
    }
    if (report.total !== paths.length) throw new Error(`pa11y-ci checked ${report.total} of ${paths.length} pages:\n${stdout}\n${stderr}`);
    return Object.entries(report.results).flatMap(([url, found]) => found.map((issue) => `${url.replace(siteUrl, '')} ${issue.code} ${issue.selector}: ${issue.message}`));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
