/**
 * A build that fails late, or that follows one stopped part-way (security probe 2026-11-28):
 * - P123: a content error found late in an incremental build (a search synonym left without a page) is
 *   reported as itself, never as ENOTEMPTY on the staging folder, and no staging folder is left;
 * - P124: a build stopped between the swap's two renames leaves no dist/, only .dist.old-*: the next build
 *   puts that copy back first, so a build that then fails on content still leaves the site in place;
 * - a disk that fills while the pages are written fails the build, naming the page, and publishes nothing.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runBuild } from '../support/cli.ts';

const work = mkdtempSync(join(tmpdir(), 'interrupted-builds-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function site(name: string): { content: string; out: string; env: NodeJS.ProcessEnv } {
  const content = join(work, `${name}-content`);
  cpSync('tests/fixtures/site', content, { recursive: true });
  return { content, out: join(work, name, 'dist'), env: { BUILD_CACHE_DIR: join(work, `${name}-cache`) } };
}

describe('P123: a late content error', () => {
  it('P123: is reported as itself in every incremental build, never as ENOTEMPTY, and leaves no staging folder', () => {
    const { content, out, env } = site('late');
    const article = join(content, 'resources', 'lagoon-walks.md');
    writeFileSync(
      article,
      '---\ntitle: Lagoon walks\ndescription: Walking by the kookaburra lagoon.\ncategory: Mental Health\ndate: 2025-06-01\naudience: people who like a walk\n---\nWe walk by the kookaburra lagoon each week, whatever the weather brings.\n\n## Sources\n\n- [NDIS](https://www.ndis.gov.au/)\n',
    );
    const search = JSON.parse(readFileSync(join(content, 'search.json'), 'utf8')) as { synonyms: { words: string[]; finds: string[] }[] };
    search.synonyms.push({ words: ['birds'], finds: ['kookaburra lagoon'] });
    writeFileSync(join(content, 'search.json'), JSON.stringify(search, null, 2));
    const first = runBuild(['--content', content, '--out', out], env);
    expect(first.code, first.stderr).toBe(0);
    // The only page with the phrase goes: the search index, written last, finds the synonym has no page.
    rmSync(article);
    for (let run = 0; run < 3; run += 1) {
      const result = runBuild(['--content', content, '--out', out], env);
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/search\.json: synonyms\[\d+\]\.finds\[0\]: "kookaburra lagoon" is on no page of the site/);
      expect(result.stderr).not.toMatch(/ENOTEMPTY|staging/);
      expect(readdirSync(join(out, '..')).filter((entry) => entry.includes('.staging-'))).toEqual([]);
      expect(existsSync(join(out, 'resources', 'lagoon-walks', 'index.html')), 'the previous site is left as it was').toBe(true);
    }
  });
});

describe('P124: a swap cut between its two renames', () => {
  it('P124: the next build puts the previous site back before anything else, even one that fails on content', () => {
    const { content, out, env } = site('swap');
    expect(runBuild(['--content', content, '--out', out], env).code).toBe(0);
    const before = readFileSync(join(out, 'index.html'), 'utf8');
    // The state a kill between the renames leaves: dist/ renamed, the new site not yet in its place.
    renameSync(out, join(out, '..', '.dist.old-99999'));
    writeFileSync(join(content, 'resources', 'first-article.md'), (text => text.replace(/^date: .*$/m, 'date: 2025-13-45'))(readFileSync(join(content, 'resources', 'first-article.md'), 'utf8')));
    const failing = runBuild(['--content', content, '--out', out], env);
    expect(failing.code).toBe(1);
    expect(failing.stderr).toMatch(/dist was missing .* the previous site was put back from \.dist\.old-99999/);
    expect(failing.stderr).toMatch(/first-article\.md: date: 2025-13-45 is not a real calendar date/);
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toBe(before);
    expect(readdirSync(join(out, '..')).filter((entry) => entry.startsWith('.dist.'))).toEqual([]);
  });
});

/** The build run as a user runs it, under a limit on the size of any file it writes (`ulimit -f`, in KiB). */
function buildWithFileLimit(args: readonly string[], env: NodeJS.ProcessEnv, kib: number): { code: number; stderr: string } {
  const result = spawnSync('/bin/sh', ['-c', `ulimit -f ${kib} && exec "$0" "$@"`, process.execPath, 'generator/launch/launch.mjs', ...args], {
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production', ...env },
  });
  return { code: result.status ?? 1, stderr: result.stderr };
}

describe('a full disk while the pages are written', () => {
  // A disk that fills up part-way, made real with a limit on the size of a file: one long article's page is the
  // only file over it. With two threads the pages are written on a thread of their own (page-writer.ts); with
  // one, in line: the same message either way.
  it.each([1, 2])('fails the build naming the page and the reason, publishes nothing and leaves no staging folder (%i threads)', (threads) => {
    const { content, out, env } = site(`full-${threads}`);
    expect(runBuild(['--content', content, '--out', out], env).code).toBe(0);
    const before = readFileSync(join(out, 'index.html'), 'utf8');
    // A page of about 470 KB (a long block of code): every file written before the pages is under 200 KB.
    const steps = '```text\n' + 'walk'.repeat(110_000) + '\n```';
    writeFileSync(join(content, 'resources', 'long-walks.md'), `---\ntitle: Long walks\ndescription: A diary of walks by the lagoon.\ncategory: Mental Health\ndate: 2025-06-01\naudience: people who like a walk\n---\nWe walk by the lagoon each week. The log of our steps is below.\n\n${steps}\n\n## Sources\n\n- [NDIS](https://www.ndis.gov.au/)\n`);
    const result = buildWithFileLimit(['--content', content, '--out', out, '--threads', String(threads)], env, 400);
    expect(result.code, result.stderr).toBe(1);
    expect(result.stderr).toMatch(/Writing the page resources\/long-walks\/index\.html into the staging folder \S+ failed: EFBIG: file too large/);
    expect(result.stderr).toMatch(/Nothing was published: the previous output is as it was\. Free some space on the disk/);
    expect(readdirSync(join(out, '..')).filter((entry) => entry.startsWith('.dist.'))).toEqual([]);
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toBe(before);
    expect(existsSync(join(out, 'resources', 'long-walks')), 'the new page is not published').toBe(false);
  });
});
