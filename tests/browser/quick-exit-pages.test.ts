/**
 * Where "Exit this page" is, across the built site: at the top of the referral and contact forms, every
 * article with help lines and the staying-safe page (with a skip link to it, and Shift pressed 3 times);
 * at the end of those articles' last help-lines box; inside the help panel on every page; in each language
 * page's own language. At the top of the page it covers nothing; as the page scrolls it stays on screen
 * (320 to 1280 px, and at 200% text), and never lies over the field being typed in or a heading jumped to.
 * It is reached by the fourth press of Tab and reads as "Emergency Exit this page". Pressed, or Shift
 * pressed 3 times, it leaves nothing behind: the form opened again, in the same tab or a new one, is empty,
 * and the browser's storage holds none of it; and it tells the neutral site nothing of where the person was
 * (no Referer, with and without JavaScript: P101). The neutral site is a loopback stand-in: nothing leaves
 * the machine.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { join } from 'node:path';
import matter from 'gray-matter';
import { describe, expect, inject, it } from 'vitest';
import { runAxe } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { NEUTRAL_TITLE, NEUTRAL_URL, useNeutralSite } from '../support/neutral-site.ts';
import { openPage } from '../support/pages.ts';
import { setDefaultFontSize } from '../support/phone-conditions.ts';
import { allPagePaths, visitorPagePaths, readPage } from '../support/site.ts';

const siteUrl = inject('siteUrl');
const siteDir = inject('siteDir');
const browser = useBrowser();
const neutral = useNeutralSite();

const sensitiveArticles = allPagePaths(siteDir)
  .filter((path) => /^\/resources\/(?!category\/)[^/]+\/$/.test(path))
  .filter((path) => {
    // An old address kept for a renamed article is only a redirect to the new one, with no file of its own.
    const file = join(process.cwd(), 'content', 'resources', `${path.split('/')[2]}.md`);
    if (!existsSync(file)) return false;
    const source = readFileSync(file, 'utf8');
    const lines = (matter(source).data as { helpLines?: unknown[] }).helpLines;
    return Array.isArray(lines) && lines.length > 0;
  });
const languagePages = allPagePaths(siteDir).filter((path) => path.startsWith('/languages/'));
const AT_RISK = ['/referral/', '/contact/', '/easy-read/call-back/', '/staying-safe-online/', ...languagePages, ...sensitiveArticles];
const ELSEWHERE = ['/', '/about/', '/services/', '/resources/', '/resources/trauma-informed-care-101/'].filter((path) => !AT_RISK.includes(path));
const ARTICLE = '/resources/suicide-prevention-ndis-support-at-risk-individuals/';
/** The longest article with help lines: the one a person scrolls furthest from the top of. */
const LONGEST = sensitiveArticles.map((path) => ({ path, size: statSync(join(process.cwd(), 'content', 'resources', `${path.split('/')[2]}.md`)).size })).sort((a, b) => b.size - a.size)[0]!.path;
const languageWords = (path: string) =>
  (JSON.parse(readFileSync(join(process.cwd(), 'content', 'languages', `${path.split('/')[2]}.json`), 'utf8')) as { quickExit?: { label: string } }).quickExit;

describe('in the built pages', () => {
  it('is at the top of every page where being seen could put someone at risk, with a skip link to it', () => {
    expect(sensitiveArticles.length).toBeGreaterThan(3);
    for (const path of AT_RISK) {
      const page = readPage(siteDir, path);
      const main = page.querySelector('main')!;
      expect(main.firstElementChild?.classList.contains('quick-exit-bar'), path).toBe(true);
      expect(main.querySelector('.quick-exit--page a[data-quick-exit-button]')?.getAttribute('href'), path).toBe(NEUTRAL_URL);
      // Its skip link: the first link after the skip links, in the "Help now" region.
      expect(page.querySelector('.help-now')!.firstElementChild?.getAttribute('href'), path).toBe(NEUTRAL_URL);
      // On a page in another language, in that language (the page's own lang), with its own words.
      const lang = page.querySelector('html')!.getAttribute('lang');
      if (lang !== 'en-AU') {
        expect(main.firstElementChild?.getAttribute('lang'), path).toBeUndefined();
        const button = main.querySelector('.quick-exit--page a[data-quick-exit-button]')!.textContent!.replace(/^Emergency /, '');
        expect(button, path).toBe(languageWords(path)!.label);
        expect(button, path).not.toBe('Exit this page');
      }
    }
    expect(languagePages.length).toBeGreaterThan(8);
    for (const path of ELSEWHERE) {
      expect(readPage(siteDir, path).querySelector('main .quick-exit--page'), path).toBeNull();
    }
  });

  it('is in the help panel on every page, and at the end of a sensitive article\'s last help-lines box', () => {
    for (const path of visitorPagePaths(siteDir)) {
      expect(readPage(siteDir, path).querySelector('.help-now__panel .quick-exit--panel a[data-quick-exit-button]')?.getAttribute('href'), path).toBe(NEUTRAL_URL);
    }
    for (const path of sensitiveArticles) {
      const boxes = readPage(siteDir, path).querySelectorAll('main .help-lines');
      expect(boxes.at(-1)!.querySelector('.quick-exit a[data-quick-exit-button]'), path).not.toBeNull();
    }
  });
});

describe('in a browser', () => {
  it.each([320, 375, 768, 1280])('at %i px it is near the top of the page and covers nothing there, and it is sticky', async (width) => {
    for (const path of ['/referral/', ARTICLE]) {
      const { page, close } = await openPage(browser(), `${siteUrl}${path}`, { width, height: 800 });
      const found = await page.evaluate(() => {
        const bar = document.querySelector<HTMLElement>('.quick-exit-bar')!;
        const button = bar.querySelector<HTMLElement>('.quick-exit__button')!.getBoundingClientRect();
        const box = bar.getBoundingClientRect();
        const positions = [bar, ...Array.from(bar.querySelectorAll<HTMLElement>('*'))].map((element) => getComputedStyle(element).position);
        // Nothing else on the page may share the bar's box: it pushes the content down, never lies on it.
        const overlapping = Array.from(document.querySelectorAll<HTMLElement>('main *, header *'))
          .filter((element) => !bar.contains(element) && !element.contains(bar) && element.checkVisibility())
          .filter((element) => {
            const other = element.getBoundingClientRect();
            return other.width > 0 && other.height > 0 && other.left < box.right - 1 && other.right > box.left + 1 && other.top < box.bottom - 1 && other.bottom > box.top + 1;
          })
          .map((element) => element.className);
        return { buttonBottom: button.bottom, buttonRight: button.right, positions, overlapping, width: window.innerWidth, scrollWidth: document.documentElement.scrollWidth };
      });
      // The band itself sticks (nothing in it is fixed): it keeps its place in the flow at the top.
      expect(found.positions[0], path).toBe('sticky');
      expect(found.positions.slice(1).filter((position) => position === 'fixed' || position === 'sticky'), path).toEqual([]);
      expect(found.overlapping, path).toEqual([]);
      expect(found.buttonBottom, path).toBeLessThanOrEqual(220);
      expect(found.buttonRight, path).toBeLessThanOrEqual(found.width);
      expect(found.scrollWidth, path).toBe(width);
      await close();
    }
  });

  it('is reached by the fourth press of Tab (after the three skip links), and leaves from there with Enter', async () => {
    const { page, context, close } = await openPage(browser(), `${siteUrl}/referral/`, { width: 1280 });
    const { refused } = await neutral.route(context);
    await page.waitForSelector('[data-island="quick-exit"][data-island-state="ready"]');
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Exit this page');
    // Shown when focused, like a skip link.
    await expect(page.evaluate(() => (document.activeElement as HTMLElement).getBoundingClientRect().height)).resolves.toBeGreaterThan(20);
    await expect(page.evaluate(() => document.activeElement?.getAttribute('href'))).resolves.toBe(NEUTRAL_URL);
    await Promise.all([page.waitForURL(NEUTRAL_URL), page.keyboard.press('Enter')]);
    expect(refused).toEqual([]);
    await close();
  });

  it.each(['/referral/', '/contact/', ARTICLE])('on %s, Shift pressed 3 times replaces the page with the neutral site', async (path) => {
    const { page, context, close } = await openPage(browser(), `${siteUrl}${path}`, { width: 1280 });
    const { refused } = await neutral.route(context);
    await page.waitForSelector('[data-island="quick-exit"][data-island-state="ready"]');
    await page.keyboard.press('Shift');
    await page.keyboard.press('Shift');
    await Promise.all([page.waitForURL(NEUTRAL_URL), page.keyboard.press('Shift')]);
    await expect(page.title()).resolves.toBe(NEUTRAL_TITLE);
    // Replaced, not added: Back goes to where the visitor was before this page.
    await page.goBack();
    expect(page.url()).toBe('about:blank');
    expect(refused).toEqual([]);
    await close();
  });

  it('does nothing on Shift x3 on a page without its own Exit this page', async () => {
    const { page, close } = await openPage(browser(), `${siteUrl}/about/`, { width: 1280 });
    await page.waitForTimeout(500);
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('Shift');
    await page.waitForTimeout(500);
    expect(page.url()).toBe(`${siteUrl}/about/`);
    await close();
  });

  it.each([375, 1280])('reads as "Emergency Exit this page" with its caution and link, and has no axe violations, at %i px', async (width) => {
    const { page, close } = await openPage(browser(), `${siteUrl}/contact/`, { width });
    await page.waitForSelector('[data-island="quick-exit"][data-island-state="ready"]');
    await expect(page.locator('main').getByRole('link', { name: 'Emergency Exit this page' }).isVisible()).resolves.toBe(true);
    await expect(page.locator('main .quick-exit').getByRole('link', { name: 'Staying safe online' }).getAttribute('href')).resolves.toBe('/staying-safe-online/');
    expect(await runAxe(page, '.quick-exit-bar')).toEqual([]);
    await close();
  });

  it('explains itself on a page of its own: what it does, what the browser still keeps, private browsing and history', async () => {
    const { page, close } = await openPage(browser(), `${siteUrl}/staying-safe-online/`, { width: 375 });
    const text = (await page.locator('main').textContent())!.replace(/\s+/g, ' ');
    for (const words of ['deletes everything this website kept in your browser', 'does not delete your browser history', 'cache', 'private window', 'Incognito', 'History', 'Keep what I type on this device', 'call 000', '1800 737 732']) expect(text).toContain(words);
    expect(await runAxe(page)).toEqual([]);
    await close();
  });
});

/** 320 to 1280 px, and a phone with the browser's text at 200% (32 px). */
const SIZES = [
  { width: 320, text: 16 },
  { width: 375, text: 16 },
  { width: 1280, text: 16 },
  { width: 375, text: 32 },
  { width: 320, text: 32 },
] as const;

async function phone(width: number, text: number): Promise<{ page: Page; context: BrowserContext }> {
  const context = await browser().newContext({ viewport: { width, height: width < 600 ? 812 : 800 } });
  const page = await context.newPage();
  await setDefaultFontSize(page, text);
  return { page, context };
}

/** Where the band and its button are, whether the button is the thing under its own middle, and the screen. */
function exitOnScreen(page: Page) {
  return page.evaluate(() => {
    const bar = document.querySelector<HTMLElement>('.quick-exit-bar')!.getBoundingClientRect();
    const button = document.querySelector<HTMLElement>('.quick-exit-bar .quick-exit__button')!;
    const box = button.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return { barBottom: bar.bottom, top: box.top, bottom: box.bottom, height: box.height, reachable: top !== null && button.contains(top), screen: window.innerHeight, scrollY: window.scrollY };
  });
}

describe('within reach as the page scrolls', () => {
  it.each(SIZES)('at $width px with text at $text px, on screen a quarter, half and three quarters down the longest crisis article', async ({ width, text }) => {
    const { page, context } = await phone(width, text);
    await page.goto(`${siteUrl}${LONGEST}`);
    await page.waitForSelector('[data-island="quick-exit"][data-island-state="ready"]');
    for (const part of [0.25, 0.5, 0.75]) {
      await page.evaluate(async (part) => {
        window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) * part);
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      }, part);
      const found = await exitOnScreen(page);
      expect(found.scrollY, `${part}`).toBeGreaterThan(1000);
      expect(found.top, `${part}`).toBeGreaterThanOrEqual(0);
      expect(found.bottom, `${part}`).toBeLessThanOrEqual(found.screen);
      expect(found.reachable, `${part}: nothing lies over the button`).toBe(true);
      // A large target for a thumb, and a band that leaves the page most of the screen.
      expect(found.height, `${part}`).toBeGreaterThanOrEqual(44);
      expect(found.barBottom, `${part}`).toBeLessThanOrEqual(found.screen * 0.15);
    }
    // A heading jumped to (from the contents, or a shared link) lands below the band, not under it.
    const heading = await page.evaluate(async () => {
      const headings = Array.from(document.querySelectorAll<HTMLElement>('main h2[id]'));
      const middle = headings[Math.floor(headings.length / 2)]!;
      window.location.hash = middle.id;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return { top: middle.getBoundingClientRect().top, barBottom: document.querySelector('.quick-exit-bar')!.getBoundingClientRect().bottom };
    });
    expect(heading.top).toBeGreaterThanOrEqual(heading.barBottom);
    await context.close();
  });

  it.each(SIZES)('at $width px with text at $text px, on screen while a field mid-form has focus, and never over it', async ({ width, text }) => {
    const { page, context } = await phone(width, text);
    for (const path of ['/contact/', '/referral/']) {
      await page.goto(`${siteUrl}${path}`);
      await page.waitForSelector('[data-island="quick-exit"][data-island-state="ready"]');
      // The field in the middle of the form, lying under the band, as when someone scrolls a little too far;
      // then Tab from the field before it, as a person moving through the form would.
      const id = await page.evaluate(() => {
        const fields = Array.from(document.querySelectorAll<HTMLElement>('form[data-form] input[type="text"], form[data-form] input[type="email"], form[data-form] input[type="tel"], form[data-form] textarea')).filter((field) => field.checkVisibility());
        const middle = fields[Math.floor(fields.length / 2)]!;
        const before = fields[Math.floor(fields.length / 2) - 1]!;
        const bar = document.querySelector('.quick-exit-bar')!.getBoundingClientRect();
        window.scrollBy(0, middle.getBoundingClientRect().top - bar.bottom / 2);
        before.focus({ preventScroll: true });
        return middle.id;
      });
      await page.keyboard.press('Tab');
      await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe(id);
      await page.keyboard.type('My partner checks my phone');
      const found = await page.evaluate(async () => {
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        const field = document.activeElement!.getBoundingClientRect();
        const bar = document.querySelector('.quick-exit-bar')!.getBoundingClientRect();
        return { fieldTop: field.top, fieldBottom: field.bottom, barBottom: bar.bottom, screen: window.innerHeight };
      });
      const exit = await exitOnScreen(page);
      expect(exit.top, path).toBeGreaterThanOrEqual(0);
      expect(exit.reachable, path).toBe(true);
      // Focus not obscured (WCAG 2.2, 2.4.11): the field starts below the band, on the screen.
      expect(found.fieldTop, path).toBeGreaterThanOrEqual(found.barBottom);
      expect(found.fieldTop, path).toBeLessThan(found.screen);
    }
    await context.close();
  });
});

/** What the site keeps in this browser, read on one of its pages: each store's keys and everything in them. */
function keptInBrowser(page: Page) {
  return page.evaluate(async () => ({
    local: Object.keys(localStorage),
    session: Object.keys(sessionStorage),
    everything: JSON.stringify([{ ...localStorage }, { ...sessionStorage }]),
    databases: (await indexedDB.databases()).map((database) => database.name),
  }));
}

describe('nothing left behind', () => {
  it.each([
    ['/contact/', 'contact', 'the button'],
    ['/referral/', 'referral', 'Shift pressed 3 times'],
  ] as const)('on %s, after Exit this page (%s, then %s), the form opened again in the same tab or a new one is empty, and storage holds none of it', async (path, form, how) => {
    const { page, context, close } = await openPage(browser(), `${siteUrl}${path}`, { width: 1280 });
    const { refused } = await neutral.route(context);
    const referers: (string | undefined)[] = [];
    page.on('request', (request) => {
      if (request.url() === NEUTRAL_URL && request.isNavigationRequest()) referers.push(request.headers().referer);
    });
    await page.waitForSelector('[data-island="quick-exit"][data-island-state="ready"]');
    await page.locator(`#${form}-form`).scrollIntoViewIfNeeded();
    await page.waitForSelector('[data-island="form"][data-island-state="ready"]');
    const message = page.locator(`#${form}-form textarea`).first();
    // Nothing is kept while the person has not asked for it.
    await message.fill('My partner checks my phone. Please do not call after 5 pm.');
    await page.locator(`#${form}-form input[type="text"]`).first().fill('Anh');
    await page.waitForTimeout(400); // past the form's 250 ms pause before it would save
    expect((await keptInBrowser(page)).local.filter((key) => key.startsWith('form-draft:'))).toEqual([]);
    // Asked to keep it, it keeps it: the worst case for Exit this page.
    await page.locator(`#${form}-form [data-draft-keep]`).check();
    await expect.poll(async () => (await keptInBrowser(page)).local.filter((key) => key.startsWith('form-draft:'))).toEqual([`form-draft:${form}`]);
    const attempt = await page.locator(`#${form}-form input[name="submissionId"]`).inputValue();
    expect((await keptInBrowser(page)).everything).toContain(attempt);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    if (how === 'the button') await Promise.all([page.waitForURL(NEUTRAL_URL), page.locator('main .quick-exit-bar a[data-quick-exit-button]').click()]);
    else {
      await page.keyboard.press('Shift');
      await page.keyboard.press('Shift');
      await Promise.all([page.waitForURL(NEUTRAL_URL), page.keyboard.press('Shift')]);
    }
    // P101: the neutral site is not told where the person was.
    expect(referers).toEqual([undefined]);
    for (const tab of [page, await context.newPage()]) {
      await tab.goto(`${siteUrl}${path}`);
      await tab.locator(`#${form}-form`).scrollIntoViewIfNeeded();
      await tab.waitForSelector('[data-island="form"][data-island-state="ready"]');
      await expect(tab.locator(`#${form}-form textarea`).first().inputValue()).resolves.toBe('');
      await expect(tab.locator(`#${form}-form input[type="text"]`).first().inputValue()).resolves.toBe('');
      await expect(tab.locator(`#${form}-form [data-draft-keep]`).isChecked()).resolves.toBe(false);
      // Nothing typed, and nothing of the visit before: the form starts a new attempt of its own.
      const kept = await keptInBrowser(tab);
      expect(kept.local).toEqual([]);
      for (const before of ['Anh', 'partner', attempt]) expect(kept.everything).not.toContain(before);
      expect(kept.databases).toEqual([]);
    }
    expect(refused).toEqual([]);
    await close();
  });

  it('sends no Referer to the neutral site without JavaScript either (P101)', async () => {
    const { page, context, close } = await openPage(browser(), `${siteUrl}/contact/`, { width: 375, javaScript: false });
    await neutral.route(context);
    const referers: (string | undefined)[] = [];
    page.on('request', (request) => {
      if (request.url() === NEUTRAL_URL) referers.push(request.headers().referer);
    });
    await Promise.all([page.waitForURL(NEUTRAL_URL), page.locator('main .quick-exit-bar a[data-quick-exit-button]').click()]);
    expect(referers).toEqual([undefined]);
    await close();
  });
});
