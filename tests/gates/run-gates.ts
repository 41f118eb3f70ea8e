/**
 * The site-wide gates, against the freshly built dist/ served over loopback:
 *   1. pa11y-ci on every page (WCAG2AA, the axe and HTML_CodeSniffer runners, Debian's Chromium);
 *   2. html-validate on every page;
 *   3. links: internal links, assets and #fragments resolve; nothing loads from another host.
 * Ends with a short report: pages checked, issues by rule, links checked. Exits non-zero on any issue.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startSiteServer } from '../../server/site-server.ts';
import { CHROME_FLAGS, chromePath } from '../support/browser.ts';
import { OWN_LAYOUT_PAGES, allPagePaths } from '../support/site.ts';
import { checkLinks } from './links.ts';

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

const siteDir = resolve('dist');
const site = JSON.parse(readFileSync('content/site.json', 'utf8')) as { baseUrl: string };
const work = mkdtempSync(join(tmpdir(), 'gates-'));
const server = await startSiteServer({ siteDir, submissionsFile: join(work, 'submissions.jsonl') });
const paths = [...allPagePaths(siteDir), ...OWN_LAYOUT_PAGES];
const summary: string[] = [];
let failed = false;

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

try {
  // 1. pa11y-ci
  const config = {
    defaults: {
      standard: 'WCAG2AA',
      runners: ['axe', 'htmlcs'],
      timeout: 60_000,
      ignore: Object.keys(IGNORED),
      chromeLaunchConfig: { executablePath: chromePath(), args: CHROME_FLAGS },
    },
    urls: paths.map((path) => `${server.url}${path}`),
  };
  const configFile = join(work, 'pa11yci.json');
  writeFileSync(configFile, JSON.stringify(config));
  console.log(`pa11y-ci: checking ${paths.length} pages with axe and HTML_CodeSniffer...`);
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
  summary.push(`pa11y-ci: ${results.total} pages, ${issueCount} issues${byRule.size ? `: ${[...byRule].map(([rule, n]) => `${rule} (${n})`).join(', ')}` : ''}`);
  if (Object.keys(IGNORED).length) summary.push(`  ignored rules: ${Object.entries(IGNORED).map(([rule, why]) => `${rule}: ${why}`).join('; ')}`);
  if (issueCount > 0 || results.total !== paths.length) failed = true;

  // 2. html-validate
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
  summary.push(`html-validate: ${htmlIssues} errors${htmlRules.size ? `: ${[...htmlRules].map(([rule, n]) => `${rule} (${n})`).join(', ')}` : ''}`);
  if (validate.status !== 0 || htmlIssues > 0) failed = true;

  // 3. links
  const links = checkLinks(siteDir, site.baseUrl);
  for (const problem of links.problems) console.error(`  ${problem}`);
  summary.push(
    `links: ${links.pages} pages, ${links.internalLinks} internal links (${links.fragments} with #fragments), ${links.assets} asset references, ${links.externalLinks} links to other websites; ${links.problems.length} problems`,
  );
  if (links.problems.length) failed = true;
} finally {
  await server.close();
}

console.log(`\nSite-wide gates\n${summary.map((line) => `  ${line}`).join('\n')}`);
process.exit(failed ? 1 : 0);
