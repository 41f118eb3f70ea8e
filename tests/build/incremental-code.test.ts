/**
 * An incremental build is never stale when the code changes. The caches are keyed by the code's import
 * graph, not by lists of folders: editing a helper the markdown plugins import (generator/text.ts, outside
 * generator/markdown/) must give, incrementally, exactly what a --fresh build gives, through tsx and
 * through the compiled build (npm run build). Each run works on a copy of the project, so the edit never
 * touches the code other tests use.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readCodeGraph, reachable } from '../../generator/launch/code-graph.mjs';
import { MARKDOWN_PROCESSOR } from '../../generator/cache/code-version.ts';
import { expectSameSite } from '../support/compare-sites.ts';

const work = mkdtempSync(join(tmpdir(), 'incremental-code-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The build's code, its lockfile and its packages (linked), in a folder of its own. */
function projectCopy(name: string): string {
  const root = join(work, name);
  for (const path of ['build.ts', 'generator', 'templates', 'widgets', 'package.json', 'package-lock.json', 'tsconfig.json']) cpSync(path, join(root, path), { recursive: true });
  symlinkSync(join(process.cwd(), 'node_modules'), join(root, 'node_modules'));
  return root;
}

function build(root: string, how: 'tsx' | 'compiled', args: string[]) {
  const command = how === 'tsx' ? ['--import', 'tsx', 'build.ts'] : ['generator/launch/launch.mjs'];
  const result = spawnSync(process.execPath, [...command, '--content', join(process.cwd(), 'tests/fixtures/site'), '--no-share-images', ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production', SITE_ROOT: '', BUILD_CACHE_DIR: join(root, '.build-cache') },
  });
  expect(result.status, result.stderr).toBe(0);
  return result.stdout;
}

const TEL_NUMBER = /href="tel:\+61[^"]*"/g;

describe('editing a helper the markdown plugins import', () => {
  it.each(['tsx', 'compiled'] as const)('rebuilds (%s) exactly as a fresh build does', (how) => {
    const root = projectCopy(`project-${how}`);
    const out = join(root, 'out');
    build(root, how, ['--out', out]);
    expect(build(root, how, ['--out', out]), 'a second build has nothing to do').toMatch(/Nothing changed/);
    const before = readFileSync(join(out, 'contact', 'index.html'), 'utf8').match(TEL_NUMBER) ?? [];
    expect(before.length, 'the contact page has a phone link').toBeGreaterThan(0);

    // The tel: links the phone plugin writes now put a hyphen after the country code.
    const helper = join(root, 'generator', 'text.ts');
    const code = readFileSync(helper, 'utf8');
    expect(code).toContain('return `tel:+61${digits.slice(1)}`;');
    writeFileSync(helper, code.replace('return `tel:+61${digits.slice(1)}`;', 'return `tel:+61-${digits.slice(1)}`;'));

    const incremental = build(root, how, ['--out', out]);
    expect(incremental).not.toMatch(/Nothing changed/);
    const fresh = join(root, 'out-fresh');
    build(root, how, ['--out', fresh, '--fresh']);
    expect(readFileSync(join(fresh, 'contact', 'index.html'), 'utf8')).toContain('href="tel:+61-');
    expectSameSite(out, fresh);
  }, 180_000);
});

describe('the import graph', () => {
  it('puts every file the markdown processor reaches in its key, and the widgets and the alias shim in the build key', () => {
    const graph = readCodeGraph({ root: process.cwd(), entryPoints: ['build.ts', 'widgets/islands/signals-runtime-preact.ts'], cacheFile: join(work, 'graph.json') });
    const markdown = reachable(graph, [MARKDOWN_PROCESSOR]);
    expect(markdown).toContain('generator/text.ts');
    expect(markdown).toContain('generator/markdown/plugins/rehype-phone-links.ts');
    expect(markdown).not.toContain('generator/site-files/host-config.ts');
    expect(Object.keys(graph.files)).toContain('widgets/islands/signals-runtime-preact.ts');
    expect(Object.keys(graph.files).every((path) => !path.startsWith('node_modules/'))).toBe(true);
    // Kept, and read again only while every file in it is unchanged.
    const again = readCodeGraph({ root: process.cwd(), entryPoints: ['build.ts', 'widgets/islands/signals-runtime-preact.ts'], cacheFile: join(work, 'graph.json') });
    expect(again.files).toEqual(graph.files);
    expect(readdirSync(work)).toContain('graph.json');
  });
});
