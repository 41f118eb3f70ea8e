/**
 * The form receiver behind `npm run preview` (and any Node host): POST /api/referral, /api/contact,
 * /api/interest (an expression of interest in a program, re-shown on that program's page) and
 * /api/callback (the Easy Read "Ask us to call you").
 * It checks each submission with the same module as the browser, stores each accepted one durably (see
 * submission-store.ts: appended whole, fsynced, encrypted when a public key is set) and only then
 * answers: the thank-you page with the submission's short reference to quote (server/short-reference.ts),
 * or JSON with it for the browser script. Bad input gets 400 with the
 * errors (the form page again, with what was typed kept), bodies over the limit 413, other methods 405,
 * other content types 415, too many requests from one address 429. When the submission cannot be stored,
 * the person gets 503 and the form again with every answer kept and the phone number. A form posted from
 * another website (by its Origin or Sec-Fetch-Site) is refused with 403 and the form again, answers kept:
 * any page could otherwise make its visitors' browsers send referrals. Every response carries the site's
 * security headers. After storing, the intake team is e-mailed (see notify.ts).
 */
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isIP } from 'node:net';
import { join, posix } from 'node:path';
import { parse, type HTMLElement } from 'node-html-parser';
import { escapeMarkup, todayInMelbourne } from '../generator/text.ts';
import { errorId, errorSummaryHtml, fieldErrorHtml, sendFailureHtml, titleWithPrefix } from '../widgets/form/error-markup.ts';
import { FORM_NAME_FIELD, HONEYPOT_FIELD, SUBMISSION_ID_FIELD, fillIn, formDefinition, type Condition, type FormDefinition, type FormIslandProps } from '../widgets/form/fields.ts';
import { FORM_KINDS, SCOPE_PATTERN, formPagePath, sentPath, type FormKind } from '../widgets/form/delivery.ts';
import { answersThatApply, applies, isBot, repeatedFields, validate, type FieldError, type FormValues } from '../widgets/form/validation.ts';
import { resumeNotifications, type Notice, type Notifier } from './notify.ts';
import { createRateLimiter, type RateLimit } from './rate-limit.ts';
import { parseHeaders, readHostFile } from './headers-file.ts';
import { openSubmissionStore, type SubmissionStore } from './submission-store.ts';
import { chooseAgainError, IncompleteForm, isMultipart, MultipartProblem, openFormDocuments, type FormDocuments } from './attachments/form-documents.ts';
import type { MultipartForm } from './attachments/multipart.ts';
import { openStaffApi, type StaffApiOptions } from './staff/staff-api.ts';
import type { StaffOptions } from './staff/staff-config.ts';
import { documentsField } from '../widgets/form/documents.ts';
import { SENT_REFERENCE, SENT_REFERENCE_VALUE, choseNdiaManaged, fillSentPage, type SentDetails } from '../widgets/form/sent-page.ts';
import { shortReference } from './short-reference.ts';

export type { StoredSubmission } from './submission-store.ts';

export const MAX_BODY_BYTES = 64 * 1024;
const MAX_FIELDS = 200;

export interface ReceiverOptions {
  /** The built site: its form pages give the forms' definitions and are re-shown with errors. */
  siteDir: string;
  submissionsFile: string;
  /** An age recipient (`age1…`, from `forms.publicKey`): answers are stored encrypted to it. */
  publicKey?: string;
  /** E-mails the intake team after each stored submission. */
  notifier?: Notifier;
  /** Submissions one address may send: a burst, then one every `refillMs` (false: no limit). */
  rateLimit?: RateLimit | false;
  /**
   * Behind a reverse proxy: the addresses of the proxy (true: loopback, 127.0.0.1 and ::1). Only a request
   * that comes from one of them has its client's address taken from X-Forwarded-For (its last entry, the
   * one the proxy set); anyone else is known by their own address.
   */
  trustProxy?: boolean | readonly string[];
  /**
   * The security headers for the receiver's answers, as read at start (site-server.ts), or a function that
   * gives the current ones (the dev server reads them again after each build). Without it the receiver
   * reads `_headers` itself, and does not start if it cannot.
   */
  securityHeaders?: readonly [string, string][] | (() => readonly [string, string][]);
  /** The intake inbox's sign-in and staff routes (server/staff/); without it /api/staff/ does not exist. */
  staff?: StaffOptions & Partial<Pick<StaffApiOptions, 'oidc' | 'now' | 'callbackRateLimit'>>;
  /** For tests: a fixed "today". */
  today?: () => string;
  /** Messages for the operator (default: console). */
  log?: (message: string) => void;
}

export const DEFAULT_RATE_LIMIT: RateLimit = { burst: 10, refillMs: 30_000 };

export const CROSS_SITE_MESSAGE = 'This form was sent from another website, so we did not accept it and nothing has been sent. If you meant to send it, check your answers here and send it again.';

interface FormPage {
  html: string;
  form: FormDefinition;
  phone: string;
  /** The key the page's script encrypts documents to (site.json's forms.publicKey when it was built). */
  documentsKey?: string;
}

/** The form as built: its definition comes from the form island's props on the page itself. */
export function readFormPage(html: string, kind: FormKind, scope?: string): FormPage {
  const island = parse(html).querySelector('[data-island="form"]');
  const props = island ? (JSON.parse(island.getAttribute('data-props') ?? '{}') as FormIslandProps) : undefined;
  if (!props || props.kind !== kind || !props.form || props.form.scope !== scope) throw new Error(`The built page ${formPagePath(kind, scope)} has no ${kind} form island${scope ? ` for ${scope}` : ''}`);
  return { html, form: formDefinition(props), phone: props.phone, ...(props.documentsKey ? { documentsKey: props.documentsKey } : {}) };
}

/**
 * The thank-you page as built, with this submission's reference and, for a referral that chose an
 * NDIA-managed plan, its text: shown without script, in the answer to the POST itself (the reference is
 * never put in an address). The page's own CSP and headers stay: nothing is added but text.
 */
export function renderSentPage(html: string, details: SentDetails): string {
  const root = parse(html);
  if (!fillSentPage(root, details, (place, text) => place.set_content(escapeMarkup(text)))) {
    throw new Error(`The thank-you page has no place for the reference ([${SENT_REFERENCE}] with [${SENT_REFERENCE_VALUE}]): rebuild the site.`);
  }
  return root.toString();
}

/** The program an interest form was sent for (its page re-shows it), or undefined for other forms. */
function scopeOf(kind: FormKind, values: FormValues | undefined): string | undefined {
  if (kind !== 'interest') return undefined;
  const program = values?.program;
  if (typeof program !== 'string' || !SCOPE_PATTERN.test(program)) throw new HttpProblem(400, 'This form must be sent from a program\'s page: choose the program on /services/ and send the form there.', 'program');
  return program;
}

class HttpProblem extends Error {
  readonly status: number;
  readonly field: string | undefined;
  constructor(status: number, message: string, field?: string) {
    super(message);
    this.status = status;
    this.field = field;
  }
}

/** A form without documents arrives within this; the server's own limit is longer, for documents. */
export const BODY_DEADLINE_MS = 30_000;

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > MAX_BODY_BYTES) throw new HttpProblem(413, `The form is too large: the limit is ${MAX_BODY_BYTES / 1024} KB.`);
  const chunks: Buffer[] = [];
  let size = 0;
  const deadline = setTimeout(() => request.destroy(), BODY_DEADLINE_MS);
  try {
    for await (const chunk of request) {
      size += (chunk as Buffer).length;
      if (size > MAX_BODY_BYTES) throw new HttpProblem(413, `The form is too large: the limit is ${MAX_BODY_BYTES / 1024} KB.`);
      chunks.push(chunk as Buffer);
    }
  } finally {
    clearTimeout(deadline);
  }
  return Buffer.concat(chunks);
}

/** Form values from a url-encoded or JSON body. Only strings and lists of strings are accepted. */
export function parseValues(contentType: string, body: Buffer): FormValues {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  const text = body.toString('utf8');
  const values: FormValues = Object.create(null) as FormValues;
  const add = (name: string, value: string) => {
    if (Object.keys(values).length >= MAX_FIELDS && !(name in values)) throw new HttpProblem(400, 'The form has too many fields.');
    const existing = values[name];
    if (existing === undefined) values[name] = value;
    else values[name] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  };
  if (type === 'application/x-www-form-urlencoded') {
    for (const [name, value] of new URLSearchParams(text)) add(name, value);
    return values;
  }
  if (type === 'application/json') {
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      throw new HttpProblem(400, 'The form data is not valid JSON.');
    }
    if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new HttpProblem(400, 'The form data must be a JSON object of answers.');
    for (const [name, value] of Object.entries(data)) {
      if (typeof value === 'string') add(name, value);
      else if (Array.isArray(value) && value.every((item) => typeof item === 'string')) {
        if (value.length === 0) values[name] = [];
        for (const item of value) add(name, item);
      } else throw new HttpProblem(400, `The answer "${name.slice(0, 40)}" must be text or a list of text.`);
    }
    return values;
  }
  throw new HttpProblem(415, 'Send the form as application/x-www-form-urlencoded or application/json.');
}

function wantsJson(request: IncomingMessage): boolean {
  const accept = String(request.headers.accept ?? '');
  const type = String(request.headers['content-type'] ?? '');
  return accept.includes('application/json') || type.startsWith('application/json');
}

function sendJson(response: ServerResponse, status: number, data: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' }).end(JSON.stringify(data));
}

/** The security headers a site's `_headers` rules give every path (`/*`), for answers made outside the static files. */
export function securityHeadersOf(rules: ReturnType<typeof parseHeaders>): [string, string][] {
  return rules.filter((rule) => rule.pattern === '/*' || rule.pattern === '/api/*').flatMap((rule) => rule.headers);
}

/** The security headers of a built site; a StartError when its `_headers` cannot be read (never none instead). */
export async function readSecurityHeaders(siteDir: string): Promise<[string, string][]> {
  return securityHeadersOf(parseHeaders(await readHostFile(siteDir, '_headers')));
}

/** The form page again, with the errors shown and every answer kept (all typed text escaped). */
export function renderFormWithErrors(pageHtml: string, form: FormDefinition, values: FormValues, errors: readonly FieldError[], failure?: string): string {
  const root = parse(pageHtml, { comment: false });
  const formElement = root.querySelector(`form[data-form="${form.kind}"]`);
  if (!formElement) throw new Error(`The ${form.kind} page has no form`);
  const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  for (const element of formElement.querySelectorAll('input, textarea, select')) {
    const name = element.getAttribute('name');
    if (!name || name === HONEYPOT_FIELD || name === FORM_NAME_FIELD) continue;
    const raw = values[name];
    const list = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
    const type = (element.getAttribute('type') ?? 'text').toLowerCase();
    // A file picker cannot be given its files back (the documents question says to choose them again).
    if (type === 'file') continue;
    if (element.tagName === 'TEXTAREA') element.set_content(escapeMarkup(list[0] ?? ''));
    else if (element.tagName === 'SELECT') {
      for (const option of element.querySelectorAll('option')) {
        if (list.includes(option.getAttribute('value') ?? '')) option.setAttribute('selected', '');
        else option.removeAttribute('selected');
      }
    } else if (type === 'checkbox' || type === 'radio') {
      if (list.includes(element.getAttribute('value') ?? '')) element.setAttribute('checked', '');
      else element.removeAttribute('checked');
    } else if (list[0] !== undefined) element.setAttribute('value', attr(list[0]));
  }
  // Questions and notices that wait for an answer (what an NDIA-managed plan means) show when it was given.
  const effective = answersThatApply(form, values);
  for (const element of formElement.querySelectorAll('[data-reveal][data-show-when]')) {
    if (applies(JSON.parse(element.getAttribute('data-show-when') ?? '{}') as Condition, effective)) element.removeAttribute('hidden');
  }
  for (const error of errors) {
    for (const details of formElement.querySelectorAll(`details[data-open-on-error="${error.field}"]`)) details.setAttribute('open', '');
    const container = formElement.querySelector(`[data-field="${error.field}"]`);
    if (!container) continue;
    container.classList.add('field--error');
    const anchor = container.querySelector('.field__hint') ?? container.querySelector('.field__label');
    const html = fieldErrorHtml(form.kind, error);
    if (anchor && anchor.parentNode === container) anchor.insertAdjacentHTML('afterend', html);
    else container.insertAdjacentHTML('afterbegin', html);
    const targets: HTMLElement[] = container.tagName === 'FIELDSET' ? [container] : container.querySelectorAll('input, select, textarea');
    for (const node of targets) node.setAttribute('aria-describedby', [node.getAttribute('aria-describedby'), errorId(form.kind, error.field)].filter(Boolean).join(' '));
    for (const node of container.querySelectorAll('input, select, textarea')) node.setAttribute('aria-invalid', 'true');
  }
  const summary = formElement.querySelector('[data-error-summary]');
  if (summary && (errors.length || failure)) {
    summary.removeAttribute('hidden');
    summary.setAttribute('role', 'alert');
    summary.setAttribute('aria-labelledby', `${form.kind}-error-summary-title`);
    // Without script nothing else moves to it: the browser focuses it, and scrolls it into view, on load
    // (the ways to reach us come before the contact form, so it is not always in the first screen).
    summary.setAttribute('autofocus', '');
    summary.set_content(failure ? sendFailureHtml(form.kind, failure, form.text.notSentTitle) : errorSummaryHtml(form.kind, errors, form.text.errorSummaryTitle));
  }
  const title = root.querySelector('title');
  if (title && (errors.length || failure)) title.set_content(escapeMarkup(titleWithPrefix(failure ? form.text.notSentTitlePrefix : form.text.errorTitlePrefix, title.textContent)));
  return `<!DOCTYPE html>${root.toString().replace(/^<!DOCTYPE html>/i, '')}`;
}


const LOOPBACK = ['127.0.0.1', '::1', '::ffff:127.0.0.1'];

/** The client's address: the peer's, or, when the peer is a trusted proxy, the one the proxy forwarded. */
export function clientAddress(request: Pick<IncomingMessage, 'headers' | 'socket'>, trustProxy: boolean | readonly string[] = false): string {
  const peer = request.socket.remoteAddress ?? 'unknown';
  const proxies = trustProxy === true ? LOOPBACK : trustProxy || [];
  if (!proxies.includes(peer) && !proxies.includes(peer.replace(/^::ffff:/, ''))) return peer;
  const forwarded = String(request.headers['x-forwarded-for'] ?? '').split(',').map((part) => part.trim()).filter(Boolean).at(-1);
  return forwarded && isIP(forwarded) ? forwarded : peer;
}

/**
 * True when the browser says the form was posted from another site: Sec-Fetch-Site other than
 * same-origin (or none: typed or bookmarked), or an Origin whose host is not the one asked for.
 */
export function isCrossSite(request: Pick<IncomingMessage, 'headers'>): boolean {
  const fetchSite = String(request.headers['sec-fetch-site'] ?? '').toLowerCase();
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  const host = String(request.headers.host ?? '');
  if (!URL.canParse(origin) || !URL.canParse(`http://${host}`)) return true;
  return new URL(origin).hostname !== new URL(`http://${host}`).hostname;
}

/** The request's path, tidied (dot segments and repeated slashes), without throwing on any input. */
function requestPath(url: string | undefined): string {
  const raw = (url ?? '/').split('?')[0]!.split('#')[0]!;
  return raw.startsWith('/') ? posix.normalize(raw) : raw;
}

export interface FormReceiver {
  (request: IncomingMessage, response: ServerResponse): Promise<boolean>;
  /** Resolves once the store is open (repaired and indexed); rejects if it cannot be opened. */
  ready: Promise<SubmissionStore>;
  close(): Promise<void>;
}

export function createFormReceiver(options: ReceiverOptions): FormReceiver {
  const pages = new Map<string, Promise<FormPage>>();
  const today = options.today ?? (() => todayInMelbourne());
  const log = options.log ?? ((message: string) => console.error(message));
  const limiter = options.rateLimit === false ? undefined : createRateLimiter(options.rateLimit ?? DEFAULT_RATE_LIMIT);
  const given = options.securityHeaders;
  const headersRead = given ? undefined : readSecurityHeaders(options.siteDir);
  headersRead?.catch(() => undefined);
  const securityHeaders = async () => (typeof given === 'function' ? given() : given ?? (await headersRead!));
  const opened = openSubmissionStore({ file: options.submissionsFile, publicKey: options.publicKey, warn: log });
  opened.catch(() => undefined);
  // Documents are taken only when the store encrypts; their folder is tidied once the store is open.
  const documents: FormDocuments | undefined = options.publicKey ? openFormDocuments({ submissionsFile: options.submissionsFile, publicKey: options.publicKey, log }) : undefined;
  const staff = options.staff ? openStaffApi({ ...options.staff, submissionsFile: options.submissionsFile, clientAddress: (request) => clientAddress(request, options.trustProxy ?? false), log }) : undefined;
  const ready = opened.then(async (store) => {
    await Promise.all([documents?.ready, staff]);
    return store;
  });
  ready.catch(() => undefined);
  const notify: Promise<((notice: Notice) => void) | undefined> = options.notifier
    ? ready.then((store) => resumeNotifications(options.submissionsFile, store.summaries(), options.notifier!))
    : Promise.resolve(undefined);
  notify.catch((error: unknown) => log(`Notifications are off: ${(error as Error).message}`));

  /** The page a form is on, read once (an interest form's page is its program's). */
  const pageFor = (kind: FormKind, scope?: string) => {
    const key = `${kind}:${scope ?? ''}`;
    let page = pages.get(key);
    if (!page) {
      page = readFile(join(options.siteDir, ...formPagePath(kind, scope).split('/').filter(Boolean), 'index.html'), 'utf8').then((html) => readFormPage(html, kind, scope));
      page.catch(() => pages.delete(key));
      pages.set(key, page);
    }
    return page;
  };

  /** A form's thank-you page as built, read once (the receiver fills in each submission's reference). */
  const sentPages = new Map<FormKind, Promise<string>>();
  const sentPageFor = (kind: FormKind) => {
    let page = sentPages.get(kind);
    if (!page) {
      page = readFile(join(options.siteDir, ...sentPath(kind).split('/').filter(Boolean), 'index.html'), 'utf8');
      page.catch(() => sentPages.delete(kind));
      sentPages.set(kind, page);
    }
    return page;
  };

  /** The page to re-show a form on, when it can be found from the answers sent. */
  const pageForValues = async (kind: FormKind, values: FormValues | undefined) => {
    try {
      return await pageFor(kind, scopeOf(kind, values));
    } catch {
      return undefined;
    }
  };

  /** Handles the request if it is for a form; returns false otherwise. */
  const receive = async function receive(request: IncomingMessage, response: ServerResponse): Promise<boolean> {
    const path = requestPath(request.url).replace(/\/$/, '');
    if (!path.startsWith('/api/')) return false;
    for (const [name, value] of await securityHeaders()) response.setHeader(name, value);
    response.setHeader('Cache-Control', 'no-store');
    // The intake inbox's routes, when its sign-in is set up (else they do not exist: 404 below).
    if (staff && (path === '/api/staff' || path.startsWith('/api/staff/'))) {
      await (await staff).handle(request, response, path);
      return true;
    }
    const match = /^\/api\/([a-z]+)$/.exec(path);
    if (!match || !FORM_KINDS.includes(match[1] as FormKind)) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('There is no form at this address.\n');
      return true;
    }
    const kind = match[1] as FormKind;
    const json = wantsJson(request);
    let values: FormValues | undefined;
    /** The documents sent with it (multipart), in temporary files until the submission is stored. */
    let received: MultipartForm | undefined;
    let kept = false;
    try {
      if (request.method !== 'POST') {
        response.writeHead(405, { Allow: 'POST', 'Content-Type': 'text/plain; charset=utf-8' }).end('Use POST to send this form.\n');
        return true;
      }
      const wait = limiter?.take(clientAddress(request, options.trustProxy ?? false)) ?? 0;
      if (wait) {
        response.setHeader('Retry-After', String(wait));
        throw new HttpProblem(429, `Too many forms were sent from your connection. Please wait ${wait} seconds and try again.`);
      }
      const contentType = String(request.headers['content-type'] ?? '');
      if (isMultipart(contentType)) {
        // A form with documents: read as it streams in, each document encrypted into a temporary file.
        if (!documents) throw new HttpProblem(415, 'This receiver does not take documents: send the form as application/x-www-form-urlencoded or application/json.');
        if (documents.busy) {
          response.setHeader('Retry-After', '60');
          throw new HttpProblem(503, 'Many documents are being sent just now. Please wait a minute and send the form again.');
        }
        const documentsPage = kind === 'referral' ? await pageFor(kind) : undefined;
        const form = documentsPage?.form;
        received = await documents.read(request, form, MAX_BODY_BYTES, MAX_FIELDS).catch((error: unknown) => {
          // What had arrived is kept, to show the form again with it.
          if (!(error instanceof IncompleteForm)) throw error;
          values = error.values;
          received = { values: error.values, documents: [], count: error.count };
          throw error.reason instanceof MultipartProblem ? new HttpProblem(error.reason.status, error.reason.message) : error.reason;
        });
        values = received.values;
        // The page's script encrypts documents to the key the site was built with: it must be this receiver's.
        const sealedByPage = received.documents.some((document) => 'stored' in document && document.stored.fingerprint.startsWith('sealed:'));
        if (sealedByPage && documentsPage?.documentsKey !== options.publicKey) {
          log(`The referral page encrypts documents to a different key than this receiver's (forms.publicKey or FORMS_PUBLIC_KEY): rebuild the site with the receiver's key. Documents encrypted by the page are refused until then.`);
          throw new Error('documents key mismatch');
        }
      } else values = parseValues(contentType, await readBody(request));
      if (isCrossSite(request)) throw new HttpProblem(403, CROSS_SITE_MESSAGE);
      const scope = scopeOf(kind, values);
      const page = await pageFor(kind, scope).catch((error: unknown) => {
        // A program that has no page (a mistyped or removed program) is the sender's problem, not ours.
        if (scope && (error as NodeJS.ErrnoException).code === 'ENOENT') throw new HttpProblem(400, `There is no program "${scope}" on this site: choose the program on /services/ and send the form from its page.`, 'program');
        throw error;
      });
      const repeated = repeatedFields(page.form, values);
      if (repeated.length) throw new HttpProblem(400, `The answer "${repeated[0]!.slice(0, 40)}" was sent more than once. Send each answer once.`, repeated[0]);
      // The documents answer is the names of the documents received, never what the sender says it is.
      const takesDocuments = documentsField(page.form);
      if (takesDocuments) values[takesDocuments.name] = received?.documents.map((document) => document.name) ?? [];
      const result = validate(page.form, values, today());
      const documentErrors = received && documents ? documents.errors(page.form, received) : [];
      if (result.errors.length || documentErrors.length) {
        const errors = [...result.errors.filter((error) => !documentErrors.some((other) => other.field === error.field)), ...documentErrors];
        await documents?.drop(received);
        if (json) sendJson(response, 400, { errors });
        else {
          // Without script the documents cannot be put back in the form: say so on their question.
          const again = received?.count ? chooseAgainError(page.form, documentErrors.map((error) => error.message)) : undefined;
          const shown = again ? [...errors.filter((error) => error.field !== again.field), again] : errors;
          const html = renderFormWithErrors(page.html, page.form, values, shown);
          response.writeHead(400, { 'Content-Type': 'text/html; charset=utf-8' }).end(html);
        }
        return true;
      }
      const submissionId = typeof values[SUBMISSION_ID_FIELD] === 'string' && /^[\w-]{8,64}$/.test(values[SUBMISSION_ID_FIELD] as string) ? (values[SUBMISSION_ID_FIELD] as string) : undefined;
      // A filled honeypot is a bot: it goes through everything a real send does (a resend is "already
      // received" too, and it waits for the same write and fsync) but nothing is kept or e-mailed, so its
      // answer, and the time it takes, teach the bot nothing (P38, P90).
      const bot = isBot(values);
      const store = await ready;
      // Its documents are made permanent first: the line that names them is written after. A bot's never are.
      const attached = !bot && received?.documents.length && documents ? await documents.keep(received) : undefined;
      const saved = bot ? await store.saveDecoy({ form: kind, key: submissionId, values: result.values }) : await store.save({ form: kind, key: submissionId, values: result.values, ...attached });
      kept = saved.status === 'stored' && !bot;
      // A repeat's documents were stored with the first (and a bot's are not kept): this copy goes before the answer.
      if (!kept) await documents?.drop(received);
      if (kept) (await notify.catch(() => undefined))?.(saved.record);
      // The reference to quote: short, from the stored id (a repeat's is the first one's, as it is the same record).
      const reference = shortReference(saved.record.id);
      if (json) sendJson(response, saved.status === 'stored' ? 201 : 200, { ok: true, id: saved.record.id, reference, ...(saved.status === 'already-received' ? { alreadyReceived: true } : {}) });
      else {
        // Stored and e-mailed already: a thank-you page that cannot be read must not look like a failure to send.
        const sentHtml = await sentPageFor(kind)
          .then((html) => renderSentPage(html, { reference, ndiaManaged: choseNdiaManaged(kind, page.form, result.values) }))
          .catch((error: unknown) => {
            log(`Could not show the thank-you page ${sentPath(kind)} with its reference: ${(error as Error).message}`);
            return undefined;
          });
        if (sentHtml) response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(sentHtml);
        else response.writeHead(303, { Location: sentPath(kind) }).end();
      }
      return true;
    } catch (error) {
      const problem = error instanceof HttpProblem ? error : undefined;
      const status = problem?.status ?? 503;
      if (!kept) await documents?.drop(received).catch(() => undefined);
      if (!problem) log(`Could not store a ${kind} submission: ${(error as Error)?.stack ?? String(error)}`);
      if (response.headersSent) return true;
      // A refused cross-site post and a failure on our side show the form again, with every answer kept.
      const page = !problem || status === 403 ? await pageForValues(kind, values) : undefined;
      const message = problem?.message ?? (page ? fillIn(page.form.text.serverProblem, { noun: page.form.noun, phone: page.phone }) : `We could not save your ${kind === 'referral' ? 'referral' : 'message'} because of a problem on our side. Nothing has been sent yet. Please try again in a few minutes.`);
      if (json) sendJson(response, status, { error: message, ...(problem?.field ? { field: problem.field } : {}) });
      else if (page && values) {
        const again = received?.count ? chooseAgainError(page.form) : undefined;
        const html = renderFormWithErrors(page.html, page.form, values, again ? [again] : [], message);
        response.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', ...(status === 403 ? {} : { 'Retry-After': '60' }) }).end(html);
      } else response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', Connection: status === 413 ? 'close' : 'keep-alive' }).end(`${message}\n`);
      if (status === 413) request.resume();
      return true;
    } finally {
      // Documents of a submission that was not stored (refused, a repeat, a failure) are removed.
      if (!kept) await documents?.drop(received).catch((error: unknown) => log(`Could not remove the documents of a ${kind} form that was not stored: ${(error as Error).message}`));
    }
  } as FormReceiver;
  receive.ready = Promise.all([ready, headersRead]).then(async ([store]) => {
    await notify.catch(() => undefined);
    return store;
  });
  // Whoever starts the receiver awaits this; until then a store that cannot be opened must not end the
  // process as an unhandled rejection, with a stack, before the one-line reason is printed (P31).
  receive.ready.catch(() => undefined);
  receive.close = async () => {
    options.notifier?.close();
    await (await staff?.catch(() => undefined))?.close();
    await (await opened.catch(() => undefined))?.close();
  };
  return receive;
}
