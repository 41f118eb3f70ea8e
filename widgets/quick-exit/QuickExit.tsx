/**
 * "Exit this page", as GOV.UK's component does it: a link to a neutral website (site.json `quickExit.url`),
 * so without JavaScript it is a plain link that leaves at once. With JavaScript a press blanks the page
 * straight away and replaces it with the neutral site (location.replace, so Back does not return here);
 * on the pages that show it at the top (`placement="page"`) pressing Shift 3 times does the same.
 * It does not clear the browser's history, and it says so; "Staying safe online" explains what does.
 *
 * Server markup only: the page-level one is an island (widgets/quick-exit/client.ts); the one in the help
 * panel is enhanced by the panel's own script.
 */
import type { QuickExitWords } from './words.ts';

export interface QuickExitProps {
  url: string;
  words: QuickExitWords;
  /** "page": at the top of a page where being seen could put someone at risk (with the Shift shortcut). */
  placement: 'page' | 'panel' | 'box';
}

export function QuickExit({ url, words, placement }: QuickExitProps) {
  return (
    <div className={`quick-exit quick-exit--${placement}`} data-quick-exit={placement}>
      <a className="quick-exit__button" href={url} rel="nofollow noreferrer" data-quick-exit-button="">
        <span className="visually-hidden">Emergency </span>
        {words.label}
      </a>
      <p className="quick-exit__hint">
        {placement === 'page' ? <span className="quick-exit__shortcut">{`${words.shortcut} `}</span> : null}
        <span className="quick-exit__history">{`${words.history} `}</span>
        <a href={words.safetyPath}>{words.safetyLabel}</a>
      </p>
    </div>
  );
}
