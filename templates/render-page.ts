/**
 * A route rendered to a complete HTML document with React's renderToStaticMarkup. Each page's main
 * content renders first, so the page knows which widgets it uses before its <head> links its stylesheets.
 * The skip links, header, footer and "Exit this page" bar depend only on the site (and, for the header, on
 * which nav link is current; for the bar, on the page's language), so each variant is rendered once and reused.
 */
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { checkClaimCaptions, unconfirmedClaims } from './checks/caption-check.ts';
import type { SiteContent } from './content/types.ts';
import { BuildError } from '../generator/errors.ts';
import type { MarkdownRenderer } from '../generator/markdown/processor.ts';
import type { PageRenderer, RenderedPage } from '../generator/render/pages.ts';
import type { SiteRoute } from './routes.ts';
import { documentHtml } from './Document.ts';
import { Footer } from './Footer.tsx';
import { Head } from './Head.tsx';
import { Header } from './Header.tsx';
import { QuickExitBar } from './components/QuickExitBar.tsx';
import { SkipLinks } from './components/SkipLinks.tsx';
import { StaffHead, StaffHeader, staffDocumentHtml } from './StaffDocument.tsx';
import { RenderContextProvider, SITE_LANG, type BuiltAssets, type PageMeta, type RenderContextValue, type WidgetName } from './context.ts';
import { ACCESS_NAV, MAIN_NAV, accessCurrent, currentState } from './navigation.ts';
import { EVERY_PAGE, pageStylesheets } from './stylesheets.ts';
import { createPartShelf } from './reused-parts.ts';

const ISLAND = /data-island="([a-z]+)"/g;

/** Which nav link is current, and how; whether the page is crisis content, and has its own quick exit: all the header depends on. */
function headerVariant(page: PageMeta): string {
  const links = [...MAIN_NAV.map((item) => currentState(item, page.path, page.section)), ...ACCESS_NAV.map((item) => accessCurrent(item.href, page.path))];
  return `${links.map((state) => state ?? '-').join(',')}${page.crisisContent ? ':crisis' : ''}${page.quickExit ? ':exit' : ''}`;
}

export function createPageRenderer(content: SiteContent, assets: BuiltAssets, markdown: MarkdownRenderer): PageRenderer<SiteRoute> {
  const fragments = new Map<string, string>();
  const once = (key: string, render: () => string) => {
    let html = fragments.get(key);
    if (html === undefined) {
      html = render();
      fragments.set(key, html);
    }
    return html;
  };
  // No page shows an unconfirmed claim about us without its caption: each page's main content is checked, and
  // the header and footer once, as each variant is made (they are the same on every page).
  const claims = unconfirmedClaims(content.site);
  const checked = (where: string, html: string) => {
    checkClaimCaptions(where, html, claims);
    return html;
  };
  // Parts inside the main content that many pages show the same (components/Reused.tsx): each rendered once.
  const shelf = createPartShelf();
  return (route) => {
    const context = { content, site: content.site, assets, page: route.meta };
    const inContext = (element: ReactElement, value: RenderContextValue = context) => renderToStaticMarkup(createElement(RenderContextProvider, { value }, element));
    /** The page's main content, its reused parts spliced in (or, should the page's text hold a marker character, rendered whole). */
    const mainOf = (element: ReactElement) => {
      const parts = shelf.page();
      const reusing = { ...context, reuse: parts.mark };
      return parts.splice(inContext(element, reusing), (part) => inContext(part, reusing)) ?? inContext(element);
    };
    try {
      const staffScript = route.meta.staffScript;
      if (staffScript) {
        // The form widget's styles too (fields, choices, buttons): the staff page has forms of its own.
        const widgets = [...new Set<WidgetName>(['form', staffScript])].sort();
        const stylesheets = pageStylesheets(route.meta.path, route.meta.styles ?? [], widgets);
        const html = staffDocumentHtml({ lang: SITE_LANG, head: inContext(createElement(StaffHead, { script: staffScript, stylesheets })), skipToMain: content.words.skipLinks.main, header: inContext(createElement(StaffHeader)), main: mainOf(route.render({ markdown })) });
        return { path: route.meta.path, file: route.file, html, stylesheets, noindex: true };
      }
      // A page where being seen could put someone at risk starts with "Exit this page".
      // The bar depends only on the page's language: made once for each.
      const quickExitBar = route.meta.quickExit ? once(`quick-exit:${route.meta.lang ?? SITE_LANG}`, () => inContext(createElement(QuickExitBar))) : '';
      const main = `${quickExitBar}${mainOf(route.render({ markdown }))}`;
      // Most pages hold no island: a plain search first spares them the pattern.
      const islands = main.includes('data-island="') ? [...main.matchAll(ISLAND)].map((match) => match[1]!) : [];
      const widgets = [...new Set([...EVERY_PAGE, ...islands])].sort() as WidgetName[];
      const stylesheets = pageStylesheets(route.meta.path, route.meta.styles ?? [], widgets);
      const html = documentHtml({
        lang: route.meta.lang ?? SITE_LANG,
        dir: route.meta.dir ?? 'ltr',
        head: inContext(createElement(Head, { stylesheets })),
        skipLinks: once('skip-links', () => renderToStaticMarkup(createElement(SkipLinks, { words: content.words.skipLinks }))),
        header: once(`header:${headerVariant(route.meta)}`, () => checked(`${route.meta.path} (the header)`, inContext(createElement(Header)))),
        main: checked(route.meta.path, main),
        footer: once('footer', () => checked(`${route.meta.path} (the footer)`, inContext(createElement(Footer)))),
      });
      return { path: route.meta.path, file: route.file, html, stylesheets, noindex: route.meta.noindex === true };
    } catch (error) {
      if (error instanceof BuildError) throw error;
      throw new BuildError(`Rendering ${route.meta.path} (from ${route.source}) failed: ${(error as Error).message}`, { cause: error });
    }
  };
}

/** Renders one route on its own (tests use this). */
export function renderRoute(route: SiteRoute, content: SiteContent, assets: BuiltAssets, markdown: MarkdownRenderer): RenderedPage {
  return createPageRenderer(content, assets, markdown)(route);
}
