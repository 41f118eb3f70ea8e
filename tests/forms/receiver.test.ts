/**
 * The form receiver over HTTP on loopback: accepted submissions are stored exactly, once, as JSON lines;
 * bad requests get the right status and never store anything; typed text is never rendered as HTML.
 */
import { mkdtempSync, readFileSync, existsSync, mkdirSync } from 'node:fs';
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
  server = await startSiteServer({ siteDir, submissionsFile: file });
});

afterAll(async () => {
  await server.close();
});

function stored(): StoredSubmission[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as StoredSubmission);
}

function formBody(values: Record<string, string | string[]>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) for (const item of Array.isArray(value) ? value : [value]) params.append(name, item);
  return params.toString();
}

const post = (path: string, body: string, type: string, accept?: string) =>
  fetch(`${server.url}${path}`, { method: 'POST', body, headers: { 'Content-Type': type, ...(accept ? { Accept: accept } : {}) }, redirect: 'manual' });

describe('accepted submissions', () => {
  it('stores a referral sent as a plain HTML form, then redirects to the thank-you page', async () => {
    const before = stored().length;
    const response = await post('/api/referral', formBody(validReferral), 'application/x-www-form-urlencoded');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/referral/sent/');
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
    expect(await response.json()).toEqual({ ok: true, id: 'contact-json-0001' });
    expect(stored().find((record) => record.id === 'contact-json-0001')?.values.message).toBe(validContact.message);
  });

  it('stores a repeated submission (a double click, a retry) only once', async () => {
    const body = JSON.stringify({ ...selfReferralNotYetApplied, submissionId: 'double-click-0001' });
    const responses = await Promise.all([1, 2, 3].map(() => post('/api/referral', body, 'application/json', 'application/json')));
    expect(responses.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(stored().filter((record) => record.id === 'double-click-0001')).toHaveLength(1);
  });

  it('stores hostile text as plain text, exactly as typed', async () => {
    await post('/api/contact', JSON.stringify({ ...validContact, message: HOSTILE_TEXT, submissionId: 'hostile-0001' }), 'application/json', 'application/json');
    expect(stored().find((record) => record.id === 'hostile-0001')?.values.message).toBe(HOSTILE_TEXT);
  });

  it('pretends to accept what a bot sends in the hidden field, and stores nothing', async () => {
    const before = stored().length;
    const response = await post('/api/contact', formBody({ ...validContact, website: 'http://spam.example' }), 'application/x-www-form-urlencoded');
    expect(response.status).toBe(303);
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

  it('answers 500, and does not claim success, when the submission cannot be stored', async () => {
    const blocked = join(mkdtempSync(join(tmpdir(), 'receiver-blocked-')), 'submissions.jsonl');
    mkdirSync(blocked);
    const broken = await startSiteServer({ siteDir, submissionsFile: blocked });
    const errors = console.error;
    console.error = () => undefined;
    try {
      const response = await fetch(`${broken.url}/api/contact`, { method: 'POST', body: JSON.stringify({ ...validContact, submissionId: 'cannot-store-1' }), headers: { 'Content-Type': 'application/json', Accept: 'application/json' } });
      expect(response.status).toBe(500);
      const retry = await fetch(`${broken.url}/api/contact`, { method: 'POST', body: JSON.stringify({ ...validContact, submissionId: 'cannot-store-1' }), headers: { 'Content-Type': 'application/json', Accept: 'application/json' } });
      expect(retry.status).toBe(500);
    } finally {
      console.error = errors;
      await broken.close();
    }
  });
});
