/** The first things in the tab order: jump to the main content, the navigation or the footer. */
import type { SiteWords } from '../content/types.ts';

export function SkipLinks({ words }: { words: SiteWords['skipLinks'] }) {
  return (
    <ul className="skip-links">
      <li>
        <a className="skip-link" href="#main-content">{words.main}</a>
      </li>
      <li>
        <a className="skip-link" href="#site-navigation">{words.navigation}</a>
      </li>
      <li>
        <a className="skip-link" href="#site-footer">{words.footer}</a>
      </li>
    </ul>
  );
}
