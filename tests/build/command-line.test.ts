/**
 * Every command the README names answers --help with its usage and exits 0, and stops at an unknown option
 * or a bad value with the problem and the usage (exit 2), before it builds, serves or measures anything.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

function npm(script: string, args: string[]) {
  const result = spawnSync('npm', ['run', script, '--', ...args], { encoding: 'utf8', env: { ...process.env, PORT: '1' }, timeout: 120_000 });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

const COMMANDS = [
  { script: 'build', usage: 'Usage: npm run build -- [options]', mentions: ['--content DIR', '--out DIR', '--fresh', '--no-share-images'] },
  { script: 'dev', usage: 'Usage: npm run dev -- [options]', mentions: ['--content DIR', 'PORT'] },
  { script: 'preview', usage: 'Usage: npm run preview', mentions: ['PORT', 'SITE_DIR', 'SUBMISSIONS_FILE'] },
  { script: 'bench', usage: 'Usage: npm run bench -- [options]', mentions: ['--articles N', '--only SECTION'] },
  { script: 'load-test', usage: 'Usage: npm run load-test -- [TOTAL] [CONCURRENCY]', mentions: ['default: 500'] },
  { script: 'test', usage: 'Usage: npm test', mentions: ['npx vitest run FILE'] },
  { script: 'submissions', usage: 'Usage: npm run submissions -- COMMAND [options]', mentions: ['keygen --out FILE', 'export --csv FILE', '--identity FILE'] },
];

describe.each(COMMANDS)('npm run $script', ({ script, usage, mentions }) => {
  it('answers --help with its usage and exits 0', () => {
    const result = npm(script, ['--help']);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain(usage);
    for (const text of mentions) expect(result.stdout).toContain(text);
  });

  it('fails on an unknown option, with the usage', () => {
    const result = npm(script, ['--colour']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Unknown option "--colour".');
    expect(result.stderr).toContain(usage);
  });
});

describe('values checked before anything runs', () => {
  it.each([
    ['build', ['--runtime', 'vue'], '--runtime must be preact or react, found "vue".'],
    ['build', ['--out'], '--out needs a value.'],
    ['dev', ['--fresh=yes'], '--fresh takes no value.'],
    ['bench', ['--runs', '0'], '--runs must be a whole number above 0, found "0".'],
    ['bench', ['--only', 'colour'], '--only must be one of speed, weight, lighthouse, dev, found "colour".'],
    ['load-test', ['500', 'many'], 'CONCURRENCY must be a whole number above 0, found "many".'],
    ['load-test', ['1', '2', '3'], 'Unexpected argument "3".'],
    ['preview', ['dist'], 'Unexpected argument "dist".'],
  ])('npm run %s -- %j', (script, args, problem) => {
    const result = npm(script, args);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(problem);
    expect(result.stderr).toContain('Usage: npm ');
  });
});
