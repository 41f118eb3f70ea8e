/**
 * The build command, run as a user runs it, on the fixture site: it honours --content and --out, warns
 * once about placeholders, and when content is broken it fails loudly, names the file and the field, and
 * leaves the previous output exactly as it was.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSyntheticArticles } from '../../bench/synthetic.ts';
import { runBuild, runSourceBuild } from '../support/cli.ts';
import { expectSameSite } from '../support/compare-sites.ts';
import { todayInMelbourne } from '../../generator/text.ts';

const FIXTURE = 'tests/fixtures/site';
let work: string;

function freshContent(name: string): string {
  const dir = join(work, name);
  cpSync(FIXTURE, dir, { recursive: true });
  return dir;
}

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'build-command-'));
});

afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

/** A static folder whose security.txt names a real contact and a future expiry. */
function realStatic(name: string): string {
  const staticDir = join(work, name);
  mkdirSync(join(staticDir, '.well-known'), { recursive: true });
  const expires = new Date(Date.now() + 200 * 24 * 3600 * 1000).toISOString();
  writeFileSync(join(staticDir, '.well-known', 'security.txt'), `Contact: mailto:security@provider.com.au\nExpires: ${expires}\nCanonical: https://www.provider.com.au/.well-known/security.txt\n`);
  return staticDir;
}

/** The fixture's site.json with every sample value replaced and every claim confirmed. */
function withRealValues(site: Record<string, unknown>): Record<string, unknown> {
  return {
    ...site,
    phone: '03 9123 4567',
    email: 'hello@provider.com.au',
    abn: '51 824 753 556',
    baseUrl: 'https://www.provider.com.au',
    auth: { intake: { issuer: 'https://login.microsoftonline.com/0b6c1f0e-4f4e-4c1e-9d7c-2a1f3e5d7c9b/v2.0', clientId: 'inbox', allowedEmails: [], allowedDomains: ['provider.com.au'] } },
    editor: { ...(site.editor as object), repository: 'provider/website', signInUrl: 'https://cms-auth.provider.com.au' },
    rating: { ...(site.rating as object), sourceUrl: 'https://reviews.provider.com.au/provider' },
    forms: { ...(site.forms as object), publicKey: 'age146p907rpwmdjr929j2xmu20wz8erm8sv3twkvzsf4gp36ur4xg6qe7wxyn' },
    // Real values include help lines checked recently (the build warns once a check is 90 days old).
    helpLines: Object.fromEntries(Object.entries(site.helpLines as Record<string, object>).map(([id, line]) => [id, { ...line, checked: todayInMelbourne() }])),
    unconfirmed: [],
  };
}

describe('npm run build -- --content DIR --out DIR', () => {
  it('builds another content tree into another folder', () => {
    const out = join(work, 'out-ok');
    const result = runBuild(['--content', FIXTURE, '--out', out]);
    expect(result.code, result.stderr).toBe(0);
    expect(existsSync(join(out, 'index.html'))).toBe(true);
    expect(existsSync(join(out, 'services', 'alpha-service', 'index.html'))).toBe(true);
    expect(existsSync(join(out, 'resources', 'first-article', 'index.html'))).toBe(true);
    expect(existsSync(join(out, '404.html'))).toBe(true);
  });

  it('prints one warning listing every placeholder still in use', () => {
    const result = runBuild(['--content', FIXTURE, '--out', join(work, 'out-warn')]);
    const warnings = result.stderr.match(/sample values \(in content\/site\.json and static\/\.well-known\/security\.txt\) are still in use/g) ?? [];
    expect(warnings).toHaveLength(1);
    for (const field of ['phone', 'email', 'abn', 'baseUrl', 'editor.repository', 'editor.signInUrl', 'auth.intake.issuer', 'name', 'hours', 'testimonials', 'security.txt Contact', 'security.txt Canonical']) {
      expect(result.stderr).toMatch(new RegExp(`^\\s+${field.replace('.', '\\.')}\\s`, 'm'));
    }
  });

  it('warns, without failing, about every article whose reviewBy has passed, also when nothing changed', () => {
    const content = freshContent('review-due');
    const file = join(content, 'resources', 'first-article.md');
    writeFileSync(file, readFileSync(file, 'utf8').replace('date: 2025-03-01', 'date: 2019-01-01\nupdated: 2019-02-01\nreviewBy: 2019-06-01'));
    const out = join(work, 'out-review');
    for (const run of ['first', 'unchanged']) {
      const result = runBuild(['--content', content, '--out', out]);
      expect(result.code, `${run}: ${result.stderr}`).toBe(0);
      expect(result.stderr, run).toMatch(/Warning: 1 article passed the review date/);
      expect(result.stderr, run).toMatch(/first-article\.md {2}\(reviewBy 2019-06-01\)/);
    }
  });

  it('prints no placeholder warning once every value is real', () => {
    const content = freshContent('real-values');
    const site = JSON.parse(readFileSync(join(content, 'site.json'), 'utf8'));
    writeFileSync(join(content, 'site.json'), JSON.stringify(withRealValues(site)));
    const result = runBuild(['--content', content, '--static', realStatic('real-static'), '--out', join(work, 'out-real')]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).not.toMatch(/still in use|Warning/);
  });

  it('lists the rating source while it is unset, and the team, the story and the claims while unconfirmed', () => {
    const result = runBuild(['--content', FIXTURE, '--out', join(work, 'out-warn-claims')]);
    for (const field of ['rating.sourceUrl', 'rating', 'stats.0', 'teamClaims.0', 'team.members', 'story']) {
      expect(result.stderr).toMatch(new RegExp(`^\\s+${field.replace('.', '\\.')}\\s`, 'm'));
    }
  });

  it('rejects an unknown option with the usage', () => {
    const result = runBuild(['--contnet', FIXTURE]);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toMatch(/Unknown option "--contnet"/);
    expect(result.stderr).toMatch(/Usage: npm run build/);
  });
});

describe('npm run build -- --strict (the release check)', () => {
  it('fails on the sample content, listing each placeholder and unconfirmed claim, and writes nothing', () => {
    const out = join(work, 'out-strict-sample');
    const result = runBuild(['--content', FIXTURE, '--out', out, '--strict']);
    expect(result.stderr).toMatch(/^  security\.txt Contact: /m);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toMatch(/--strict: \d+ sample values or unconfirmed claims are still in use/);
    for (const field of ['phone', 'email', 'abn', 'baseUrl', 'editor.repository', 'auth.intake.issuer', 'rating.sourceUrl', 'name', 'testimonials', 'team.members', 'stats.0', 'teamClaims.0', 'rating', 'story']) {
      expect(result.stderr).toMatch(new RegExp(`^  ${field.replace('.', '\\.')}: `, 'm'));
    }
    expect(existsSync(out)).toBe(false);
  });

  it('fails while a single claim is still unconfirmed, naming only it', () => {
    const content = freshContent('strict-one-left');
    const site = JSON.parse(readFileSync(join(content, 'site.json'), 'utf8'));
    writeFileSync(join(content, 'site.json'), JSON.stringify({ ...withRealValues(site), unconfirmed: ['teamClaims.1'] }));
    const result = runBuild(['--content', content, '--static', realStatic('strict-one-static'), '--out', join(work, 'out-strict-one'), '--strict']);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toMatch(/--strict: 1 sample values/);
    expect(result.stderr).toMatch(/^  teamClaims\.1: /m);
    expect(result.stderr).not.toMatch(/^  (?:phone|rating\.sourceUrl): /m);
  });

  it('passes once every field is real, and the default build stays lenient', () => {
    const content = freshContent('strict-real');
    const site = JSON.parse(readFileSync(join(content, 'site.json'), 'utf8'));
    writeFileSync(join(content, 'site.json'), JSON.stringify(withRealValues(site)));
    const strict = runBuild(['--content', content, '--static', realStatic('strict-static'), '--out', join(work, 'out-strict-real'), '--strict', '--no-share-images']);
    expect(strict.code, strict.stderr).toBe(0);
    expect(strict.stderr).not.toMatch(/still in use/);
    const lenient = runBuild(['--content', FIXTURE, '--out', join(work, 'out-lenient'), '--no-share-images']);
    expect(lenient.code, lenient.stderr).toBe(0);
  });
});

describe('rebuilding', () => {
  it('does nothing when nothing changed, renders only what changed, and always matches a fresh build', () => {
    const content = freshContent('incremental');
    const out = join(work, 'out-incremental');
    const env = { BUILD_CACHE_DIR: join(work, 'incremental-cache') };
    expect(runBuild(['--content', content, '--out', out], env).code).toBe(0);
    const again = runBuild(['--content', content, '--out', out], env);
    expect(again.stdout).toMatch(/Nothing changed: .* is up to date/);

    const article = join(content, 'resources', 'first-article.md');
    writeFileSync(article, readFileSync(article, 'utf8').replace('An introduction to the first article.', 'A new introduction to the first article.'));
    const edited = runBuild(['--content', content, '--out', out], env);
    expect(edited.stdout).toMatch(/ 1 rendered on 1 thread, \d+ unchanged/);
    expect(readFileSync(join(out, 'resources', 'first-article', 'index.html'), 'utf8')).toContain('A new introduction');

    const fresh = join(work, 'out-incremental-fresh');
    expect(runBuild(['--content', content, '--out', fresh, '--fresh'], env).code).toBe(0);
    expectSameSite(out, fresh);
  });

  it('rebuilds a page someone deleted from the output by hand', () => {
    const out = join(work, 'out-repair');
    const env = { BUILD_CACHE_DIR: join(work, 'repair-cache') };
    expect(runBuild(['--content', FIXTURE, '--out', out], env).code).toBe(0);
    rmSync(join(out, 'about', 'index.html'));
    const repaired = runBuild(['--content', FIXTURE, '--out', out], env);
    expect(repaired.stdout).not.toMatch(/Nothing changed/);
    expect(existsSync(join(out, 'about', 'index.html'))).toBe(true);
  });
});

describe('the compiled build', () => {
  it('`npm run build` (the build and its workers compiled into one bundle each) writes what the source does', async () => {
    // The other tests run what users run, generator/launch/launch.mjs, which bundles the build, its two
    // workers and their dependencies with esbuild; this one checks it against the TypeScript run through tsx.
    // Two threads and share images, so every compiled worker runs (markdown, page writer, share images).
    const content = freshContent('compiled');
    await writeSyntheticArticles(join(content, 'resources'), 420);
    const source = join(work, 'out-source');
    const compiled = join(work, 'out-compiled');
    const fromSource = runSourceBuild(['--content', content, '--out', source, '--fresh'], { BUILD_THREADS: '2' });
    expect(fromSource.code, fromSource.stderr).toBe(0);
    const run = spawnSync(process.execPath, ['generator/launch/launch.mjs', '--content', content, '--out', compiled, '--fresh'], {
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'production', BUILD_THREADS: '2', BUILD_CACHE_DIR: join(work, 'compiled-cache') },
    });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/ rendered on 2 threads \(markdown files per thread: \d+ \+ [1-9]\d*\)/);
    expect(run.stdout).toMatch(/share images drawn [1-9]/);
    expectSameSite(compiled, source);
  });
});

describe('rendering on several threads', () => {
  it('writes the same site byte for byte on two threads as on one, the worker taking a share of the markdown and building the search index', async () => {
    const content = freshContent('threads');
    await writeSyntheticArticles(join(content, 'resources'), 400);
    const one = join(work, 'out-one-thread');
    const two = join(work, 'out-two-threads');
    const single = runBuild(['--content', content, '--out', one, '--fresh', '--no-share-images'], { BUILD_THREADS: '1' });
    expect(single.code, single.stderr).toBe(0);
    const double = runBuild(['--content', content, '--out', two, '--fresh', '--no-share-images'], { BUILD_THREADS: '2', BUILD_TIMINGS: '1' });
    expect(double.code, double.stderr).toBe(0);
    // The search index was built on the worker, after its markdown (render/after-markdown.ts): the same file.
    expect(double.stderr).toMatch(/search index built on the markdown worker, done/);
    const [, main, worker] = / rendered on 2 threads \(markdown files per thread: (\d+) \+ (\d+)\)/.exec(double.stdout) ?? [];
    // No file is rendered twice, and every distinct body at least once. Two files with the same body (the
    // fixture's two thank-you pages) usually share one render, but not when each thread takes one of them.
    const files = ['services', 'pages', 'resources'].flatMap((folder) =>
      readdirSync(join(content, folder))
        .filter((name) => name.endsWith('.md'))
        .map((name) => readFileSync(join(content, folder, name), 'utf8')),
    );
    const bodies = new Set(files.map((text) => text.replace(/^---\n[\s\S]*?\n---\n/, '')));
    expect(Number(main) + Number(worker), 'no markdown file rendered twice').toBeLessThanOrEqual(files.length);
    expect(Number(main) + Number(worker), 'every markdown body rendered').toBeGreaterThanOrEqual(bodies.size);
    expect(bodies.size, 'the fixture has two files with the same body').toBeLessThan(files.length);
    expect(Number(worker), 'the worker rendered no markdown').toBeGreaterThan(0);
    expectSameSite(two, one);
  }, 120_000);
});

describe('a failed build', () => {
  const out = () => join(work, 'out-kept');

  beforeAll(() => {
    const result = runBuild(['--content', FIXTURE, '--out', out()]);
    expect(result.code, result.stderr).toBe(0);
    writeFileSync(join(out(), 'marker.txt'), 'previous build');
  });

  function expectPreviousOutputKept(): void {
    expect(readFileSync(join(out(), 'marker.txt'), 'utf8')).toBe('previous build');
    expect(existsSync(join(out(), 'index.html'))).toBe(true);
    expect(readdirSync(work).filter((name) => name.includes('.staging-'))).toEqual([]);
  }

  it('names the file and the field when front matter is missing a field', () => {
    const content = freshContent('missing-field');
    const file = join(content, 'resources', 'second-article.md');
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^category: .*\n/m, ''));
    const result = runBuild(['--content', content, '--out', out()]);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toMatch(/resources\/second-article\.md: category: is required/);
    expect(result.stderr).toMatch(/Nothing was written to the output folder/);
    expectPreviousOutputKept();
  });

  it('names the file and the field when a date is not a date', () => {
    const content = freshContent('bad-date');
    const file = join(content, 'resources', 'first-article.md');
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^date: .*$/m, 'date: March 2025'));
    const result = runBuild(['--content', content, '--out', out()]);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toMatch(/resources\/first-article\.md: date: must be a date written YYYY-MM-DD, found "March 2025"/);
    expectPreviousOutputKept();
  });

  it('reports every broken file in one run', () => {
    const content = freshContent('two-broken');
    writeFileSync(join(content, 'resources', 'first-article.md'), '---\ntitle: Only a title\n---\nBody.\n');
    const service = join(content, 'services', 'beta-service.md');
    writeFileSync(service, readFileSync(service, 'utf8').replace(/^order: .*$/m, 'order: first'));
    const result = runBuild(['--content', content, '--out', out()]);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toMatch(/first-article\.md: category: is required/);
    expect(result.stderr).toMatch(/beta-service\.md: order: must be a whole number, found "first"/);
    expectPreviousOutputKept();
  });

  it('names the file and line of an unknown site token', () => {
    const content = freshContent('bad-token');
    const file = join(content, 'pages', 'about.md');
    writeFileSync(file, `${readFileSync(file, 'utf8')}\nCall {{fone}} today.\n`);
    const result = runBuild(['--content', content, '--out', out()]);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toMatch(/pages\/about\.md: line \d+: unknown token \{\{fone\}\}/);
    expectPreviousOutputKept();
  });

  it('names the file when YAML front matter does not parse', () => {
    const content = freshContent('bad-yaml');
    writeFileSync(join(content, 'resources', 'third-article.md'), '---\ntitle: [unclosed\n---\nBody\n');
    const result = runBuild(['--content', content, '--out', out()]);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toMatch(/resources\/third-article\.md: front matter.*is not valid YAML/);
    expectPreviousOutputKept();
  });

  it('names the file and the field when site.json is wrong', () => {
    const content = freshContent('bad-site');
    const site = JSON.parse(readFileSync(join(content, 'site.json'), 'utf8'));
    site.baseUrl = 'http://insecure.example.org';
    writeFileSync(join(content, 'site.json'), JSON.stringify(site));
    const result = runBuild(['--content', content, '--out', out()]);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toMatch(/site\.json: baseUrl: must use https:\/\//);
    expectPreviousOutputKept();
  });

  it('names a related article that does not exist', () => {
    const content = freshContent('bad-related');
    const file = join(content, 'services', 'alpha-service.md');
    writeFileSync(file, readFileSync(file, 'utf8').replace('related: [first-article]', 'related: [no-such-article]'));
    const result = runBuild(['--content', content, '--out', out()]);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toMatch(/services\/alpha-service\.md: related\[0\]: "no-such-article" is not an article/);
    expectPreviousOutputKept();
  });

  it('says which required page is missing', () => {
    const content = freshContent('missing-page');
    rmSync(join(content, 'pages', 'privacy.md'));
    const result = runBuild(['--content', content, '--out', out()]);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toMatch(/pages\/privacy\.md: \(file\): is missing/);
    expectPreviousOutputKept();
  });

  it('builds an article that has only the four fields its schema requires (and the audience the editor\'s rules ask for), and counts its reading time', () => {
    const content = freshContent('plain-article');
    writeFileSync(join(content, 'resources', 'plain.md'), `---\ntitle: Plain\ndescription: Just the four fields.\ncategory: New Topic\ndate: 2025-06-01\naudience: people getting support\n---\n${'We go at your pace. '.repeat(90)}\n\n## Sources\n\n- [A guide](https://www.health.gov.au/)\n`);
    const target = join(work, 'out-plain');
    const result = runBuild(['--content', content, '--out', target]);
    expect(result.code, result.stderr).toBe(0);
    const html = readFileSync(join(target, 'resources', 'plain', 'index.html'), 'utf8');
    expect(html).toContain('3 min read');
    expect(existsSync(join(target, 'resources', 'category', 'new-topic', 'index.html'))).toBe(true);
  });
});
