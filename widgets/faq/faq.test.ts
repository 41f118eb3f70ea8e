/** The FAQ accordion in a real browser: collapsed previews, expanded full answers, keyboard, no JS. */
import { describe, expect, inject, it } from 'vitest';
import { runAxe } from '../../tests/support/axe.ts';
import { useBrowser } from '../../tests/support/browser.ts';
import { openPage, waitForIsland } from '../../tests/support/pages.ts';

const siteUrl = inject('siteUrl');
const browser = useBrowser();

describe('FAQ', () => {
  it('shows each preview and opens the full answer, flipping the chevron', async () => {
    const { page, problems, close } = await openPage(browser(), `${siteUrl}/`);
    await waitForIsland(page, 'faq');
    const button = page.locator('#faq1-question');
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(button.getAttribute('aria-controls')).resolves.toBe('faq1-answer');
    await expect(page.locator('#faq1-answer').isVisible()).resolves.toBe(false);
    await expect(page.locator('.faq__item').first().locator('.faq__preview').isVisible()).resolves.toBe(true);
    const chevron = page.locator('.faq__item').first().locator('.faq__chevron');
    const closedTransform = await chevron.evaluate((el) => getComputedStyle(el).transform);

    await button.click();
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(page.locator('#faq1-answer').isVisible()).resolves.toBe(true);
    await expect(page.locator('.faq__item').first().locator('.faq__preview').isVisible()).resolves.toBe(false);
    await page.waitForTimeout(300);
    expect(await chevron.evaluate((el) => getComputedStyle(el).transform)).not.toBe(closedTransform);

    await button.click();
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(page.locator('#faq1-answer').isVisible()).resolves.toBe(false);
    expect(problems).toEqual([]);
    await close();
  });

  it('works from the keyboard', async () => {
    const { page, close } = await openPage(browser(), `${siteUrl}/`);
    await waitForIsland(page, 'faq');
    await page.locator('#faq2-question').focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#faq2-question').getAttribute('aria-expanded')).resolves.toBe('true');
    await page.keyboard.press('Space');
    await expect(page.locator('#faq2-question').getAttribute('aria-expanded')).resolves.toBe('false');
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('faq3-question');
    await close();
  });

  it('links to resources, contact and services', async () => {
    const { page, close } = await openPage(browser(), `${siteUrl}/`);
    await waitForIsland(page, 'faq');
    for (const id of ['faq1', 'faq2', 'faq3', 'faq4']) await page.locator(`#${id}-question`).click();
    for (const href of ['/resources/', '/contact/', '/services/']) await expect(page.locator(`#faq .faq a[href="${href}"]`).first().isVisible()).resolves.toBe(true);
    await close();
  });

  it('shows every question with its full answer without JavaScript', async () => {
    const { page, close } = await openPage(browser(), `${siteUrl}/`, { javaScript: false });
    for (const id of ['faq1', 'faq2', 'faq3', 'faq4']) await expect(page.locator(`#${id}-answer`).isVisible(), id).resolves.toBe(true);
    await expect(page.locator('.faq__button').count()).resolves.toBe(0);
    await close();
  });

  it('has no accessibility violations, collapsed or expanded', async () => {
    const { page, close } = await openPage(browser(), `${siteUrl}/`);
    await waitForIsland(page, 'faq');
    expect(await runAxe(page, '#faq')).toEqual([]);
    for (const id of ['faq1', 'faq2', 'faq3', 'faq4']) await page.locator(`#${id}-question`).click();
    expect(await runAxe(page, '#faq')).toEqual([]);
    await close();
  });
});
