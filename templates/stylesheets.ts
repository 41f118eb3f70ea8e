/**
 * Which stylesheets a page links: two, so that the one every page shares is downloaded once.
 *   1. The base, the same on every page: templates/styles/*.css in file-name order (tokens, base, layout,
 *      header, components, prose, footer, print, large text), then the CSS of the widgets on every page.
 *      It holds everything an article or a service page needs.
 *   2. The page's own: the parts of templates/styles/pages/ its route names in `styles` (in that order),
 *      then the CSS of its other widgets (each widget's folder holds its CSS). A page with neither links the
 *      base alone. A route may also name a widget's CSS, as 'widgets/NAME', for a page that shows that
 *      widget's markup without the widget (the sent pages show the form's confirmation).
 *      The base's last files (templates/styles/9*.css: print, and larger text) must come after every other
 *      rule, so a page with parts gets them again after its parts: without them, a part's rule would undo a
 *      larger-text one, and the page would scroll sideways at 150% text (tests/browser/text-sizes.test.ts).
 * A new kind of page with styles of its own: write templates/styles/pages/NAME.css and add `styles: ['NAME']`
 * to its route's meta (templates/routes.ts); nothing else changes. tests/build/stylesheets.test.ts checks, on
 * every page of the built site, that each class a stylesheet of the site styles is styled by the page's own
 * sheets (a part left out of `styles` fails it), and the byte budget for an article and a service page.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { BuildError } from '../generator/errors.ts';
import { ROOT } from '../generator/files/paths.ts';
import type { WidgetName } from './context.ts';

const STYLES = 'templates/styles';
/** Where a page kind's parts live: NAME.css is the part a route names 'NAME'. */
export const PAGE_STYLES = `${STYLES}/pages`;

const widgetCss = (widget: WidgetName) => `widgets/${widget}/${widget}.css`;

/** The widgets every page holds: the menu, and the help panel with its quick exit (their CSS is in the base). */
export const EVERY_PAGE: readonly WidgetName[] = ['menu', 'help-panel', 'quick-exit'];

let base: string[] | undefined;
/** The base stylesheet's files (read once). */
export function baseStylesheet(): string[] {
  base ??= [
    ...readdirSync(join(ROOT, STYLES))
      .filter((name) => name.endsWith('.css'))
      .sort()
      .map((name) => `${STYLES}/${name}`),
    ...EVERY_PAGE.map(widgetCss),
  ];
  return base;
}

const checked = new Set<string>();
function partFile(part: string, path: string): string {
  const widget = /^widgets\/([a-z0-9-]+)$/.exec(part)?.[1];
  const file = widget ? widgetCss(widget as WidgetName) : `${PAGE_STYLES}/${part}.css`;
  if (!checked.has(file)) {
    if (!/^(widgets\/)?[a-z0-9-]+$/.test(part) || !existsSync(join(ROOT, file))) {
      throw new BuildError(`The route of ${path} names the stylesheet part "${part}" in its styles, but ${file} does not exist: add the file, or fix the name in templates/routes.ts.`);
    }
    checked.add(file);
  }
  return file;
}

/** The base's files that must come after every other rule (print, larger text): templates/styles/9*.css. */
const lastFiles = () => baseStylesheet().filter((file) => /^templates\/styles\/9[^/]*\.css$/.test(file));

/** The stylesheets (each a list of CSS files in cascade order) of the page at `path`, with these parts and widgets. */
export function pageStylesheets(path: string, styles: readonly string[], widgets: readonly WidgetName[]): string[][] {
  const parts = styles.map((part) => partFile(part, path));
  const hasPageParts = parts.some((file) => file.startsWith(PAGE_STYLES));
  const own = [...new Set([...parts, ...(hasPageParts ? lastFiles() : []), ...widgets.filter((widget) => !EVERY_PAGE.includes(widget)).map(widgetCss)])];
  return own.length === 0 ? [baseStylesheet()] : [baseStylesheet(), own];
}
