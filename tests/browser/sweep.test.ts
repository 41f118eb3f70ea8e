/**
 * The whole-site sweep's visit (tests/gates/visit-page.ts) catches what it is there to catch. A page of the
 * built site is served through a small proxy that breaks it in one way (a box too wide for a phone, a script
 * error, no help strip, a hidden sidebar, a phone number that cannot wrap), and the visit must name that
 * check, and only that one, for that page; the page as built must pass.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { visitPage } from '../gates/visit-page.ts';
import { useBrowser } from '../support/browser.ts';
import { EXAMPLES } from '../support/examples.ts';

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

  it('names a page with no "Need help now?" control under the help strip, at every width', async () => {
    expect(await checksFound(EXAMPLES.article, 'noHelpStrip')).toEqual(expect.arrayContaining(['help strip at 375 px', 'help strip at 320 px', 'help strip at 1280 px']));
  });
});
