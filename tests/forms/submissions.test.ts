/**
 * Private at rest, and readable by the intake team: with forms.publicKey set, a copy of the submissions
 * file shows no one's details; `npm run submissions` reads them back with the private key, and only with
 * it; the CSV export is safe to open in a spreadsheet. Without a key, the receiver says so at start.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadSiteContent } from '../../templates/site.ts';
import { startSiteServer, type SiteServer } from '../../server/site-server.ts';
import { csvCell } from '../../server/submissions-cli.ts';
import { startReceiverProcess } from '../support/receiver-process.ts';
import { validContact, validReferral } from '../../widgets/form/fixtures.ts';

const siteDir = inject('siteDir');
const work = mkdtempSync(join(tmpdir(), 'submissions-cli-'));
const file = join(work, 'data', 'submissions.jsonl');
const identity = join(work, 'intake-key.txt');
const otherIdentity = join(work, 'other-key.txt');
let recipient: string;
let server: SiteServer;

function cli(...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/submissions-cli.ts', ...args], { encoding: 'utf8', env: { ...process.env, SUBMISSIONS_FILE: file } });
  return { code: result.status ?? 1, stdout: result.stdout, stderr: result.stderr };
}

const SECRET_GOALS = 'Sleep better after the hospital stay; talk about medication side effects.';
const FORMULA_NAME = '=HYPERLINK("http://evil.example","Click")';

beforeAll(async () => {
  const made = cli('keygen', '--out', identity);
  expect(made.code, made.stderr).toBe(0);
  recipient = /Public key: (age1\w+)/.exec(made.stdout)![1]!;
  expect(cli('keygen', '--out', otherIdentity).code).toBe(0);
  server = await startSiteServer({ siteDir, submissionsFile: file, publicKey: recipient });
  const post = (path: string, values: object) => fetch(`${server.url}${path}`, { method: 'POST', body: JSON.stringify(values), headers: { 'Content-Type': 'application/json', Accept: 'application/json' } });
  expect((await post('/api/referral', { ...validReferral, goals: SECRET_GOALS, submissionId: 'sealed-referral-1' })).status).toBe(201);
  expect((await post('/api/contact', { ...validContact, name: FORMULA_NAME, message: '+61 then @SUM(A1:A9)\nand -2+3', submissionId: 'sealed-contact-1' })).status).toBe(201);
});

afterAll(async () => {
  await server?.close();
});

describe('keygen', () => {
  it('writes the private key readable only by its owner and prints the public key', () => {
    expect(statSync(identity).mode & 0o777).toBe(0o600);
    expect(readFileSync(identity, 'utf8')).toMatch(/^AGE-SECRET-KEY-1[0-9A-Z]+$/m);
    expect(recipient).toMatch(/^age1[a-z0-9]{58}$/);
    expect(cli('keygen', '--out', identity).code).toBe(1);
  });
});

describe('the store on disk', () => {
  it('holds no personal or health details, only the reference, time, form, key and a hash', () => {
    const text = readFileSync(file, 'utf8');
    for (const secret of ['Jordan', 'Citizen', '0491 570 006', 'alex@example.com', '430 000 000', 'Sleep better', 'HYPERLINK', 'Chris']) expect(text).not.toContain(secret);
    const records = text.trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(records.map((record) => Object.keys(record).sort())).toEqual([
      ['form', 'hash', 'id', 'key', 'receivedAt', 'sealed'],
      ['form', 'hash', 'id', 'key', 'receivedAt', 'sealed'],
    ]);
    expect(Buffer.from(records[0]!.sealed as string, 'base64').toString('latin1')).toMatch(/^age-encryption\.org\/v1\n/);
  });
});

describe('npm run submissions', () => {
  it('shows a submission with the private key', () => {
    const shown = cli('show', 'sealed-referral-1', '--identity', identity);
    expect(shown.code, shown.stderr).toBe(0);
    expect(shown.stdout).toContain(`goals: ${SECRET_GOALS}`);
    expect(shown.stdout).toContain('firstName: Jordan');
    expect(shown.stdout).toMatch(/Received:\s+\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  });

  it('cannot read it without the key, or with another key', () => {
    const without = cli('show', 'sealed-referral-1');
    expect(without.code).toBe(1);
    expect(without.stderr).toMatch(/encrypted: give your private key with --identity FILE/);
    expect(without.stdout).not.toContain('Sleep better');
    const wrong = cli('show', 'sealed-referral-1', '--identity', otherIdentity);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toMatch(/cannot be decrypted/);
    expect(wrong.stdout).not.toContain('Sleep better');
  });

  it('lists submissions with time, form and name', () => {
    const listed = cli('list', '--identity', identity);
    expect(listed.code, listed.stderr).toBe(0);
    // The short reference the sender was shown comes first.
    expect(listed.stdout).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4} {2}sealed-referral-1 {2}\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} {2}referral {2}Jordan Citizen$/m);
    expect(cli('list').stdout).toMatch(/sealed-contact-1 .*\(encrypted: give --identity\)/);
  });

  it('exports a CSV a spreadsheet opens as text: formulas neutralised, Australian dates, UTF-8', () => {
    const csv = join(work, 'export.csv');
    const exported = cli('export', '--csv', csv, '--identity', identity);
    expect(exported.code, exported.stderr).toBe(0);
    const text = readFileSync(csv, 'utf8');
    expect(text.startsWith('\uFEFFReference,Received (Melbourne),Form,')).toBe(true);
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(text).toContain(`"'+61 then @SUM(A1:A9)\nand -2+3"`);
    expect(text).toMatch(/\r\nsealed-referral-1,\d{2}\/\d{2}\/\d{4} \d{2}:\d{2},referral,/);
    for (const line of text.split('\r\n').filter(Boolean).slice(1)) expect(line).not.toMatch(/(^|,)[=+\-@]/);
    expect(statSync(csv).mode & 0o777).toBe(0o600);
  });

  it('neutralises every cell a spreadsheet would run', () => {
    expect(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx', 'plain', '03 5550 0123'].map(csvCell)).toEqual(["'=1+1", "'+1", "'-1", "'@SUM(A1)", "'\tx", "\"'\rx\"", 'plain', '03 5550 0123']);
  });

  it('explains itself with --help, and names what to do on a mistake', () => {
    const help = cli('--help');
    expect(help.code).toBe(0);
    for (const command of ['keygen --out FILE', 'list', 'show ID', 'export --csv FILE', '--identity FILE']) expect(help.stdout).toContain(command);
    expect(cli('show', 'no-such-reference', '--identity', identity).stderr).toMatch(/No submission with reference no-such-reference/);
    const unknown = cli('frobnicate');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/Unknown command "frobnicate"[\s\S]*Usage: npm run submissions/);
  });
});

describe('forms.publicKey in site.json', () => {
  it('is read by the build, and anything but an age public key is refused, naming the field', async () => {
    const content = join(work, 'content');
    cpSync('tests/fixtures/site', content, { recursive: true });
    const site = JSON.parse(readFileSync(join(content, 'site.json'), 'utf8'));
    site.forms.publicKey = recipient;
    writeFileSync(join(content, 'site.json'), JSON.stringify(site));
    expect((await loadSiteContent(content)).site.forms.publicKey).toBe(recipient);
    site.forms.publicKey = 'AGE-SECRET-KEY-1QQQQ';
    writeFileSync(join(content, 'site.json'), JSON.stringify(site));
    await expect(loadSiteContent(content)).rejects.toThrow(/site\.json: forms\.publicKey: must be an age public key starting "age1"/);
  });
});

describe('the receiver at start', () => {
  it('says once that submissions are stored unencrypted while no key is set', async () => {
    const child = await startReceiverProcess({ siteDir, submissionsFile: join(work, 'plain', 's.jsonl') });
    await child.stop();
    expect(child.output().match(/UNENCRYPTED/g)).toHaveLength(1);
    const keyed = await startReceiverProcess({ siteDir, submissionsFile: join(work, 'keyed', 's.jsonl'), env: { FORMS_PUBLIC_KEY: recipient } });
    await keyed.stop();
    expect(keyed.output()).not.toMatch(/UNENCRYPTED/);
    expect(keyed.output()).toMatch(/encrypted to forms\.publicKey/);
  });
});
