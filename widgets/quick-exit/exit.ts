/**
 * The quick exit's behaviour, shared by the page-level island and the help panel's script: leave at once
 * (blank the page, delete everything this site keeps in the browser, then replace the page with the neutral
 * site, sending no Referer), and, where asked, listen for Shift pressed 3 times. Modelled on GOV.UK
 * Frontend's ExitThisPage: a 5-second window between presses, a press of Shift as a modifier (Shift+A) does
 * not count, progress is announced in a status region and shown as 3 dots, and a page restored by the Back
 * button is un-blanked.
 */
import type { QuickExitWords } from './words.ts';

export const SHIFT_WINDOW_MS = 5000;
const LEAVING_CLASS = 'quick-exit-leaving';
/** Sent on window just before the site's storage is deleted: a form stops saving its draft (widgets/form). */
export const QUICK_EXIT_EVENT = 'quick-exit';
/** The longest the blank page waits for the stores that delete slowly (IndexedDB, caches) before it leaves. */
export const FORGET_WAIT_MS = 400;

/** Whether this page is on its way out through Exit this page (a form must not save a draft now). */
export function isLeaving(): boolean {
  return document.documentElement.classList.contains(LEAVING_CLASS);
}

/** Resolves when `request` (a deleteDatabase) is done, blocked or failed: deleting is all that was asked. */
function settled(request: IDBOpenDBRequest): Promise<void> {
  return new Promise((resolve) => {
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });
}

/**
 * Deletes everything this site keeps in the browser: localStorage and sessionStorage at once (drafts, the
 * form's attempt id), then IndexedDB databases, Cache Storage and any service worker (the site uses none
 * today; a later widget that does is covered). Never throws: a store the browser refuses is skipped.
 */
export function forgetEverything(): Promise<unknown> {
  for (const store of ['localStorage', 'sessionStorage'] as const) {
    try {
      window[store].clear();
    } catch {
      // Storage blocked (a privacy setting): nothing was kept there either.
    }
  }
  const pending: Promise<unknown>[] = [];
  try {
    if (typeof indexedDB !== 'undefined' && typeof indexedDB.databases === 'function') {
      pending.push(indexedDB.databases().then((databases) => Promise.all(databases.flatMap((database) => (database.name ? [settled(indexedDB.deleteDatabase(database.name))] : [])))));
    }
    if (typeof caches !== 'undefined') pending.push(caches.keys().then((keys) => Promise.all(keys.map((key) => caches.delete(key)))));
    if (navigator.serviceWorker) pending.push(navigator.serviceWorker.getRegistrations().then((registrations) => Promise.all(registrations.map((registration) => registration.unregister()))));
  } catch {
    // A store that throws on being asked is one this page could not have used.
  }
  return Promise.allSettled(pending);
}

/**
 * Goes to `url` in place of this page (Back does not return here), sending no Referer: a link's
 * rel="noreferrer" does not apply to location.replace, so the page's own policy is set to no-referrer first.
 */
function leaveFor(url: string): void {
  const policy = document.createElement('meta');
  policy.name = 'referrer';
  policy.content = 'no-referrer';
  document.head.append(policy);
  window.location.replace(url);
}

/**
 * Blanks the page at once (nothing of it stays on screen or in the reading order), deletes what the site
 * kept in this browser, and replaces the page with the neutral site.
 */
export function exitNow(url: string, leaving: string): void {
  document.documentElement.classList.add(LEAVING_CLASS);
  const overlay = document.createElement('div');
  overlay.className = 'quick-exit-overlay';
  overlay.setAttribute('role', 'alert');
  document.body.append(overlay);
  // Text set after the element is in the page is announced more reliably.
  overlay.textContent = leaving;
  window.dispatchEvent(new Event(QUICK_EXIT_EVENT));
  let gone = false;
  const go = () => {
    if (gone) return;
    gone = true;
    leaveFor(url);
  };
  void forgetEverything().then(go, go);
  setTimeout(go, FORGET_WAIT_MS);
}

function unblank(): void {
  document.documentElement.classList.remove(LEAVING_CLASS);
  document.querySelectorAll('.quick-exit-overlay').forEach((overlay) => overlay.remove());
}

/** Makes each exit link in `root` leave at once when pressed. */
export function enhanceExitLinks(root: ParentNode, words: Pick<QuickExitWords, 'leaving'>): void {
  root.querySelectorAll<HTMLAnchorElement>('a[data-quick-exit-button]').forEach((link) => {
    if (link.dataset.quickExitReady) return;
    link.dataset.quickExitReady = 'true';
    link.addEventListener('click', (event) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey) return;
      event.preventDefault();
      exitNow(link.href, words.leaving);
    });
  });
}

let pageShowListening = false;

/** A page brought back by Back (from the browser's cache) must not stay blank. */
export function resetOnPageShow(): void {
  if (pageShowListening) return;
  pageShowListening = true;
  window.addEventListener('pageshow', unblank);
}

/**
 * Shift pressed 3 times (each within 5 seconds of the last) leaves through `link`. Progress goes to
 * `status` (a polite live region) and to the three dots in `indicator`.
 */
export function listenForShift(link: HTMLAnchorElement, status: HTMLElement, indicator: HTMLElement, words: QuickExitWords): () => void {
  let presses = 0;
  let lastKeyWasModified = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let clearMessage: ReturnType<typeof setTimeout> | undefined;

  const show = () => {
    indicator.hidden = presses === 0;
    indicator.querySelectorAll('.quick-exit__dot').forEach((dot, index) => dot.classList.toggle('quick-exit__dot--on', index < presses));
  };
  const reset = (announce: boolean) => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    presses = 0;
    show();
    if (!announce) return;
    status.textContent = words.timedOut;
    clearMessage = setTimeout(() => {
      status.textContent = '';
    }, SHIFT_WINDOW_MS);
  };
  const onKeyUp = (event: KeyboardEvent) => {
    if (event.key === 'Shift' && !lastKeyWasModified) {
      presses += 1;
      if (clearMessage) clearTimeout(clearMessage);
      show();
      if (presses >= 3) {
        reset(false);
        status.textContent = '';
        exitNow(link.href, words.leaving);
      } else {
        status.textContent = presses === 1 ? words.pressTwoMore : words.pressOneMore;
        if (timer) clearTimeout(timer);
        timer = setTimeout(() => reset(true), SHIFT_WINDOW_MS);
      }
    } else if (timer) {
      reset(true);
    }
    // Shift held for another key (Shift+A) fires a keyup for A with shiftKey set, then one for Shift.
    lastKeyWasModified = event.shiftKey;
  };
  document.addEventListener('keyup', onKeyUp, true);
  window.addEventListener('pageshow', () => reset(false));
  return () => document.removeEventListener('keyup', onKeyUp, true);
}
