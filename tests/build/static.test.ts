/**
 * static/: its files reach the site byte for byte, and its security.txt (RFC 9116) is checked: a missing
 * Contact or Expires fails the build naming the file and the field, example addresses join the placeholder
 * warning, and an Expires date that has passed is a warning.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ContentErrors } from '../../generator/errors.ts';
import { checkSecurityTxt, checkSecurityTxtText } from '../../generator/release-checks/security-txt.ts';
import { runBuild } from '../support/cli.ts';

const work = mkdtempSync(join(tmpdir(), 'static-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const NOW = new Date('2026-11-23T00:00:00Z');

function problems(text: string): string[] {
  try {
    checkSecurityTxtText('security.txt', text, NOW);
  } catch (error) {
    return (error as ContentErrors).errors.map((e) => e.message);
  }
  return [];
}

describe('security.txt', () => {
  it('the one in static/ names a contact, an expiry date, the language and its canonical address', async () => {
    const text = readFileSync('static/.well-known/security.txt', 'utf8');
    expect(text).toMatch(/^Contact: mailto:\S+@example\.org$/m);
    expect(text).toMatch(/^Expires: \d{4}-\d{2}-\d{2}T[\d:.]+Z$/m);
    expect(text).toMatch(/^Preferred-Languages: en$/m);
    expect(text).toMatch(/^Canonical: https:\/\/www\.example\.org\/\.well-known\/security\.txt$/m);
    const findings = await checkSecurityTxt('static', NOW);
    expect(findings.placeholders.map((p) => p.field)).toEqual(['security.txt Contact', 'security.txt Canonical']);
    expect(findings.warnings).toEqual([]);
  });

  it('fails without a Contact or a readable Expires, naming the file and the field', () => {
    expect(problems('Preferred-Languages: en\n')).toEqual([
      'security.txt: Contact: is required: add a line like "Contact: mailto:security@your-domain" (RFC 9116)',
      'security.txt: Expires: must appear exactly once, found 0: add a line like "Expires: 2027-06-30T14:00:00.000Z"',
    ]);
    expect(problems('Contact: mailto:a@b.com.au\nExpires: next June\n')).toEqual(['security.txt: Expires: must be a date and time like 2027-06-30T14:00:00.000Z, found "next June"']);
  });

  it('warns when Expires has passed or is more than a year away, and ignores comments', () => {
    const check = (expires: string) => checkSecurityTxtText('security.txt', `# Contact: mailto:old@example.org\nContact: https://provider.com.au/security\nExpires: ${expires}\n`, NOW);
    expect(check('2026-11-01T00:00:00.000Z')).toEqual({
      placeholders: [],
      warnings: ['Warning: security.txt: Expires: 2026-11-01T00:00:00.000Z has passed, so security researchers are told to ignore the file. Set a date less than a year away.'],
    });
    expect(check('2028-06-01T00:00:00Z').warnings).toEqual([expect.stringContaining('is more than a year away')]);
    expect(check('2027-06-01T00:00:00+10:00').warnings).toEqual([]);
  });
});

describe('npm run build -- --static DIR', () => {
  const staticDir = join(work, 'static');
  mkdirSync(join(staticDir, '.well-known'), { recursive: true });
  mkdirSync(join(staticDir, 'docs'));
  writeFileSync(join(staticDir, 'docs', 'easy-read.txt'), 'Kept exactly as it is.\r\n\u00a0');
  writeFileSync(join(staticDir, '.well-known', 'security.txt'), 'Contact: mailto:security@example.org\nExpires: 2020-01-01T00:00:00.000Z\n');

  it('copies every file as it is, and warns about an expired security.txt and its example contact', () => {
    const out = join(work, 'out');
    const result = runBuild(['--content', 'tests/fixtures/site', '--static', staticDir, '--out', out]);
    expect(result.code, result.stderr).toBe(0);
    for (const file of ['docs/easy-read.txt', '.well-known/security.txt']) expect(readFileSync(join(out, file))).toEqual(readFileSync(join(staticDir, file)));
    expect(result.stderr).toMatch(/security\.txt: Expires: 2020-01-01T00:00:00\.000Z has passed/);
    expect(result.stderr).toMatch(/^\s+security\.txt Contact\s+mailto:security@example\.org$/m);
  });

  it('fails a security.txt without a contact, and leaves the previous output as it was', () => {
    const broken = join(work, 'broken-static');
    cpSync(staticDir, broken, { recursive: true });
    writeFileSync(join(broken, '.well-known', 'security.txt'), 'Expires: 2030-01-01T00:00:00.000Z\n');
    const out = join(work, 'out');
    const before = readdirSync(out).sort();
    const result = runBuild(['--content', 'tests/fixtures/site', '--static', broken, '--out', out]);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toMatch(/broken-static\/\.well-known\/security\.txt: Contact: is required/);
    expect(readdirSync(out).sort()).toEqual(before);
    expect(existsSync(join(out, 'docs', 'easy-read.txt'))).toBe(true);
  });
});
