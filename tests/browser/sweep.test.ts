/**
 * The whole-site sweep's visit (tests/gates/visit-page.ts) catches what it is there to catch. A page of the
 * built site is served through a small proxy that breaks it in one way (a box too wide for a phone, a script
 * error, no help strip, a hidden sidebar, a phone number that cannot wrap), and the visit must name that
 * check, and only that one, for that page; the page as built must pass.
 *
 * HTML_CodeSniffer runs in the visit (tests/support/htmlcs.ts) instead of in pa11y-ci's own load of every
 * page, so the two are compared here: on the page as built and broken three ways (an image with no text
 * alternative, an empty link, a field with no label), the visit reports exactly the issues pa11y-ci reports
 * for the same page at the same width. A fieldset with no legend is a break only HTML_CodeSniffer finds
 * (axe has no such rule), so it proves HTML_CodeSniffer really runs in the visit.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { visitPage } from '../gates/visit-page.ts';
import { useBrowser } from '../support/browser.ts';
import { EXAMPLES } from '../support/examples.ts';
import { htmlcsIssues } from '../support/htmlcs.ts';
import { openPage } from '../support/pages.ts';
import { pa11yIssues } from '../support/pa11y.ts';

const siteUrl = inject('siteUrl');
const browser = useBrowser();
const site = JSON.parse(readFileSync(join(process.cwd(), 'content', 'site.json'), 'utf8')) as { helpLines: Record<string, { name: string; number: string }> };
const lifeline = site.helpLines.lifeline!;

/** Ways to break a page, each applied to its HTML by the proxy when the address ends in ?break=NAME. */
const BREAKS: Record<string, (html: string) => string> = {
  wide: (html) => html.replace('<main', '<div style="width: 500px; height: 10px"></div><main'),
  scriptError: (html) => html.replace('</body>', '<script>console.error("a widget failed")</script></body>'),
  noHelpStrip: (html) => html.replace(/<summary class="help-now__summary">[\s\S]*?<\/summary>/, '<summary>Help</summary>'),
  noSidebar: (html) => html.replace('</head>', '<style>.page-aside { display: none !important; }</style></head>'),
  // Only HTML_CodeSniffer finds this one (WCAG 1.3.1, H71): axe has no rule for a fieldset's legend.
  // Inside <main>, so axe's landmark rule (content outside every landmark) has nothing to say either.
  noLegend: (html) => html.replace(/(<main id="main-content"[^>]*>)/, '$1<fieldset><input type="checkbox" id="sweep-break"><label for="sweep-break">Yes</label></fieldset>'),
  imageNoAlt: (html) => html.replace('<main id="main-content"', '<img src="/favicon.ico" width="20" height="20"><main id="main-content"'),
  emptyLink: (html) => html.replace('<main id="main-content"', '<a href="/contact/"></a><main id="main-content"'),
  unlabelledField: (html) => html.replace('<main id="main-content"', '<input type="text" name="sweep-break"><main id="main-content"'),
  uncutNumber: (html) => html.replace('<main id="main-content"', '<p><a href="tel:+61355500142" style="white-space: nowrap">Call us on 03 5550 0142 or 03 5550 0142</a></p><main id="main-content"'),
};

let proxy: Server;
let proxyUrl: string;

beforeAll(async () => {
  proxy = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const upstream = await fetch(`${siteUrl}${url.pathname}`);
    const type = upstream.headers.get('content-type') ?? 'application/octet-stream';
    const breaker = BREAKS[url.searchParams.get('break') ?? ''];
    const body = type.startsWith('text/html') && breaker ? breaker(await upstream.text()) : Buffer.from(await upstream.arrayBuffer());
    response.writeHead(upstream.status, { 'Content-Type': type }).end(body);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => proxy.close(resolve));
});

const checksFound = async (path: string, breakName?: string) => {
  const findings = await visitPage(browser(), proxyUrl, breakName ? `${path}?break=${breakName}` : path, { lifeline, contentPage: true });
  return [...new Set(findings.map((finding) => finding.check))];
};

describe('the sweep\'s visit to a page', () => {
  it('finds nothing on an article as built', async () => {
    expect(await checksFound(EXAMPLES.article)).toEqual([]);
  });

  it.each([
    ['wide', 'no sideways scrolling at 320 px'],
    ['scriptError', 'islands start cleanly'],
    ['noSidebar', 'sidebar at 1280 px'],
    ['uncutNumber', 'text at 20, 24 and 32 px'],
  ])('names the page broken by "%s" under "%s"', async (breakName, check) => {
    expect(await checksFound(EXAMPLES.article, breakName)).toContain(check);
  });

  it('names a fieldset with no legend under HTML_CodeSniffer, and under nothing else (axe has no such rule)', async () => {
    expect(await checksFound(EXAMPLES.article, 'noLegend')).toEqual(['HTML_CodeSniffer at 320 px']);
  });

  it('names a page with no "Need help now?" control under the help strip, at every width', async () => {
    expect(await checksFound(EXAMPLES.article, 'noHelpStrip')).toEqual(expect.arrayContaining(['help strip at 375 px', 'help strip at 320 px', 'help strip at 1280 px']));
  });
});

describe('HTML_CodeSniffer in the visit and in pa11y-ci', () => {
  const cases = ['', 'imageNoAlt', 'emptyLink', 'unlabelledField', 'noLegend'];
  const pathOf = (breakName: string) => (breakName ? `${EXAMPLES.article}?break=${breakName}` : EXAMPLES.article);

  it('report the same issues on a page as built and broken four ways, at 320 px', async () => {
    const inVisit: string[] = [];
    for (const breakName of cases) {
      const { page, close } = await openPage(browser(), `${proxyUrl}${pathOf(breakName)}`, { width: 320, height: 568 });
      try {
        inVisit.push(...(await htmlcsIssues(page)).map((issue) => `${pathOf(breakName)} ${issue.code} ${issue.selector}: ${issue.message}`));
      } finally {
        await close();
      }
    }
    const byPa11y = await pa11yIssues(proxyUrl, cases.map(pathOf), { viewport: { width: 320, height: 568 }, runners: ['htmlcs'] });
    // Each break is found (by both), and nothing on the page as built.
    for (const breakName of cases.filter(Boolean)) expect(inVisit.some((line) => line.startsWith(`${pathOf(breakName)} `))).toBe(true);
    expect(inVisit.filter((line) => line.startsWith(`${EXAMPLES.article} `))).toEqual([]);
    expect(inVisit.sort()).toEqual(byPa11y.sort());
  });
});
