/**
 * The form receiver over HTTP on loopback: accepted submissions are stored exactly, once, as JSON lines;
 * bad requests get the right status and never store anything; typed text is never rendered as HTML;
 * every answer carries the security headers; one address cannot flood it.
 */
import { shortReference } from '../../server/short-reference.ts';
import { mkdtempSync, readFileSync, existsSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'node-html-parser';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startSiteServer, type SiteServer } from '../../server/site-server.ts';
import { HOSTILE_TEXT, selfReferralNotYetApplied, validContact, validReferral } from '../../widgets/form/fixtures.ts';
import type { StoredSubmission } from '../../server/form-receiver.ts';

const siteDir = inject('siteDir');
let server: SiteServer;
let file: string;

beforeAll(async () => {
  file = join(mkdtempSync(join(tmpdir(), 'receiver-')), 'submissions.jsonl');
  server = await startSiteServer({ siteDir, submissionsFile: file, rateLimit: { burst: 1000, refillMs: 1000 } });
});

afterAll(async () => {
  await server.close();
});

function stored(): (StoredSubmission & { values: Record<string, string | string[]> })[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as StoredSubmission & { values: Record<string, string | string[]> });
}

function formBody(values: Record<string, string | string[]>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) for (const item of Array.isArray(value) ? value : [value]) params.append(name, item);
  return params.toString();
}

const post = (path: string, body: string, type: string, accept?: string) =>
  fetch(`${server.url}${path}`, { method: 'POST', body, headers: { 'Content-Type': type, ...(accept ? { Accept: accept } : {}) }, redirect: 'manual' });

describe('accepted submissions', () => {
  it('stores a referral sent as a plain HTML form, then answers with the thank-you page and its reference', async () => {
    const before = stored().length;
    const response = await post('/api/referral', formBody(validReferral), 'application/x-www-form-urlencoded');
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('Thank you, we have your referral');
    const records = stored();
    expect(records).toHaveLength(before + 1);
    const record = records.at(-1)!;
    expect(record.form).toBe('referral');
    expect(record.values.firstName).toBe('Jordan');
    expect(record.values.services).toEqual(['psychosocial-recovery-coaching', 'peer-support-work']);
    expect(record.values.website).toBeUndefined();
  });

  it('stores a contact message sent as JSON and answers with JSON', async () => {
    const response = await post('/api/contact', JSON.stringify({ ...validContact, submissionId: 'contact-json-0001' }), 'application/json', 'application/json');
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true, id: 'contact-json-0001', reference: shortReference('contact-json-0001') });
    expect(stored().find((record) => record.id === 'contact-json-0001')?.values.message).toBe(validContact.message);
  });

  it('stores a repeated submission (a double click, a retry) only once, and says it was already received', async () => {
    const body = JSON.stringify({ ...selfReferralNotYetApplied, submissionId: 'double-click-0001' });
    const responses = await Promise.all([1, 2, 3].map(() => post('/api/referral', body, 'application/json', 'application/json')));
    expect(responses.map((r) => r.status).sort()).toEqual([200, 200, 201]);
    const answers = (await Promise.all(responses.map((r) => r.json()))) as { alreadyReceived?: boolean; id: string }[];
    expect(answers.filter((answer) => answer.alreadyReceived)).toHaveLength(2);
    expect(new Set(answers.map((answer) => answer.id))).toEqual(new Set(['double-click-0001']));
    expect(stored().filter((record) => record.id === 'double-click-0001')).toHaveLength(1);
  });

  it('never drops different answers sent under a key already used (a draft copied into a second tab)', async () => {
    const first = await post('/api/referral', JSON.stringify({ ...selfReferralNotYetApplied, submissionId: 'shared-key-0001' }), 'application/json', 'application/json');
    const second = await post('/api/referral', JSON.stringify({ ...selfReferralNotYetApplied, firstName: 'Robin', submissionId: 'shared-key-0001' }), 'application/json', 'application/json');
    expect([first.status, second.status]).toEqual([201, 201]);
    const records = stored().filter((record) => record.key === 'shared-key-0001');
    expect(records.map((record) => record.values.firstName)).toEqual([selfReferralNotYetApplied.firstName, 'Robin']);
    expect(new Set(records.map((record) => record.id)).size).toBe(2);
  });

  it('recognises a resend after a restart: the index is rebuilt from the file', async () => {
    const body = JSON.stringify({ ...validContact, submissionId: 'restart-0001' });
    expect((await post('/api/contact', body, 'application/json', 'application/json')).status).toBe(201);
    const again = await startSiteServer({ siteDir, submissionsFile: file });
    try {
      const response = await fetch(`${again.url}/api/contact`, { method: 'POST', body, headers: { 'Content-Type': 'application/json', Accept: 'application/json' } });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ alreadyReceived: true, id: 'restart-0001' });
    } finally {
      await again.close();
    }
    expect(stored().filter((record) => record.id === 'restart-0001')).toHaveLength(1);
  });

  it('keeps the file private: 0600 in a folder made 0700', async () => {
    const folder = join(mkdtempSync(join(tmpdir(), 'receiver-private-')), 'data', 'forms');
    const privateServer = await startSiteServer({ siteDir, submissionsFile: join(folder, 'submissions.jsonl') });
    await privateServer.close();
    expect(statSync(join(folder, 'submissions.jsonl')).mode & 0o777).toBe(0o600);
    expect(statSync(folder).mode & 0o777).toBe(0o700);
  });

  it('moves a torn last line to a quarantine file at start, and the next record starts on a fresh line', async () => {
    const torn = join(mkdtempSync(join(tmpdir(), 'receiver-torn-')), 'submissions.jsonl');
    const good = JSON.stringify({ id: 'before-crash', form: 'contact', receivedAt: '2026-11-01T00:00:00.000Z', key: 'before-crash', hash: 'x', values: {} });
    writeFileSync(torn, `${good}\n{"id":"half-writ`);
    const warnings: string[] = [];
    const repaired = await startSiteServer({ siteDir, submissionsFile: torn, log: (message) => warnings.push(message) });
    try {
      const response = await fetch(`${repaired.url}/api/contact`, { method: 'POST', body: JSON.stringify({ ...validContact, submissionId: 'after-crash-1' }), headers: { 'Content-Type': 'application/json', Accept: 'application/json' } });
      expect(response.status).toBe(201);
    } finally {
      await repaired.close();
    }
    const lines = readFileSync(torn, 'utf8').split('\n').filter(Boolean);
    expect(lines.map((line) => (JSON.parse(line) as { id: string }).id)).toEqual(['before-crash', 'after-crash-1']);
    expect(readFileSync(`${torn}.quarantine`, 'utf8')).toBe('{"id":"half-writ\n');
    expect(warnings.join('\n')).toMatch(/incomplete last line .* moved to .*quarantine/);
  });

  it('stores hostile text as plain text, exactly as typed', async () => {
    await post('/api/contact', JSON.stringify({ ...validContact, message: HOSTILE_TEXT, submissionId: 'hostile-0001' }), 'application/json', 'application/json');
    expect(stored().find((record) => record.id === 'hostile-0001')?.values.message).toBe(HOSTILE_TEXT);
  });

  it('pretends to accept what a bot sends in the hidden field, and stores nothing', async () => {
    const before = stored().length;
    const response = await post('/api/contact', formBody({ ...validContact, website: 'http://spam.example' }), 'application/x-www-form-urlencoded');
    expect(response.status, 'the thank-you page, as for a real send').toBe(200);
    expect(stored()).toHaveLength(before);
  });
});

describe('refused submissions store nothing', () => {
  it('answers invalid answers with 400 and the errors, as JSON for the browser script', async () => {
    const before = stored().length;
    const response = await post('/api/contact', JSON.stringify({ ...validContact, email: 'nope' }), 'application/json', 'application/json');
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { field: string; message: string }[] };
    expect(body.errors).toEqual([{ field: 'email', targetId: 'contact-email', message: 'Enter an e-mail address in the correct format, like name@example.com' }]);
    expect(stored()).toHaveLength(before);
  });

  it('shows the form again with the errors and every answer kept, escaped, when script is off', async () => {
    const response = await post('/api/contact', formBody({ ...validContact, name: HOSTILE_TEXT, email: 'bad', message: `Line one\n${HOSTILE_TEXT}` }), 'application/x-www-form-urlencoded');
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    const page = parse(html);
    expect(page.querySelector('title')!.textContent).toMatch(/^Error: /);
    const summary = page.querySelector('[data-error-summary]')!;
    expect(summary.getAttribute('hidden')).toBeUndefined();
    expect(summary.getAttribute('role')).toBe('alert');
    expect(summary.querySelector('a[href="#contact-email"]')?.textContent).toContain('correct format');
    expect(page.querySelector('#contact-name')!.getAttribute('value')).toBe(HOSTILE_TEXT);
    expect(page.querySelector('#contact-message')!.textContent).toBe(`Line one\n${HOSTILE_TEXT}`);
    expect(page.querySelector('#contact-email')!.getAttribute('aria-invalid')).toBe('true');
    expect(page.querySelector('#contact-email')!.getAttribute('aria-describedby')).toContain('contact-email-error');
    expect(page.querySelector('#contact-reason option[value="services"]')!.getAttribute('selected')).toBe('');
    expect(page.querySelector('#contact-contactMethod-0')!.getAttribute('checked')).toBe('');
  });

  it('answers malformed JSON with 400', async () => {
    const response = await post('/api/referral', '{"firstName": ', 'application/json', 'application/json');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'The form data is not valid JSON.' });
  });

  it('answers JSON that is not a set of text answers with 400', async () => {
    for (const body of ['[1,2]', '"text"', '{"firstName": {"nested": true}}', '{"services": [1]}']) {
      expect((await post('/api/referral', body, 'application/json', 'application/json')).status, body).toBe(400);
    }
  });

  it('answers a body over 64 KB with 413', async () => {
    const response = await post('/api/contact', JSON.stringify({ ...validContact, message: 'x'.repeat(70 * 1024) }), 'application/json', 'application/json');
    expect(response.status).toBe(413);
  });

  it('answers other methods with 405 and other content types with 415', async () => {
    const get = await fetch(`${server.url}/api/referral`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect((await fetch(`${server.url}/api/referral`, { method: 'PUT', body: 'x' })).status).toBe(405);
    expect((await post('/api/referral', '<xml/>', 'text/xml')).status).toBe(415);
  });

  it('refuses a field sent twice with 400 naming it, instead of joining the answers', async () => {
    const before = stored().length;
    const body = `${formBody({ ...validContact })}&name=Second`;
    const response = await post('/api/contact', body, 'application/x-www-form-urlencoded', 'application/json');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ field: 'name', error: expect.stringMatching(/"name" was sent more than once/) });
    const html = await post('/api/contact', body, 'application/x-www-form-urlencoded');
    expect(html.status).toBe(400);
    expect(await html.text()).toMatch(/"name" was sent more than once/);
    expect((await post('/api/contact', JSON.stringify({ ...validContact, name: ['Jordan', 'Second'] }), 'application/json', 'application/json')).status).toBe(400);
    expect(stored()).toHaveLength(before);
  });

  it('refuses names with control characters, text-direction overrides or nothing visible', async () => {
    for (const name of ['Jordan\r\nBcc: x', 'Jordan\u0007', 'Jordan \u202Egnp.exe', '\u200B', '\u2066Jordan\u2069']) {
      const response = await post('/api/contact', JSON.stringify({ ...validContact, name }), 'application/json', 'application/json');
      expect(response.status, JSON.stringify(name)).toBe(400);
      expect(((await response.json()) as { errors: { field: string }[] }).errors.map((error) => error.field)).toEqual(['name']);
    }
  });

  it('stores names in one Unicode form (NFC), and keeps line breaks in a message', async () => {
    const response = await post('/api/contact', JSON.stringify({ ...validContact, name: 'Zoe\u0301 Nguye\u0302\u0303n', message: 'Line one\nLine two', submissionId: 'nfc-0001' }), 'application/json', 'application/json');
    expect(response.status).toBe(201);
    const record = stored().find((item) => item.id === 'nfc-0001')!;
    expect(record.values.name).toBe('Zo\u00e9 Nguy\u1ec5n');
    expect(record.values.message).toBe('Line one\nLine two');
  });
});

describe('every answer of the receiver', () => {
  it('carries the security headers, including the 400 page that shows the answers again', async () => {
    const responses = {
      created: await post('/api/contact', JSON.stringify({ ...validContact, submissionId: 'headers-0001' }), 'application/json', 'application/json'),
      again: await post('/api/contact', JSON.stringify({ ...validContact, submissionId: 'headers-0001' }), 'application/json', 'application/json'),
      redirect: await post('/api/contact', formBody({ ...validContact, message: 'headers redirect' }), 'application/x-www-form-urlencoded'),
      invalidJson: await post('/api/contact', JSON.stringify({ ...validContact, email: 'bad' }), 'application/json', 'application/json'),
      invalidPage: await post('/api/contact', formBody({ ...validContact, email: 'bad' }), 'application/x-www-form-urlencoded'),
      tooLarge: await post('/api/contact', 'x'.repeat(70 * 1024), 'application/json', 'application/json'),
      wrongType: await post('/api/contact', '<xml/>', 'text/xml'),
      wrongMethod: await fetch(`${server.url}/api/contact`),
      noSuchForm: await post('/api/nothing', '{}', 'application/json'),
    };
    for (const [name, response] of Object.entries(responses)) {
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp, name).toMatch(/script-src 'self' 'sha256-/);
      expect(csp, name).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options'), name).toBe('nosniff');
      expect(response.headers.get('strict-transport-security'), name).toMatch(/max-age=\d+/);
      expect(response.headers.get('referrer-policy'), name).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('cache-control'), name).toBe('no-store');
    }
  });

  it('answers an address that sends too many with 429 and Retry-After, and stores none of the excess', async () => {
    const limited = await startSiteServer({ siteDir, submissionsFile: join(mkdtempSync(join(tmpdir(), 'receiver-limit-')), 's.jsonl'), rateLimit: { burst: 3, refillMs: 60_000 } });
    try {
      const statuses: number[] = [];
      let retryAfter: string | null = null;
      for (let index = 0; index < 5; index += 1) {
        const response = await fetch(`${limited.url}/api/contact`, { method: 'POST', body: JSON.stringify({ ...validContact, submissionId: `limit-000${index}` }), headers: { 'Content-Type': 'application/json', Accept: 'application/json' } });
        statuses.push(response.status);
        if (response.status === 429) retryAfter = response.headers.get('retry-after');
      }
      expect(statuses).toEqual([201, 201, 201, 429, 429]);
      expect(Number(retryAfter)).toBeGreaterThan(0);
      expect(readFileSync(limited.submissionsFile, 'utf8').trim().split('\n')).toHaveLength(3);
    } finally {
      await limited.close();
    }
  });
});
