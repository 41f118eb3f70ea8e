/**
 * What the build will publish, and what it reads: static/ is copied into the site, so the build refuses,
 * naming each file, links, hidden files (but .well-known/), private keys and form submissions (P72); a
 * content file that is a link is refused, and adding or removing a link is never "nothing changed" (P71);
 * bytes that are not UTF-8 fail the build with the file and the line (P70). Each time, the previous output
 * is left as it was.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateX25519Identity, identityToRecipient } from 'age-encryption';
import { afterAll, describe, expect, it } from 'vitest';
import { runBuild } from '../support/cli.ts';

const FIXTURE = 'tests/fixtures/site';
const work = mkdtempSync(join(tmpdir(), 'publishing-safety-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A throwaway age identity, as keygen writes it (made here, so no key is kept in the repository). */
const SECRET_KEY = await generateX25519Identity();
const AGE_IDENTITY = `# created: 2026-11-24T00:00:00.000Z\n# public key: ${await identityToRecipient(SECRET_KEY)}\n${SECRET_KEY}\n`;
const PEM_KEY = '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n-----END OPENSSH PRIVATE KEY-----\n';
const STORE_LINE = '{"id":"0b6c5d1e-7f3a-4c2b-9e8d-1a2b3c4d5e6f","form":"referral","receivedAt":"2026-11-20T01:02:03.000Z","key":"k","hash":"h","values":{"firstName":"Jordan"}}\n';

/** A static folder with what belongs there: security.txt and a document. */
function goodStatic(name: string): string {
  const dir = join(work, name);
  mkdirSync(join(dir, '.well-known'), { recursive: true });
  mkdirSync(join(dir, 'docs'));
  writeFileSync(join(dir, '.well-known', 'security.txt'), 'Contact: mailto:security@example.org\nExpires: 2030-01-01T00:00:00.000Z\n');
  writeFileSync(join(dir, 'docs', 'easy-read.txt'), 'Kept exactly as it is.\n');
  return dir;
}

function freshContent(name: string): string {
  const dir = join(work, name);
  cpSync(FIXTURE, dir, { recursive: true });
  return dir;
}

describe('static/ (P72)', () => {
  it('refuses links, hidden files, private keys and submissions, naming each file, and publishes nothing', () => {
    const dir = goodStatic('static-traps');
    writeFileSync(join(dir, '.env'), 'DB_PASSWORD=x\n');
    mkdirSync(join(dir, '.git'));
    writeFileSync(join(dir, '.git', 'config'), '[core]\n');
    writeFileSync(join(dir, '.well-known', '.hidden'), 'x');
    writeFileSync(join(dir, 'intake-key.txt'), AGE_IDENTITY);
    writeFileSync(join(dir, 'docs', 'server-notes.txt'), `Notes\n${PEM_KEY}`);
    mkdirSync(join(dir, 'data'));
    writeFileSync(join(dir, 'data', 'submissions.jsonl'), STORE_LINE);
    writeFileSync(join(dir, 'data', 'copy.txt'), STORE_LINE);
    writeFileSync(join(dir, 'referrals.csv'), '\uFEFFReference,Received (Melbourne),Form,firstName\r\nx,01/01/2026 10:00,referral,Jordan\r\n');
    writeFileSync(join(dir, 'site.pem'), 'x');
    writeFileSync(join(dir, 'index.html~'), 'old');
    symlinkSync('/etc/passwd', join(dir, 'passwd.txt'));
    symlinkSync('/etc', join(dir, 'etcdir'));
    const out = join(work, 'out-static-traps');
    const result = runBuild(['--content', FIXTURE, '--static', dir, '--out', out, '--no-share-images']);
    expect(result.code).not.toBe(0);
    const expected: [string, RegExp][] = [
      ['.env', /is hidden/],
      ['.git/config', /is hidden/],
      ['.well-known/.hidden', /is hidden/],
      ['intake-key.txt', /line 3: holds an age private key/],
      ['docs/server-notes.txt', /line 2: holds a private key \(PEM\)/],
      ['data/submissions.jsonl', /is a form submissions store/],
      ['data/copy.txt', /line 1: holds form submissions/],
      ['referrals.csv', /line 1: holds form submissions \(an export/],
      ['site.pem', /is a private key file/],
      ['index.html~', /backup or temporary file/],
      ['passwd.txt', /is a symbolic link/],
      ['etcdir', /is a symbolic link/],
    ];
    for (const [file, problem] of expected) {
      const line = result.stderr.split('\n').find((text) => text.includes(`static-traps/${file}: `));
      expect(line, `${file} is named`).toBeDefined();
      expect(line, file).toMatch(problem);
    }
    const refused = result.stderr.split('\n').filter((line) => /: (?:\(file\)|line \d+): /.test(line));
    expect(refused.filter((line) => /easy-read\.txt|security\.txt/.test(line))).toEqual([]);
    expect(result.stderr).toMatch(/Nothing was written to the output folder/);
    expect(existsSync(out)).toBe(false);
  });

  it('copies what belongs there, .well-known/ included, byte for byte', () => {
    const dir = goodStatic('static-good');
    const out = join(work, 'out-static-good');
    const result = runBuild(['--content', FIXTURE, '--static', dir, '--out', out, '--no-share-images']);
    expect(result.code, result.stderr).toBe(0);
    for (const file of ['.well-known/security.txt', 'docs/easy-read.txt']) expect(readFileSync(join(out, file))).toEqual(readFileSync(join(dir, file)));
  });
});

describe('static/ archives, JSON shapes and UTF-16 (P113)', () => {
  it('P113: refuses a backup archive, a store record as a JSON array or pretty-printed, and a key saved as UTF-16, naming each; publishes nothing', () => {
    const dir = goodStatic('static-p113');
    // A backup of the site: the submissions and the key, as tar.gz and zip (made with the real tools).
    const backup = join(work, 'backup-source');
    mkdirSync(join(backup, 'data'), { recursive: true });
    writeFileSync(join(backup, 'data', 'submissions.jsonl'), STORE_LINE);
    writeFileSync(join(backup, 'intake-key.txt'), AGE_IDENTITY);
    execFileSync('tar', ['czf', join(dir, 'backup.tar.gz'), '-C', backup, 'data', 'intake-key.txt']);
    execFileSync('zip', ['-qr', join(dir, 'site-backup.zip'), 'data', 'intake-key.txt'], { cwd: backup });
    // The same backup renamed: found by its first bytes.
    cpSync(join(dir, 'backup.tar.gz'), join(dir, 'docs', 'notes.txt'));
    const record = JSON.parse(STORE_LINE) as Record<string, unknown>;
    writeFileSync(join(dir, 'export.json'), JSON.stringify([record]));
    writeFileSync(join(dir, 'pretty.json'), JSON.stringify(record, null, 2));
    writeFileSync(join(dir, 'key-utf16.txt'), Buffer.from(`\uFEFF${AGE_IDENTITY}`, 'utf16le'));
    writeFileSync(join(dir, 'key-utf16be.txt'), Buffer.from(AGE_IDENTITY, 'utf16le').swap16());
    const out = join(work, 'out-static-p113');
    const result = runBuild(['--content', FIXTURE, '--static', dir, '--out', out, '--no-share-images']);
    expect(result.code).not.toBe(0);
    const expected: [string, RegExp][] = [
      ['backup.tar.gz', /\(file\): is an archive \(gzip\).*add "backup\.tar\.gz" to staticArchives in content\/site\.json/],
      ['site-backup.zip', /\(file\): is an archive \(zip\)/],
      ['docs/notes.txt', /\(file\): is an archive \(gzip\)/],
      ['export.json', /line 1: holds form submissions \(a record of the submissions store\)/],
      ['pretty.json', /line 4: holds form submissions \(a record of the submissions store\)/],
      ['key-utf16.txt', /line 3: holds an age private key \(AGE-SECRET-KEY-…\), saved as UTF-16/],
      ['key-utf16be.txt', /line 3: holds an age private key \(AGE-SECRET-KEY-…\), saved as UTF-16/],
    ];
    for (const [file, problem] of expected) {
      const line = result.stderr.split('\n').find((text) => text.includes(`static-p113/${file}: `));
      expect(line, `${file} is named`).toBeDefined();
      expect(line, file).toMatch(problem);
    }
    expect(existsSync(out)).toBe(false);
  });

  it('P113: publishes an archive the site config lists by its path, byte for byte', () => {
    const dir = goodStatic('static-p113-allowed');
    mkdirSync(join(dir, 'downloads'));
    execFileSync('zip', ['-q', join(dir, 'downloads', 'easy-read.zip'), 'easy-read.txt'], { cwd: join(dir, 'docs') });
    const content = freshContent('content-p113-allowed');
    const site = JSON.parse(readFileSync(join(content, 'site.json'), 'utf8')) as Record<string, unknown>;
    writeFileSync(join(content, 'site.json'), JSON.stringify({ ...site, staticArchives: ['downloads/easy-read.zip'] }, null, 2));
    const out = join(work, 'out-static-p113-allowed');
    const result = runBuild(['--content', content, '--static', dir, '--out', out, '--no-share-images']);
    expect(result.code, result.stderr).toBe(0);
    expect(readFileSync(join(out, 'downloads', 'easy-read.zip'))).toEqual(readFileSync(join(dir, 'downloads', 'easy-read.zip')));
  });
});

describe('content/ (P71)', () => {
  const outsideArticle = (token: string) => {
    const folder = mkdtempSync(join(tmpdir(), 'outside-'));
    const file = join(folder, 'outside.md');
    writeFileSync(file, `---\ntitle: "Outside"\ndescription: "d"\naudience: People with an NDIS plan\ncategory: Neurodiversity\ndate: 2025-10-14\n---\n${token}\n\nWe go at your pace, and you choose what we work on together.\n\n## Sources\n\n- [NDIS](https://www.ndis.gov.au/)\n`);
    return file;
  };

  it('the probe sequence: a linked article is refused by a plain and a fresh build, and once removed the site is as before', () => {
    const content = freshContent('content-link');
    const out = join(work, 'out-content-link');
    const env = { BUILD_CACHE_DIR: join(work, 'cache-content-link') };
    expect(runBuild(['--content', content, '--out', out, '--no-share-images'], env).code).toBe(0);
    const link = join(content, 'resources', 'outside.md');
    symlinkSync(outsideArticle('OUTSIDE-TOKEN'), link);

    const plain = runBuild(['--content', content, '--out', out, '--no-share-images'], env);
    expect(plain.stdout).not.toMatch(/Nothing changed/);
    expect(plain.code).not.toBe(0);
    expect(plain.stderr).toMatch(/content-link\/resources\/outside\.md: \(file\): is a symbolic link/);
    const fresh = runBuild(['--content', content, '--out', out, '--no-share-images', '--fresh'], env);
    expect(fresh.code).not.toBe(0);
    expect(fresh.stderr).toMatch(/resources\/outside\.md: \(file\): is a symbolic link/);
    expect(existsSync(join(out, 'resources', 'outside'))).toBe(false);

    rmSync(link);
    const after = runBuild(['--content', content, '--out', out, '--no-share-images'], env);
    expect(after.code, after.stderr).toBe(0);
    expect(existsSync(join(out, 'resources', 'outside'))).toBe(false);
    expect(readFileSync(join(out, 'sitemap.xml'), 'utf8')).not.toContain('/resources/outside/');
  });

  it('an article published, then turned into a link, then removed: the build fails, then drops the page', () => {
    const content = freshContent('content-link-later');
    const out = join(work, 'out-content-link-later');
    const env = { BUILD_CACHE_DIR: join(work, 'cache-content-link-later') };
    const article = join(content, 'resources', 'later.md');
    cpSync(outsideArticle('REAL-ARTICLE'), article);
    expect(runBuild(['--content', content, '--out', out, '--no-share-images'], env).code).toBe(0);
    expect(readFileSync(join(out, 'resources', 'later', 'index.html'), 'utf8')).toContain('REAL-ARTICLE');

    rmSync(article);
    symlinkSync(outsideArticle('LINKED-TEXT'), article);
    const linked = runBuild(['--content', content, '--out', out, '--no-share-images'], env);
    expect(linked.code).not.toBe(0);
    expect(linked.stderr).toMatch(/resources\/later\.md: \(file\): is a symbolic link/);
    expect(readFileSync(join(out, 'resources', 'later', 'index.html'), 'utf8')).not.toContain('LINKED-TEXT');

    rmSync(article);
    const removed = runBuild(['--content', content, '--out', out, '--no-share-images'], env);
    expect(removed.code, removed.stderr).toBe(0);
    expect(removed.stdout).not.toMatch(/Nothing changed/);
    expect(existsSync(join(out, 'resources', 'later'))).toBe(false);
    expect(readFileSync(join(out, 'sitemap.xml'), 'utf8')).not.toContain('/resources/later/');
    expect(readFileSync(join(out, 'resources', 'index.html'), 'utf8')).not.toContain('/resources/later/');
  });

  it('refuses a linked folder, a hidden file and a private key anywhere under content/, naming each', () => {
    const content = freshContent('content-traps');
    symlinkSync(mkdtempSync(join(tmpdir(), 'linked-folder-')), join(content, 'resources', 'more'));
    writeFileSync(join(content, '.env'), 'SECRET=1\n');
    writeFileSync(join(content, 'intake-key.txt'), AGE_IDENTITY);
    writeFileSync(join(content, 'resources', '.first-article.md.swp'), 'editor swap file');
    const article = join(content, 'resources', 'first-article.md');
    writeFileSync(article, `${readFileSync(article, 'utf8')}\nMy key, for safe keeping:\n\n${SECRET_KEY}\n`);
    const result = runBuild(['--content', content, '--out', join(work, 'out-content-traps'), '--no-share-images']);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toMatch(/content-traps\/resources\/more: \(file\): is a symbolic link/);
    expect(result.stderr).toMatch(/content-traps\/\.env: \(file\): is hidden/);
    expect(result.stderr).toMatch(/content-traps\/intake-key\.txt: line 3: holds an age private key/);
    expect(result.stderr, 'an editor swap file is left alone').not.toMatch(/\.swp/);
    expect(existsSync(join(work, 'out-content-traps'))).toBe(false);
    // The folder check comes first; with the folder clean, the key inside the article is named with its line.
    rmSync(join(content, 'resources', 'more'));
    rmSync(join(content, '.env'));
    rmSync(join(content, 'intake-key.txt'));
    const again = runBuild(['--content', content, '--out', join(work, 'out-content-traps'), '--no-share-images']);
    expect(again.code).not.toBe(0);
    expect(again.stderr).toMatch(/content-traps\/resources\/first-article\.md: line \d+: holds an age private key/);
  });
});

describe('text that is not UTF-8 (P70)', () => {
  const out = join(work, 'out-utf8');

  /** Puts `bytes` into a file just after `marker`; returns the line they are on. */
  function spoil(file: string, marker: string, bytes: number[]): number {
    const text = readFileSync(file, 'utf8');
    const at = text.indexOf(marker) + marker.length;
    expect(at, marker).toBeGreaterThanOrEqual(marker.length);
    writeFileSync(file, Buffer.concat([Buffer.from(text.slice(0, at)), Buffer.from(bytes), Buffer.from(text.slice(at))]));
    return text.slice(0, at).split('\n').length;
  }

  it('fails on a body, a front matter title or site.json, naming the file and the line, and keeps the previous output', () => {
    expect(runBuild(['--content', FIXTURE, '--out', out, '--no-share-images']).code).toBe(0);
    writeFileSync(join(out, 'marker.txt'), 'previous build');
    const cases: [string, string, string, number[]][] = [
      ['body', join('resources', 'first-article.md'), 'An introduction to the first article', [0x20, 0x63, 0x61, 0x66, 0xe9]],
      ['title', join('resources', 'second-article.md'), 'title: ', [0xff, 0xfe]],
      ['site.json', 'site.json', '"tagline": "', [0x43, 0x61, 0x66, 0xe9]],
    ];
    for (const [what, file, marker, bytes] of cases) {
      const content = freshContent(`utf8-${what.replace('.', '-')}`);
      const line = spoil(join(content, file), marker, bytes);
      const result = runBuild(['--content', content, '--out', out, '--no-share-images']);
      expect(result.code, what).not.toBe(0);
      expect(result.stderr, what).toContain(`${file}: line ${line}: is not valid UTF-8 text`);
      expect(result.stderr, what).not.toContain('\uFFFD');
      expect(readFileSync(join(out, 'marker.txt'), 'utf8'), what).toBe('previous build');
    }
  });
});
