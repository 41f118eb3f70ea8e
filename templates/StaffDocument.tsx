/**
 * The layout of a staff page (the intake inbox): plain and calm, with none of the public site's parts that
 * need script (the menu, the help panel, the quick exit) and no inline script at all, not even the island
 * loader, so its stricter Content-Security-Policy can forbid inline script outright. The page's one script
 * is a module from this site; nothing of it loads on a public page.
 */
import { escapeText } from 'entities';
import { useRender, type WidgetName } from './context.ts';

export function StaffHead({ script, stylesheets }: { script: WidgetName; stylesheets: readonly (readonly string[])[] }) {
  const { site, page, assets } = useRender();
  return (
    <head>
      <meta {...({ charset: 'utf-8' } as Record<string, string>)} />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{`${page.title} | ${site.name}`}</title>
      <meta name="description" content={page.description} />
      <meta name="robots" content="noindex" />
      <meta name="referrer" content="same-origin" />
      {stylesheets.map((files) => (
        <link key={files.join('+')} rel="stylesheet" href={assets.stylesheetFor(files)} />
      ))}
      <script type="module" src={assets.widgetScripts[script]} />
      <link rel="icon" href="/favicon.ico" sizes="32x32" />
      <link rel="icon" href="/icon.svg" type="image/svg+xml" />
    </head>
  );
}

/** The staff header: whose site this is, and that it is for staff. */
export function StaffHeader() {
  const { site } = useRender();
  return (
    <header className="staff-header">
      <div className="container staff-header__inner">
        <p className="staff-header__site">{site.name}</p>
        <p className="staff-header__area">Staff area</p>
      </div>
    </header>
  );
}

/** The staff page's document; its skip link's words are the public site's (site-words.json "skipLinks.main"), escaped. */
export function staffDocumentHtml({ lang, head, skipToMain, header, main }: { lang: string; head: string; skipToMain: string; header: string; main: string }): string {
  return `<!DOCTYPE html><html lang="${lang}">${head}<body class="staff"><a class="skip-link" href="#main-content">${escapeText(skipToMain)}</a>${header}<main id="main-content" class="site-main" tabindex="-1">${main}</main></body></html>`;
}
