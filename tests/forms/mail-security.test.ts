/**
 * The notification mail, against a real SMTP server (smtp-server) and a real receiver process:
 * - a slow mail server and a burst of forms wait their turn on a small pool of connections (two), instead
 *   of one connection per notice; the site keeps answering, and every notice arrives once (P36);
 * - STARTTLS is required unless SMTP_STARTTLS=optional: to a server that offers no STARTTLS the password is
 *   never sent, and to one that does, the password and the mail go only over the encrypted session (P37).
 */
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { startReceiverProcess, type ReceiverProcess } from '../support/receiver-process.ts';
import { validReferral } from '../../widgets/form/fixtures.ts';

const siteDir = inject('siteDir');

interface Sink {
  port: number;
  mails: { raw: string; secure: boolean }[];
  logins: { user: string; secure: boolean }[];
  open: number;
  mostOpen: number;
  close(): Promise<void>;
}

/** A real SMTP server on loopback that takes logins and counts the connections open at once. */
async function startSink({ startTls, slowMs = 0 }: { startTls: boolean; slowMs?: number }): Promise<Sink> {
  const sink = { mails: [], logins: [], open: 0, mostOpen: 0 } as unknown as Sink;
  const server = new SMTPServer({
    logger: false,
    authOptional: true,
    allowInsecureAuth: true,
    ...(startTls ? {} : { disabledCommands: ['STARTTLS'] }),
    onConnect(_session, callback) {
      sink.open += 1;
      sink.mostOpen = Math.max(sink.mostOpen, sink.open);
      callback();
    },
    onClose() {
      sink.open -= 1;
    },
    onAuth(auth, session, callback) {
      sink.logins.push({ user: auth.username ?? '', secure: session.secure });
      callback(null, { user: auth.username });
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () =>
        setTimeout(() => {
          sink.mails.push({ raw, secure: session.secure });
          callback();
        }, slowMs),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  sink.port = (server.server.address() as AddressInfo).port;
  sink.close = () => new Promise((resolve) => server.close(() => resolve()));
  return sink;
}

let sink: Sink | undefined;
let receiver: ReceiverProcess | undefined;
afterEach(async () => {
  await receiver?.stop();
  await sink?.close();
  receiver = undefined;
  sink = undefined;
});

const referral = (url: string, id: string) =>
  fetch(`${url}/api/referral`, { method: 'POST', body: JSON.stringify({ ...validReferral, submissionId: id }), headers: { 'Content-Type': 'application/json', Accept: 'application/json' } });

async function until(condition: () => boolean, timeoutMs: number): Promise<void> {
  for (const started = Date.now(); !condition() && Date.now() - started < timeoutMs; ) await new Promise((resolve) => setTimeout(resolve, 50));
}

describe('a slow mail server and a burst of forms (P36)', () => {
  it('uses at most two connections, keeps the site answering, and sends every notice once', async () => {
    sink = await startSink({ startTls: false, slowMs: 100 });
    receiver = await startReceiverProcess({
      siteDir,
      submissionsFile: join(mkdtempSync(join(tmpdir(), 'mail-pool-')), 's.jsonl'),
      ulimit: ['-n 256'],
      env: { SMTP_URL: `smtp://127.0.0.1:${sink.port}`, NOTIFY_TO: 'intake@provider.example', SMTP_STARTTLS: 'optional' },
    });
    const total = 150;
    const ids = Array.from({ length: total }, (_, index) => `pool-${String(index).padStart(4, '0')}`);
    let next = 0;
    const statuses: number[] = [];
    const worker = async () => {
      for (let index = next++; index < total; index = next++) statuses.push((await referral(receiver!.url, ids[index]!)).status);
    };
    await Promise.all(Array.from({ length: 30 }, worker));
    expect(statuses.filter((status) => status !== 201)).toEqual([]);
    // While the notices are still going out, one at a time on each connection, the site answers.
    expect(sink.mails.length).toBeLessThan(total);
    const started = Date.now();
    const page = await fetch(`${receiver.url}/about/`);
    expect(page.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(2_000);
    await until(() => sink!.mails.length >= total, 90_000);
    const sent = sink.mails.map((mail) => /Reference: (\S+)/.exec(mail.raw)?.[1]).sort();
    expect(sent).toEqual(ids);
    expect(sink.mostOpen, 'connections open at once').toBeLessThanOrEqual(2);
    expect(receiver.output()).not.toMatch(/EMFILE|ECONNRESET/);
  }, 150_000);
});

describe('STARTTLS (P37)', () => {
  it('never sends the password to a server that offers no STARTTLS, and says why', async () => {
    sink = await startSink({ startTls: false });
    receiver = await startReceiverProcess({
      siteDir,
      submissionsFile: join(mkdtempSync(join(tmpdir(), 'mail-plain-')), 's.jsonl'),
      env: { SMTP_URL: `smtp://intake-user:S3cret-Pass@127.0.0.1:${sink.port}`, NOTIFY_TO: 'intake@provider.example' },
    });
    expect((await referral(receiver.url, 'plain-0001')).status).toBe(201);
    await until(() => /E-mail about plain-0001 failed/.test(receiver!.output()), 10_000);
    expect(receiver.output()).toMatch(/E-mail about plain-0001 failed \(.*STARTTLS.*\); trying again in 5 s/);
    expect(sink.logins).toEqual([]);
    expect(sink.mails).toEqual([]);
  });

  it('logs in and sends only over the encrypted session when the server offers STARTTLS', async () => {
    sink = await startSink({ startTls: true });
    receiver = await startReceiverProcess({
      siteDir,
      submissionsFile: join(mkdtempSync(join(tmpdir(), 'mail-tls-')), 's.jsonl'),
      // smtp-server's own test certificate is self-signed: trust it for this test only.
      env: { SMTP_URL: `smtp://intake-user:S3cret-Pass@127.0.0.1:${sink.port}/?tls.rejectUnauthorized=false`, NOTIFY_TO: 'intake@provider.example' },
    });
    expect((await referral(receiver.url, 'tls-0001')).status).toBe(201);
    await until(() => sink!.mails.length >= 1, 15_000);
    expect(sink.logins).toEqual([{ user: 'intake-user', secure: true }]);
    expect(sink.mails.map((mail) => mail.secure)).toEqual([true]);
  });

  it('sends in plain only when SMTP_STARTTLS=optional says so', async () => {
    sink = await startSink({ startTls: false });
    receiver = await startReceiverProcess({
      siteDir,
      submissionsFile: join(mkdtempSync(join(tmpdir(), 'mail-optional-')), 's.jsonl'),
      env: { SMTP_URL: `smtp://127.0.0.1:${sink.port}`, NOTIFY_TO: 'intake@provider.example', SMTP_STARTTLS: 'optional' },
    });
    expect((await referral(receiver.url, 'optional-0001')).status).toBe(201);
    await until(() => sink!.mails.length >= 1, 15_000);
    expect(sink.mails.map((mail) => mail.secure)).toEqual([false]);
  });
});
