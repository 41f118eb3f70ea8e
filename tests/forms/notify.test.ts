/**
 * The intake team is told: each stored submission sends one e-mail, through a real SMTP server started
 * here (smtp-server), with the reference, form and time and nothing the person typed. The person's
 * confirmation never waits for the e-mail, and a failed send is tried again.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { createNotifier } from '../../server/notify.ts';
import { shortReference } from '../../server/short-reference.ts';
import { startSiteServer, type SiteServer } from '../../server/site-server.ts';
import { startReceiverProcess } from '../support/receiver-process.ts';
import { validReferral } from '../../widgets/form/fixtures.ts';

const siteDir = inject('siteDir');

interface Mail {
  from: string;
  to: string[];
  raw: string;
}

interface TestSmtp {
  url: string;
  mails: Mail[];
  attempts: number;
  /** Resolves when `count` mails have arrived. */
  received(count: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on loopback. It offers no STARTTLS, so these tests allow plain SMTP (startTls:
 * 'optional'); tests/forms/mail-security.test.ts checks that the default refuses it.
 * `refuse` answers the first N recipients with a temporary failure; `hold` delays each message until released. */
async function startSmtp({ refuse = 0, hold }: { refuse?: number; hold?: Promise<void> } = {}): Promise<TestSmtp> {
  const mails: Mail[] = [];
  const waiting: { count: number; resolve: () => void }[] = [];
  const state = { attempts: 0 };
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      state.attempts += 1;
      if (state.attempts <= refuse) {
        const error = new Error('Mailbox busy, try again later') as Error & { responseCode: number };
        error.responseCode = 451;
        callback(error);
      } else callback();
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', async () => {
        await hold;
        mails.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
        for (const wait of waiting) if (mails.length >= wait.count) wait.resolve();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  const { port } = smtp.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    get attempts() {
      return state.attempts;
    },
    received: (count) => (mails.length >= count ? Promise.resolve() : new Promise((resolve) => waiting.push({ count, resolve }))),
    close: () => new Promise((resolve) => smtp.close(() => resolve())),
  };
}

let smtp: TestSmtp | undefined;
let site: SiteServer | undefined;

afterEach(async () => {
  await site?.close();
  await smtp?.close();
  site = undefined;
  smtp = undefined;
});

const send = (server: SiteServer, id: string) =>
  fetch(`${server.url}/api/referral`, { method: 'POST', body: JSON.stringify({ ...validReferral, goals: 'Talk about my medication and the hospital stay.', submissionId: id }), headers: { 'Content-Type': 'application/json', Accept: 'application/json' } });

const PERSONAL = ['Jordan', 'Citizen', 'Alex', '0491 570 006', '5550 0123', 'alex@example.com', '430 000 000', 'Box Hill', '3128', 'medication', 'hospital', 'Sister', '1988'];

describe('notification e-mail', () => {
  it('tells the intake inbox the reference, form and time, and nothing personal', async () => {
    smtp = await startSmtp();
    site = await startSiteServer({ siteDir, submissionsFile: join(mkdtempSync(join(tmpdir(), 'notify-')), 's.jsonl'), notifier: createNotifier({ startTls: 'optional', smtpUrl: smtp.url, to: 'intake@provider.example', from: 'website@provider.example' }) });
    const response = await send(site, 'notify-ref-0001');
    expect(response.status).toBe(201);
    await smtp.received(1);
    const [mail] = smtp.mails;
    expect(mail!.to).toEqual(['intake@provider.example']);
    expect(mail!.from).toBe('website@provider.example');
    // The subject has the short reference the sender was shown (what they quote on the phone); the text has both.
    expect(mail!.raw).toMatch(new RegExp(`^Subject: New referral received: ${shortReference('notify-ref-0001')}$`, 'm'));
    expect(mail!.raw).toMatch(new RegExp(`Quoted as: ${shortReference('notify-ref-0001')}`));
    expect(mail!.raw).toMatch(/Reference: notify-ref-0001/);
    expect(mail!.raw).toMatch(/Received: \w+day,? \d{1,2} \w+ \d{4}/);
    for (const detail of PERSONAL) expect(mail!.raw, detail).not.toContain(detail);
    // The same submission sent again is already received: no second e-mail.
    expect((await send(site, 'notify-ref-0001')).status).toBe(200);
    await site.receiver.close();
    expect(smtp.mails).toHaveLength(1);
  });

  it('confirms to the person before the e-mail is sent, and stores first', async () => {
    let release!: () => void;
    smtp = await startSmtp({ hold: new Promise<void>((resolve) => (release = resolve)) });
    const file = join(mkdtempSync(join(tmpdir(), 'notify-hold-')), 's.jsonl');
    site = await startSiteServer({ siteDir, submissionsFile: file, notifier: createNotifier({ startTls: 'optional', smtpUrl: smtp.url, to: 'intake@provider.example' }) });
    const response = await send(site, 'notify-hold-0001');
    expect(response.status).toBe(201);
    expect(smtp.mails).toHaveLength(0);
    expect(readFileSync(file, 'utf8')).toContain('notify-hold-0001');
    release();
    await smtp.received(1);
  });

  it('tries again with back-off when the mail server refuses, without failing the submission', async () => {
    smtp = await startSmtp({ refuse: 2 });
    const log: string[] = [];
    site = await startSiteServer({ siteDir, submissionsFile: join(mkdtempSync(join(tmpdir(), 'notify-retry-')), 's.jsonl'), notifier: createNotifier({ startTls: 'optional', smtpUrl: smtp.url, to: 'intake@provider.example', retryDelays: [50, 100, 200], log: (line) => log.push(line) }) });
    expect((await send(site, 'notify-retry-0001')).status).toBe(201);
    await smtp.received(1);
    expect(smtp.attempts).toBe(3);
    expect(log.filter((line) => /trying again in/.test(line))).toHaveLength(2);
    expect(smtp.mails[0]!.raw).toContain('notify-retry-0001');
  });

  it('sends after a restart the notices still owed when the receiver stopped, and never twice', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'notify-owed-')), 's.jsonl');
    // First the mail server is unreachable, and the receiver stops before it ever gets through.
    const first = await startSiteServer({ siteDir, submissionsFile: file, notifier: createNotifier({ startTls: 'optional', smtpUrl: 'smtp://127.0.0.1:9', to: 'intake@provider.example', retryDelays: [60_000], log: () => undefined }) });
    expect((await send(first, 'notify-owed-0001')).status).toBe(201);
    await first.close();
    expect(readFileSync(`${file}.notified`, 'utf8')).not.toContain('notify-owed-0001');

    smtp = await startSmtp();
    const notifier = () => createNotifier({ startTls: 'optional', smtpUrl: smtp!.url, to: 'intake@provider.example' });
    site = await startSiteServer({ siteDir, submissionsFile: file, notifier: notifier() });
    await smtp.received(1);
    expect(smtp.mails[0]!.raw).toContain('notify-owed-0001');
    for (let attempt = 0; attempt < 50 && !readFileSync(`${file}.notified`, 'utf8').includes('notify-owed-0001'); attempt += 1) await new Promise((resolve) => setTimeout(resolve, 50));
    await site.close();
    site = await startSiteServer({ siteDir, submissionsFile: file, notifier: notifier() });
    expect((await send(site, 'notify-owed-0002')).status).toBe(201);
    await smtp.received(2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.mails.map((mail) => /Reference: (\S+)/.exec(mail.raw)?.[1])).toEqual(['notify-owed-0001', 'notify-owed-0002']);
  });

  it('does not e-mail about submissions stored before notification was turned on', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'notify-first-')), 's.jsonl');
    const before = await startSiteServer({ siteDir, submissionsFile: file });
    expect((await send(before, 'notify-before-0001')).status).toBe(201);
    await before.close();
    smtp = await startSmtp();
    site = await startSiteServer({ siteDir, submissionsFile: file, notifier: createNotifier({ startTls: 'optional', smtpUrl: smtp.url, to: 'intake@provider.example' }) });
    expect((await send(site, 'notify-after-0001')).status).toBe(201);
    await smtp.received(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0]!.raw).toContain('notify-after-0001');
  });

  it('is switched on by SMTP_URL and NOTIFY_TO for npm run preview', async () => {
    smtp = await startSmtp();
    const child = await startReceiverProcess({ siteDir, submissionsFile: join(mkdtempSync(join(tmpdir(), 'notify-env-')), 's.jsonl'), env: { SMTP_URL: smtp.url, NOTIFY_TO: 'intake@provider.example', SMTP_STARTTLS: 'optional' } });
    try {
      const response = await fetch(`${child.url}/api/referral`, { method: 'POST', body: JSON.stringify({ ...validReferral, submissionId: 'notify-env-0001' }), headers: { 'Content-Type': 'application/json', Accept: 'application/json' } });
      expect(response.status).toBe(201);
      await smtp.received(1);
      expect(smtp.mails[0]!.raw).toContain('notify-env-0001');
    } finally {
      await child.stop();
    }
  });
});
