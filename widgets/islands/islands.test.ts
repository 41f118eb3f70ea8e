/**
 * The island loader in a real browser: hydration without errors on every template (the whole-site sweep,
 * tests/gates/run-gates.ts, does the same on every page), on-demand loading with a spinner, the
 * preload-error event, and the reload-once remedy.
 */
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from '../../tests/support/browser.ts';
import { READABLE, examples } from '../../tests/support/examples.ts';
import { loadEveryIsland, openPage } from '../../tests/support/pages.ts';

const siteUrl = inject('siteUrl');
const browser = useBrowser();

describe('every template', () => {
  it.each(examples(...READABLE))('%s (%s) loads its widgets at 375 px with no console errors or hydration warnings', async (_name, path) => {
    const { page, problems, close } = await openPage(browser(), `${siteUrl}${path}`, { width: 375, height: 740 });
    // Bring every island into view, so each widget loads and hydrates. At 375 px every island's media query
    // matches, so none may be left waiting.
    await loadEveryIsland(page);
    // The help panel loads only when someone reaches for it: reach for it.
    await page.locator('.help-now__summary').focus();
    await page.waitForSelector('[data-island="help-panel"][data-island-state="ready"]', { timeout: 15_000 });
    expect(await page.locator('[data-island]:not([data-island-state="ready"])').count()).toBe(0);
    expect(problems.filter((problem) => !problem.includes('favicon'))).toEqual([]);
    await close();
  });
});

describe('loading on demand', () => {
  it('loads the carousel and FAQ only when they come near the viewport', async () => {
    const { page, requests, close } = await openPage(browser(), `${siteUrl}/`);
    await page.waitForTimeout(800);
    expect(requests.some((url) => /\/assets\/carousel-/.test(url))).toBe(false);
    expect(requests.some((url) => /\/assets\/faq-/.test(url))).toBe(false);
    await page.locator('#testimonials').scrollIntoViewIfNeeded();
    await page.waitForSelector('[data-island="carousel"][data-island-state="ready"]');
    expect(requests.some((url) => /\/assets\/carousel-/.test(url))).toBe(true);
    await close();
  });

  it('shows an accessible spinner while a slow widget loads', async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.route(/\/assets\/faq-.*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto(`${siteUrl}/`);
    await page.locator('#faq').scrollIntoViewIfNeeded();
    const spinner = page.locator('[data-island="faq"] .island-spinner[role="status"]');
    await spinner.waitFor({ state: 'attached', timeout: 5000 });
    await expect(spinner.textContent()).resolves.toContain('Loading');
    await page.waitForSelector('[data-island="faq"][data-island-state="ready"]');
    await expect(spinner.count()).resolves.toBe(0);
    await context.close();
  });
});

describe('when a widget fails to load', () => {
  async function failingFaqPage(listener: 'prevent' | 'observe' | 'none') {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.route(/\/assets\/faq-.*\.js$/, (route) => route.abort());
    if (listener !== 'none') {
      await page.addInitScript((prevent) => {
        (window as unknown as { preloadErrors: unknown[] }).preloadErrors = [];
        window.addEventListener('preload-error', (event) => {
          (window as unknown as { preloadErrors: unknown[] }).preloadErrors.push(String((event as Event & { payload: unknown }).payload));
          if (prevent) event.preventDefault();
        });
        // Stop the default reload-once listener from acting, so each case is observed alone.
        sessionStorage.setItem('island-reload-at', String(Date.now()));
      }, listener === 'prevent');
    }
    await page.goto(`${siteUrl}/`);
    await page.locator('#faq').scrollIntoViewIfNeeded();
    await page.waitForSelector('[data-island="faq"][data-island-failed]', { timeout: 10_000 });
    await page.waitForTimeout(300);
    return { page, errors, context };
  }

  it('raises preload-error, and preventDefault() stops the error being rethrown', async () => {
    const { page, errors, context } = await failingFaqPage('prevent');
    const raised = await page.evaluate(() => (window as unknown as { preloadErrors: unknown[] }).preloadErrors);
    expect(raised).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('rethrows the error when no listener prevents it, and keeps the static FAQ usable', async () => {
    const { page, errors, context } = await failingFaqPage('observe');
    expect(errors.length).toBeGreaterThan(0);
    for (const id of ['faq1', 'faq2', 'faq3', 'faq4']) await expect(page.locator(`#${id}-answer`).isVisible()).resolves.toBe(true);
    await context.close();
  });

  it('reloads the page once, never in a loop', async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    let loads = 0;
    page.on('load', () => (loads += 1));
    await page.route(/\/assets\/faq-.*\.js$/, (route) => route.abort());
    await page.goto(`${siteUrl}/`);
    await page.locator('#faq').scrollIntoViewIfNeeded();
    await page.waitForTimeout(1500);
    await page.locator('#faq').scrollIntoViewIfNeeded();
    await page.waitForSelector('[data-island="faq"][data-island-failed]', { timeout: 10_000 });
    await page.waitForTimeout(1500);
    expect(loads).toBe(2);
    await context.close();
  });
});
