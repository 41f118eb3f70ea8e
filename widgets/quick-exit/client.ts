/**
 * The page-level quick exit (an island, loaded when the browser is idle): its link leaves at once, and
 * Shift pressed 3 times does the same. Not a hydrated component: it enhances the server's markup directly,
 * adding a status region for screen readers and the three progress dots, and keeps the room at the top of
 * the screen exactly as tall as the band that stays there.
 */
import { enhanceExitLinks, listenForShift, resetOnPageShow } from './exit.ts';
import type { QuickExitWords } from './words.ts';

export default function enhanceQuickExit(root: HTMLElement, rawProps: unknown): void {
  const { words } = rawProps as { words: QuickExitWords };
  const link = root.querySelector<HTMLAnchorElement>('a[data-quick-exit-button]');
  if (!link) throw new Error('quick-exit: the island has no a[data-quick-exit-button] link to enhance');
  enhanceExitLinks(root, words);
  // The skip link at the top of the page is a second way to the same exit.
  enhanceExitLinks(document, words);
  resetOnPageShow();

  const widget = root.querySelector<HTMLElement>('[data-quick-exit]') ?? root;
  const status = document.createElement('span');
  status.className = 'visually-hidden';
  status.setAttribute('role', 'status');
  widget.append(status);
  const indicator = document.createElement('span');
  indicator.className = 'quick-exit__dots';
  indicator.setAttribute('aria-hidden', 'true');
  indicator.hidden = true;
  for (let i = 0; i < 3; i += 1) {
    const dot = document.createElement('span');
    dot.className = 'quick-exit__dot';
    indicator.append(dot);
  }
  link.append(indicator);
  listenForShift(link, status, indicator, words);
  keepRoomForBar(root);
}

/**
 * The room kept at the top of the screen for the band that stays there (quick-exit.css estimates it from
 * rem sizes): the band's real height, kept up to date as text size and width change it. It is written only
 * where it is used, the page's scroll padding and the sticky sidebar, not as --quick-exit-room on <html>: a
 * custom property set on the root is inherited by every element, so the whole page (a long form) was styled
 * and laid out again just after it loaded, the one long task Lighthouse found on /referral/.
 */
function keepRoomForBar(root: HTMLElement): void {
  const bar = root.closest<HTMLElement>('.quick-exit-bar');
  if (!bar || typeof ResizeObserver === 'undefined') return;
  const asides = [...document.querySelectorAll<HTMLElement>('.page-aside')];
  let room = '';
  new ResizeObserver(() => {
    const height = `${Math.ceil(bar.getBoundingClientRect().height)}px`;
    if (height === room) return;
    room = height;
    document.documentElement.style.scrollPaddingTop = `calc(${room} + var(--space-4))`;
    for (const aside of asides) aside.style.setProperty('--quick-exit-room', room);
  }).observe(bar);
}
