/**
 * The sweep's one Chromium visit to a page: everything that really differs page by page, measured in a
 * single load by resizing the window and the browser's text size instead of loading the page again.
 *
 *   at 375 px:  "Need help now?", 000 and Lifeline on the first screen; every island loads and mounts (the
 *               help panel when reached for), with no console error, page error or hydration warning;
 *   at 320 px:  the help strip on one line within 48 px of the top; no sideways scrolling (WCAG 1.4.10);
 *               axe (WCAG 2.2 A and AA, and best practices) finds nothing; HTML_CodeSniffer (WCAG 2 AA,
 *               run as pa11y runs it: tests/support/htmlcs.ts) finds no error;
 *   at 1280 px: the help strip on the first screen; a content page's sidebar beside readable text;
 *   at 375 px with the browser's text at 20, 24 and 32 px: nothing scrolls sideways, no phone number is cut
 *               or split, the provider's name is whole.
 *
 * HTML_CodeSniffer runs here, in the page already loaded, rather than in a second load by pa11y-ci; pa11y-ci
 * itself checks every template's example at 320 and 1280 px, beside the visits (tests/gates/run-gates.ts).
 * How each template behaves (keyboard, zoom, targets, forms, widgets) is tested once per template on the
 * named examples (tests/support/examples.ts), not here.
 */
import type { Browser } from 'playwright-core';
import { runAxe } from '../support/axe.ts';
import { htmlcsIssues, htmlcsLine } from '../support/htmlcs.ts';
import { loadEveryIsland, openPage } from '../support/pages.ts';
import { helpStripProblems, sidebarProblems, sidewaysScroll, spillProblems } from '../support/page-measures.ts';
import { setDefaultFontSize } from '../support/phone-conditions.ts';

export interface Finding {
  /** The check, as the sweep's report names it. */
  check: string;
  path: string;
  problem: string;
}

export interface VisitOptions {
  /** Lifeline's name and number, as the help strip shows them (from site.json). */
  lifeline: { name: string; number: string };
  /** A content page: an article, a service page or an information page, laid out with a sidebar. */
  contentPage: boolean;
}

/** The checks a visit makes, in the order the report lists them. */
export const VISIT_CHECKS = ['help strip at 375 px', 'islands start cleanly', 'help strip at 320 px', 'no sideways scrolling at 320 px', 'axe at 320 px', 'HTML_CodeSniffer at 320 px', 'help strip at 1280 px', 'sidebar at 1280 px', 'text at 20, 24 and 32 px'] as const;
type VisitCheck = (typeof VISIT_CHECKS)[number];

export async function visitPage(browser: Browser, siteUrl: string, path: string, options: VisitOptions): Promise<Finding[]> {
  const findings: Finding[] = [];
  const note = (check: VisitCheck, problems: readonly string[]) => {
    for (const problem of problems) findings.push({ check, path, problem });
  };
  const { page, problems, close } = await openPage(browser, `${siteUrl}${path}`, { width: 375, height: 812 });
  try {
    note('help strip at 375 px', await helpStripProblems(page, { lifeline: options.lifeline }));

    // Bring every island into view, so each widget loads and hydrates (at 375 px every island's media query
    // matches, so none may be left waiting), and reach for the help panel, which loads only then.
    try {
      await loadEveryIsland(page, { backToTop: true });
      // (A page with no help control is named by the help strip's check; it is not waited on here.)
      if (await page.locator('.help-now__summary').count()) {
        await page.locator('.help-now__summary').focus();
        await page.waitForSelector('[data-island="help-panel"][data-island-state="ready"]', { timeout: 15_000 });
      }
      const waiting = await page.locator('[data-island]:not([data-island-state="ready"])').evaluateAll((islands) => islands.map((island) => `${(island as HTMLElement).dataset.island} (${(island as HTMLElement).dataset.islandState ?? 'not started'})`));
      note('islands start cleanly', waiting.map((island) => `${island} did not mount`));
    } catch (error) {
      note('islands start cleanly', [String(error instanceof Error ? error.message : error).split('\n')[0]!]);
    }
    note('islands start cleanly', problems.filter((problem) => !problem.includes('favicon')));
    await page.evaluate(() => window.scrollTo(0, 0));

    await page.setViewportSize({ width: 320, height: 568 });
    note('help strip at 320 px', await helpStripProblems(page, { lifeline: options.lifeline, oneLine: true }));
    const overflow = await sidewaysScroll(page);
    note('no sideways scrolling at 320 px', overflow > 0 ? [`scrolls sideways by ${overflow} px`] : []);
    note('axe at 320 px', await runAxe(page));
    note('HTML_CodeSniffer at 320 px', (await htmlcsIssues(page)).map(htmlcsLine));

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.evaluate(() => window.scrollTo(0, 0));
    note('help strip at 1280 px', await helpStripProblems(page, { lifeline: options.lifeline }));
    if (options.contentPage) note('sidebar at 1280 px', await sidebarProblems(page));

    await page.setViewportSize({ width: 375, height: 812 });
    for (const px of [20, 24, 32]) {
      await setDefaultFontSize(page, px);
      note('text at 20, 24 and 32 px', (await spillProblems(page, 375)).map((problem) => `text at ${px} px: ${problem}`));
    }
  } finally {
    await close();
  }
  return findings;
}
