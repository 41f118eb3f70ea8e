/** The words of the quick exit, from content/site.json (`quickExit`), as the server and the browser both use them. */
export interface QuickExitWords {
  label: string;
  /** "Or press Shift 3 times." Shown only where the shortcut works (script running, page-level exit). */
  shortcut: string;
  /** "This does not clear your browser history." */
  history: string;
  safetyLabel: string;
  safetyPath: string;
  /** Announced, and shown on the blank page, as the page is replaced. */
  leaving: string;
  pressTwoMore: string;
  pressOneMore: string;
  timedOut: string;
}
