/**
 * Every phone and text size: at 375 px with the browser's default text size at 20, 24 and 32 px (125%,
 * 150%, 200%; set as a person sets it, not zoom), no page scrolls sideways and no phone number is cut:
 * each crisis number in the strip and each tel: link stays inside the screen, on one line. The hero
 * drawing never lies over the hero's words from 320 to 1280 px, nor at 125% text.
 */
import type { Browser, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { setDefaultFontSize } from '../support/phone-conditions.ts';
import { allPagePaths } from '../support/site.ts';

const siteUrl = inject('siteUrl');
const siteDir = inject('siteDir');
const browser = useBrowser();
const paths = allPagePaths(siteDir).filter((path) => !/\/(submit-referral|advanced-referral|privacy-policy|terms-of-service)\/$/.test(path));

async function phoneWithText(b: Browser, px: number, width = 375): Promise<Page> {
  const context = await b.newContext({ viewport: { width, height: 812 } });
  const page = await context.newPage();
  await setDefaultFontSize(page, px);
  return page;
}

/** What spills out of the screen: the page's width, and every phone link not wholly inside it or split. */
async function spills(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const cut = Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href^="tel:"], a[href^="sms:"]'))
      .filter((link) => link.checkVisibility() && !link.closest('.visually-hidden, details:not([open])'))
      .flatMap((link) => {
        const box = link.getBoundingClientRect();
        const number = link.querySelector('.nowrap');
        const lines = number ? new Set(Array.from(number.getClientRects()).map((rect) => Math.round(rect.top))).size : 1;
        // Clipped by an ancestor that hides overflow (the way "Exampl…" was cut)?
        let clipped = false;
        for (let parent = link.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
          const style = getComputedStyle(parent);
          if (style.overflowX !== 'visible' && parent.scrollWidth > parent.clientWidth + 1 && !parent.matches('.carousel__viewport, .card-grid, #resources .card-grid--articles')) clipped = true;
        }
        return box.left < -1 || box.right > width + 1 || lines > 1 || clipped ? [`${link.textContent?.trim()} (${Math.round(box.left)}-${Math.round(box.right)}, ${lines} lines${clipped ? ', clipped' : ''})`] : [];
      });
    const name = document.querySelector<HTMLElement>('.brand__name');
    return { scrollWidth: document.documentElement.scrollWidth, cut, nameCut: name ? name.scrollWidth > name.clientWidth + 1 : false };
  });
}

describe('no sideways scrolling, no cut numbers, at 375 px', () => {
  for (const px of [20, 24, 32]) {
    it(`with text at ${px} px, on every page`, async () => {
      const page = await phoneWithText(browser(), px);
      const problems: string[] = [];
      for (const path of paths) {
        await page.goto(`${siteUrl}${path}`, { waitUntil: 'load' });
        const found = await spills(page);
        if (found.scrollWidth > 375) problems.push(`${path}: the page is ${found.scrollWidth} px wide`);
        for (const link of found.cut) problems.push(`${path}: ${link}`);
        if (found.nameCut) problems.push(`${path}: the provider's name is cut off`);
      }
      expect(problems).toEqual([]);
      await page.context().close();
    });
  }

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
  it.each([375, 320])('at %i px with text at 32 px (twice the usual), takes at most a quarter of the first screen, and the name wraps only between words', async (width) => {
    const page = await phoneWithText(browser(), 32, width);
    for (const path of ['/', '/contact/', '/referral/', '/resources/self-harm-prevention-early-intervention-ndis/', '/languages/vietnamese/', '/search/']) {
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
    }
    await page.context().close();
  });
});
