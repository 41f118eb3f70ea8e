/** Running the build command as a user would, with its exit code and output. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Test builds keep their caches out of the project's own .cache folder. */
const TEST_CACHE = mkdtempSync(join(tmpdir(), 'build-cache-'));

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Vitest sets NODE_ENV=test; builds run as they ship, with React in production mode. */
export function runBuild(args: readonly string[], env: NodeJS.ProcessEnv = {}): CliResult {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'build.ts', ...args], { encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production', BUILD_CACHE_DIR: TEST_CACHE, ...env } });
  return { code: result.status ?? 1, stdout: result.stdout, stderr: result.stderr };
}
