/**
 * A real SMTP server on loopback (smtp-server), for tests that check what the intake team is e-mailed. It
 * offers no STARTTLS, so the receiver under test must allow plain SMTP (SMTP_STARTTLS=optional);
 * tests/forms/mail-security.test.ts checks that the default refuses it.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface Mail {
  to: string[];
  raw: string;
}

export interface TestSmtp {
  url: string;
  mails: Mail[];
  /** Resolves when `count` mails have arrived. */
  received(count: number): Promise<void>;
  close(): Promise<void>;
}

export async function startSmtp(): Promise<TestSmtp> {
  const mails: Mail[] = [];
  const waiting: { count: number; resolve: () => void }[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
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
    received: (count) => (mails.length >= count ? Promise.resolve() : new Promise((resolve) => waiting.push({ count, resolve }))),
    close: () => new Promise((resolve) => smtp.close(() => resolve())),
  };
}
