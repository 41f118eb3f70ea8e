/**
 * "Exit this page" at the top of a page where being seen could put someone at risk (PageMeta.quickExit):
 * a band under the header, staying on screen as the page scrolls, holding the quick exit island, which also
 * listens for Shift pressed 3 times. The layout puts it first in <main>; the skip links gain "Exit this page"
 * on the same pages. On a page in a community language it speaks that language (content/languages/, its
 * `quickExit`, unconfirmed like the rest of the translation).
 */
import type { SiteConfig } from '../content/types.ts';
import { QuickExit } from '../../widgets/quick-exit/QuickExit.tsx';
import type { QuickExitWords } from '../../widgets/quick-exit/words.ts';
import { SITE_LANG, useRender } from '../context.ts';
import { Island } from './Island.tsx';

export function quickExitWords(site: SiteConfig): QuickExitWords {
  const { url: _url, ...words } = site.quickExit;
  return words;
}

export function QuickExitBar() {
  const { site, page, content } = useRender();
  const language = page.lang !== undefined && page.lang !== SITE_LANG ? content.languages.find((candidate) => candidate.lang === page.lang) : undefined;
  const words = language?.quickExit ? { ...language.quickExit, safetyPath: site.quickExit.safetyPath } : quickExitWords(site);
  // On a page in another language with no words of its own for the bar, the bar keeps the site's English,
  // and says so, so a screen reader reads it in English.
  const english = page.lang !== undefined && page.lang !== SITE_LANG && !language?.quickExit ? { lang: SITE_LANG, dir: 'ltr' as const } : {};
  return (
    <div className="quick-exit-bar" {...english}>
      <div className="container">
        <Island name="quick-exit" load={{ on: 'idle' }} props={{ words }} spinner={false}>
          <QuickExit url={site.quickExit.url} words={words} placement="page" />
        </Island>
      </div>
    </div>
  );
}

/** The same exit in a help-lines box (a sensitive article's last box). */
export function QuickExitInline() {
  const { site } = useRender();
  return <QuickExit url={site.quickExit.url} words={quickExitWords(site)} placement="box" />;
}
