/**
 * The build's settings: a flag given on the command line wins over its environment variable, and every
 * variable the build reads is named in `npm run build -- --help` and in docs/configuration.md, so none is a
 * secret.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesBelow } from '../../generator/files/list-files.mjs';
import { UsageError } from '../../generator/launch/command-line.ts';
import { BUILD_COMMAND, buildOptionsFrom } from '../../generator/launch/options.ts';

const cwd = resolve('.');

/** Variables the build sets for its own processes rather than reads from the person running it. */
const SET_BY_THE_BUILD = ['NODE_ENV', 'SITE_ROOT'];

describe('build options and the environment', () => {
  it('lets a flag win over its variable, and takes the variable when no flag is given', () => {
    const env = { BUILD_THREADS: '3', BUILD_CACHE_DIR: '/tmp/from-env' };
    expect(buildOptionsFrom({}, cwd, env)).toMatchObject({ threads: 3, cacheDir: '/tmp/from-env' });
    expect(buildOptionsFrom({ threads: '1', 'cache-dir': 'from-flag' }, cwd, env)).toMatchObject({ threads: 1, cacheDir: join(cwd, 'from-flag') });
    expect(buildOptionsFrom({}, cwd, {})).toMatchObject({ cacheDir: join(cwd, '.cache') });
    expect(buildOptionsFrom({}, cwd, {}).threads).toBeUndefined();
  });

  it('takes the widget runtime from --runtime alone', () => {
    expect(buildOptionsFrom({ runtime: 'react' }, cwd, { WIDGET_RUNTIME: 'preact' }).widgetRuntime).toBe('react');
    expect(buildOptionsFrom({}, cwd, { WIDGET_RUNTIME: 'react' }).widgetRuntime).toBe('preact');
  });

  it('refuses a thread count that is not a whole number above 0, naming where it came from', () => {
    expect(() => buildOptionsFrom({ threads: '0' }, cwd, {})).toThrow(new UsageError('--threads must be a whole number above 0, found "0".'));
    expect(() => buildOptionsFrom({}, cwd, { BUILD_THREADS: 'many' })).toThrow(new UsageError('BUILD_THREADS must be a whole number above 0, found "many".'));
  });

  it('names every environment variable the build code reads in --help and in docs/configuration.md', () => {
    const code = ['build.ts', ...['generator', 'templates'].flatMap((folder) => filesBelow(folder).filter((file) => /\.(ts|tsx|mjs)$/.test(file) && !file.endsWith('.test.ts')).map((file) => join(folder, file)))];
    const read = new Set(code.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/process\.env\.([A-Z_]+)|\benv\.([A-Z_]+)/g)].map((match) => match[1] ?? match[2]!)));
    const readme = readFileSync('docs/configuration.md', 'utf8');
    const variables = [...read].filter((name) => !SET_BY_THE_BUILD.includes(name)).sort();
    expect(variables).toEqual(['BUILD_CACHE_DIR', 'BUILD_THREADS', 'BUILD_TIMINGS', 'DEBUG_BUILD']);
    for (const name of variables) {
      expect(BUILD_COMMAND.usage).toContain(name);
      expect(readme).toContain(name);
    }
    for (const name of SET_BY_THE_BUILD) expect(readme).toContain(name);
  });
});
