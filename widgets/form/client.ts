/**
 * The form island: progressive enhancement of the server-rendered form (no framework needed).
 * - Shows only the questions that apply (e.g. "Your details" when someone else is referring), and the
 *   notices that go with an answer (what an NDIA-managed plan means) as soon as it is chosen.
 * - Keeps a draft on this device only when the person ticks "Keep what I type" (off by default: someone else
 *   may use the device), restores it next time, and deletes it when they untick it, press "Clear what I
 *   typed" (a reset button, which empties the form with or without script), send the form or press Exit this
 *   page (which deletes all the site's storage; the form stops saving at that moment). A draft older than
 *   24 hours is removed unread.
 * - Checks answers with the same module as the receiver and shows errors the GOV.UK way.
 * - Sends with fetch; a double click sends once (one submission id, and a busy flag); a failed send keeps
 *   everything, says so plainly, and the same button tries again. The submission id belongs to this tab's
 *   attempt (kept in sessionStorage, never in the shared draft), so a second tab that restores the same
 *   draft sends its own submission.
 */
import { errorId, errorSummaryHtml, fieldErrorHtml, sendFailureHtml, titleWithPrefix, withoutPrefix } from './error-markup.ts';
import { showSentPage } from './sent-client.ts';
import { choseNdiaManaged } from './sent-page.ts';
import { FORM_NAME_FIELD, HONEYPOT_FIELD, SUBMISSION_ID_FIELD, fillIn, formDefinition, type Condition, type FormIslandProps } from './fields.ts';
import { todayInMelbourne } from '../../generator/text.ts';
import { answersThatApply, applies, validate, type FieldError, type FormValues } from './validation.ts';
import { preselectFromAddress } from './preselect.ts';
import { QUICK_EXIT_EVENT, isLeaving } from '../quick-exit/exit.ts';

const DRAFT_PREFIX = 'form-draft:';
const ATTEMPT_PREFIX = 'form-attempt:';
export const DRAFT_MAX_AGE_MS = 24 * 60 * 60 * 1000;
const SEND_TIMEOUT_MS = 20_000;
const NOT_SAVED = new Set([HONEYPOT_FIELD, FORM_NAME_FIELD, SUBMISSION_ID_FIELD]);

interface Draft {
  savedAt: string;
  values: FormValues;
}

export function readValues(form: HTMLFormElement): FormValues {
  const values: FormValues = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value !== 'string') continue;
    const existing = values[name];
    if (existing === undefined) values[name] = value;
    else values[name] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  // Checkbox groups with nothing ticked still need an entry (the unnamed "keep a draft" box is not an answer).
  form.querySelectorAll<HTMLInputElement>('input[type=checkbox][name]').forEach((box) => {
    if (!(box.name in values)) values[box.name] = box.closest('.field--consent') ? '' : [];
  });
  return values;
}

export function writeValues(form: HTMLFormElement, values: FormValues): void {
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement)) continue;
    if (!element.name || NOT_SAVED.has(element.name) || !(element.name in values)) continue;
    const value = values[element.name]!;
    const list = Array.isArray(value) ? value : [value];
    if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')) element.checked = list.includes(element.value);
    else if (element instanceof HTMLInputElement && element.type === 'hidden') continue;
    else element.value = list[0] ?? '';
  }
}

function newSubmissionId(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

export default function enhanceForm(root: HTMLElement, rawProps: unknown): void {
  const props = rawProps as FormIslandProps;
  const form = root.querySelector<HTMLFormElement>('form[data-form]');
  if (!form || form.dataset.enhanced) return;
  form.dataset.enhanced = 'true';
  form.noValidate = true;
  const definition = formDefinition(props);
  const summary = form.querySelector<HTMLElement>('[data-error-summary]')!;
  const submit = form.querySelector<HTMLButtonElement>('[data-submit]')!;
  const status = form.querySelector<HTMLElement>('[data-form-status]')!;
  const draftStatus = form.querySelector<HTMLElement>('[data-draft-status]')!;
  const draftMessage = form.querySelector<HTMLElement>('[data-draft-message]')!;
  const keepBox = form.querySelector<HTMLInputElement>('[data-draft-keep]')!;
  const submissionInput = form.querySelector<HTMLInputElement>(`input[name="${SUBMISSION_ID_FIELD}"]`)!;
  const words = definition.text;
  // One draft per form, and per program for the interest forms (each program page has its own).
  const draftKey = `${DRAFT_PREFIX}${props.kind}${definition.scope ? `:${definition.scope}` : ''}`;
  const baseTitle = withoutPrefix(words.errorTitlePrefix, document.title);
  const submitLabel = submit.textContent ?? definition.submitLabel;
  let sending = false;
  /** Once sent, or once Exit this page is pressed, nothing is saved again: leaving must not bring the draft back. */
  let sent = false;
  /** The person ticked "Keep what I type" (or came back to a draft they kept). */
  let keep = false;

  // --- Questions that apply ---------------------------------------------------------------------------
  const conditional = Array.from(form.querySelectorAll<HTMLElement>('[data-show-when]'));
  const applyConditions = () => {
    // An answer to a question that does not apply counts as not given, so its follow-ups hide too.
    const values = answersThatApply(definition, readValues(form));
    for (const element of conditional) element.hidden = !applies(JSON.parse(element.dataset.showWhen!) as Condition, values);
  };

  // --- Draft ------------------------------------------------------------------------------------------
  const storage = (() => {
    try {
      const probe = '__probe__';
      window.localStorage.setItem(probe, probe);
      window.localStorage.removeItem(probe);
      return window.localStorage;
    } catch {
      return undefined;
    }
  })();

  const saveDraft = () => {
    if (!storage || sent || !keep || isLeaving()) return;
    const values = readValues(form);
    for (const name of NOT_SAVED) delete values[name];
    const draft: Draft = { savedAt: new Date().toISOString(), values };
    try {
      storage.setItem(draftKey, JSON.stringify(draft));
    } catch {
      // Storage full or blocked: the form still works, it just cannot keep a draft.
    }
  };

  let saveTimer: ReturnType<typeof setTimeout> | undefined;
  const clearDraft = () => {
    clearTimeout(saveTimer);
    try {
      storage?.removeItem(draftKey);
    } catch {
      // Blocked storage holds no draft.
    }
  };
  const setKeep = (on: boolean) => {
    keep = on;
    keepBox.checked = on;
  };

  if (storage) {
    draftStatus.hidden = false;
    const saved = storage.getItem(draftKey);
    if (saved) {
      try {
        const draft = JSON.parse(saved) as Draft;
        const age = Date.now() - Date.parse(draft.savedAt);
        if (!(age >= 0 && age <= DRAFT_MAX_AGE_MS)) {
          clearDraft();
          draftMessage.textContent = words.draftExpired;
        } else {
          // They chose to keep it last time: it stays kept until they say otherwise.
          writeValues(form, draft.values);
          setKeep(true);
          draftMessage.textContent = words.draftRestored;
        }
      } catch {
        clearDraft();
      }
    }
  }
  keepBox.addEventListener('change', () => {
    setKeep(keepBox.checked);
    if (keep) saveDraft();
    else clearDraft();
    draftMessage.textContent = keep ? words.draftSaved : words.draftOff;
  });
  // Exit this page deletes the site's storage and leaves: nothing may be written after it.
  window.addEventListener(QUICK_EXIT_EVENT, () => {
    sent = true;
    clearTimeout(saveTimer);
  });
  preselectFromAddress(form, window.location.search);

  // --- This tab's attempt --------------------------------------------------------------------------
  const attemptKey = `${ATTEMPT_PREFIX}${props.kind}${definition.scope ? `:${definition.scope}` : ''}`;
  const session = (() => {
    try {
      return window.sessionStorage;
    } catch {
      return undefined;
    }
  })();
  const newAttempt = () => {
    submissionInput.value = newSubmissionId();
    try {
      session?.setItem(attemptKey, submissionInput.value);
    } catch {
      // Without session storage the id lasts as long as the page: a double click still sends once.
    }
  };
  const kept = session?.getItem(attemptKey);
  if (kept && /^[\w-]{8,64}$/.test(kept)) submissionInput.value = kept;
  else newAttempt();

  form.addEventListener('input', (event) => {
    if (event.target === keepBox) return;
    clearTimeout(saveTimer);
    saveTimer = setTimeout(saveDraft, 250);
  });
  form.addEventListener('change', (event) => {
    if (event.target === keepBox) return;
    applyConditions();
    saveDraft();
  });
  window.addEventListener('pagehide', saveDraft);
  // "Clear what I typed" is a reset button: the browser empties the fields (and unticks "keep"); then the
  // draft goes too, and the form starts again as new.
  form.addEventListener('reset', () => {
    clearDraft();
    setKeep(false);
    setTimeout(() => {
      setKeep(false);
      newAttempt();
      clearErrors();
      applyConditions();
      draftMessage.textContent = words.draftCleared;
    });
  });
  applyConditions();

  // --- Errors -----------------------------------------------------------------------------------------
  function clearErrors(): void {
    summary.hidden = true;
    summary.innerHTML = '';
    summary.removeAttribute('role');
    document.title = baseTitle;
    form!.querySelectorAll<HTMLDetailsElement>('details[data-opened-on-error]').forEach((details) => {
      details.open = false;
      details.removeAttribute('data-opened-on-error');
    });
    form!.querySelectorAll('.field__error').forEach((node) => node.remove());
    form!.querySelectorAll('.field--error').forEach((node) => node.classList.remove('field--error'));
    form!.querySelectorAll('[aria-invalid]').forEach((node) => node.removeAttribute('aria-invalid'));
    form!.querySelectorAll<HTMLElement>('[aria-describedby]').forEach((node) => {
      const ids = (node.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id && !id.endsWith('-error'));
      if (ids.length) node.setAttribute('aria-describedby', ids.join(' '));
      else node.removeAttribute('aria-describedby');
    });
  }

  function showSummary(html: string): void {
    summary.innerHTML = html;
    summary.setAttribute('role', 'alert');
    summary.setAttribute('aria-labelledby', `${props.kind}-error-summary-title`);
    summary.hidden = false;
    summary.focus();
    summary.scrollIntoView({ block: 'start' });
  }

  function showErrors(errors: readonly FieldError[]): void {
    clearErrors();
    for (const error of errors) {
      const container = form!.querySelector<HTMLElement>(`[data-field="${error.field}"]`);
      if (!container) continue;
      container.classList.add('field--error');
      const anchor = container.querySelector(':scope > .field__hint') ?? container.querySelector(':scope > .field__label, :scope > legend');
      if (anchor) anchor.insertAdjacentHTML('afterend', fieldErrorHtml(props.kind, error));
      else container.insertAdjacentHTML('afterbegin', fieldErrorHtml(props.kind, error));
      const described = container.matches('fieldset') ? [container] : Array.from(container.querySelectorAll<HTMLElement>('input, select, textarea'));
      for (const node of described) node.setAttribute('aria-describedby', [node.getAttribute('aria-describedby'), errorId(props.kind, error.field)].filter(Boolean).join(' '));
      container.querySelectorAll('input, select, textarea').forEach((node) => node.setAttribute('aria-invalid', 'true'));
    }
    // Help that goes with a question opens when its answer is missing (what to do when the person has not agreed).
    for (const error of errors) {
      form!.querySelectorAll<HTMLDetailsElement>(`details[data-open-on-error="${error.field}"]`).forEach((details) => {
        if (details.open) return;
        details.open = true;
        details.setAttribute('data-opened-on-error', '');
      });
    }
    document.title = titleWithPrefix(words.errorTitlePrefix, baseTitle);
    showSummary(errorSummaryHtml(props.kind, errors, words.errorSummaryTitle));
  }

  summary.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    if (!link) return;
    const target = document.getElementById(link.hash.slice(1));
    if (!target) return;
    event.preventDefault();
    // Bring the question (its label or legend) into view with the input, then focus the input.
    (target.closest('fieldset.field, .field') ?? target).scrollIntoView({ block: 'start' });
    target.focus({ preventScroll: true });
  });

  // --- Sending ----------------------------------------------------------------------------------------
  function body(values: FormValues): { body: string | FormData; headers: Record<string, string> } {
    if (props.delivery.encoding === 'json') return { body: JSON.stringify(values), headers: { 'Content-Type': 'application/json', Accept: 'application/json' } };
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(values)) for (const item of Array.isArray(value) ? value : [value]) params.append(name, item);
    return { body: params.toString(), headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' } };
  }

  function setBusy(busy: boolean): void {
    sending = busy;
    submit.setAttribute('aria-disabled', busy ? 'true' : 'false');
    submit.textContent = busy ? words.sending : submitLabel;
    status.textContent = busy ? words.sendingStatus : '';
  }

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (sending) return;
    const values = readValues(form);
    const result = validate(definition, values, todayInMelbourne());
    // Documents (the referral form): checked, then encrypted here before sending. Their code is loaded
    // only when some are chosen (documents-client.ts).
    const chosen = Array.from(form.querySelector<HTMLInputElement>('input[type=file]')?.files ?? []);
    const documentsCode = props.documentsKey && props.documentsScript;
    if (chosen.length && documentsCode) sending = true;
    // Loaded by its address: a bundle of its own, so the form's own script stays as it was.
    const documents = chosen.length && documentsCode ? await (import(documentsCode) as Promise<typeof import('./documents-client.ts')>).then((module) => module.checkDocuments(definition, chosen)).finally(() => (sending = false)) : undefined;
    const errors = [...result.errors, ...(documents?.errors ?? [])];
    if (errors.length) {
      const order = definition.groups.flatMap((group) => group.fields.map((field) => field.name));
      showErrors(errors.sort((a, b) => order.indexOf(a.field) - order.indexOf(b.field)));
      return;
    }
    clearErrors();
    saveDraft();
    setBusy(true);
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      const request = documents ? await documents.seal(values, props.documentsKey!, (message) => (status.textContent = message)) : body(values);
      // The time allowed starts once any documents are encrypted; they take longer to send.
      timer = setTimeout(() => controller.abort(), documents ? SEND_TIMEOUT_MS * 15 : SEND_TIMEOUT_MS);
      const response = await fetch(props.delivery.sendTo, { method: 'POST', body: request.body, headers: request.headers, signal: controller.signal, credentials: 'same-origin' });
      if (response.ok) {
        sent = true;
        clearTimeout(saveTimer);
        clearDraft();
        session?.removeItem(attemptKey);
        // The receiver answers with the reference to quote (a hosted endpoint may not: its page is shown as built).
        const answer = (await response.json().catch(() => null)) as { reference?: unknown } | null;
        const reference = typeof answer?.reference === 'string' ? answer.reference : undefined;
        await showSentPage(props.delivery.sentPath, reference ? { reference, ndiaManaged: choseNdiaManaged(props.kind, definition, values) } : undefined);
        return;
      }
      if (response.status === 400) {
        const data = (await response.json().catch(() => null)) as { errors?: FieldError[] } | null;
        if (data?.errors?.length) {
          setBusy(false);
          showErrors(data.errors);
          return;
        }
      }
      throw new Error(`The server answered ${response.status}`);
    } catch {
      setBusy(false);
      showSummary(sendFailureHtml(props.kind, fillIn(words.sendFailed, { noun: definition.noun, submit: submitLabel, phone: props.phone }), words.notSentTitle));
    } finally {
      clearTimeout(timer);
    }
  });

}
