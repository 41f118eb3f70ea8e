/**
 * Exit this page, on its own, in a real browser: the component rendered from its named examples, its
 * client script bundled as the build bundles it, on a loopback server that also stands in for the
 * neutral site (no request ever leaves this machine). Checked as GOV.UK checks its component: a plain
 * link when JavaScript is unavailable; with it, a press blanks the page at once, deletes everything the site
 * keeps in the browser and replaces the page (Back does not return), Shift pressed 3 times does the same,
 * Shift used with another key does not count, and the count starts again after 5 seconds. Either way the
 * neutral site is not told where the person came from (no Referer: P101).
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as esbuild from 'esbuild';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAxe } from '../../tests/support/axe.ts';
import { useBrowser } from '../../tests/support/browser.ts';
import { openPage } from '../../tests/support/pages.ts';
import { QuickExit } from './QuickExit.tsx';
import { SHIFT_WINDOW_MS } from './exit.ts';
import { WORDS, atTopOfPage, inHelpPanel } from './fixtures.ts';

const browser = useBrowser();
let server: Server;
let base = '';
/** The Referer header of each request for the neutral stand-in, in order (null: none sent). */
const referers: (string | null)[] = [];

const CSS = `${readFileSync('widgets/quick-exit/quick-exit.css', 'utf8')}
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }`;

function sensitivePage(markup: string, props: object | null): string {
  const script = props ? `<script type="module">import enhance from '/client.js'; enhance(document.querySelector('#exit'), ${JSON.stringify(props)});</script>` : '';
  return `<!DOCTYPE html><html lang="en-AU"><head><meta charset="utf-8"><title>A page about leaving safely</title><style>${CSS}</style>${props ? '<script>document.documentElement.classList.add("js")</script>' : ''}</head>
<body><main><div id="exit">${markup}</div><h1>A page about leaving safely</h1><p id="secret">Words someone must not see.</p><input aria-label="A field to type in" id="field"></main>${script}</body></html>`;
}

beforeAll(async () => {
  const bundle = await esbuild.build({ entryPoints: ['widgets/quick-exit/client.ts'], bundle: true, format: 'esm', write: false, logLevel: 'silent' });
  const client = bundle.outputFiles[0]!.text;
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const neutral = `${base}/neutral/`;
    const send = (body: string, type = 'text/html; charset=utf-8') => {
      response.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'no-store' });
      response.end(body);
    };
    if (url.pathname === '/client.js') return send(client, 'text/javascript');
    if (url.pathname === '/start/') return send('<!DOCTYPE html><html lang="en-AU"><head><title>Start</title></head><body><a href="/page/">The page</a></body></html>');
    if (url.pathname === '/page/') return send(sensitivePage(renderToStaticMarkup(createElement(QuickExit, atTopOfPage(neutral))), { words: WORDS }));
    if (url.pathname === '/panel/') return send(sensitivePage(renderToStaticMarkup(createElement(QuickExit, inHelpPanel(neutral))), null));
    if (url.pathname === '/neutral/') {
      referers.push(request.headers.referer ?? null);
      // The stand-in for the neutral site; ?slow answers after 2 s, like a slow phone network.
      const answer = () => send('<!DOCTYPE html><html lang="en-AU"><head><title>Weather</title></head><body><h1>Neutral stand-in</h1></body></html>');
      if (url.searchParams.has('slow')) setTimeout(answer, 2000);
      else answer();
      return undefined;
    }
    response.writeHead(404).end();
    return undefined;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

/** Opens /start/, then follows its link to the page with the exit, as a visitor would arrive. */
async function arrive(javaScript = true) {
  const opened = await openPage(browser(), `${base}/start/`, { width: 375, height: 740, javaScript });
  await Promise.all([opened.page.waitForURL(`${base}/page/`), opened.page.locator('a').click()]);
  if (javaScript) await opened.page.waitForFunction(() => document.querySelector('[data-quick-exit-ready]') !== null);
  return opened;
}

describe('when JavaScript is unavailable', () => {
  it('is a plain link that leaves for the neutral site, sending no Referer (P101), and offers no shortcut', async () => {
    const { page, close } = await arrive(false);
    const link = page.getByRole('link', { name: 'Emergency Exit this page' });
    await expect(link.getAttribute('rel')).resolves.toBe('nofollow noreferrer');
    await expect(page.locator('.quick-exit__shortcut').isVisible()).resolves.toBe(false);
    const before = referers.length;
    await Promise.all([page.waitForURL(`${base}/neutral/`), link.click()]);
    expect(referers.slice(before)).toEqual([null]);
    await close();
  });
});

/** Fills every store a site can keep in the browser, from the page itself. */
async function keepSomethingEverywhere(page: import('playwright-core').Page): Promise<void> {
  await page.evaluate(async () => {
    localStorage.setItem('form-draft:contact', JSON.stringify({ savedAt: new Date().toISOString(), values: { message: 'My partner checks my phone' } }));
    sessionStorage.setItem('form-attempt:contact', 'attempt-1234');
    await new Promise<void>((resolve, reject) => {
      const open = indexedDB.open('drafts', 1);
      open.onupgradeneeded = () => open.result.createObjectStore('answers');
      open.onsuccess = () => {
        const write = open.result.transaction('answers', 'readwrite');
        write.objectStore('answers').put('My partner checks my phone', 'message');
        write.oncomplete = () => {
          open.result.close();
          resolve();
        };
      };
      open.onerror = () => reject(open.error);
    });
    await (await caches.open('pages')).put('/page/', new Response('A page about leaving safely'));
  });
}

/** What the site keeps in this browser, read from a page of the same origin. */
function keptInBrowser(page: import('playwright-core').Page) {
  return page.evaluate(async () => ({
    local: localStorage.length,
    session: sessionStorage.length,
    databases: (await indexedDB.databases()).map((database) => database.name),
    caches: await caches.keys(),
  }));
}

describe('with JavaScript', () => {
  it('blanks the page the moment it is pressed, then replaces it, so Back does not return to it', async () => {
    const { page, close } = await arrive();
    await page.locator('a[data-quick-exit-button]').evaluate((link, url) => link.setAttribute('href', url), `${base}/neutral/?slow`);
    // Playwright waits for a navigation to end before it reads a page, so the page notes its own state
    // 100 ms after the press, in sessionStorage, which the stand-in (same loopback origin) can read back.
    await page.evaluate(() => {
      document.addEventListener(
        'click',
        () =>
          setTimeout(() => {
            const alert = document.querySelector<HTMLElement>('[role=alert]');
            const state = { url: location.pathname, secret: document.querySelector<HTMLElement>('#secret')!.checkVisibility(), main: document.querySelector('main')!.checkVisibility(), alert: alert?.textContent ?? null, alertShown: alert?.checkVisibility() ?? false };
            sessionStorage.setItem('state-after-press', JSON.stringify(state));
          }, 100),
        true,
      );
    });
    // A press with the mouse (Playwright's click() would wait for the next page to start arriving).
    const box = (await page.locator('a[data-quick-exit-button]').boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForURL(`${base}/neutral/?slow`);
    // The neutral site took 2 s; 0.1 s after the press the page was already gone from the screen and the
    // reading order, with a single alert in its place.
    const state = JSON.parse((await page.evaluate(() => sessionStorage.getItem('state-after-press'))) ?? 'null');
    expect(state).toEqual({ url: '/page/', secret: false, main: false, alert: WORDS.leaving, alertShown: true });
    await page.goBack();
    expect(page.url()).toBe(`${base}/start/`);
    await close();
  });

  it('deletes everything the site kept in the browser (local and session storage, IndexedDB, caches) before it leaves, and sends no Referer (P101)', async () => {
    for (const how of ['button', 'Shift 3 times'] as const) {
      const { page, close } = await arrive();
      await keepSomethingEverywhere(page);
      await expect(keptInBrowser(page)).resolves.toEqual({ local: 1, session: 1, databases: ['drafts'], caches: ['pages'] });
      const before = referers.length;
      if (how === 'button') await Promise.all([page.waitForURL(`${base}/neutral/`), page.locator('a[data-quick-exit-button]').click()]);
      else {
        await page.keyboard.press('Shift');
        await page.keyboard.press('Shift');
        await Promise.all([page.waitForURL(`${base}/neutral/`), page.keyboard.press('Shift')]);
      }
      // The stand-in shares the page's origin, so it sees the same stores: all empty.
      await expect(keptInBrowser(page), how).resolves.toEqual({ local: 0, session: 0, databases: [], caches: [] });
      // location.replace ignores rel="noreferrer": the page's own policy stops the Referer.
      expect(referers.slice(before), how).toEqual([null]);
      await close();
    }
  });

  it('leaves when Shift is pressed 3 times, saying how many presses are left', async () => {
    const { page, problems, close } = await arrive();
    const status = page.locator('.quick-exit [role="status"]');
    await page.keyboard.press('Shift');
    await expect(status.textContent()).resolves.toBe(WORDS.pressTwoMore);
    await expect(page.locator('.quick-exit__dot--on').count()).resolves.toBe(1);
    await page.keyboard.press('Shift');
    await expect(status.textContent()).resolves.toBe(WORDS.pressOneMore);
    await Promise.all([page.waitForURL(`${base}/neutral/`), page.keyboard.press('Shift')]);
    expect(problems).toEqual([]);
    await close();
  });

  it('works from inside a text field too, but does not count Shift used for a capital letter', async () => {
    const { page, close } = await arrive();
    await page.locator('#field').focus();
    await page.keyboard.type('Hi There');
    await page.keyboard.press('Shift');
    await page.keyboard.press('Shift');
    await page.waitForTimeout(300);
    expect(page.url()).toBe(`${base}/page/`);
    await Promise.all([page.waitForURL(`${base}/neutral/`), page.keyboard.press('Shift')]);
    await close();
  });

  it('starts the count again after 5 seconds without a press, and says so', async () => {
    const { page, close } = await arrive();
    await page.clock.install();
    await page.keyboard.press('Shift');
    await page.keyboard.press('Shift');
    await page.clock.runFor(SHIFT_WINDOW_MS + 100);
    await expect(page.locator('.quick-exit [role="status"]').textContent()).resolves.toBe(WORDS.timedOut);
    await expect(page.locator('.quick-exit__dots').isVisible()).resolves.toBe(false);
    await page.keyboard.press('Shift');
    await page.waitForTimeout(200);
    expect(page.url()).toBe(`${base}/page/`);
    await close();
  });

  it('is named "Emergency Exit this page", points to staying safe online, and has no accessibility violations', async () => {
    const { page, close } = await arrive();
    await expect(page.getByRole('link', { name: 'Emergency Exit this page' }).count()).resolves.toBe(1);
    await expect(page.getByRole('link', { name: WORDS.safetyLabel }).getAttribute('href')).resolves.toBe(WORDS.safetyPath);
    await expect(page.locator('.quick-exit__hint').textContent()).resolves.toContain(WORDS.history);
    expect(await runAxe(page, '#exit')).toEqual([]);
    await close();
  });

  it('offers no Shift shortcut where it is only a button (the help panel)', async () => {
    const { page, close } = await openPage(browser(), `${base}/panel/`, { width: 375 });
    await expect(page.locator('.quick-exit__shortcut').count()).resolves.toBe(0);
    await expect(page.locator('.quick-exit__hint').textContent()).resolves.toContain(WORDS.history);
    await close();
  });
});
