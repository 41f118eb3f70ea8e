/**
 * The staff routes of the receiver, under /api/staff/, present only when the intake inbox's sign-in is set
 * up (site.json auth.intake; elsewhere /api/staff/ is 404 like any address that is not a form):
 *
 *   GET  /api/staff/login?return=PATH   starts sign-in with the provider (PKCE, state, nonce)
 *   GET  /api/staff/callback            where the provider sends staff back (rate limited)
 *   POST /api/staff/logout              ends the session
 *   GET  /api/staff/session             who is signed in, the team's public key, when the session ends
 *   GET  /api/staff/records             every submission, newest last, as ciphertext, with its status
 *   GET  /api/staff/records/ID          one submission, with its notes
 *   GET  /api/staff/records/ID/documents/N   a document's age file
 *   POST /api/staff/records/ID/status   {"status": "new" | "in-progress" | "done"}
 *   POST /api/staff/records/ID/notes    {"sealed": "<age ciphertext, base64>"}
 *   GET  /api/staff/export              every submission, for a CSV made in the browser
 *
 * It fails closed: without a valid session every route but the sign-in ones answers 401 with no data; a
 * change must come from this site (Origin and Sec-Fetch-Site) with the inbox's own header and JSON, or it
 * is refused with 403; every read, export and change is in the audit log before its answer goes out, and
 * one that cannot be recorded is refused with 503. Nothing here ever decrypts: the receiver has no key.
 */
import { shortReference } from '../short-reference.ts';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isAllowedStaff } from '../../templates/content/staff-sign-in.ts';
import { INTAKE_INBOX_PATH } from '../../widgets/intake-inbox/props.ts';
import { attachmentPath } from '../attachments/attachment-store.ts';
import { createRateLimiter, type RateLimit } from '../rate-limit.ts';
import type { StoredSubmission } from '../submission-store.ts';
import { openAuditLog, type AuditLog } from './audit-log.ts';
import { createOidcSignIn, type OidcSignIn } from './oidc.ts';
import { createRecordReader } from './records.ts';
import { cookie, createSessionStore, LOGIN_COOKIE, LOGIN_WAIT_MS, readCookies, SESSION_COOKIE, type StaffSession } from './sessions.ts';
import { STAFF_STATE_SUFFIX, type StaffOptions } from './staff-config.ts';
import { openStaffState, STATUSES, type StaffState, type Status } from './staff-state.ts';

/** The header the inbox sends with every change: a form or a link on another site cannot add it. */
export const STAFF_REQUEST_HEADER = 'x-intake-request';
/** Sign-in attempts one address may make: a burst, then one every 6 seconds. */
export const CALLBACK_RATE_LIMIT: RateLimit = { burst: 10, refillMs: 6_000 };
const MAX_NOTE_BYTES = 64 * 1024;

export interface StaffApiOptions extends StaffOptions {
  submissionsFile: string;
  /** The visitor's address (for the callback's rate limit), as the receiver works it out. */
  clientAddress(request: IncomingMessage): string;
  log(message: string): void;
  now?: () => number;
  callbackRateLimit?: RateLimit;
  /** Tests: another sign-in (the default is the provider's, through openid-client). */
  oidc?: OidcSignIn;
}

export interface StaffApi {
  /** Answers a request under /api/staff/. */
  handle(request: IncomingMessage, response: ServerResponse, path: string): Promise<void>;
  close(): Promise<void>;
}

/** The record as the inbox receives it: ciphertext, never answers in clear. */
function recordView(record: StoredSubmission, state: StaffState, withNotes: boolean) {
  const status = state.status(record.id);
  return {
    id: record.id,
    /** The short reference the sender was shown, to quote on the phone. */
    reference: shortReference(record.id),
    form: record.form,
    receivedAt: record.receivedAt,
    ...(record.sealed ? { sealed: record.sealed } : { storedInClear: true }),
    documents: (record.attachments ?? []).map((attachment, index) => ({ number: index + 1, bytes: attachment.bytes })),
    status: status ? { status: status.status, byName: status.byName, by: status.by, at: status.at } : null,
    ...(withNotes ? { notes: state.notes(record.id).map((note) => ({ sealed: note.sealed, byName: note.byName, at: note.at })) } : {}),
  };
}

/** Where to go back to after sign-in: a page of the inbox on this site, or the inbox itself. */
export function returnPath(raw: string | null, siteUrl: string): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return INTAKE_INBOX_PATH;
  const url = URL.canParse(raw, siteUrl) ? new URL(raw, siteUrl) : undefined;
  if (!url || url.origin !== new URL(siteUrl).origin || !url.pathname.startsWith(INTAKE_INBOX_PATH)) return INTAKE_INBOX_PATH;
  return `${url.pathname}${url.search}`;
}

/** True when the browser says the request comes from this site itself (a change must). */
export function fromThisSite(request: Pick<IncomingMessage, 'headers'>, siteUrl: string): boolean {
  const fetchSite = String(request.headers['sec-fetch-site'] ?? '').toLowerCase();
  if (fetchSite && fetchSite !== 'same-origin') return false;
  const origin = request.headers.origin;
  if (origin === undefined) return fetchSite === 'same-origin';
  return origin === new URL(siteUrl).origin;
}

async function readJsonBody(request: IncomingMessage, limit: number): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new StaffProblem(413, 'too-large');
    chunks.push(chunk as Buffer);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch {
    throw new StaffProblem(400, 'not-json');
  }
}

class StaffProblem extends Error {
  readonly status: number;
  readonly code: string;
  constructor(status: number, code: string) {
    super(code);
    this.status = status;
    this.code = code;
  }
}

export async function openStaffApi(options: StaffApiOptions): Promise<StaffApi> {
  const now = options.now ?? (() => Date.now());
  const sessions = createSessionStore({ idleMs: options.idleMs, absoluteMs: options.absoluteMs, now });
  const oidc = options.oidc ?? createOidcSignIn(options);
  const limiter = createRateLimiter(options.callbackRateLimit ?? CALLBACK_RATE_LIMIT);
  const audit: AuditLog = await openAuditLog(options.auditFile);
  const state = await openStaffState(`${options.submissionsFile}${STAFF_STATE_SUFFIX}`);
  const records = createRecordReader(options.submissionsFile);
  const inbox = (query = '') => `${INTAKE_INBOX_PATH}${query}`;

  const json = (response: ServerResponse, status: number, data: unknown, headers: Record<string, string | string[]> = {}) => {
    response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers }).end(JSON.stringify(data));
  };
  const redirect = (response: ServerResponse, location: string, cookies: string[] = []) => {
    response.writeHead(303, { Location: location, 'Cache-Control': 'no-store', ...(cookies.length ? { 'Set-Cookie': cookies } : {}) }).end();
  };
  const clearLogin = cookie(LOGIN_COOKIE, '', { sameSite: 'Lax', maxAgeSeconds: 0 });

  /** GET /api/staff/login */
  const login = async (response: ServerResponse, url: URL) => {
    const back = returnPath(url.searchParams.get('return'), options.siteUrl);
    let started: Awaited<ReturnType<OidcSignIn['start']>>;
    try {
      started = await oidc.start();
    } catch (error) {
      options.log(`The intake inbox's sign-in provider (${options.signIn.issuer}) could not be reached: ${(error as Error).message}`);
      return redirect(response, inbox('?error=provider'));
    }
    if (!sessions.startLogin(started.state, { verifier: started.verifier, nonce: started.nonce, returnTo: back })) return redirect(response, inbox('?error=busy'));
    response.writeHead(302, { Location: started.url.href, 'Cache-Control': 'no-store', 'Set-Cookie': cookie(LOGIN_COOKIE, started.state, { sameSite: 'Lax', maxAgeSeconds: LOGIN_WAIT_MS / 1000 }) }).end();
  };

  /** GET /api/staff/callback */
  const callback = async (request: IncomingMessage, response: ServerResponse, url: URL) => {
    const wait = limiter.take(options.clientAddress(request), now());
    if (wait) {
      response.writeHead(429, { 'Retry-After': String(wait), 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }).end(`Too many sign-in attempts from your connection. Wait ${wait} seconds and try again.\n`);
      return;
    }
    const stateParam = url.searchParams.get('state') ?? '';
    const bound = readCookies(request.headers.cookie).get(LOGIN_COOKIE);
    // The sign-in must have been started by this browser (its cookie), and only once (taken here).
    const pending = stateParam && bound === stateParam ? sessions.takeLogin(stateParam) : undefined;
    if (!pending) return redirect(response, inbox('?error=sign-in-failed'), [clearLogin]);
    let member;
    try {
      member = await oidc.finish(new URL(`${options.siteUrl}${url.pathname}${url.search}`), { state: stateParam, verifier: pending.verifier, nonce: pending.nonce });
    } catch (error) {
      options.log(`An intake inbox sign-in failed: ${(error as Error).message}`);
      return redirect(response, inbox('?error=sign-in-failed'), [clearLogin]);
    }
    if (!member.email || member.emailVerified === false || !isAllowedStaff(options.signIn, member.email)) {
      await audit.append({ action: 'sign-in-refused', who: member.email || '(no e-mail address)' }).catch(() => undefined);
      return redirect(response, inbox('?error=not-allowed'), [clearLogin]);
    }
    const email = member.email.toLowerCase();
    await audit.append({ action: 'sign-in', who: email });
    const token = sessions.create({ email, name: member.name || email });
    redirect(response, pending.returnTo, [clearLogin, cookie(SESSION_COOKIE, token, { sameSite: 'Strict' })]);
  };

  const tokenOf = (request: IncomingMessage) => readCookies(request.headers.cookie).get(SESSION_COOKIE);

  /** The routes that need a session, in the order they are matched. */
  const signedIn = async (request: IncomingMessage, response: ServerResponse, path: string, session: StaffSession) => {
    const method = request.method ?? 'GET';
    const who = session.email;
    if (path === '/api/staff/session' && method === 'GET') {
      return json(response, 200, { email: session.email, name: session.name, publicKey: options.publicKey, idleSeconds: Math.round(options.idleMs / 1000), endsAt: new Date(session.createdAt + options.absoluteMs).toISOString() });
    }
    if (path === '/api/staff/records' && method === 'GET') {
      const all = await records.all();
      await audit.append({ action: 'list', who, count: all.length });
      return json(response, 200, { records: all.map((record) => recordView(record, state, false)) });
    }
    if (path === '/api/staff/export' && method === 'GET') {
      const all = await records.all();
      await audit.append({ action: 'export', who, count: all.length, refs: all.map((record) => record.id) });
      return json(response, 200, { records: all.map((record) => recordView(record, state, false)) });
    }
    const match = /^\/api\/staff\/records\/([\w-]{1,64})(?:\/(status|notes|documents\/(\d{1,2})))?$/.exec(path);
    if (!match) throw new StaffProblem(404, 'not-found');
    const [, id, action, number] = match as unknown as [string, string, string | undefined, string | undefined];
    const record = await records.find(id);
    if (!record) throw new StaffProblem(404, 'not-found');
    if (!action) {
      if (method !== 'GET') throw new StaffProblem(405, 'method');
      await audit.append({ action: 'read', who, ref: id });
      return json(response, 200, { record: recordView(record, state, true) });
    }
    if (action.startsWith('documents/')) {
      if (method !== 'GET') throw new StaffProblem(405, 'method');
      const attachment = record.attachments?.[Number(number) - 1];
      const file = attachment ? attachmentPath(options.submissionsFile, attachment.id) : undefined;
      const size = file ? await stat(file).then((info) => info.size, () => undefined) : undefined;
      if (!file || size === undefined) throw new StaffProblem(404, 'not-found');
      await audit.append({ action: 'document', who, ref: id, detail: String(number) });
      response.writeHead(200, { 'Content-Type': 'application/octet-stream', 'Content-Length': String(size), 'Content-Disposition': `attachment; filename="${id}-${number}.age"`, 'Cache-Control': 'no-store' });
      createReadStream(file).on('error', () => response.destroy()).pipe(response);
      return;
    }
    // A change: only from the inbox itself, on this site.
    if (method !== 'POST') throw new StaffProblem(405, 'method');
    if (!fromThisSite(request, options.siteUrl) || request.headers[STAFF_REQUEST_HEADER] !== '1') throw new StaffProblem(403, 'cross-site');
    if (!String(request.headers['content-type'] ?? '').startsWith('application/json')) throw new StaffProblem(415, 'json-only');
    const body = (await readJsonBody(request, MAX_NOTE_BYTES)) as { status?: unknown; sealed?: unknown } | null;
    if (action === 'status') {
      const status = body?.status;
      if (typeof status !== 'string' || !STATUSES.includes(status as Status)) throw new StaffProblem(400, 'status');
      await audit.append({ action: 'status', who, ref: id, detail: status });
      const change = await state.setStatus({ ref: id, status: status as Status, by: who, byName: session.name });
      return json(response, 200, { status: { status: change.status, byName: change.byName, by: change.by, at: change.at } });
    }
    const sealed = body?.sealed;
    // Only ciphertext is kept: a note must be an age file, encrypted in the browser.
    if (typeof sealed !== 'string' || !/^[A-Za-z0-9+/]+={0,2}$/.test(sealed) || !Buffer.from(sealed, 'base64').subarray(0, 22).toString('latin1').startsWith('age-encryption.org/v1')) throw new StaffProblem(400, 'note');
    await audit.append({ action: 'note', who, ref: id });
    const note = await state.addNote({ ref: id, sealed, by: who, byName: session.name });
    return json(response, 201, { note: { sealed: note.sealed, byName: note.byName, at: note.at } });
  };

  return {
    async handle(request, response, path) {
      const url = new URL(request.url ?? '/', 'http://receiver.invalid');
      try {
        if (path === '/api/staff/login' && request.method === 'GET') return await login(response, url);
        if (path === '/api/staff/callback' && request.method === 'GET') return await callback(request, response, url);
        if (path === '/api/staff/logout') {
          if (request.method !== 'POST') throw new StaffProblem(405, 'method');
          if (!fromThisSite(request, options.siteUrl)) throw new StaffProblem(403, 'cross-site');
          const token = tokenOf(request);
          const session = sessions.use(token);
          sessions.end(token);
          if (session) await audit.append({ action: 'sign-out', who: session.email }).catch(() => undefined);
          return redirect(response, inbox('?signed-out'), [cookie(SESSION_COOKIE, '', { sameSite: 'Strict', maxAgeSeconds: 0 })]);
        }
        const token = tokenOf(request);
        const session = sessions.use(token);
        // No session, no data: the same answer whatever the route, so nothing is learnt from it.
        if (!session) return json(response, 401, { error: sessions.expired(token) ? 'expired' : 'signed-out' });
        await signedIn(request, response, path, session);
      } catch (error) {
        if (response.headersSent) return void response.destroy();
        if (error instanceof StaffProblem) return json(response, error.status, { error: error.code }, error.status === 405 ? { Allow: 'GET, POST' } : {});
        options.log(`The intake inbox could not answer ${request.method} ${path}: ${(error as Error)?.stack ?? String(error)}`);
        json(response, 503, { error: 'unavailable' }, { 'Retry-After': '30' });
      }
    },
    async close() {
      sessions.clear();
      await audit.close();
      await state.close();
    },
  };
}
