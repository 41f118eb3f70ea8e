/**
 * A build that fails late, or that follows one stopped part-way (security probe 2026-11-28):
 * - P123: a content error found late in an incremental build (a search synonym left without a page) is
 *   reported as itself, never as ENOTEMPTY on the staging folder, and no staging folder is left;
 * - P124: a build stopped between the swap's two renames leaves no dist/, only .dist.old-*: the next build
 *   puts that copy back first, so a build that then fails on content still leaves the site in place.
 */
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
