/**
 * "Need help now?": a slim strip above the header on every page. 000 and the first 24/7 line are links to
 * call straight away; the summary opens the help panel (widgets/help-panel), a native <details> whose
 * script loads only when someone reaches for it. Three tab stops: the summary and the two numbers.
 * On a page with its own "Exit this page" (PageMeta.quickExit) the strip starts with a link that leaves
 * the same way, hidden until focused like a skip link: the fourth press of Tab, after the skip links, as
 * GOV.UK's "secondary link" does (inside this labelled region, so the skip links stay skip links).
 */
import { keepTogether } from '../../generator/text.ts';
import { HelpPanel } from '../../widgets/help-panel/HelpPanel.tsx';
import { useRender } from '../context.ts';
import { quickExitWords } from './QuickExitBar.tsx';
import { Island } from './Island.tsx';

export function HelpNow() {
  const { site, page, content } = useRender();
  const emergency = site.helpLines.emergency!;
  const first = site.helpPanel.allDay[0] ?? site.helpLines.lifeline!;
  const props = {
    panel: site.helpPanel,
    emergency,
    office: { phone: site.phone, href: site.phoneHref, hours: site.hours },
    quickExit: { url: site.quickExit.url, words: quickExitWords(site) },
  };
  return (
    <section className="help-now" aria-label={content.words.helpNow.label}>
      {page.quickExit ? (
        <a className="skip-link help-now__exit" href={site.quickExit.url} rel="nofollow noreferrer" data-quick-exit-button="">
          {site.quickExit.label}
        </a>
      ) : null}
      <div className="container help-now__bar">
        <Island name="help-panel" load={{ on: 'interaction' }} props={{ leaving: site.quickExit.leaving }} spinner={false}>
          <HelpPanel {...props} />
        </Island>
        <a className="help-now__call" href={emergency.href}>
          <span className="help-now__call-name">{`${emergency.name} `}</span>
          <span className="nowrap">{keepTogether(emergency.number)}</span>
        </a>
        <a className="help-now__call" href={first.href}>
          {`${first.name} `}
          <span className="nowrap">{keepTogether(first.number)}</span>
        </a>
      </div>
    </section>
  );
}
