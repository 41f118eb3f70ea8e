/**
 * What pa11y cannot check, in Chromium: every interactive element reachable by Tab, in DOM order, with a
 * visible focus indicator; no sideways scrolling at 320 px (reflow, WCAG 1.4.10) or at 200% zoom; no word
 * of a heading, figure or control split across two lines on a phone or tablet; no animation when the
 * visitor asks for reduced motion; and targets of at least 24 px (WCAG 2.5.8).
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { loadEveryIsland, openPage } from '../support/pages.ts';
import { allPagePaths } from '../support/site.ts';

const siteUrl = inject('siteUrl');
const siteDir = inject('siteDir');
const browser = useBrowser();

const REPRESENTATIVE = ['/', '/services/', '/services/support-coordination/', '/resources/', '/resources/trauma-informed-care-101/', '/about/', '/team/', '/contact/', '/referral/', '/privacy/', '/404.html'];

/** Loads every island (scrolling through the page), so enhanced markup is what gets checked. */
const settle = (page: Page) => loadEveryIsland(page, { backToTop: true });

describe('keyboard', () => {
  it.each(REPRESENTATIVE)('%s: Tab reaches every control in DOM order, each with a visible focus indicator', async (path) => {
    const { page, close } = await openPage(browser(), `${siteUrl}${path}`, { width: 1280 });
    await settle(page);
    const expected = await page.evaluate(() => {
      const selector = 'a[href], button:not([disabled]), input:not([type="hidden"]):not([disabled]), select, textarea, summary, [tabindex]:not([tabindex="-1"])';
      const radioGroups = new Set<string>();
      return Array.from(document.querySelectorAll<HTMLElement>(selector))
        .filter((el) => {
          // A group of radio buttons is one stop in the tab order: the browser moves within it with arrow keys.
          if (el instanceof HTMLInputElement && el.type === 'radio') {
            if (radioGroups.has(el.name)) return false;
            radioGroups.add(el.name);
          }
          const style = getComputedStyle(el);
          const box = el.getBoundingClientRect();
          // checkVisibility: not inside a closed <details> either.
          return style.visibility !== 'hidden' && style.display !== 'none' && box.width > 0 && box.height > 0 && el.checkVisibility() && !el.closest('[inert], [aria-hidden="true"]') && el.tabIndex >= 0;
        })
        .map((el, index) => {
          el.dataset.tabCheck = String(index);
          return index;
        }).length;
    });
    expect(await page.locator('[tabindex]:not([tabindex="-1"]):not([tabindex="0"])').count(), 'no positive tabindex').toBe(0);
    const reached: number[] = [];
    for (let step = 0; step < expected + 5; step += 1) {
      await page.keyboard.press('Tab');
      const focus = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return null;
        const style = getComputedStyle(el);
        const visible = (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) || (style.boxShadow !== 'none' && style.boxShadow !== '') || el.closest('.article-card')?.matches(':focus-within');
        const box = el.getBoundingClientRect();
        return { index: el.dataset.tabCheck === undefined ? -1 : Number(el.dataset.tabCheck), visible: Boolean(visible), inView: box.bottom > 0 && box.top < window.innerHeight, label: `${el.tagName} ${el.textContent?.trim().slice(0, 40)}` };
      });
      if (!focus) break;
      if (focus.index >= 0) {
        expect(focus.visible, `focus indicator on ${focus.label}`).toBe(true);
        expect(focus.inView, `${focus.label} scrolled into view when focused`).toBe(true);
        if (reached.at(-1) !== focus.index) reached.push(focus.index);
      }
      if (reached.length === expected) break;
    }
    // Hidden-until-needed controls (skip links) are in the sequence too; everything else in DOM order.
    expect(reached).toEqual([...Array(expected).keys()]);
    await close();
  });
});

describe('reflow and zoom', () => {
  const paths = allPagePaths(siteDir);

  it.each(paths)('%s has no sideways scrolling at 320 px', async (path) => {
    const { page, close } = await openPage(browser(), `${siteUrl}${path}`, { width: 320, height: 640 });
    await settle(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await close();
  });

  it.each(REPRESENTATIVE)('%s stays readable zoomed to 200 percent (640 px of a 1280 px window), with no clipped text', async (path) => {
    const { page, close } = await openPage(browser(), `${siteUrl}${path}`, { width: 640, height: 450 });
    await settle(page);
    const problems = await page.evaluate(() => {
      const found: string[] = [];
      if (document.documentElement.scrollWidth > window.innerWidth) found.push(`scrolls sideways by ${document.documentElement.scrollWidth - window.innerWidth} px`);
      for (const el of Array.from(document.querySelectorAll<HTMLElement>('main *, header *, footer *'))) {
        const style = getComputedStyle(el);
        if (style.overflowX !== 'hidden' && style.overflow !== 'hidden') continue;
        if (el.closest('.carousel__viewport, .visually-hidden, .form__trap') || el.matches('.article-card__summary')) continue;
        // Visually hidden text (one pixel wide on purpose) is for screen readers, not clipped.
        if (el.getBoundingClientRect().width <= 1) continue;
        if (el.scrollWidth > el.clientWidth + 1) found.push(`${el.tagName}.${el.className} clips its text`);
      }
      const body = parseFloat(getComputedStyle(document.body).fontSize);
      if (body < 16) found.push(`body text is ${body} px`);
      return found;
    });
    expect(problems).toEqual([]);
    await close();
  });
});

describe('words kept whole', () => {
  const cases = REPRESENTATIVE.flatMap((path) => [375, 768].map((width) => [path, width] as const));

  it.each(cases)('%s at %i px splits no word of a heading, figure, button, link in a menu, label or summary across two lines', async (path, width) => {
    const { page, close } = await openPage(browser(), `${siteUrl}${path}`, { width });
    await settle(page);
    const split = await page.evaluate(() => {
      const found: string[] = [];
      for (const el of Array.from(document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, .claims__value, .button, nav a, label, legend, summary'))) {
        // Hidden text (a closed <details>, such as the help panel's groups) is not laid out as lines.
        if (el.closest('.form__trap, .visually-hidden') || !el.checkVisibility()) continue;
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          // A word may break at a hyphen, a dash or a slash; anywhere else is a split.
          for (const match of (node.textContent ?? '').matchAll(/[^\s\-/–—]+/g)) {
            const range = document.createRange();
            range.setStart(node, match.index);
            range.setEnd(node, match.index + match[0].length);
            const lines = new Set(Array.from(range.getClientRects()).filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
            if (lines.size > 1) found.push(`${el.tagName.toLowerCase()}.${el.className}: "${match[0]}"`);
          }
        }
      }
      return found;
    });
    expect(split).toEqual([]);
    await close();
  });
});

describe('reduced motion', () => {
  it.each(['/', '/resources/'])('%s runs no animation when the visitor asks for reduced motion', async (path) => {
    const { page, close } = await openPage(browser(), `${siteUrl}${path}`, { width: 375, reducedMotion: 'reduce' });
    await settle(page);
    if (path === '/') await expect(page.locator('.carousel__toggle').textContent()).resolves.toContain('Play');
    const running = await page.evaluate(async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      return document.getAnimations().filter((animation) => animation.playState === 'running' && Number(animation.effect?.getTiming().duration ?? 0) > 1).length;
    });
    expect(running).toBe(0);
    await expect(page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).resolves.toBe('auto');
    await close();
  });
});

describe('target size', () => {
  it.each(REPRESENTATIVE)('%s: every control outside running text is at least 24 by 24 px', async (path) => {
    for (const width of [375, 1280]) {
      const { page, close } = await openPage(browser(), `${siteUrl}${path}`, { width });
      await settle(page);
      const small = await page.evaluate(() => {
        const found: string[] = [];
        for (const el of Array.from(document.querySelectorAll<HTMLElement>('a[href], button, input:not([type="hidden"]), select, textarea, summary'))) {
          const box = el.getBoundingClientRect();
          if (box.width === 0 || box.height === 0 || el.closest('.visually-hidden, .form__trap, .skip-links')) continue;
          // Links inside a sentence are exempt (WCAG 2.5.8 "inline").
          const parent = el.parentElement!;
          const parentText = (parent.textContent ?? '').replace(el.textContent ?? '', '').trim();
          if (el.tagName === 'A' && parentText.length > 0 && !el.matches('.button, .site-nav__link, .tag, .filter__link, .article-card__link')) continue;
          if (box.width < 24 || box.height < 24) found.push(`${el.tagName} "${(el.textContent ?? el.getAttribute('aria-label') ?? '').trim().slice(0, 30)}" is ${Math.round(box.width)} by ${Math.round(box.height)}`);
        }
        return found;
      });
      expect(small, `at ${width} px`).toEqual([]);
      await close();
    }
  });
});
