/**
 * Where "Exit this page" is, across the built site: at the top of the referral and contact forms, every
 * article with help lines and the staying-safe page (with a skip link to it, and Shift pressed 3 times);
 * at the end of those articles' last help-lines box; inside the help panel on every page. It sits in the
 * flow of the page (it never covers content, even at 320 px), is reached by the fourth press of Tab, and
 * reads as "Emergency Exit this page". The neutral site is a loopback stand-in: nothing leaves the machine.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import matter from 'gray-matter';
import { describe, expect, inject, it } from 'vitest';
import { runAxe } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { NEUTRAL_TITLE, NEUTRAL_URL, useNeutralSite } from '../support/neutral-site.ts';
import { openPage } from '../support/pages.ts';
import { allPagePaths, readPage } from '../support/site.ts';

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
      // In English on a page in another language, and marked so a screen reader reads it in English.
      const lang = page.querySelector('html')!.getAttribute('lang');
      if (lang !== 'en-AU') expect(main.firstElementChild?.getAttribute('lang'), path).toBe('en-AU');
    }
    expect(languagePages.length).toBeGreaterThan(8);
    for (const path of ELSEWHERE) {
      expect(readPage(siteDir, path).querySelector('main .quick-exit--page'), path).toBeNull();
    }
  });

  it('is in the help panel on every page, and at the end of a sensitive article\'s last help-lines box', () => {
    for (const path of allPagePaths(siteDir)) {
      expect(readPage(siteDir, path).querySelector('.help-now__panel .quick-exit--panel a[data-quick-exit-button]')?.getAttribute('href'), path).toBe(NEUTRAL_URL);
    }
    for (const path of sensitiveArticles) {
      const boxes = readPage(siteDir, path).querySelectorAll('main .help-lines');
      expect(boxes.at(-1)!.querySelector('.quick-exit a[data-quick-exit-button]'), path).not.toBeNull();
    }
  });
});

describe('in a browser', () => {
  it.each([320, 375, 768, 1280])('at %i px it is in the flow of the page, near the top, and covers nothing', async (width) => {
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
      expect(found.positions.filter((position) => position === 'fixed' || position === 'sticky'), path).toEqual([]);
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

  it('explains itself on a page of its own: what it does, what it cannot do, private browsing and history', async () => {
    const { page, close } = await openPage(browser(), `${siteUrl}/staying-safe-online/`, { width: 375 });
    const text = (await page.locator('main').textContent())!.replace(/\s+/g, ' ');
    for (const words of ['does not delete your browser history', 'private window', 'incognito', 'History', 'call 000', '1800 737 732']) expect(text).toContain(words);
    expect(await runAxe(page)).toEqual([]);
    await close();
  });
});
