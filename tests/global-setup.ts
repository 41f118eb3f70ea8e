/**
 * Once per test run: make sure dist/ is built (npm test builds it first and sets SITE_BUILT), then serve
 * it over loopback with the form receiver. Tests read the address with inject('siteUrl').
 *
 * vitest calls this once for each project (unit, content, build, forms, servers, browser: vitest.config.ts),
 * one after another; the build, the server and the warm-up below happen once and are shared, and the server
 * closes when the last project is done.
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

interface SharedSetup {
  url: string;
  siteDir: string;
  submissionsFile: string;
  users: number;
  close(): Promise<void>;
}

const KEY = Symbol.for('ndis-site.test-setup');
const shared = globalThis as unknown as { [KEY]?: Promise<SharedSetup> };

async function setUp(): Promise<SharedSetup> {
  const siteDir = join(process.cwd(), 'dist');
  if (!process.env.SITE_BUILT || !existsSync(join(siteDir, 'index.html'))) {
    const result = spawnSync('npx', ['tsx', 'build.ts', '--quiet'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
    if (result.status !== 0) throw new Error('The site did not build: see the output above');
  }
  // `npm run build` compiles the build into .cache/ the first time it runs with new code. Test files run
  // side by side and several run `npm run build`; compile it once here, so two of them never compile it at
  // the same time (each would clear the other's half-written copy).
  const warm = spawnSync('npm', ['run', '--silent', 'build', '--', '--help'], { encoding: 'utf8' });
  if (warm.status !== 0) throw new Error(`npm run build -- --help failed:\n${warm.stdout}\n${warm.stderr}`);
  const submissionsFile = join(mkdtempSync(join(tmpdir(), 'submissions-')), 'submissions.jsonl');
  const server = await startSiteServer({ siteDir, submissionsFile, rateLimit: { burst: 1000, refillMs: 1000 } });
  return { url: server.url, siteDir, submissionsFile, users: 0, close: () => server.close() };
}

export default async function setup(project: TestProject) {
  shared[KEY] ??= setUp();
  const setup = await shared[KEY];
  setup.users += 1;
  project.provide('siteUrl', setup.url);
  project.provide('siteDir', setup.siteDir);
  project.provide('submissionsFile', setup.submissionsFile);
  return async () => {
    setup.users -= 1;
    if (setup.users === 0) {
      delete shared[KEY];
      await setup.close();
    }
  };
}
