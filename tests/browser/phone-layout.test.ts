/**
 * The phone header and the layout around it, measured in Chromium:
 * - no layout shift above 0.01 on the home page, /referral and an article on a slow network with the CPU
 *   slowed 4× (DevTools protocol: Network.emulateNetworkConditions, Emulation.setCPUThrottlingRate, and a
 *   layout-shift PerformanceObserver): the header's size does not depend on its script;
 * - the phone header is one row of at most 64 px with and without JavaScript, and without it its Menu
 *   link reaches every link of the navigation at the foot of the page;
 * - "For referrers" is in the main navigation at every width; beside crisis content no "Submit a
 *   referral" in the header or its menu;
 * - the phone hero offers "Submit a referral"; a field reached from a no-JS error link shows its label;
 * - at 1280 px the 404 and thank-you pages leave at most a quarter of the width empty, and the
 *   testimonials are one row.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { openPage } from '../support/pages.ts';
import { layoutShiftUnderThrottling } from '../support/phone-conditions.ts';
import { MAIN_NAV } from '../../templates/navigation.ts';

const siteUrl = inject('siteUrl');
const browser = useBrowser();
const CRISIS_ARTICLE = '/resources/suicide-prevention-ndis-support-at-risk-individuals/';
const PLAIN_ARTICLE = '/resources/understanding-psychosocial-recovery-coaching/';

describe('no layout shift on a slow network with a slow CPU', () => {
  // The home page and the form link two stylesheets (the base and their kind's), the articles and the service page the base alone.
  it.each(['/', '/referral/', CRISIS_ARTICLE, PLAIN_ARTICLE, '/services/psychosocial-recovery-coaching/'])('%s shifts by at most 0.01 at 375 px, and its header keeps one height', async (path) => {
    const context = await browser().newContext({ viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    const report = await layoutShiftUnderThrottling(page, `${siteUrl}${path}`);
    console.log(`${path}: layout shift ${report.shift.toFixed(4)}`);
    expect(report.shift, JSON.stringify(report.shifts)).toBeLessThanOrEqual(0.01);
    expect(new Set(report.headerHeights).size, `header heights: ${report.headerHeights.join(' → ')}`).toBe(1);
    await context.close();
  }, 90_000);
});

/** The header's height and whether its parts share one row. */
async function header(page: Page) {
  return page.evaluate(() => {
    const box = (selector: string) => {
      const element = document.querySelector<HTMLElement>(selector);
      return element && element.checkVisibility() ? element.getBoundingClientRect() : null;
    };
    const bar = box('.site-header')!;
    const parts = ['.brand', '.menu-link', '.menu-button', '.header-phone'].map(box).filter((part): part is DOMRect => part !== null);
    return { height: bar.height, oneRow: parts.every((part) => part.top >= bar.top && part.bottom <= bar.bottom), parts: parts.length, width: document.documentElement.scrollWidth };
  });
}

describe('the phone header', () => {
  it.each([320, 375])('is one row of at most 64 px at %i px, with and without JavaScript', async (width) => {
    for (const javaScript of [true, false]) {
      const { page, close } = await openPage(browser(), `${siteUrl}/about/`, { width, height: 740, javaScript });
      const found = await header(page);
      expect(found.height, `JavaScript ${javaScript}`).toBeLessThanOrEqual(64);
      expect(found.oneRow, `JavaScript ${javaScript}`).toBe(true);
      expect(found.parts, 'brand, one Menu control, Office').toBe(3);
      expect(found.width).toBe(width);
      await close();
    }
  });

  it('without JavaScript, its Menu link leads to every link of the main navigation', async () => {
    const { page, close } = await openPage(browser(), `${siteUrl}/services/`, { width: 375, javaScript: false });
    await page.getByRole('link', { name: 'Menu' }).click();
    const footer = page.locator('#footer-navigation');
    for (const item of MAIN_NAV) await expect(footer.locator(`a[href="${item.href}"]`).isVisible(), item.href).resolves.toBe(true);
    await close();
  });
});

describe('the main navigation', () => {
  it.each([320, 768, 1280])('offers "For referrers" at %i px', async (width) => {
    const { page, close } = await openPage(browser(), `${siteUrl}/`, { width });
    if (width < 1280) {
      await page.waitForSelector('[data-island="menu"][data-island-state="ready"]');
      await page.locator('.menu-button').click();
    }
    const link = page.locator('#site-nav-list a[href="/referrers/"]');
    await expect(link.isVisible()).resolves.toBe(true);
    await expect(link.textContent()).resolves.toBe('For referrers');
    await close();
  });

  it('marks "For referrers" as the current page on /referrers/', async () => {
    const { page, close } = await openPage(browser(), `${siteUrl}/referrers/`, { width: 1280 });
    await expect(page.locator('#site-nav-list a[aria-current="page"]').textContent()).resolves.toBe('For referrers');
    await close();
  });

  it('puts no "Submit a referral" in the header or its menu beside crisis content, and keeps it elsewhere', async () => {
    for (const [path, expected] of [
      [CRISIS_ARTICLE, 0],
      [PLAIN_ARTICLE, 1],
    ] as const) {
      const wide = await openPage(browser(), `${siteUrl}${path}`, { width: 1280 });
      await expect(wide.page.locator('header a[href="/referral/"]:visible').count(), `${path} at 1280 px`).resolves.toBe(expected);
      await wide.close();
      const phone = await openPage(browser(), `${siteUrl}${path}`, { width: 375 });
      await phone.page.waitForSelector('[data-island="menu"][data-island-state="ready"]');
      await phone.page.locator('.menu-button').click();
      await expect(phone.page.locator('header a[href="/referral/"]:visible').count(), `${path} in the menu at 375 px`).resolves.toBe(expected);
      await phone.close();
    }
  });
});

describe('the phone hero', () => {
  it.each([375, 768])('offers "Submit a referral" in the first screen at %i px; at 1280 px the header has it', async (width) => {
    const { page, close } = await openPage(browser(), `${siteUrl}/`, { width, height: 812 });
    const link = page.locator('#hero a[href="/referral/"]');
    await expect(link.isVisible()).resolves.toBe(true);
    await expect(link.textContent()).resolves.toBe('Submit a referral');
    expect(await link.evaluate((element) => element.getBoundingClientRect().bottom)).toBeLessThanOrEqual(812);
    await close();
    const wide = await openPage(browser(), `${siteUrl}/`, { width: 1280 });
    await expect(wide.page.locator('#hero a[href="/referral/"]').isVisible()).resolves.toBe(false);
    await expect(wide.page.locator('.header-referral').isVisible()).resolves.toBe(true);
    await wide.close();
  });
});

describe('a field reached from an error link', () => {
  it.each([375, 1280])('shows its label, without JavaScript, at %i px', async (width) => {
    const { page, close } = await openPage(browser(), `${siteUrl}/referral/`, { width, height: 800, javaScript: false });
    await Promise.all([page.waitForNavigation(), page.locator('#referral-form [data-submit]').click()]);
    const links = await page.locator('[data-error-summary] a').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')!));
    expect(links.length).toBeGreaterThan(0);
    for (const href of links) {
      await page.locator(`[data-error-summary] a[href="${href}"]`).click();
      const label = await page.evaluate((id) => {
        const control = document.getElementById(id.slice(1))!;
        const field = control.closest('fieldset.field, .field')!;
        const labelled = field.querySelector('label, legend')!;
        return { top: labelled.getBoundingClientRect().top, controlTop: control.getBoundingClientRect().top };
      }, href);
      expect(label.top, href).toBeGreaterThanOrEqual(0);
      expect(label.controlTop, href).toBeLessThan(800);
      await page.evaluate(() => window.scrollTo(0, 0));
    }
    await close();
  });
});

describe('at 1280 px', () => {
  it.each(['/404.html', '/referral/sent/', '/contact/sent/'])('%s leaves at most a quarter of the width empty, with the help lines beside the text', async (path) => {
    const { page, close } = await openPage(browser(), `${siteUrl}${path}`, { width: 1280 });
    const layout = await page.evaluate(() => {
      const main = document.querySelector<HTMLElement>('.page-layout__main')!.getBoundingClientRect();
      const aside = document.querySelector<HTMLElement>('.page-aside');
      const side = aside?.checkVisibility() ? aside.getBoundingClientRect() : null;
      return { left: main.left, right: side ? side.right : main.right, aside: Boolean(side), help: aside?.textContent ?? '', width: window.innerWidth };
    });
    expect(layout.aside).toBe(true);
    expect(layout.width - (layout.right - layout.left)).toBeLessThanOrEqual(layout.width / 4);
    expect(layout.help).toMatch(/We are not a crisis service/);
    await close();
  });

  it('sets the testimonials out as one row: the words and the button on the left, the carousel filling the right', async () => {
    const { page, close } = await openPage(browser(), `${siteUrl}/`, { width: 1280 });
    await page.locator('#testimonials').scrollIntoViewIfNeeded();
    await page.waitForSelector('[data-island="carousel"][data-island-state="ready"]');
    const row = await page.evaluate(() => {
      const box = (selector: string) => document.querySelector(selector)!.getBoundingClientRect();
      const section = document.querySelector<HTMLElement>('#testimonials > .container')!;
      const padding = parseFloat(getComputedStyle(section).paddingLeft);
      const inner = { left: section.getBoundingClientRect().left + padding, right: section.getBoundingClientRect().right - padding };
      return { heading: box('#testimonials h2'), carousel: box('#testimonials .carousel'), button: box('#testimonials .testimonials__after .button'), inner };
    });
    expect(row.carousel.left).toBeGreaterThan(row.heading.right);
    expect(row.carousel.right).toBeGreaterThan(row.inner.right - 2);
    expect(row.button.right).toBeLessThan(row.carousel.left);
    expect(row.button.top).toBeGreaterThan(row.heading.bottom);
    // The row is used: the heading's column and the carousel's together span the container.
    expect(row.inner.right - row.inner.left - (row.carousel.right - row.heading.left)).toBeLessThanOrEqual(2);
    await close();
  });
});
