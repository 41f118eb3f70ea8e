/**
 * Every phone and text size: at 375 px with the browser's default text size at 20, 24 and 32 px (125%,
 * 150%, 200%; set as a person sets it, not zoom), no template scrolls sideways and no phone number is cut:
 * each crisis number in the strip and each tel: link stays inside the screen, on one line. The whole-site
 * sweep (tests/gates/run-gates.ts) measures the same on every page. The hero drawing never lies over the
 * hero's words from 320 to 1280 px, nor at 125% text.
 */
import type { Browser, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { READABLE, examples } from '../support/examples.ts';
import { spillProblems } from '../support/page-measures.ts';
import { setDefaultFontSize } from '../support/phone-conditions.ts';

const siteUrl = inject('siteUrl');
const browser = useBrowser();

async function phoneWithText(b: Browser, px: number, width = 375): Promise<Page> {
  const context = await b.newContext({ viewport: { width, height: 812 } });
  const page = await context.newPage();
  await setDefaultFontSize(page, px);
  return page;
}

describe('no sideways scrolling, no cut numbers, at 375 px', () => {
  it.each(examples(...READABLE))('%s (%s) with text at 20, 24 and 32 px', async (_name, path) => {
    const page = await phoneWithText(browser(), 16);
    await page.goto(`${siteUrl}${path}`, { waitUntil: 'load' });
    const problems: string[] = [];
    for (const px of [20, 24, 32]) {
      await setDefaultFontSize(page, px);
      for (const problem of await spillProblems(page, 375)) problems.push(`text at ${px} px: ${problem}`);
    }
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it.each([24, 32])('keeps 000 and Lifeline in the strip whole and inside the screen with text at %i px', async (px) => {
    const page = await phoneWithText(browser(), px);
    await page.goto(`${siteUrl}/`);
    const calls = await page.locator('.help-now__call').evaluateAll((links) => links.map((link) => ({ text: link.textContent!.replace(/\s+/g, ' ').trim(), right: link.getBoundingClientRect().right, visible: link.checkVisibility() })));
    expect(calls.map((call) => call.text)).toEqual(['Emergency 000', 'Lifeline 13 11 14']);
    for (const call of calls) {
      expect(call.visible).toBe(true);
      expect(call.right).toBeLessThanOrEqual(375);
    }
    await page.context().close();
  });
});

describe('the hero drawing and the hero words', () => {
  const cases = [
    ...[320, 360, 375, 414, 600, 768, 1024, 1280].map((width) => [width, 16] as const),
    ...[320, 375, 768, 1280].map((width) => [width, 20] as const),
  ];

  it.each(cases)('never overlap at %i px with text at %i px', async (width, px) => {
    const page = await phoneWithText(browser(), px, width);
    await page.goto(`${siteUrl}/`);
    const found = await page.evaluate(() => {
      const art = document.querySelector('.hero__art')!.getBoundingClientRect();
      const words: { text: string; box: DOMRect }[] = [];
      for (const element of Array.from(document.querySelectorAll('.hero__title, .hero__intro, .hero__actions .button'))) {
        // Each line of text, not the element's box: a headline's box can be wider than its words.
        const range = document.createRange();
        range.selectNodeContents(element);
        for (const box of Array.from(range.getClientRects())) if (box.width > 0) words.push({ text: element.textContent!.slice(0, 30), box });
        if (element.classList.contains('button')) words.push({ text: element.textContent!, box: element.getBoundingClientRect() });
      }
      const overlaps = words.filter(({ box }) => box.left < art.right && box.right > art.left && box.top < art.bottom && box.bottom > art.top).map(({ text }) => text);
      return { overlaps, artWidth: art.width, scrollWidth: document.documentElement.scrollWidth };
    });
    expect(found.artWidth).toBeGreaterThan(40);
    expect(found.overlaps).toEqual([]);
    expect(found.scrollWidth).toBe(width);
    await page.context().close();
  });
});
