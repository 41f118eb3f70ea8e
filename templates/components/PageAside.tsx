/**
 * The sidebar of content pages on wide screens: the contents list, the help lines, and a "talk to us"
 * card. It stays in view as the page scrolls. Phones do not show it: there the contents list sits in the
 * text, the help lines in the strip at the top, and the call to action at the end.
 * Pages on sensitive topics leave the "talk to us" card out: no referral prompt beside crisis content.
 */
import type { ReactNode } from 'react';
import type { HelpLine } from '../content/types.ts';
import type { TocEntry } from '../../generator/markdown/plugins/rehype-toc.ts';
import { keepTogether } from '../../generator/text.ts';
import { useRender } from '../context.ts';
import { Words } from './Words.tsx';
import { REFERRAL_LINK } from '../navigation.ts';
import { HelpLineLink } from '../../widgets/shared/PhoneLink.tsx';
import { Reused } from './Reused.tsx';

export function PageAside({ toc, helpLines, talk }: { toc: readonly TocEntry[]; helpLines?: readonly HelpLine[]; talk: boolean }) {
  const { site, content } = useRender();
  const words = content.words.pageAside;
  const emergency = site.helpLines.emergency!;
  const lines = (helpLines && helpLines.length > 0 ? helpLines : site.formsCrisisLines).filter((line) => line.id !== 'emergency' && line.allDay).slice(0, 3);
  return (
    <aside className="page-aside" aria-label={words.label}>
      <div className="page-aside__inner">
        {toc.length > 0 ? (
          <nav className="page-aside__card page-aside__toc" aria-labelledby="aside-toc-title">
            <h2 id="aside-toc-title" className="page-aside__title">
              {words.contents}
            </h2>
            <ol className="page-aside__list">
              {toc.map((entry) => (
                <li key={entry.id}>
                  <a href={`#${entry.id}`}>{entry.text}</a>
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        {/* The help and "talk to us" cards are the same on every page with the same lines: rendered once for each. */}
        <Reused by={`aside-help\n${lines.map((line) => line.id).join(',')}`}>
          <section className="page-aside__card page-aside__help" aria-labelledby="aside-help-title">
            <h2 id="aside-help-title" className="page-aside__title">
              {words.helpTitle}
            </h2>
            <p>
              <Words text={words.helpText} values={{ emergency: <HelpLineLink line={emergency} /> }} />
            </p>
            <ul className="page-aside__lines">
              {lines.map((line) => (
                <li key={line.id}>
                  <HelpLineLink line={line} />
                  <span className="page-aside__hours">{line.hours ? ` ${line.hours.toLowerCase()}` : ''}</span>
                </li>
              ))}
            </ul>
          </section>
        </Reused>
        {talk ? (
          <Reused by="aside-talk">
            <section className="page-aside__card page-aside__talk" aria-labelledby="aside-talk-title">
              <h2 id="aside-talk-title" className="page-aside__title">
                {words.talkTitle}
              </h2>
              <p>
                <Words
                  text={words.talkText}
                  values={{
                    phone: (
                      <a className="tel" href={site.phoneHref}>
                        <span className="nowrap">{keepTogether(site.phone)}</span>
                      </a>
                    ),
                    hours: site.hours,
                  }}
                />
              </p>
              <a className="button button--primary page-aside__button" href={REFERRAL_LINK.href}>
                {REFERRAL_LINK.label}
              </a>
            </section>
          </Reused>
        ) : null}
      </div>
    </aside>
  );
}

/** A content page's body: the main column and, on wide screens, the sidebar beside it. */
export function WithAside({ aside, children }: { aside: ReactNode; children: ReactNode }) {
  return (
    <div className="page-layout">
      <div className="page-layout__main">{children}</div>
      {aside}
    </div>
  );
}
