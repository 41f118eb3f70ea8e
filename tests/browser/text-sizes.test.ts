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

describe('the header at large text on a phone', () => {
  // Each template whose header differs: the home page, the forms (Exit this page above them), an article with
  // help lines (no referral button, Exit this page), a language page each way (Exit this page in its words),
  // search.
  const headers = examples('home', 'contact', 'referral', 'articleWithHelpLines', 'language', 'languageRightToLeft', 'search');
  const cases = headers.flatMap(([name, path]) => [375, 320].map((width) => [name, path, width] as const));

  it.each(cases)('%s (%s) at %i px with text at 32 px (twice the usual): the header takes at most a quarter of the first screen, and the name wraps only between words', async (_name, path, width) => {
    const page = await phoneWithText(browser(), 32, width);
    await page.goto(`${siteUrl}${path}`, { waitUntil: 'load' });
    const found = await page.evaluate(() => {
      const header = document.querySelector('.site-header')!.getBoundingClientRect();
      const name = document.querySelector<HTMLElement>('.brand__name')!;
      // Each word of the name on one line: a word broken across lines has rectangles on two.
      const text = name.firstChild!;
      const broken: string[] = [];
      const lines = new Set<number>();
      for (const match of text.textContent!.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(text, match.index);
        range.setEnd(text, match.index + match[0].length);
        const tops = new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top)));
        tops.forEach((top) => lines.add(top));
        if (tops.size > 1) broken.push(match[0]);
      }
      const width = document.documentElement.clientWidth;
      const outside = Array.from(document.querySelectorAll<HTMLElement>('.help-now *, .site-header *'))
        .filter((element) => element.checkVisibility() && !element.closest('.help-now__panel, .site-nav__list') && element.getBoundingClientRect().right > width + 1)
        .map((element) => element.className || element.tagName);
      return { bottom: header.bottom, broken, lines: lines.size, strip: document.querySelector('.help-now')!.getBoundingClientRect().top, outside };
    });
    expect(found.strip, path).toBe(0);
    expect(found.bottom, `${path}: the help strip and header end at ${found.bottom} px`).toBeLessThanOrEqual(812 / 4);
    expect(found.broken, path).toEqual([]);
    expect(found.lines, path).toBeLessThanOrEqual(2);
    expect(found.outside, path).toEqual([]);
    // Help stays one tap away: 000 and Lifeline in the strip, and Menu.
    await expect(page.locator('.help-now__call:visible').count(), path).resolves.toBe(2);
    await expect(page.locator('.site-header :is(.menu-button, .menu-link):visible').count(), path).resolves.toBe(1);
    await page.context().close();
  });
});
