/**
 * The help panel's script, loaded the first time someone points at or focuses "Need help now?" (the
 * panel itself is a native <details> and works without it). It adds what <details> lacks: Escape closes
 * the open panel and returns focus to its summary. It also makes the panel's "Exit this page" leave at
 * once (see widgets/quick-exit/exit.ts). Not a hydrated component: it enhances the server's markup.
 */
import { enhanceExitLinks, resetOnPageShow } from '../quick-exit/exit.ts';

export default function enhanceHelpPanel(root: HTMLElement, rawProps: unknown): void {
  const { leaving } = rawProps as { leaving: string };
  const details = root.querySelector<HTMLDetailsElement>('details.help-now__details');
  const summary = details?.querySelector<HTMLElement>(':scope > summary');
  if (!details || !summary) throw new Error('help-panel: the island has no details.help-now__details with a summary');
  enhanceExitLinks(root, { leaving });
  resetOnPageShow();
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !details.open || event.defaultPrevented) return;
    details.open = false;
    summary.focus();
  });
}
