/**
 * HTML_CodeSniffer in a page a test or the sweep has already loaded, exactly as pa11y runs it: the same
 * scripts pa11y injects (its in-page runner, node_modules/pa11y/lib/runner.js, and its htmlcs runner with
 * the HTMLCS build pa11y ships, @pa11y/html_codesniffer), called with the options pa11y-ci passes for the
 * sweep's configuration (WCAG2AA, nothing ignored, so pa11y's default of errors only: warnings and
 * notices left out). So a page costs one Chromium load for axe, HTML_CodeSniffer and the layout checks,
 * instead of a second load in pa11y-ci's own browser. tests/browser/sweep.test.ts proves the two report
 * the same issues on broken pages; pa11y-ci itself still checks every template's example in the sweep.
 *
 * The scripts are evaluated through the DevTools protocol (as pa11y's puppeteer does), because the site's
 * Content-Security-Policy rightly refuses injected script tags.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const PA11Y_VERSION = (require('pa11y/package.json') as { version: string }).version;
const PA11Y_IN_PAGE = readFileSync(require.resolve('pa11y/lib/runner.js'), 'utf8');
const htmlcsRunner = require('pa11y/lib/runners/htmlcs.js') as { scripts: string[]; run: (...args: unknown[]) => unknown };
/** pa11y's loadRunnerScript('htmlcs'), byte for byte: the HTMLCS build, then the runner registered by name. */
const HTMLCS_RUNNER = `
		;${htmlcsRunner.scripts.map((script) => readFileSync(script, 'utf8')).join('\n\n')};
		;window.__pa11y.runners["htmlcs"] = ${htmlcsRunner.run.toString()};
	`;

/** The options pa11y passes to its in-page runner for { standard: 'WCAG2AA', runners: ['htmlcs'], ignore: [] }. */
const RUN_OPTIONS = {
  pa11yVersion: PA11Y_VERSION,
  hideElements: null,
  // pa11y adds 'notice' and 'warning' to `ignore` unless includeNotices or includeWarnings is set.
  ignore: ['notice', 'warning'],
  levelCapWhenNeedsReview: 'error',
  rootElement: null,
  rules: [],
  runners: ['htmlcs'],
  standard: 'WCAG2AA',
  wait: 0,
};

export interface HtmlcsIssue {
  code: string;
  message: string;
  selector: string;
}

/** HTML_CodeSniffer's errors on the page as it is now (WCAG 2 AA), as pa11y-ci would report them. */
export async function htmlcsIssues(page: Page): Promise<HtmlcsIssue[]> {
  if (!(await page.evaluate(() => '__pa11y' in window && 'htmlcs' in (window as unknown as { __pa11y: { runners: object } }).__pa11y.runners))) {
    await page.evaluate(PA11Y_IN_PAGE);
    await page.evaluate(HTMLCS_RUNNER);
  }
  const result = await page.evaluate(
    (options) => (window as unknown as { __pa11y: { run: (o: object) => Promise<{ issues: HtmlcsIssue[] }> } }).__pa11y.run(options),
    RUN_OPTIONS,
  );
  return result.issues.map(({ code, message, selector }) => ({ code, message, selector }));
}

/** One readable line an issue, as the sweep prints pa11y-ci's. */
export const htmlcsLine = (issue: HtmlcsIssue) => `[htmlcs ${issue.code}] ${issue.message} at ${issue.selector}`;
