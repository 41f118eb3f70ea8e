/**
 * The first things in the tab order: jump to the main content, the navigation or the footer. On a page
 * with "Exit this page" (PageMeta.quickExit), the second is a link that leaves the same way, as GOV.UK's
 * "secondary link" does, so a keyboard user reaches the exit in two presses of Tab.
 */
import { useSite } from '../context.ts';

export function SkipLinks({ quickExit = false }: { quickExit?: boolean }) {
  const site = useSite();
  return (
    <ul className="skip-links">
      <li>
        <a className="skip-link" href="#main-content">Skip to main content</a>
      </li>
      {quickExit ? (
        <li>
          <a className="skip-link" href={site.quickExit.url} rel="nofollow noreferrer" data-quick-exit-button="">
            {site.quickExit.label}
          </a>
        </li>
      ) : null}
      <li>
        <a className="skip-link" href="#site-navigation">Skip to navigation</a>
      </li>
      <li>
        <a className="skip-link" href="#site-footer">Skip to footer</a>
      </li>
    </ul>
  );
}
