/**
 * The form receiver behind `npm run preview` (and any Node host): POST /api/referral and /api/contact.
 * It checks each submission with the same module as the browser, appends each accepted one as one JSON
 * line to the submissions file, and only then answers: a redirect to the thank-you page, or JSON for the
 * browser script. Bad input gets 400 with the errors (the form page again, with what was typed kept),
 * bodies over the limit 413, other methods 405, other content types 415. It never stores a partial
 * record, and a repeated submission (a double click, a retry) is stored once.
 */
import { createHash, randomUUID } from 'node:crypto';
import { appendFile, mkdir, readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, join } from 'node:path';
import { parse, type HTMLElement } from 'node-html-parser';
import { ERROR_TITLE_PREFIX, errorId, errorSummaryHtml, escapeHtml, fieldErrorHtml } from '../widgets/form/error-markup.ts';
import { FORM_NAME_FIELD, HONEYPOT_FIELD, SUBMISSION_ID_FIELD, formDefinition, type FormDefinition, type FormIslandProps } from '../widgets/form/fields.ts';
import { sentPath, type FormKind } from '../widgets/form/delivery.ts';
import { isBot, melbourneToday, validate, type FieldError, type FormValues } from '../widgets/form/validation.ts';

export const MAX_BODY_BYTES = 64 * 1024;
const DEDUPE_WINDOW_MS = 10 * 60 * 1000;
const MAX_FIELDS = 200;

export interface ReceiverOptions {
  /** The built site: its form pages give the forms' definitions and are re-shown with errors. */
  siteDir: string;
  submissionsFile: string;
  /** For tests: a fixed "today". */
  today?: () => string;
}

interface FormPage {
  html: string;
  form: FormDefinition;
}

/** The form as built: its definition comes from the form island's props on the page itself. */
export function readFormPage(html: string, kind: FormKind): FormPage {
  const island = parse(html).querySelector('[data-island="form"]');
  const props = island ? (JSON.parse(island.getAttribute('data-props') ?? '{}') as FormIslandProps) : undefined;
  if (!props || props.kind !== kind) throw new Error(`The built ${kind} page has no ${kind} form island`);
  return { html, form: formDefinition(props) };
}

export interface StoredSubmission {
  id: string;
  form: FormKind;
  receivedAt: string;
  values: Record<string, string | string[]>;
}

class HttpProblem extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > MAX_BODY_BYTES) throw new HttpProblem(413, `The form is too large: the limit is ${MAX_BODY_BYTES / 1024} KB.`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new HttpProblem(413, `The form is too large: the limit is ${MAX_BODY_BYTES / 1024} KB.`);
    chunks.push(chunk as Buffer);
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

/** The form page again, with the errors shown and every answer kept (all typed text escaped). */
export function renderFormWithErrors(pageHtml: string, form: FormDefinition, values: FormValues, errors: readonly FieldError[]): string {
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
    if (element.tagName === 'TEXTAREA') element.set_content(escapeHtml(list[0] ?? ''));
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
  for (const error of errors) {
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
  if (summary && errors.length) {
    summary.removeAttribute('hidden');
    summary.setAttribute('role', 'alert');
    summary.setAttribute('aria-labelledby', `${form.kind}-error-summary-title`);
    summary.set_content(errorSummaryHtml(form.kind, errors));
  }
  const title = root.querySelector('title');
  if (title && errors.length) title.set_content(escapeHtml(`${ERROR_TITLE_PREFIX}${title.textContent}`));
  return `<!DOCTYPE html>${root.toString().replace(/^<!DOCTYPE html>/i, '')}`;
}

export function createFormReceiver(options: ReceiverOptions) {
  const recent = new Map<string, number>();
  let queue: Promise<void> = Promise.resolve();
  const pages = new Map<FormKind, Promise<FormPage>>();
  const today = options.today ?? (() => melbourneToday());

  const pageFor = (kind: FormKind) => {
    let page = pages.get(kind);
    if (!page) {
      page = readFile(join(options.siteDir, kind, 'index.html'), 'utf8').then((html) => readFormPage(html, kind));
      page.catch(() => pages.delete(kind));
      pages.set(kind, page);
    }
    return page;
  };

  /** Appends one line, one write at a time, so lines never interleave. */
  const store = (record: StoredSubmission) => {
    const line = `${JSON.stringify(record)}\n`;
    const write = queue.then(async () => {
      await mkdir(dirname(options.submissionsFile), { recursive: true });
      await appendFile(options.submissionsFile, line, { encoding: 'utf8', flag: 'a' });
    });
    queue = write.catch(() => undefined);
    return write;
  };

  const isRepeat = (key: string) => {
    const now = Date.now();
    for (const [seen, at] of recent) if (now - at > DEDUPE_WINDOW_MS) recent.delete(seen);
    if (recent.has(key)) return true;
    recent.set(key, now);
    return false;
  };

  /** Handles the request if it is for a form; returns false otherwise. */
  return async function receive(request: IncomingMessage, response: ServerResponse): Promise<boolean> {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname.replace(/\/$/, '');
    const match = /^\/api\/(referral|contact)$/.exec(path);
    if (!match) return false;
    const kind = match[1] as FormKind;
    const json = wantsJson(request);
    try {
      if (request.method !== 'POST') {
        response.writeHead(405, { Allow: 'POST', 'Content-Type': 'text/plain; charset=utf-8' }).end('Use POST to send this form.\n');
        return true;
      }
      const values = parseValues(String(request.headers['content-type'] ?? ''), await readBody(request));
      if (isBot(values)) {
        // Answer as if it worked, so the bot learns nothing; store nothing.
        if (json) sendJson(response, 201, { ok: true });
        else response.writeHead(303, { Location: sentPath(kind) }).end();
        return true;
      }
      const page = await pageFor(kind);
      const result = validate(page.form, values, today());
      if (result.errors.length) {
        if (json) sendJson(response, 400, { errors: result.errors });
        else {
          const html = renderFormWithErrors(page.html, page.form, values, result.errors);
          response.writeHead(400, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }).end(html);
        }
        return true;
      }
      const submissionId = typeof values[SUBMISSION_ID_FIELD] === 'string' && /^[\w-]{8,64}$/.test(values[SUBMISSION_ID_FIELD] as string) ? (values[SUBMISSION_ID_FIELD] as string) : '';
      const dedupeKey = submissionId ? `${kind}:${submissionId}` : `${kind}:${createHash('sha256').update(JSON.stringify(result.values)).digest('hex')}`;
      const id = submissionId || randomUUID();
      if (!isRepeat(dedupeKey)) {
        try {
          await store({ id, form: kind, receivedAt: new Date().toISOString(), values: result.values });
        } catch (error) {
          recent.delete(dedupeKey);
          throw error;
        }
      }
      if (json) sendJson(response, 201, { ok: true, id });
      else response.writeHead(303, { Location: sentPath(kind), 'Cache-Control': 'no-store' }).end();
      return true;
    } catch (error) {
      const status = error instanceof HttpProblem ? error.status : 500;
      const message = error instanceof HttpProblem ? error.message : 'The form could not be saved. Please try again, or call us.';
      if (status === 500) console.error(error);
      if (!response.headersSent) {
        if (json) sendJson(response, status, { error: message });
        else response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', Connection: status === 413 ? 'close' : 'keep-alive' }).end(`${message}\n`);
      }
      if (status === 413) request.resume();
      return true;
    }
  };
}
