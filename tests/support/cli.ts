/** Running the build command as a user would, with its exit code and output. */
import { spawnSync } from 'node:child_process';

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

export function runBuild(args: readonly string[], env: NodeJS.ProcessEnv = {}): CliResult {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'build.ts', ...args], { encoding: 'utf8', env: { ...process.env, ...env } });
  return { code: result.status ?? 1, stdout: result.stdout, stderr: result.stderr };
}
