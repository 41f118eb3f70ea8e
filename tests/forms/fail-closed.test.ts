/**
 * The receiver fails closed, as a real `npm run preview` process: a site config it cannot read or parse,
 * a public key that is not valid (a typo, or a private key pasted by mistake) and a store it cannot open
 * each stop it before it listens, with one line that says why and what to do: no stack trace, never any
 * key material, and nothing stored in clear (P49, P48, P31). Only one process writes a store at a time.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateX25519Identity, identityToRecipient } from 'age-encryption';
import { describe, expect, inject, it } from 'vitest';
import { isRoot, startReceiverProcess } from '../support/receiver-process.ts';
import { validContact } from '../../widgets/form/fixtures.ts';

const siteDir = inject('siteDir');
const work = mkdtempSync(join(tmpdir(), 'fail-closed-'));

/** Runs `npm run preview` until it exits (or 20 s); its exit code and everything it printed. */
async function startExpectingRefusal(env: Record<string, string>, { withoutRootOverride = false } = {}): Promise<{ code: number | null; output: string }> {
  const node = [process.execPath, '--import', 'tsx', join(process.cwd(), 'server/preview.ts')];
  const command = withoutRootOverride && isRoot ? ['setpriv', '--bounding-set=-dac_override,-dac_read_search', '--inh-caps=-dac_override,-dac_read_search', ...node] : node;
  const child = spawn(command[0]!, command.slice(1), { env: { ...process.env, PORT: '0', SITE_DIR: siteDir, RATE_LIMIT: 'off', SMTP_URL: '', NOTIFY_TO: '', FORMS_PUBLIC_KEY: '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  const [code] = (await once(child, 'exit')) as [number | null];
  clearTimeout(timer);
  return { code, output };
}

function expectOneLineRefusal(output: string, reason: RegExp): void {
  expect(output).not.toMatch(/Serving .* at http/);
  const lines = output.trim().split('\n').filter((line) => line.startsWith('The form receiver did not start: '));
  expect(lines, output).toHaveLength(1);
  expect(lines[0]).toMatch(reason);
  expect(output, 'no stack trace').not.toMatch(/^\s+at /m);
  expect(output).not.toMatch(/@scure|node:internal/);
}

const newKey = async () => {
  const identity = await generateX25519Identity();
  return { identity, recipient: await identityToRecipient(identity) };
};

describe('a site config the receiver cannot read (P49)', () => {
  it('refuses to start when site.json has a trailing comma, and stores nothing in clear', async () => {
    const { recipient } = await newKey();
    const config = join(work, 'bad-site.json');
    writeFileSync(config, `{ "forms": { "publicKey": "${recipient}" }, }\n`);
    const store = join(work, 'trailing-comma', 's.jsonl');
    const result = await startExpectingRefusal({ SITE_CONFIG: config, SUBMISSIONS_FILE: store });
    expect(result.code).toBe(1);
    expectOneLineRefusal(result.output, /bad-site\.json is not valid JSON \(at line 1, column \d+\).*Fix it .*or set FORMS_PUBLIC_KEY/);
    expect(result.output).not.toMatch(/UNENCRYPTED|is not set/);
    expect(result.output).not.toContain(recipient.slice(4, 14));
    expect(existsSync(store)).toBe(false);
  });

  it('refuses to start when site.json is missing or unreadable', async () => {
    const missing = await startExpectingRefusal({ SITE_CONFIG: join(work, 'no-such-site.json'), SUBMISSIONS_FILE: join(work, 'missing', 's.jsonl') });
    expect(missing.code).toBe(1);
    expectOneLineRefusal(missing.output, /Cannot read .*no-such-site\.json \(it does not exist \(ENOENT\)\)/);
  });
});

describe('a key that is not a valid age public key (P48)', () => {
  it('refuses a checksum typo in FORMS_PUBLIC_KEY with one line', async () => {
    const { recipient } = await newKey();
    const typo = `${recipient.slice(0, -1)}${recipient.endsWith('q') ? 'p' : 'q'}`;
    const result = await startExpectingRefusal({ FORMS_PUBLIC_KEY: typo, SITE_CONFIG: join(work, 'unused.json'), SUBMISSIONS_FILE: join(work, 'typo', 's.jsonl') });
    expect(result.code).toBe(1);
    expectOneLineRefusal(result.output, /FORMS_PUBLIC_KEY is not a valid age public key: its checksum does not match/);
  });

  it('refuses a private key pasted as the public key, in the environment or in site.json, and never echoes it', async () => {
    const { identity } = await newKey();
    const config = join(work, 'secret-site.json');
    writeFileSync(config, JSON.stringify({ forms: { delivery: 'local', publicKey: identity } }));
    const settings: Record<string, string>[] = [{ FORMS_PUBLIC_KEY: identity, SITE_CONFIG: join(work, 'unused.json') }, { SITE_CONFIG: config }];
    for (const env of settings) {
      const result = await startExpectingRefusal({ ...env, SUBMISSIONS_FILE: join(work, 'secret', 's.jsonl') });
      expect(result.code).toBe(1);
      expectOneLineRefusal(result.output, /holds a PRIVATE key \(it starts "AGE-SECRET-KEY-"\), not the public one\. Remove it from this server now/);
      expect(result.output, 'not even the first character of the key').not.toContain(identity.slice(0, 'AGE-SECRET-KEY-1'.length + 1));
      const data = identity.slice('AGE-SECRET-KEY-1'.length);
      for (let start = 0; start + 6 <= data.length; start += 1) expect(result.output.toUpperCase(), 'no part of the key').not.toContain(data.slice(start, start + 6));
    }
  });
});

describe('a store the receiver cannot open (P31)', () => {
  it('refuses with one line naming the file and the reason', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'locked-store-'));
    const store = join(folder, 's.jsonl');
    writeFileSync(store, '');
    chmodSync(store, 0o444);
    const config = join(work, 'plain-site.json');
    writeFileSync(config, JSON.stringify({ forms: { delivery: 'local', publicKey: '' } }));
    const result = await startExpectingRefusal({ SITE_CONFIG: config, SUBMISSIONS_FILE: store }, { withoutRootOverride: true });
    expect(result.code).toBe(1);
    expectOneLineRefusal(result.output, /Cannot open .*s\.jsonl: permission denied \(EACCES\)\. The account running the receiver must be able to read and write it/);
  });

  it('P31: a store path under a file (ENOTDIR) refuses with one line, not an uncaught error with a stack', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'under-a-file-')), 'a-file');
    writeFileSync(file, '');
    const config = join(work, 'plain-site-enotdir.json');
    writeFileSync(config, JSON.stringify({ forms: { delivery: 'local', publicKey: '' } }));
    for (const [store, reason] of [
      [join(file, 'data', 's.jsonl'), /Cannot lock .*a-file\/data\/s\.jsonl: a folder in its path is a file \(ENOTDIR\)/],
      [join(file, 's.jsonl'), /Cannot lock .*a-file\/s\.jsonl: a file is in the way of a folder of that name \(EEXIST\)/],
    ] as const) {
      const result = await startExpectingRefusal({ SITE_CONFIG: config, SUBMISSIONS_FILE: store });
      expect(result.code).toBe(1);
      expectOneLineRefusal(result.output, reason);
      expect(result.output).not.toMatch(/StartError|\^/);
    }
  });

  it('lets one receiver at a time write a store, and takes over the lock of one that was killed', async () => {
    const store = join(mkdtempSync(join(tmpdir(), 'one-writer-')), 's.jsonl');
    const first = await startReceiverProcess({ siteDir, submissionsFile: store });
    try {
      const config = join(work, 'plain-site-2.json');
      writeFileSync(config, JSON.stringify({ forms: { delivery: 'local', publicKey: '' } }));
      const second = await startExpectingRefusal({ SITE_CONFIG: config, SUBMISSIONS_FILE: store });
      expect(second.code).toBe(1);
      expectOneLineRefusal(second.output, new RegExp(`s\\.jsonl is in use by another process \\(pid ${first.child.pid}, see .*s\\.jsonl\\.lock\\)`));
    } finally {
      await first.stop('SIGKILL');
    }
    expect(readFileSync(`${store}.lock`, 'utf8')).toMatch(new RegExp(`^${first.child.pid} `));
    const after = await startReceiverProcess({ siteDir, submissionsFile: store });
    try {
      const response = await fetch(`${after.url}/api/contact`, { method: 'POST', body: JSON.stringify({ ...validContact, submissionId: 'after-kill-0001' }), headers: { 'Content-Type': 'application/json', Accept: 'application/json' } });
      expect(response.status).toBe(201);
    } finally {
      await after.stop();
    }
    expect(existsSync(`${store}.lock`), 'a receiver that stops cleanly removes its lock').toBe(false);
  });
});

describe('settings the receiver refuses (P108, P33)', () => {
  const config = join(work, 'plain-site-settings.json');
  writeFileSync(config, JSON.stringify({ forms: { delivery: 'local', publicKey: '' } }));

  it.each(['10/0', '0/30', '10 per 30', '-1/30'])('P108: RATE_LIMIT=%s refuses to start with one line, as TRUST_PROXY does', async (value) => {
    const store = join(mkdtempSync(join(tmpdir(), 'rate-limit-')), 's.jsonl');
    const result = await startExpectingRefusal({ SITE_CONFIG: config, SUBMISSIONS_FILE: store, RATE_LIMIT: value });
    expect(result.code).toBe(1);
    expectOneLineRefusal(result.output, new RegExp(`RATE_LIMIT must be off, or BURST/SECONDS with both whole numbers of 1 or more .*"${value.replace(/[/]/g, '\\/')}" is not\\.`));
    expect(existsSync(store)).toBe(false);
  });

  it('P33: a site whose _headers cannot be read is not served: one line, at start', async () => {
    const site = mkdtempSync(join(tmpdir(), 'unreadable-headers-'));
    chmodSync(site, 0o755);
    for (const name of ['index.html', '_headers', '_redirects']) writeFileSync(join(site, name), readFileSync(join(siteDir, name)));
    chmodSync(join(site, '_headers'), 0o000);
    const result = await startExpectingRefusal({ SITE_CONFIG: config, SITE_DIR: site, SUBMISSIONS_FILE: join(mkdtempSync(join(tmpdir(), 'headers-store-')), 's.jsonl') }, { withoutRootOverride: true });
    expect(result.code).toBe(1);
    expectOneLineRefusal(result.output, /Cannot read .*_headers: permission denied \(EACCES\)\. It holds the site's security headers/);
  });
});
