/**
 * Tells the intake team that a submission arrived: one e-mail per stored submission, sent with nodemailer
 * to NOTIFY_TO through SMTP_URL. It carries the reference, the form kind and the time only: no name, no
 * contact details, no health information (e-mail is not a safe place for them; the team reads those in the
 * intake inbox or with `npm run submissions`). Its subject carries the short reference the sender was shown.
 *
 * The submission is always stored before this runs, and the person's confirmation never waits for it: a
 * send that fails is retried in the background with growing delays. Each sent notice is recorded in
 * `<submissions file>.notified`, so after a restart the notices not yet sent are sent then (see
 * resumeNotifications).
 *
 * Mail goes through a small pool of SMTP connections (two by default): a slow mail server and a burst of
 * forms wait their turn on those, instead of opening a connection per notice until the process runs out
 * of file descriptors and stops answering the site. STARTTLS is required unless SMTP_STARTTLS=optional
 * (or the URL is smtps://, TLS from the start): the password never crosses the network in clear.
 */
import { shortReference } from './short-reference.ts';
import { appendFile, readFile, writeFile } from 'node:fs/promises';
import { createTransport } from 'nodemailer';
import type { FormKind } from '../widgets/form/delivery.ts';
import { StartError } from './start-error.ts';
import { inboxRecordUrl } from './staff/staff-config.ts';

export interface NotifyOptions {
  smtpUrl: string;
  to: string;
  from?: string;
  /** 'required' (the default): never send over a connection that STARTTLS did not encrypt. */
  startTls?: 'required' | 'optional';
  /** Most connections open to the mail server at once (default 2). */
  maxConnections?: number;
  /** TLS settings for the connection (for example `ca`, a private certificate authority). */
  tls?: import('node:tls').ConnectionOptions;
  /** Delays between attempts, in ms (default 5 s, 30 s, 2 min, 10 min, 30 min). */
  retryDelays?: readonly number[];
  log?: (message: string) => void;
  /** The site's address when the intake inbox's sign-in is set up: each e-mail links to its record there. */
  siteUrl?: string;
}

export interface Notice {
  id: string;
  form: FormKind;
  receivedAt: string;
}

export interface Notifier {
  /** Sends in the background; `onSent` runs once the mail server has accepted it. */
  notify(notice: Notice, onSent?: () => void): void;
  /** Resolves when every queued message has been sent or given up on (for tests and shutdown). */
  idle(): Promise<void>;
  close(): void;
}

const FORM_NAMES: Record<FormKind, string> = { referral: 'referral', contact: 'contact message', interest: 'expression of interest', callback: 'call-back request (Easy Read)', feedback: 'complaint or feedback' };

export function melbourneTime(iso: string): string {
  return new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Melbourne', dateStyle: 'full', timeStyle: 'short' }).format(new Date(iso));
}

/**
 * The message: what arrived and when, and where to read it (the inbox's page for the record, when the
 * inbox's sign-in is set up: `siteUrl`). Nothing the person typed.
 */
export function noticeMessage(notice: Notice, siteUrl?: string): { subject: string; text: string } {
  const what = FORM_NAMES[notice.form];
  return {
    // The short reference, the one the sender was shown and quotes on the phone: the full id (a UUID, or the
    // sender's own key of up to 64 characters) is in the text.
    subject: `New ${what} received: ${shortReference(notice.id)}`,
    text: [
      `A new ${what} arrived through the website.`,
      '',
      `Reference: ${notice.id}`,
      `Quoted as: ${shortReference(notice.id)} (the short reference the sender was shown)`,
      `Form: ${notice.form}`,
      `Received: ${melbourneTime(notice.receivedAt)} (Melbourne time)`,
      '',
      ...(siteUrl
        ? ['For privacy, this e-mail has none of the details. Read it in the intake inbox (sign in, then open your key):', `  ${inboxRecordUrl(siteUrl, notice.id)}`, '', 'Or with the intake tool:']
        : ['For privacy, this e-mail has none of the details. Read the submission on the server with:']),
      `  npm run submissions -- show ${notice.id} --identity <your key file>`,
    ].join('\n'),
  };
}

export function notifierFromEnv(env: NodeJS.ProcessEnv = process.env, siteUrl?: string): Notifier | undefined {
  if (!env.SMTP_URL || !env.NOTIFY_TO) return undefined;
  const startTls = env.SMTP_STARTTLS?.trim() || 'required';
  if (startTls !== 'required' && startTls !== 'optional') throw new StartError(`SMTP_STARTTLS must be "required" (the default) or "optional", not "${startTls}".`);
  return createNotifier({ smtpUrl: env.SMTP_URL, to: env.NOTIFY_TO, from: env.NOTIFY_FROM, startTls, ...(siteUrl ? { siteUrl } : {}) });
}

export const DEFAULT_MAX_CONNECTIONS = 2;

export function createNotifier(options: NotifyOptions): Notifier {
  const transport = createTransport({
    url: options.smtpUrl,
    pool: true,
    maxConnections: options.maxConnections ?? DEFAULT_MAX_CONNECTIONS,
    maxMessages: 100,
    requireTLS: options.startTls !== 'optional',
    ...(options.tls ? { tls: options.tls } : {}),
  });
  const delays = options.retryDelays ?? [5_000, 30_000, 120_000, 600_000, 1_800_000];
  const log = options.log ?? ((message: string) => console.error(message));
  const pending = new Set<Promise<void>>();
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let closed = false;

  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timer.unref();
      timers.add(timer);
    });

  const deliver = async (notice: Notice, onSent?: () => void) => {
    const message = noticeMessage(notice, options.siteUrl);
    for (let attempt = 0; ; attempt += 1) {
      if (closed) return;
      try {
        await transport.sendMail({ from: options.from ?? options.to, to: options.to, subject: message.subject, text: message.text });
        onSent?.();
        return;
      } catch (error) {
        const delay = delays[attempt];
        if (delay === undefined) {
          log(`Could not e-mail the intake team about ${notice.id} after ${attempt + 1} tries: ${(error as Error).message}. The submission is stored; read it with npm run submissions.`);
          return;
        }
        log(`E-mail about ${notice.id} failed (${(error as Error).message}); trying again in ${Math.round(delay / 1000)} s.`);
        await wait(delay);
      }
    }
  };

  return {
    notify(notice, onSent) {
      const job = deliver(notice, onSent).finally(() => pending.delete(job));
      pending.add(job);
    },
    async idle() {
      while (pending.size) await Promise.all([...pending]);
    },
    close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      transport.close();
    },
  };
}

/**
 * Remembers which submissions the intake team was told about, in `<file>.notified` (one reference a line),
 * and on start sends the notices that were still owed when the receiver stopped. The first time (no such
 * file yet) every existing submission counts as told, so turning notification on sends no flood.
 */
export async function resumeNotifications(submissionsFile: string, existing: readonly Notice[], notifier: Notifier): Promise<(notice: Notice) => void> {
  const ledger = `${submissionsFile}.notified`;
  let text: string | undefined;
  try {
    text = await readFile(ledger, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  if (text === undefined) await writeFile(ledger, existing.map((notice) => `${notice.id}\n`).join(''), { mode: 0o600 });
  const told = new Set((text ?? existing.map((notice) => notice.id).join('\n')).split('\n').filter(Boolean));
  let writes: Promise<void> = Promise.resolve();
  const notify = (notice: Notice) =>
    notifier.notify(notice, () => {
      writes = writes.then(() => appendFile(ledger, `${notice.id}\n`, { mode: 0o600 })).catch((error: unknown) => console.error(`Could not record that ${notice.id} was notified: ${(error as Error).message}`));
    });
  for (const notice of existing) if (!told.has(notice.id)) notify(notice);
  return notify;
}
