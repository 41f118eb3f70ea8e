/**
 * The testimonials carousel in a real browser (Debian's Chromium), against the built home page:
 * the spec's rotation, and what WCAG 2.2.2 and the APG carousel pattern add. The page runs on Playwright's
 * clock, so a test jumps the autoplay timer forward (page.clock.runFor) instead of waiting 6 s for it.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from '../../tests/support/browser.ts';
import { openPage, waitForIsland, type OpenedPage } from '../../tests/support/pages.ts';
import { runAxe } from '../../tests/support/axe.ts';
import { AUTOPLAY_DELAY_MS } from './use-swiper.ts';

const siteUrl = inject('siteUrl');
const browser = useBrowser();

async function openCarousel(options: Parameters<typeof openPage>[2] = {}): Promise<OpenedPage> {
  const opened = await openPage(browser(), `${siteUrl}/`, { clock: true, ...options });
  await waitForIsland(opened.page, 'carousel');
  await opened.page.waitForSelector('.carousel .swiper-pagination-bullet');
  return opened;
}

const activeIndex = (page: Page) => page.locator('.carousel__slide.swiper-slide-active').getAttribute('data-swiper-slide-index').then(Number);

describe('carousel', () => {
  it('is a carousel region with slides labelled "N of 6", the pause button first', async () => {
    const { page, problems, close } = await openCarousel();
    const carousel = page.locator('.carousel');
    await expect(carousel.getAttribute('aria-roledescription')).resolves.toBe('carousel');
    await expect(carousel.getAttribute('role')).resolves.toBe('region');
    const labels = await page.locator('.carousel__slide').evaluateAll((slides) => slides.map((s) => s.getAttribute('aria-label')));
    expect(new Set(labels)).toEqual(new Set(['1 of 6', '2 of 6', '3 of 6', '4 of 6', '5 of 6', '6 of 6']));
    const focusable = await carousel.evaluate((root) => Array.from(root.querySelectorAll<HTMLElement>('button, a[href], [tabindex="0"]')).map((el) => el.className));
    expect(focusable[0]).toContain('carousel__toggle');
    await expect(page.locator('.carousel__track').getAttribute('aria-live')).resolves.toBe('off');
    expect(problems).toEqual([]);
    await close();
  });

  it('advances on its own after about 6 seconds', async () => {
    const { page, close } = await openCarousel();
    await page.mouse.move(0, 0);
    const start = await activeIndex(page);
    await page.clock.runFor(AUTOPLAY_DELAY_MS - 1500);
    expect(await activeIndex(page)).toBe(start);
    await page.clock.runFor(3000);
    expect(await activeIndex(page)).toBe((start + 1) % 6);
    await close();
  });

  it('does not advance while the mouse is over it', async () => {
    const { page, close } = await openCarousel();
    await page.locator('.carousel__viewport').hover();
    const start = await activeIndex(page);
    await page.clock.runFor(AUTOPLAY_DELAY_MS + 1500);
    expect(await activeIndex(page)).toBe(start);
    await close();
  });

  it('moves to a slide when its dot is selected, and marks that dot current', async () => {
    const { page, close } = await openCarousel();
    await page.locator('.carousel .swiper-pagination-bullet').nth(3).click();
    await expect.poll(() => activeIndex(page)).toBe(3);
    await expect(page.locator('.carousel .swiper-pagination-bullet').nth(3).getAttribute('aria-current')).resolves.toBe('true');
    await close();
  });

  it('stops when the pause button is pressed, says "Play", and makes slide changes polite', async () => {
    const { page, close } = await openCarousel();
    const toggle = page.locator('.carousel__toggle');
    await expect(toggle.textContent()).resolves.toContain('Pause');
    await toggle.click();
    await page.mouse.move(0, 0);
    await expect(toggle.textContent()).resolves.toContain('Play');
    await expect(page.locator('.carousel__track').getAttribute('aria-live')).resolves.toBe('polite');
    const start = await activeIndex(page);
    await page.clock.runFor(AUTOPLAY_DELAY_MS + 1000);
    expect(await activeIndex(page)).toBe(start);
    await toggle.click();
    await expect(toggle.textContent()).resolves.toContain('Pause');
    await close();
  });

  it('stops while keyboard focus is inside, and starts again when focus leaves', async () => {
    const { page, close } = await openCarousel();
    await page.mouse.move(0, 0);
    await page.locator('.carousel__toggle').focus();
    const start = await activeIndex(page);
    await page.clock.runFor(AUTOPLAY_DELAY_MS + 1000);
    expect(await activeIndex(page)).toBe(start);
    await expect(page.locator('.carousel__track').getAttribute('aria-live')).resolves.toBe('polite');
    await page.locator('#testimonials a[href="/referral/"]').focus();
    await page.clock.runFor(AUTOPLAY_DELAY_MS + 800);
    expect(await activeIndex(page)).not.toBe(start);
    await close();
  });

  it('starts paused when the visitor asks for reduced motion', async () => {
    const { page, close } = await openCarousel({ reducedMotion: 'reduce' });
    await expect(page.locator('.carousel__toggle').textContent()).resolves.toContain('Play');
    const start = await activeIndex(page);
    await page.clock.runFor(AUTOPLAY_DELAY_MS + 1000);
    expect(await activeIndex(page)).toBe(start);
    await close();
  });

  it('has dots that are at least 24 px targets with a visible focus indicator', async () => {
    const { page, close } = await openCarousel();
    const bullets = page.locator('.carousel .swiper-pagination-bullet');
    await expect(bullets.count()).resolves.toBe(6);
    for (let index = 0; index < 6; index += 1) {
      const box = (await bullets.nth(index).boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(24);
      expect(box.height).toBeGreaterThanOrEqual(24);
    }
    await page.locator('.carousel__toggle').focus();
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      const style = getComputedStyle(el);
      return { className: el.className, outline: style.outlineStyle, width: style.outlineWidth };
    });
    expect(focused.className).toContain('swiper-pagination-bullet');
    expect(focused.outline).not.toBe('none');
    await close();
  });

  it('reads as a list of testimonials without JavaScript', async () => {
    const { page, close } = await openPage(browser(), `${siteUrl}/`, { javaScript: false });
    await expect(page.locator('#testimonials [role="list"].carousel__track > [role="listitem"] figure').count()).resolves.toBe(6);
    const visible = await page.locator('#testimonials figure blockquote').evaluateAll((quotes) => quotes.filter((q) => (q as HTMLElement).offsetHeight > 0).length);
    expect(visible).toBe(6);
    await expect(page.locator('.carousel__toggle').count()).resolves.toBe(0);
    await close();
  });

  it('has no accessibility violations, rotating or paused', async () => {
    const { page, close } = await openCarousel();
    expect(await runAxe(page, '#testimonials')).toEqual([]);
    await page.locator('.carousel__toggle').click();
    expect(await runAxe(page, '#testimonials')).toEqual([]);
    await close();
  });
});
