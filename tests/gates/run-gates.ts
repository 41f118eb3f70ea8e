/**
 * The whole-site sweep: every page of the freshly built dist/, served over loopback, checked for what really
 * differs page by page, in one pass:
 *   1. pa11y-ci on every template's named example at 320 px, a small phone, and at 1280 px, and on the pages
 *      the visits leave out (staff pages, redirects) (WCAG2AA, HTML_CodeSniffer, Debian's Chromium);
 *   2. one Chromium visit a page (tests/gates/visit-page.ts): the help strip on the first screen at 320, 375
 *      and 1280 px, islands that start with no console error, no sideways scrolling, axe and
 *      HTML_CodeSniffer (as pa11y runs it) at 320 px, a
 *      content page's sidebar at 1280 px, nothing cut with the browser's text at 20, 24 and 32 px;
 *   3. html-validate on every page;
 *   4. links: internal links, assets and #fragments resolve; nothing loads from another host;
 *   5. budgets: each page's HTML, stylesheets and island scripts, gzipped (tests/support/budgets.ts).
 * pa11y-ci, the visits and html-validate run side by side. Ends with a report by check (pages checked,
 * problems, time) and exits non-zero on any problem.
 *
 * How each template behaves is tested once per template by vitest (tests/browser/, widgets/), on the named
 * examples of tests/support/examples.ts. Options, for working on the sweep itself:
 *   SWEEP_ONLY=/path/,/other/   visit only these pages
 *   SWEEP_SKIP=pa11y,visits,html,links,budgets   leave out these steps
 *   SWEEP_CONCURRENCY=N         pages pa11y-ci and the visits each check at once (default 2)
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parse } from 'node-html-parser';
import { startSiteServer } from '../../server/site-server.ts';
import { PAGE_BUDGETS, KB, pageWeight } from '../support/budgets.ts';
import { CHROME_FLAGS, chromePath, launchBrowser } from '../support/browser.ts';
import { EXAMPLES, READABLE, isStaffPage, templateOf } from '../support/examples.ts';
import { allPagePaths, pageFile } from '../support/site.ts';
import { checkLinks } from './links.ts';
import { VISIT_CHECKS, visitPage, type Finding } from './visit-page.ts';

/** Runs a command without blocking this process, which is also serving the site the command checks. */
function runAsync(command: string, args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (status) => resolvePromise({ status, stdout, stderr }));
  });
}

/** Seconds since `started`, for the report. */
const since = (started: number) => `${((performance.now() - started) / 1000).toFixed(0)} s`;

const siteDir = resolve('dist');
const site = JSON.parse(readFileSync('content/site.json', 'utf8')) as { baseUrl: string; helpLines: Record<string, { name: string; number: string }> };
const lifeline = site.helpLines.lifeline;
if (!lifeline) throw new Error('content/site.json: helpLines.lifeline is missing: the help strip calls it on every page');
const skip = new Set((process.env.SWEEP_SKIP ?? '').split(',').filter(Boolean));
const concurrency = Math.max(1, Number(process.env.SWEEP_CONCURRENCY ?? 2));
const work = mkdtempSync(join(tmpdir(), 'gates-'));
const server = await startSiteServer({ siteDir, submissionsFile: join(work, 'submissions.jsonl') });
const allPaths = allPagePaths(siteDir);
const paths = process.env.SWEEP_ONLY ? process.env.SWEEP_ONLY.split(',') : allPaths;
const summary: string[] = [];
let failed = false;

/** A page that only redirects elsewhere: its meta refresh leaves before a visit could measure it. */
const isRedirect = (path: string) => readFileSync(pageFile(siteDir, path), 'utf8').includes('http-equiv="refresh"');
/** Content pages lay their text out beside a sidebar at wide windows. */
const CONTENT_TEMPLATES = new Set(['ArticlePage', 'ServicePage']);
const CONTENT_PAGES = new Set(['/about/', '/team/', '/privacy/', '/terms/', '/accessibility/']);
const isContentPage = (path: string) => (CONTENT_TEMPLATES.has(templateOf(path) ?? '') && !path.endsWith('/easy-read/')) || CONTENT_PAGES.has(path);

/**
 * Rules pa11y is told to ignore, each with its reason. Keep this list short and every reason one a
 * reviewer would accept. (There are none.)
 *
 * html-validate's configuration (.htmlvalidate.json) departs from "recommended" in these ways, each for a
 * reason: void elements are self-closed and boolean attributes written ="" and camelCase attribute names
 * kept, because that is how React writes them (all valid HTML); radio and checkbox groups share a name;
 * a tel: link's label may wrap while its number uses non-breaking spaces (class "tel"); and role="list"
 * and "listitem" are allowed on the testimonials, which are a list without JavaScript and a carousel
 * with it: a real <li> cannot become a slide (role="group") without breaking the list's structure.
 */
const IGNORED: Record<string, string> = {};

/**
 * 1. pa11y-ci on each template's example at 320 and at 1280 px, and on the pages the visits leave out (the
 * staff's pages and the old addresses that redirect). Every other page gets HTML_CodeSniffer in its visit
 * (step 2), run on the page already loaded exactly as pa11y runs it (tests/support/htmlcs.ts): a second load
 * of every page in pa11y-ci's own Chromium cost the sweep about half its time.
 */
async function pa11yStep(): Promise<void> {
  const started = performance.now();
  const examplePaths = READABLE.map((name) => EXAMPLES[name]).filter((path) => paths.includes(path));
  const unvisited = paths.filter((path) => isRedirect(path) || isStaffPage(path));
  // Each example at 320 px, then at 1280 px, named apart in the report by the address's fragment.
  const phone = [...new Set([...examplePaths, ...unvisited])].map((path) => `${server.url}${path}`);
  const desktop = examplePaths.map((path) => ({ url: `${server.url}${path}#at-1280-px`, viewport: { width: 1280, height: 1024 } }));
  const config = {
    // Two pages at a time, like the visits beside it: pa11y-ci's default of one leaves a core idle.
    concurrency,
    defaults: {
      standard: 'WCAG2AA',
      // axe runs in the visit beside it (the project's one axe-core, the newer): pa11y-ci's own copy would
      // check the same rules again and nearly double pa11y-ci's time (measured on 8 pages: 7.6 s a page
      // with both runners, 4.1 s with HTML_CodeSniffer alone, on this machine under load).
      // tests/browser/a11y.test.ts runs axe on every template at 1280 px.
      runners: ['htmlcs'],
      // A small phone: the width most visitors have, and the one where a page's own content (a long word,
      // a wide table of contents) is likeliest to break the layout.
      viewport: { width: 320, height: 568 },
      timeout: 60_000,
      ignore: Object.keys(IGNORED),
      chromeLaunchConfig: { executablePath: chromePath(), args: CHROME_FLAGS },
    },
    urls: [...phone, ...desktop],
  };
  const configFile = join(work, 'pa11yci.json');
  writeFileSync(configFile, JSON.stringify(config));
  const pa11y = await runAsync('node_modules/.bin/pa11y-ci', ['--config', configFile, '--json']);
  let results: { total: number; errors: number; results: Record<string, { code: string; message: string; selector: string; runner: string }[]> };
  try {
    results = JSON.parse(pa11y.stdout);
  } catch {
    console.error(pa11y.stdout, pa11y.stderr);
    throw new Error('pa11y-ci did not produce a report');
  }
  const byRule = new Map<string, number>();
  for (const [url, issues] of Object.entries(results.results)) {
    for (const issue of issues) {
      byRule.set(`${issue.runner}: ${issue.code}`, (byRule.get(`${issue.runner}: ${issue.code}`) ?? 0) + 1);
      console.error(`  ${url.replace(server.url, '')}  [${issue.runner} ${issue.code}] ${issue.message}\n      at ${issue.selector}`);
    }
  }
  const issueCount = [...byRule.values()].reduce((a, b) => a + b, 0);
  summary.push(`pa11y-ci: ${examplePaths.length} templates' examples at 320 and 1280 px, ${unvisited.length} pages the visits leave out, ${issueCount} issues${byRule.size ? `: ${[...byRule].map(([rule, n]) => `${rule} (${n})`).join(', ')}` : ''} (${since(started)})`);
  if (Object.keys(IGNORED).length) summary.push(`  ignored rules: ${Object.entries(IGNORED).map(([rule, why]) => `${rule}: ${why}`).join('; ')}`);
  if (issueCount > 0 || results.total !== phone.length + desktop.length) failed = true;
}

/** 2. One Chromium visit a page, `concurrency` pages at a time. */
async function visitStep(): Promise<void> {
  const started = performance.now();
  // The staff's pages have no help strip and no islands; tests/browser/intake-inbox.test.ts drives them against
  // the receiver that serves their data.
  const staff = paths.filter(isStaffPage);
  const visited = paths.filter((path) => !isRedirect(path) && !isStaffPage(path));
  const browser = await launchBrowser();
  const findings: Finding[] = [];
  let done = 0;
  try {
    const queue = [...visited];
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
          try {
            findings.push(...(await visitPage(browser, server.url, path, { lifeline: lifeline!, contentPage: isContentPage(path) })));
          } catch (error) {
            findings.push({ check: 'the visit itself', path, problem: String(error instanceof Error ? error.message : error).split('\n')[0]! });
          }
          done += 1;
          if (done % 25 === 0) console.log(`  visited ${done} of ${visited.length} pages (${since(started)})`);
        }
      }),
    );
  } finally {
    await browser.close();
  }
  for (const finding of findings) console.error(`  ${finding.path}  [${finding.check}] ${finding.problem}`);
  const byCheck = [...VISIT_CHECKS, 'the visit itself'].map((check) => [check, findings.filter((finding) => finding.check === check).length] as const);
  summary.push(`Chromium, one visit a page: ${visited.length} pages (${paths.length - visited.length - staff.length} redirects left to the build tests, ${staff.length} staff pages to their own tests (intake-inbox, editor)), ${findings.length} problems (${since(started)})`);
  for (const [check, count] of byCheck) if (count || check !== 'the visit itself') summary.push(`  ${check}: ${count === 0 ? 'ok' : `${count} problems`}`);
  if (findings.length) failed = true;
}

/** 3. html-validate on every page. */
async function htmlStep(): Promise<void> {
  const started = performance.now();
  const validate = await runAsync('node_modules/.bin/html-validate', ['--formatter', 'json', `${siteDir}/**/*.html`]);
  const files = JSON.parse(validate.stdout || '[]') as { filePath: string; messages: { ruleId: string; message: string; selector: string }[] }[];
  const htmlRules = new Map<string, number>();
  for (const file of files) {
    for (const message of file.messages) {
      htmlRules.set(message.ruleId, (htmlRules.get(message.ruleId) ?? 0) + 1);
      console.error(`  ${file.filePath.replace(siteDir, '')}  [${message.ruleId}] ${message.message} at ${message.selector}`);
    }
  }
  const htmlIssues = [...htmlRules.values()].reduce((a, b) => a + b, 0);
  summary.push(`html-validate: ${htmlIssues} errors${htmlRules.size ? `: ${[...htmlRules].map(([rule, n]) => `${rule} (${n})`).join(', ')}` : ''} (${since(started)})`);
  if (validate.status !== 0 || htmlIssues > 0) failed = true;
}

/** 4. Links, assets and fragments. */
function linkStep(): void {
  const started = performance.now();
  const links = checkLinks(siteDir, site.baseUrl);
  for (const problem of links.problems) console.error(`  ${problem}`);
  summary.push(
    `links: ${links.pages} pages, ${links.internalLinks} internal links (${links.fragments} with #fragments), ${links.assets} asset references, ${links.externalLinks} links to other websites; ${links.problems.length} problems (${since(started)})`,
  );
  if (links.problems.length) failed = true;
}

/** 5. Each page's weight against its budget. */
function budgetStep(): void {
  const started = performance.now();
  const problems: string[] = [];
  const heaviest = { html: 0, css: 0, js: 0 };
  for (const path of allPaths) {
    const file = pageFile(siteDir, path);
    const weight = pageWeight(siteDir, file, parse(readFileSync(file, 'utf8')));
    for (const part of ['html', 'css', 'js'] as const) {
      heaviest[part] = Math.max(heaviest[part], weight[part]);
      if (weight[part] > PAGE_BUDGETS[part]) problems.push(`${path}: ${part.toUpperCase()} is ${(weight[part] / KB).toFixed(1)} KB gzipped, over its ${PAGE_BUDGETS[part] / KB} KB budget`);
    }
  }
  for (const problem of problems) console.error(`  ${problem}`);
  const kb = (part: keyof typeof heaviest) => `${part.toUpperCase()} ${(heaviest[part] / KB).toFixed(1)} of ${PAGE_BUDGETS[part] / KB} KB`;
  summary.push(`budgets: ${allPaths.length} pages, heaviest ${kb('html')}, ${kb('css')}, ${kb('js')} (gzipped); ${problems.length} problems (${since(started)})`);
  if (problems.length) failed = true;
}

const started = performance.now();
try {
  console.log(`Sweeping ${paths.length} pages: pa11y-ci (HTML_CodeSniffer), one Chromium visit a page and html-validate side by side, then links and budgets...`);
  await Promise.all([skip.has('pa11y') ? undefined : pa11yStep(), skip.has('visits') ? undefined : visitStep(), skip.has('html') ? undefined : htmlStep()]);
  if (!skip.has('links')) linkStep();
  if (!skip.has('budgets')) budgetStep();
} finally {
  await server.close();
}

console.log(`\nThe whole-site sweep (${since(started)})\n${summary.map((line) => `  ${line}`).join('\n')}`);
process.exit(failed ? 1 : 0);
