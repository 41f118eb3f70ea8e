/** Named examples of the quick exit, used by its tests (the words are the site's, as site.json has them). */
import type { QuickExitProps } from './QuickExit.tsx';
import type { QuickExitWords } from './words.ts';

export const WORDS: QuickExitWords = {
  label: 'Exit this page',
  shortcut: 'Or press Shift 3 times.',
  history: 'It does not clear your history.',
  safetyLabel: 'Staying safe online',
  safetyPath: '/staying-safe-online/',
  leaving: 'Leaving this page.',
  pressTwoMore: 'Shift, press 2 more times to exit.',
  pressOneMore: 'Shift, press 1 more time to exit.',
  timedOut: 'Exit this page expired.',
};

/** At the top of a page where being seen could put someone at risk: with the Shift shortcut. */
export const atTopOfPage = (neutralUrl: string): QuickExitProps => ({ url: neutralUrl, words: WORDS, placement: 'page' });

/** Inside the help panel: the button only. */
export const inHelpPanel = (neutralUrl: string): QuickExitProps => ({ url: neutralUrl, words: WORDS, placement: 'panel' });
