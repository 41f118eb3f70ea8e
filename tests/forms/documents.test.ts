/**
 * Documents sent with a referral, at the receiver (issue 38): the store's promises hold for them too.
 * - stored encrypted (plain bytes never on disk), named by the submission's line, and read back by the
 *   intake tool (`documents ID --out FOLDER`);
 * - a resend is stored once, its documents too; too many, too large or of another kind is refused with the
 *   form's words and nothing left on disk;
 * - a full disk leaves nothing partial and gives the form back; kill -9 in the middle of a document leaves
 *   nothing that a restart does not tidy; documents no line names are removed at start, named ones kept;
 * - a receiver with no key takes no documents.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Decrypter, Encrypter, generateX25519Identity, identityToRecipient } from 'age-encryption';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../../server/submissions-cli.ts';
import { startSiteServer, type SiteServer } from '../../server/site-server.ts';
import type { StoredSubmission } from '../../server/submission-store.ts';
import { buildIntakeSite, type IntakeSite } from '../support/intake.ts';
import { startReceiverProcess } from '../support/receiver-process.ts';

let site: IntakeSite;
const PDF = Buffer.from('%PDF-1.7\n% Letter about Jordan PLAIN-3c9e\n%%EOF\n');

beforeAll(async () => {
  site = await buildIntakeSite();
}, 240_000);

function referral(extra: Record<string, string> = {}): FormData {
  const body = new FormData();
  const answers: Record<string, string> = { 'form-name': 'referral', submissionId: '', referrerType: 'self', firstName: 'Jordan', phone: '0491 570 006', consentCollect: 'yes', website: '', ...extra };
  for (const [name, value] of Object.entries(answers)) body.append(name, value);
  return body;
}

function readStore(file: string): StoredSubmission[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as StoredSubmission);
}

const folder = (file: string) => `${file}.attachments`;
const post = (url: string, body: FormData, json = false) => fetch(`${url}/api/referral`, { method: 'POST', body, redirect: 'manual', headers: json ? { Accept: 'application/json' } : {} });

describe('documents at the receiver', () => {
  let server: SiteServer;
  let file: string;

  beforeAll(async () => {
    file = join(mkdtempSync(join(tmpdir(), 'documents-')), 'submissions.jsonl');
    server = await startSiteServer({ siteDir: site.siteDir, submissionsFile: file, publicKey: site.recipient, rateLimit: false });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('stores a document sent without script encrypted, and the intake tool writes it back out as it was', async () => {
    const body = referral();
    body.append('documents', new Blob([PDF], { type: 'application/pdf' }), 'GP letter.pdf');
    const response = await post(server.url, body);
    expect(response.status, 'the thank-you page').toBe(200);
    const [record] = readStore(file);
    expect(record!.attachments).toEqual([{ id: expect.stringMatching(/^[0-9a-f-]{36}$/), bytes: expect.any(Number) }]);
    const stored = readFileSync(join(folder(file), `${record!.attachments![0]!.id}.age`));
    expect(stored.includes('PLAIN-3c9e')).toBe(false);
    expect(statSync(join(folder(file), `${record!.attachments![0]!.id}.age`)).mode & 0o777).toBe(0o600);
    expect(statSync(folder(file)).mode & 0o777).toBe(0o700);
    const decrypter = new Decrypter();
    decrypter.addIdentity(site.identity);
    const answers = JSON.parse(await decrypter.decrypt(Buffer.from(record!.sealed!, 'base64'), 'text')) as Record<string, unknown>;
    expect(answers.documents).toEqual(['GP letter.pdf']);
    const out = mkdtempSync(join(tmpdir(), 'documents-out-'));
    const lines: string[] = [];
    expect(await run(['documents', record!.id, '--out', out, '--identity', site.keyFile, '--file', file], (text) => lines.push(text))).toBe(0);
    expect(readFileSync(join(out, 'GP letter.pdf'))).toEqual(PDF);
    expect(statSync(join(out, 'GP letter.pdf')).mode & 0o777).toBe(0o600);
    const shown: string[] = [];
    await run(['show', record!.id, '--identity', site.keyFile, '--file', file], (text) => shown.push(text));
    expect(shown.join('')).toMatch(/1 document sent with it: npm run submissions -- documents/);
  });

  it('stores a resent submission once, and its documents once', async () => {
    const sealed = async () => {
      const encrypter = new Encrypter();
      encrypter.addRecipient(site.recipient);
      return encrypter.encrypt(PDF);
    };
    const send = async () => {
      const body = referral({ submissionId: 'tab-attempt-0001', firstName: 'Resent' });
      body.append('documentsSealed', new Blob([(await sealed()) as BlobPart]), 'plan.pdf');
      return post(server.url, body, true);
    };
    const first = await send();
    const second = await send();
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(await second.json()).toMatchObject({ ok: true, alreadyReceived: true });
    expect(readStore(file).filter((record) => record.id === 'tab-attempt-0001')).toHaveLength(1);
    expect(readdirSync(folder(file))).toHaveLength(2);
  });

  it('refuses too many documents, one too large, one of another kind or one not encrypted, with the form\'s words, and keeps nothing', async () => {
    const before = readdirSync(folder(file)).length;
    const cases: [string, (body: FormData) => void, RegExp][] = [
      ['four documents', (body) => [1, 2, 3, 4].forEach((n) => body.append('documents', new Blob([PDF]), `letter ${n}.pdf`)), /Choose up to 3 documents\. You chose 4\./],
      ['11 MB', (body) => body.append('documents', new Blob([PDF, Buffer.alloc(11 * 1024 * 1024)]), 'scan.pdf'), /"scan\.pdf" is 11 MB\. Each document must be 10 MB or smaller/],
      ['a program named .pdf', (body) => body.append('documents', new Blob([Buffer.from('MZ\x90\x00 not a pdf')]), 'letter.pdf'), /"letter\.pdf" is not a PDF, JPEG, PNG or Word file/],
      ['a .docx that is another ZIP', (body) => body.append('documents', new Blob([Buffer.from('PK\x03\x04 photos/cat.jpg')]), 'notes.docx'), /"notes\.docx" is not a PDF, JPEG, PNG or Word file/],
      ['plain bytes claimed as encrypted', (body) => body.append('documentsSealed', new Blob([PDF]), 'plan.pdf'), /We could not read "plan\.pdf"/],
    ];
    for (const [what, add, message] of cases) {
      const body = referral({ firstName: `Refused ${what}` });
      add(body);
      const response = await post(server.url, body, true);
      expect(response.status, what).toBe(400);
      const { errors } = (await response.json()) as { errors: { field: string; message: string }[] };
      expect(errors, what).toEqual([expect.objectContaining({ field: 'documents', message: expect.stringMatching(message) })]);
    }
    expect(readdirSync(folder(file))).toHaveLength(before);
    expect(readStore(file).some((record) => JSON.stringify(record).includes('Refused'))).toBe(false);
  });

  it('gives the form back without script, every answer kept, saying to choose the documents again', async () => {
    const body = referral({ firstName: 'Kept Name', phone: 'not a phone' });
    body.append('documents', new Blob([PDF]), 'GP letter.pdf');
    const response = await post(server.url, body);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('value="Kept Name"');
    expect(html).toMatch(/Your documents were not sent, and this page cannot keep them for you: choose them again before you send\./);
    expect(html).not.toContain('value="GP letter.pdf"');
  });
});

describe('documents and faults', () => {
  it('on a full disk: nothing partial is kept, the form comes back, and a later form is stored', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'documents-full-')), 'submissions.jsonl');
    const receiver = await startReceiverProcess({ siteDir: site.siteDir, submissionsFile: file, ulimit: ['-f 2048'], env: { FORMS_PUBLIC_KEY: site.recipient } });
    try {
      const body = referral({ firstName: 'Disk Full' });
      body.append('documents', new Blob([PDF, Buffer.alloc(3 * 1024 * 1024)]), 'large scan.pdf');
      const response = await post(receiver.url, body);
      expect(response.status).toBe(503);
      const html = await response.text();
      expect(html).toContain('value="Disk Full"');
      expect(html).toMatch(/choose them again/);
      expect(readdirSync(folder(file))).toEqual([]);
      expect(readStore(file)).toEqual([]);
      const small = referral({ firstName: 'After' });
      small.append('documents', new Blob([PDF]), 'small.pdf');
      expect((await post(receiver.url, small)).status).toBe(200);
      expect(readStore(file)).toHaveLength(1);
    } finally {
      await receiver.stop();
    }
  }, 60_000);

  it('after kill -9 in the middle of a document, a restart leaves neither a record nor a file', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'documents-kill-')), 'submissions.jsonl');
    const env = { FORMS_PUBLIC_KEY: site.recipient };
    const receiver = await startReceiverProcess({ siteDir: site.siteDir, submissionsFile: file, env });
    const boundary = 'killboundary';
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="firstName"\r\n\r\nKilled\r\n--${boundary}\r\nContent-Disposition: form-data; name="documents"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`);
    const url = new URL(`${receiver.url}/api/referral`);
    const sending = request({ host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': String(head.length + 5 * 1024 * 1024) } });
    sending.on('error', () => undefined);
    sending.write(head);
    sending.write(PDF);
    sending.write(Buffer.alloc(2 * 1024 * 1024));
    // Wait until part of the document is on disk, encrypted, in its temporary file.
    await expect.poll(() => readdirSync(folder(file)).some((name) => name.startsWith('.incoming-') && statSync(join(folder(file), name)).size > 0), { timeout: 15_000 }).toBe(true);
    await receiver.stop('SIGKILL');
    sending.destroy();
    // A document whose line was never written (killed between the two) is left over too: plant one.
    writeFileSync(join(folder(file), '0b6c1f0e-4f4e-4c1e-9d7c-2a1f3e5d7c9b.age'), 'age-encryption.org/v1\n');
    const restarted = await startReceiverProcess({ siteDir: site.siteDir, submissionsFile: file, env });
    try {
      await expect.poll(() => readdirSync(folder(file))).toEqual([]);
      expect(restarted.output()).toMatch(/removed 2 document files that no submission names/);
      expect(readStore(file)).toEqual([]);
    } finally {
      await restarted.stop();
    }
  }, 90_000);

  it('refuses documents the page encrypted while the site was built with another key than the receiver\'s, and says why', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'documents-otherkey-')), 'submissions.jsonl');
    const logged: string[] = [];
    const other = await identityToRecipient(await generateX25519Identity());
    const server = await startSiteServer({ siteDir: site.siteDir, submissionsFile: file, publicKey: other, rateLimit: false, log: (line) => logged.push(line) });
    try {
      const encrypter = new Encrypter();
      encrypter.addRecipient(site.recipient);
      const body = referral({ firstName: 'Other Key' });
      body.append('documentsSealed', new Blob([(await encrypter.encrypt(PDF)) as BlobPart]), 'letter.pdf');
      const response = await post(server.url, body);
      expect(response.status).toBe(503);
      expect(await response.text()).toContain('value="Other Key"');
      expect(logged.join('\n')).toMatch(/encrypts documents to a different key than this receiver's/);
      expect(readStore(file)).toEqual([]);
      expect(readdirSync(folder(file))).toEqual([]);
    } finally {
      await server.close();
    }
  });

  it('a receiver with no key takes no documents', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'documents-nokey-')), 'submissions.jsonl');
    const server = await startSiteServer({ siteDir: site.siteDir, submissionsFile: file, rateLimit: false });
    try {
      const body = referral();
      body.append('documents', new Blob([PDF]), 'letter.pdf');
      expect((await post(server.url, body, true)).status).toBe(415);
      expect(existsSync(folder(file))).toBe(false);
    } finally {
      await server.close();
    }
  });
});
