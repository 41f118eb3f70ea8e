/**
 * Once per test run: make sure dist/ is built (npm test builds it first and sets SITE_BUILT), then serve
 * it over loopback with the form receiver. Tests read the address with inject('siteUrl').
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startSiteServer } from '../server/site-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string;
    siteDir: string;
    submissionsFile: string;
  }
}

export default async function setup(project: TestProject) {
  const siteDir = join(process.cwd(), 'dist');
  if (!process.env.SITE_BUILT || !existsSync(join(siteDir, 'index.html'))) {
    const result = spawnSync('npx', ['tsx', 'build.ts', '--quiet'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
    if (result.status !== 0) throw new Error('The site did not build: see the output above');
  }
  const submissionsFile = join(mkdtempSync(join(tmpdir(), 'submissions-')), 'submissions.jsonl');
  const server = await startSiteServer({ siteDir, submissionsFile, rateLimit: { burst: 1000, refillMs: 1000 } });
  project.provide('siteUrl', server.url);
  project.provide('siteDir', siteDir);
  project.provide('submissionsFile', submissionsFile);
  return async () => {
    await server.close();
  };
}
