/** The small-screen menu in a real browser, and the navigation at wide widths and without JavaScript. */
import { describe, expect, inject, it } from 'vitest';
import { runAxe } from '../../tests/support/axe.ts';
import { useBrowser } from '../../tests/support/browser.ts';
import { openPage } from '../../tests/support/pages.ts';
import { ACCESS_NAV, MAIN_NAV } from '../../templates/navigation.ts';

const siteUrl = inject('siteUrl');
const browser = useBrowser();

async function phone(path = '/about/') {
  const opened = await openPage(browser(), `${siteUrl}${path}`, { width: 375, height: 740 });
  await opened.page.waitForSelector('[data-island="menu"][data-island-state="ready"]', { timeout: 15_000 });
  return opened;
}

describe('menu at 375 px', () => {
  it('opens and closes with its button', async () => {
    const { page, problems, close } = await phone();
    const button = page.locator('.menu-button');
    await expect(button.isVisible()).resolves.toBe(true);
    await expect(button.getAttribute('aria-controls')).resolves.toBe('site-nav-list');
    await expect(page.locator('#site-nav-list').isVisible()).resolves.toBe(false);
    await button.click();
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(page.locator('#site-nav-list').isVisible()).resolves.toBe(true);
    await button.click();
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(page.locator('#site-nav-list').isVisible()).resolves.toBe(false);
    expect(problems).toEqual([]);
    await close();
  });

  it('closes when a link is chosen', async () => {
    const { page, close } = await phone('/');
    await page.locator('.menu-button').click();
    await page.locator('#site-nav-list a[href="#main-content"], #site-nav-list a[href="/"]').first().click();
    await expect(page.locator('.menu-button').getAttribute('aria-expanded')).resolves.toBe('false');
    await close();
  });

  it('closes on Escape and returns focus to the button', async () => {
    const { page, close } = await phone();
    await page.locator('.menu-button').click();
    await page.locator('#site-nav-list a').first().focus();
    await page.keyboard.press('Escape');
    await expect(page.locator('.menu-button').getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(page.evaluate(() => document.activeElement?.classList.contains('menu-button'))).resolves.toBe(true);
    await close();
  });

  it('opens on the first press even before its code has loaded', async () => {
    const opened = await openPage(browser(), `${siteUrl}/about/`, { width: 375, height: 740 });
    await opened.page.locator('.menu-button').click();
    await opened.page.waitForSelector('[data-island="menu"][data-island-state="ready"]');
    await expect.poll(() => opened.page.locator('.menu-button').getAttribute('aria-expanded')).toBe('true');
    await opened.close();
  });

  it('offers Languages, with the interpreter symbol, and Easy Read, after the links and before the referral button', async () => {
    const { page, close } = await phone('/');
    await page.locator('.menu-button').click();
    const hrefs = await page.locator('#site-nav-list a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual([...MAIN_NAV.map((item) => item.href), ...ACCESS_NAV.map((item) => item.href), '/referral/']);
    const languages = page.locator('#site-nav-list a[href="/languages/"]');
    await expect(languages.isVisible()).resolves.toBe(true);
    await expect(languages.textContent()).resolves.toBe('Languages');
    await expect(languages.locator('svg.interpreter-symbol[aria-hidden="true"]').count()).resolves.toBe(1);
    await expect(page.locator('#site-nav-list a[href="/easy-read/"]').isVisible()).resolves.toBe(true);
    await close();
  });

  it('has no accessibility violations, open or closed', async () => {
    const { page, close } = await phone();
    expect(await runAxe(page, 'header')).toEqual([]);
    await page.locator('.menu-button').click();
    expect(await runAxe(page, 'header')).toEqual([]);
    await close();
  });
});

describe('navigation everywhere else', () => {
  it('always shows the links at wide widths, with no menu button and no widget code', async () => {
    const { page, requests, close } = await openPage(browser(), `${siteUrl}/privacy/`, { width: 1280 });
    await page.waitForTimeout(1500);
    await expect(page.locator('.menu-button').isVisible()).resolves.toBe(false);
    await expect(page.locator('#site-nav-list .site-nav__link').count()).resolves.toBe(MAIN_NAV.length + ACCESS_NAV.length);
    for (const link of await page.locator('#site-nav-list .site-nav__link').all()) await expect(link.isVisible()).resolves.toBe(true);
    // Languages and Easy Read in a slim line above the row, inside the header, never on top of another control.
    const box = async (selector: string) => (await page.locator(selector).boundingBox())!;
    const header = await box('.site-header');
    const referral = await box('.header-referral');
    for (const item of ACCESS_NAV) {
      const link = await box(`#site-nav-list a[href="${item.href}"]`);
      expect(link.y).toBeGreaterThanOrEqual(header.y);
      expect(link.y + link.height).toBeLessThanOrEqual(referral.y);
    }
    expect(requests.filter((url) => url.endsWith('.js'))).toEqual([]);
    await close();
  });

  it('at 375 px without JavaScript, keeps the header to one row with a Menu link to every link at the foot of the page', async () => {
    const { page, close } = await openPage(browser(), `${siteUrl}/about/`, { width: 375, javaScript: false });
    await expect(page.locator('.menu-button').isVisible()).resolves.toBe(false);
    await expect(page.locator('#site-nav-list').isVisible()).resolves.toBe(false);
    const link = page.locator('.menu-link');
    await expect(link.isVisible()).resolves.toBe(true);
    await expect(link.getAttribute('href')).resolves.toBe('#footer-navigation');
    const footer = await page.locator('#footer-navigation a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    for (const item of [...MAIN_NAV, ...ACCESS_NAV]) expect(footer).toContain(item.href);
    expect(footer).toContain('/referral/');
    await close();
  });
});
