/**
 * The intake inbox, in the browser: sign in (with the provider's own sign-in, through the receiver), open
 * the key (a file, pasted, or remembered on this computer behind a passphrase), then read every referral,
 * contact message, expression of interest and call-back request, newest first, decrypted here. A record
 * shows how to contact the person safely before anything else, its flags (an NDIA-managed plan, a person
 * who has not agreed), every answer, its documents (decrypted and opened here), its status and its notes
 * (encrypted here before they are saved). The list exports to a CSV made here, formula-safe as the intake
 * tool's.
 *
 * The key and the decrypted text never leave the browser: requests carry only references, statuses and
 * ciphertext (api.ts). When the session ends (sign-out, idle, its time is up) the key and everything
 * decrypted are dropped from the page.
 */
import { sameShortReference } from '../form/reference-text.ts';
import type { Decrypter } from 'age-encryption';
import { documentKind, DOCUMENT_TYPES, nameForKind, readableSize, SIGNATURE_BYTES } from '../form/document-types.ts';
import { australianDateTime, toCsv, type Submission } from './intake-csv.ts';
import { agreementFlag, safeContactLines, safetyFlags, SAFE_CONTACT_FIELDS } from './intake-fields.ts';
import { api, ApiError, type RecordView, type Session, type StatusView } from './api.ts';
import { append, h, uniqueId } from './dom.ts';
import { INBOX_ROOT, type InboxProps } from './props.ts';
import { decrypterFor, forgetKey, fromBase64, hasRememberedKey, identitiesIn, MIN_PASSPHRASE, rememberKey, sealText, unlockKey } from './keys.ts';
import { answerRows, personName, type Answers } from './labels.ts';
import { FORM_NAMES, say, STATUS_NAMES, WORDS } from './words.ts';

type Opened = { values: Answers } | { unopened: true } | { storedInClear: true };
interface Entry {
  record: RecordView;
  opened: Opened;
}
type Filter = 'all' | 'open' | 'done';

const root = document.querySelector<HTMLElement>(`[${INBOX_ROOT}]`);
if (root) start(root, JSON.parse(root.dataset.props ?? '{}') as InboxProps);

function start(rootElement: HTMLElement, props: InboxProps): void {
  document.documentElement.classList.add('js');
  rootElement.querySelector<HTMLElement>('[data-inbox-nojs]')!.hidden = true;
  const status = rootElement.querySelector<HTMLElement>('[data-inbox-status]')!;
  const app = rootElement.querySelector<HTMLElement>('[data-inbox-app]')!;
  if (!props.configured) return;
  app.hidden = false;

  // Everything secret lives in these variables, and only while the session lasts.
  let session: Session | undefined;
  let decrypter: Decrypter | undefined;
  let entries: Entry[] = [];
  let filter: Filter = 'all';
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  const objectUrls = new Set<string>();

  let announcing: ReturnType<typeof setTimeout> | undefined;
  const announce = (message: string) => {
    status.textContent = '';
    clearTimeout(announcing);
    // Set a moment later, so a screen reader says a repeated message again.
    announcing = setTimeout(() => (status.textContent = message), 50);
  };

  /** Drops the key and everything decrypted, and shows sign-in with a reason. */
  const lock = (reason?: string) => {
    session = undefined;
    decrypter = undefined;
    entries = [];
    clearTimeout(idleTimer);
    for (const url of objectUrls) URL.revokeObjectURL(url);
    objectUrls.clear();
    showSignIn(reason);
  };

  const touch = () => {
    clearTimeout(idleTimer);
    if (session) idleTimer = setTimeout(() => lock(WORDS.errors.expired), session.idleSeconds * 1000);
  };

  /** Runs a request; a lost session locks the inbox, any other failure is said plainly. */
  const guarded = async <T>(work: () => Promise<T>): Promise<T | undefined> => {
    try {
      const result = await work();
      touch();
      return result;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) lock(error.code === 'expired' ? WORDS.errors.expired : undefined);
      else if (error instanceof ApiError && error.status === 404) announce(WORDS.notFound);
      else if (error instanceof ApiError && error.status === 0) announce(WORDS.unavailable);
      else announce(WORDS.problem);
      return undefined;
    }
  };

  /** Shows a view in place of the last one; a message about the last one goes with it. */
  const view = (...children: (Node | string | null | false | undefined)[]) => {
    clearTimeout(announcing);
    status.textContent = '';
    app.replaceChildren();
    append(app, ...children);
  };

  const focusHeading = (heading: HTMLElement) => {
    heading.tabIndex = -1;
    heading.focus();
  };

  // --- Signed out --------------------------------------------------------------------------------------
  function showSignIn(message?: string): void {
    const back = `${location.pathname}${location.search.includes('ref=') ? `?ref=${encodeURIComponent(new URLSearchParams(location.search).get('ref') ?? '')}` : ''}`;
    const heading = h('h2', {}, WORDS.signInHeading);
    view(
      h('section', { class: 'inbox__panel', 'aria-labelledby': 'inbox-sign-in' }, Object.assign(heading, { id: 'inbox-sign-in' }), message ? h('p', { class: 'inbox__message' }, message) : null, h('p', {}, say(WORDS.signInText, { provider: props.provider })), h('p', {}, h('a', { class: 'button button--primary', href: `/api/staff/login?return=${encodeURIComponent(back)}` }, say(WORDS.signInButton, { provider: props.provider })))),
    );
    if (message) focusHeading(heading);
  }

  // --- The key -----------------------------------------------------------------------------------------
  const staffBar = () =>
    h(
      'div',
      { class: 'inbox__bar' },
      h('p', { class: 'inbox__who' }, say(WORDS.signedInAs, { name: session ? `${session.name} (${session.email})` : '' })),
      h('form', { method: 'post', action: '/api/staff/logout', class: 'inbox__sign-out' }, h('button', { type: 'submit', class: 'button button--secondary' }, WORDS.signOut)),
    );

  /** A labelled field with a hint and a place for its error. */
  const field = (label: string, hint: string | undefined, control: HTMLElement) => {
    const id = uniqueId('inbox-field');
    control.id = id;
    const hintId = hint ? `${id}-hint` : undefined;
    const errorId = `${id}-error`;
    if (hintId) control.setAttribute('aria-describedby', hintId);
    const error = h('p', { class: 'field__error', id: errorId, hidden: true });
    const wrapper = h('div', { class: 'field' }, h('label', { class: 'field__label', for: id }, label), hint ? h('p', { class: 'field__hint', id: hintId }, hint) : null, error, control);
    return {
      wrapper,
      control,
      fail(message: string) {
        error.replaceChildren(h('span', { class: 'visually-hidden' }, 'Error: '), message);
        error.hidden = false;
        wrapper.classList.add('field--error');
        control.setAttribute('aria-invalid', 'true');
        control.setAttribute('aria-describedby', [hintId, errorId].filter(Boolean).join(' '));
        control.focus();
      },
      clear() {
        error.hidden = true;
        wrapper.classList.remove('field--error');
        control.removeAttribute('aria-invalid');
        if (hintId) control.setAttribute('aria-describedby', hintId);
        else control.removeAttribute('aria-describedby');
      },
    };
  };

  function showKey(message?: string): void {
    if (hasRememberedKey()) return showUnlock(message);
    const heading = h('h2', { id: 'inbox-key' }, WORDS.keyHeading);
    const file = field(WORDS.keyFile, WORDS.keyFileHint, h('input', { type: 'file', class: 'file-input', accept: '.txt,.key,text/plain' }));
    const paste = field(WORDS.keyPaste, WORDS.keyPasteHint, h('textarea', { class: 'textarea inbox__key-text', rows: 2, autocomplete: 'off', autocapitalize: 'off', spellcheck: 'false' }));
    const remember = h('input', { type: 'checkbox', class: 'choice__input', id: 'inbox-remember', 'aria-describedby': 'inbox-remember-hint' });
    const first = field(WORDS.passphrase, WORDS.passphraseHint, h('input', { type: 'password', class: 'input input--medium', autocomplete: 'new-password' }));
    const second = field(WORDS.passphraseAgain, undefined, h('input', { type: 'password', class: 'input input--medium', autocomplete: 'new-password' }));
    const passphrases = h('div', { class: 'inbox__passphrases', hidden: true }, first.wrapper, second.wrapper);
    remember.addEventListener('change', () => (passphrases.hidden = !remember.checked));
    const submit = h('button', { type: 'submit', class: 'button button--primary' }, WORDS.openInbox);
    const form = h(
      'form',
      { class: 'inbox__key-form', novalidate: true },
      file.wrapper,
      paste.wrapper,
      h('div', { class: 'field' }, h('div', { class: 'choice' }, remember, h('label', { class: 'choice__label', for: 'inbox-remember' }, WORDS.remember)), h('p', { class: 'field__hint', id: 'inbox-remember-hint' }, WORDS.rememberHint)),
      passphrases,
      h('p', {}, submit),
    );
    form.addEventListener('submit', async (event) => {
      event.preventDefault();
      for (const part of [file, paste, first, second]) part.clear();
      const chosen = (file.control as HTMLInputElement).files?.[0];
      let text = (paste.control as HTMLTextAreaElement).value;
      if (chosen) {
        try {
          text = `${await chosen.text()}\n${text}`;
        } catch {
          return file.fail(WORDS.keyProblems.unreadable);
        }
      }
      if (!text.trim()) return file.fail(WORDS.keyProblems.none);
      const identities = identitiesIn(text);
      if (!identities.length) return (chosen ? file : paste).fail(WORDS.keyProblems.notKey);
      if (remember.checked) {
        const phrase = (first.control as HTMLInputElement).value;
        if (phrase.length < MIN_PASSPHRASE) return first.fail(WORDS.keyProblems.shortPassphrase);
        if (phrase !== (second.control as HTMLInputElement).value) return second.fail(WORDS.keyProblems.mismatch);
        announce('Locking your key with your passphrase… this takes a few seconds.');
        await rememberKey(identities, phrase);
      }
      (paste.control as HTMLTextAreaElement).value = '';
      (file.control as HTMLInputElement).value = '';
      await openInbox(identities);
    });
    view(staffBar(), h('section', { class: 'inbox__panel', 'aria-labelledby': 'inbox-key' }, heading, message ? h('p', { class: 'inbox__message' }, message) : null, h('p', {}, WORDS.keyIntro), form));
  }

  function showUnlock(message?: string): void {
    const heading = h('h2', { id: 'inbox-key' }, WORDS.unlockHeading);
    const phrase = field(WORDS.passphrase, undefined, h('input', { type: 'password', class: 'input input--medium', autocomplete: 'current-password' }));
    const form = h('form', { class: 'inbox__key-form', novalidate: true }, phrase.wrapper, h('p', {}, h('button', { type: 'submit', class: 'button button--primary' }, WORDS.unlock)));
    const forget = h('button', { type: 'button', class: 'link-button' }, WORDS.forget);
    forget.addEventListener('click', () => {
      forgetKey();
      showKey(WORDS.forgotten);
    });
    form.addEventListener('submit', async (event) => {
      event.preventDefault();
      phrase.clear();
      const value = (phrase.control as HTMLInputElement).value;
      if (!value) return phrase.fail(WORDS.keyProblems.noPassphrase);
      announce('Unlocking your key… this takes a few seconds.');
      const identities = await unlockKey(value);
      (phrase.control as HTMLInputElement).value = '';
      if (!identities?.length) return phrase.fail(WORDS.keyProblems.wrongPassphrase);
      await openInbox(identities);
    });
    view(staffBar(), h('section', { class: 'inbox__panel', 'aria-labelledby': 'inbox-key' }, heading, message ? h('p', { class: 'inbox__message' }, message) : null, h('p', {}, WORDS.unlockIntro), form, h('p', {}, forget)));
  }

  // --- Decrypting --------------------------------------------------------------------------------------
  const open = async (record: RecordView): Promise<Opened> => {
    if (record.storedInClear || !record.sealed) return { storedInClear: true };
    try {
      return { values: JSON.parse(await decrypter!.decrypt(fromBase64(record.sealed), 'text')) as Answers };
    } catch {
      return { unopened: true };
    }
  };

  /** Decrypts every record, a few at a time so the page stays responsive, saying how far it has got. */
  const openAll = async (records: readonly RecordView[]): Promise<Entry[]> => {
    const result: Entry[] = [];
    for (let index = 0; index < records.length; index += 1) {
      const known = entries.find((entry) => entry.record.id === records[index]!.id && 'values' in entry.opened);
      result.push({ record: records[index]!, opened: known ? known.opened : await open(records[index]!) });
      if (index % 25 === 24) await new Promise((resolve) => setTimeout(resolve, 0));
    }
    return result;
  };

  async function openInbox(identities: string[]): Promise<void> {
    decrypter = decrypterFor(identities);
    const loaded = await guarded(() => api.records());
    if (!loaded) return;
    announce(say(WORDS.opening, { count: loaded.records.length }));
    entries = await openAll(loaded.records);
    if (entries.length && entries.every((entry) => 'unopened' in entry.opened)) {
      decrypter = undefined;
      entries = [];
      return showKey(WORDS.keyProblems.opensNothing);
    }
    const wanted = new URLSearchParams(location.search).get('ref');
    if (wanted) await showRecord(fullId(wanted), false);
    else showList();
  }

  // --- The list ----------------------------------------------------------------------------------------
  const statusText = (value: StatusView | null) => (value ? `${STATUS_NAMES[value.status]} (${value.byName}, ${australianDateTime(value.at).split(' ')[0]})` : STATUS_NAMES.new);
  const flagsOf = (entry: Entry): string[] => {
    if (!('values' in entry.opened)) return [];
    const agreement = agreementFlag(entry.record.form, entry.opened.values);
    return [...(agreement ? [agreement] : []), ...safetyFlags(entry.opened.values)].map((flag) => flag.charAt(0).toUpperCase() + flag.slice(1));
  };
  const nameOf = (entry: Entry) => ('values' in entry.opened ? personName(entry.opened.values) || WORDS.noName : 'unopened' in entry.opened ? WORDS.unopened : WORDS.storedInClear);

  function showList(focus = false): void {
    const newest = [...entries].sort((a, b) => b.record.receivedAt.localeCompare(a.record.receivedAt));
    const shown = newest.filter((entry) => filter === 'all' || (filter === 'done' ? entry.record.status?.status === 'done' : entry.record.status?.status !== 'done'));
    const counts = { new: 0, progress: 0, done: 0 };
    for (const entry of entries) {
      const value = entry.record.status?.status ?? 'new';
      if (value === 'done') counts.done += 1;
      else if (value === 'in-progress') counts.progress += 1;
      else counts.new += 1;
    }
    const heading = h('h2', { id: 'inbox-list' }, WORDS.listHeading);
    const select = h('select', { class: 'select inbox__filter', id: 'inbox-filter' }, h('option', { value: 'all' }, WORDS.showAll), h('option', { value: 'open' }, WORDS.showOpen), h('option', { value: 'done' }, WORDS.showDone));
    select.value = filter;
    select.addEventListener('change', () => {
      filter = select.value as Filter;
      showList();
      document.getElementById('inbox-filter')?.focus();
    });
    const exportButton = h('button', { type: 'button', class: 'button button--secondary' }, WORDS.exportCsv);
    exportButton.addEventListener('click', () => void exportCsv());
    // Someone on the phone quotes the reference they were shown: typed here as they read it out.
    const find = field(WORDS.findLabel, WORDS.findHint, h('input', { type: 'text', class: 'input inbox__find-input', autocomplete: 'off', spellcheck: 'false' }));
    // The button beside the box, under the hint (the control is the field's last child: it moves into the row).
    find.wrapper.append(h('div', { class: 'inbox__find-row' }, find.control, h('button', { type: 'submit', class: 'button button--secondary' }, WORDS.find)));
    const findForm = h('form', { class: 'inbox__find', role: 'search', 'aria-label': WORDS.findLabel }, find.wrapper);
    findForm.addEventListener('submit', (event) => {
      event.preventDefault();
      const typed = (find.control as HTMLInputElement).value.trim();
      const id = fullId(typed);
      if (entries.some((entry) => entry.record.id === id)) void showRecord(id, true);
      else find.fail(say(WORDS.findNone, { reference: typed }));
    });
    const table = shown.length
      ? h(
          'table',
          { class: 'inbox__table' },
          h('caption', {}, WORDS.listCaption),
          h('thead', {}, h('tr', {}, ...[WORDS.columns.name, WORDS.columns.reference, WORDS.columns.received, WORDS.columns.form, WORDS.columns.safe, WORDS.columns.status].map((column) => h('th', { scope: 'col' }, column)))),
          h(
            'tbody',
            {},
            ...shown.map((entry) => {
              const link = h('a', { href: `?ref=${encodeURIComponent(entry.record.id)}` }, nameOf(entry));
              link.addEventListener('click', (event) => {
                event.preventDefault();
                void showRecord(entry.record.id, true);
              });
              const flags = flagsOf(entry);
              return h(
                'tr',
                { class: entry.record.status?.status === 'done' ? 'inbox__row inbox__row--done' : 'inbox__row' },
                h('th', { scope: 'row' }, link),
                h('td', { class: 'inbox__reference' }, entry.record.reference),
                h('td', {}, australianDateTime(entry.record.receivedAt)),
                h('td', {}, FORM_NAMES[entry.record.form]),
                h('td', {}, flags.length ? h('ul', { class: 'inbox__flags' }, ...flags.map((flag) => h('li', {}, flag))) : h('span', { class: 'inbox__muted' }, WORDS.nothingToNote)),
                h('td', {}, statusText(entry.record.status)),
              );
            }),
          ),
        )
      : h('p', {}, entries.length ? WORDS.emptyFilter : WORDS.empty);
    view(
      staffBar(),
      h(
        'section',
        { 'aria-labelledby': 'inbox-list' },
        heading,
        h('p', {}, say(WORDS.count, { count: entries.length, new: counts.new, progress: counts.progress, done: counts.done })),
        findForm,
        h('div', { class: 'inbox__tools' }, h('div', { class: 'inbox__filter-field' }, h('label', { for: 'inbox-filter', class: 'field__label' }, WORDS.show), select), exportButton),
        h('div', { class: 'inbox__table-wrap', tabindex: 0, role: 'region', 'aria-label': WORDS.tableLabel }, table),
      ),
    );
    if (focus) focusHeading(heading);
  }

  /** Saves a file made here to the staff member's downloads. */
  const download = (blob: Blob, name: string) => {
    const url = URL.createObjectURL(blob);
    objectUrls.add(url);
    const link = h('a', { href: url, download: name, hidden: true });
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => {
      URL.revokeObjectURL(url);
      objectUrls.delete(url);
    }, 60_000);
  };

  async function exportCsv(): Promise<void> {
    // Asked of the server so that the export is in the audit log, with every reference it holds.
    const loaded = await guarded(() => api.exportRecords());
    if (!loaded) return;
    const opened = await openAll(loaded.records);
    const submissions: Submission[] = opened.flatMap((entry) => ('values' in entry.opened ? [{ record: entry.record, values: entry.opened.values }] : []));
    const today = australianDateTime(new Date().toISOString()).split(' ')[0]!.split('/').reverse().join('-');
    download(new Blob([toCsv(submissions)], { type: 'text/csv;charset=utf-8' }), `intake-${today}.csv`);
    announce(WORDS.exported);
  }

  // --- One record --------------------------------------------------------------------------------------
  const longDate = (iso: string) => new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Melbourne', dateStyle: 'full', timeStyle: 'short' }).format(new Date(iso));

  /** A reference as given in the address: the full id, or the short one the sender quotes (?ref=7K3M-Q9TX). */
  function fullId(ref: string): string {
    return entries.find((entry) => entry.record.id === ref)?.record.id ?? entries.find((entry) => sameShortReference(entry.record.reference, ref))?.record.id ?? ref;
  }

  async function showRecord(id: string, push: boolean): Promise<void> {
    const loaded = await guarded(() => api.record(id));
    if (!loaded) return showList();
    const record = loaded.record;
    const entry: Entry = { record, opened: await open(record) };
    const index = entries.findIndex((other) => other.record.id === id);
    if (index >= 0) entries[index] = entry;
    if (push) history.pushState({ ref: id }, '', `?ref=${encodeURIComponent(id)}`);
    const values = 'values' in entry.opened ? entry.opened.values : undefined;
    const heading = h('h2', { id: 'inbox-record' }, `${FORM_NAMES[record.form]}: ${nameOf(entry)}`);
    const back = h('a', { href: location.pathname, class: 'inbox__back' }, WORDS.back);
    back.addEventListener('click', (event) => {
      event.preventDefault();
      history.pushState({}, '', location.pathname);
      showList(true);
    });
    const flags = flagsOf(entry);
    const safe = values ? safeContactLines(values) : [];
    const documentNames = values ? (Array.isArray(values.documents) ? values.documents : values.documents ? [values.documents] : []) : [];
    const sections: (HTMLElement | null)[] = [
      h('dl', { class: 'inbox__meta' }, h('dt', {}, WORDS.reference), h('dd', {}, `${record.reference} (${record.id})`), h('dt', {}, WORDS.received), h('dd', {}, longDate(record.receivedAt))),
      flags.length ? h('div', { class: 'inbox__alert', role: 'note', 'aria-labelledby': 'inbox-flags' }, h('h3', { id: 'inbox-flags' }, WORDS.flagsHeading), h('ul', {}, ...flags.map((flag) => h('li', {}, flag)))) : null,
    ];
    if (!values) sections.push(h('p', { class: 'inbox__message' }, nameOf(entry)));
    else {
      sections.push(
        h('section', { 'aria-labelledby': 'inbox-safe' }, h('h3', { id: 'inbox-safe' }, WORDS.safeHeading), safe.length ? h('ul', { class: 'inbox__safe' }, ...safe.map((line) => h('li', {}, line))) : h('p', {}, WORDS.noSafeAnswers)),
        h(
          'section',
          { 'aria-labelledby': 'inbox-answers' },
          h('h3', { id: 'inbox-answers' }, WORDS.answersHeading),
          h('dl', { class: 'inbox__answers' }, ...answerRows(props.labels, record.form, values, [...SAFE_CONTACT_FIELDS, 'documents']).flatMap((row) => [h('dt', {}, row.label), h('dd', {}, row.text)])),
        ),
        documentsSection(record, documentNames),
      );
    }
    sections.push(statusSection(record), await notesSection(record));
    view(staffBar(), h('p', {}, back), h('article', { class: 'inbox__record', 'aria-labelledby': 'inbox-record' }, heading, ...sections));
    focusHeading(heading);
  }

  function documentsSection(record: RecordView, names: readonly string[]): HTMLElement {
    const items = record.documents.map((document) => {
      const name = names[document.number - 1] ?? `document ${document.number}`;
      const act = async (how: 'open' | 'save') => {
        const sealed = await guarded(() => api.document(record.id, document.number));
        if (!sealed) return;
        let plain: Uint8Array;
        try {
          plain = await decrypter!.decrypt(sealed);
        } catch {
          return announce(WORDS.unopened);
        }
        // The bytes decide what it is (the browser that sent it checked them, but the receiver never saw them).
        const kind = documentKind(plain.subarray(0, SIGNATURE_BYTES), name);
        if (!kind) return announce(WORDS.documentRefused);
        const blob = new Blob([plain as BlobPart], { type: DOCUMENT_TYPES[kind].mime });
        const fileName = nameForKind(name, kind);
        if (how === 'save') {
          download(blob, fileName);
          return announce(say(WORDS.documentSaved, { name: fileName }));
        }
        const url = URL.createObjectURL(blob);
        objectUrls.add(url);
        window.open(url, '_blank', 'noopener');
        announce(say(WORDS.documentOpened, { name: fileName }));
      };
      const openButton = h('button', { type: 'button', class: 'button button--secondary' }, WORDS.openDocument, h('span', { class: 'visually-hidden' }, ` ${name}`));
      const saveButton = h('button', { type: 'button', class: 'button button--secondary' }, WORDS.saveDocument, h('span', { class: 'visually-hidden' }, ` ${name}`));
      openButton.addEventListener('click', () => void act('open'));
      saveButton.addEventListener('click', () => void act('save'));
      return h('li', { class: 'inbox__document' }, h('span', { class: 'inbox__document-name' }, name), h('span', { class: 'inbox__muted' }, ` (${readableSize(document.bytes)})`), h('span', { class: 'inbox__document-actions' }, openButton, saveButton));
    });
    return h('section', { 'aria-labelledby': 'inbox-documents' }, h('h3', { id: 'inbox-documents' }, WORDS.documentsHeading), items.length ? h('ul', { class: 'inbox__documents' }, ...items) : h('p', {}, WORDS.noDocuments));
  }

  function statusSection(record: RecordView): HTMLElement {
    const current = h('p', { class: 'inbox__current-status' }, record.status ? say(WORDS.statusBy, { status: STATUS_NAMES[record.status.status], name: record.status.byName, when: longDate(record.status.at) }) : WORDS.statusNew);
    const choices = (Object.keys(STATUS_NAMES) as StatusView['status'][]).map((value) => {
      const id = `inbox-status-${value}`;
      const radio = h('input', { type: 'radio', class: 'choice__input', name: 'status', value, id, checked: (record.status?.status ?? 'new') === value });
      return h('div', { class: 'choice' }, radio, h('label', { class: 'choice__label', for: id }, STATUS_NAMES[value]));
    });
    const form = h('form', { class: 'inbox__status-form', novalidate: true }, h('fieldset', { class: 'field field--choices' }, h('legend', { class: 'field__label' }, WORDS.statusLegend), h('div', { class: 'choices choices--radio inbox__status-choices' }, ...choices)), h('p', {}, h('button', { type: 'submit', class: 'button button--primary' }, WORDS.saveStatus)));
    form.addEventListener('submit', async (event) => {
      event.preventDefault();
      const chosen = (form.querySelector('input[name="status"]:checked') as HTMLInputElement | null)?.value as StatusView['status'] | undefined;
      if (!chosen) return;
      const saved = await guarded(() => api.setStatus(record.id, chosen));
      if (!saved) return;
      record.status = saved.status;
      const entry = entries.find((other) => other.record.id === record.id);
      if (entry) entry.record.status = saved.status;
      current.textContent = say(WORDS.statusBy, { status: STATUS_NAMES[saved.status.status], name: saved.status.byName, when: longDate(saved.status.at) });
      announce(say(WORDS.statusSaved, { status: STATUS_NAMES[saved.status.status] }));
    });
    return h('section', { 'aria-labelledby': 'inbox-status-heading' }, h('h3', { id: 'inbox-status-heading' }, WORDS.statusHeading), current, form);
  }

  async function notesSection(record: RecordView): Promise<HTMLElement> {
    const list = h('ul', { class: 'inbox__notes' });
    const addNote = async (note: { sealed: string; byName: string; at: string }) => {
      let text: string;
      try {
        text = await decrypter!.decrypt(fromBase64(note.sealed), 'text');
      } catch {
        text = WORDS.unreadableNote;
      }
      list.appendChild(h('li', { class: 'inbox__note' }, h('p', { class: 'inbox__note-by' }, say(WORDS.noteBy, { name: note.byName, when: longDate(note.at) })), h('p', { class: 'inbox__note-text' }, text)));
    };
    for (const note of record.notes ?? []) await addNote(note);
    const empty = h('p', { hidden: list.childElementCount > 0 }, WORDS.noNotes);
    const note = field(WORDS.noteLabel, WORDS.noteHint, h('textarea', { class: 'textarea', rows: 4 }));
    const form = h('form', { class: 'inbox__note-form', novalidate: true }, note.wrapper, h('p', {}, h('button', { type: 'submit', class: 'button button--secondary' }, WORDS.saveNote)));
    form.addEventListener('submit', async (event) => {
      event.preventDefault();
      note.clear();
      const text = (note.control as HTMLTextAreaElement).value.trim();
      if (!text) return note.fail(WORDS.noteEmpty);
      // Encrypted here, to the team's public key: the server keeps only what the key can open.
      const sealed = await sealText(session!.publicKey, text);
      const saved = await guarded(() => api.addNote(record.id, sealed));
      if (!saved) return;
      (note.control as HTMLTextAreaElement).value = '';
      empty.hidden = true;
      await addNote(saved.note);
      announce(WORDS.noteSaved);
    });
    return h('section', { 'aria-labelledby': 'inbox-notes' }, h('h3', { id: 'inbox-notes' }, WORDS.notesHeading), empty, list, form);
  }

  window.addEventListener('popstate', () => {
    if (!decrypter) return;
    const ref = new URLSearchParams(location.search).get('ref');
    if (ref) void showRecord(fullId(ref), false);
    else showList(true);
  });

  // --- Start ------------------------------------------------------------------------------------------
  void (async () => {
    const params = new URLSearchParams(location.search);
    const problem = params.get('error');
    const signedOut = params.has('signed-out');
    if (problem || signedOut) history.replaceState({}, '', location.pathname);
    announce(WORDS.checking);
    try {
      session = await api.session();
    } catch (error) {
      status.textContent = '';
      if (error instanceof ApiError && error.status === 401) return showSignIn(error.code === 'expired' ? WORDS.errors.expired : problem ? WORDS.errors[problem] ?? WORDS.errors['sign-in-failed'] : signedOut ? WORDS.signedOut : undefined);
      return view(h('p', { class: 'inbox__message' }, WORDS.unavailable));
    }
    status.textContent = '';
    touch();
    showKey();
  })();
}
