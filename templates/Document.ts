/**
 * The page layout: head, skip links, header, the page's main content, footer. Assembled as a string
 * from parts React has rendered: the header and footer are the same on many pages, so they are
 * rendered once per variant and reused.
 */
import { SITE_LANG } from './context.ts';

export interface DocumentParts {
  /** The page's language and direction (html lang and dir). */
  lang: string;
  dir: 'ltr' | 'rtl';
  head: string;
  skipLinks: string;
  header: string;
  main: string;
  footer: string;
}

/**
 * On a page in another language, the skip links, header and footer stay in English: each is marked so
 * (lang="en-AU" dir="ltr" on a wrapper that draws no box), and only the main content reads and runs as the
 * page's language.
 */
export function documentHtml(parts: DocumentParts): string {
  const english = parts.lang === SITE_LANG;
  const chrome = (html: string) => (english ? html : `<div class="site-chrome" lang="${SITE_LANG}" dir="ltr">${html}</div>`);
  const dir = parts.dir === 'rtl' ? ' dir="rtl"' : '';
  return `<!DOCTYPE html><html lang="${parts.lang}"${dir}>${parts.head}<body>${chrome(parts.skipLinks + parts.header)}<main id="main-content" class="site-main" tabindex="-1">${parts.main}</main>${chrome(parts.footer)}</body></html>`;
}
