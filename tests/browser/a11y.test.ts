/**
 * Accessibility in Chromium, once per template on its named example (tests/support/examples.ts), with every
 * island loaded so enhanced markup is what gets checked: axe (WCAG 2.2 A and AA, best practices) at 1280 px;
 * and what it cannot check: every interactive element reachable by Tab, in DOM order, with a visible focus
 * indicator; no sideways scrolling at 320 px (reflow, WCAG 1.4.10) or at 200% zoom; no word
 * of a heading, figure or control split across two lines on a phone or tablet; targets of at least 24 px
 * (WCAG 2.5.8); and no animation when the visitor asks for reduced motion. Each example is loaded once and
 * measured at each width by resizing the window. The whole-site sweep (tests/gates/run-gates.ts) runs axe,
 * HTML_CodeSniffer (as pa11y runs it, in its one visit a page) and the sideways-scrolling check at 320 px on
 * every page, and pa11y-ci's HTML_CodeSniffer at 320 and 1280 px on these same examples.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { runAxe } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { READABLE, examples } from '../support/examples.ts';
import { loadEveryIsland, openPage, type OpenedPage } from '../support/pages.ts';
import { sidewaysScroll } from '../support/page-measures.ts';

const siteUrl = inject('siteUrl');
const browser = useBrowser();

/** Loads every island (scrolling through the page), so enhanced markup is what gets checked. */
const settle = (page: Page) => loadEveryIsland(page, { backToTop: true });

/**
 * Undersized targets these checks found when they were extended from 11 representative pages to every
 * template (issue 36), left for a template change rather than hidden: links alone in a list item or a
 * paragraph, 23 px tall at 375 px (the English links on the language pages, the language links on /search/,
 * the editors' link on /login/). Each is alone on its line with space between lines, so WCAG 2.5.8's
 * spacing exception covers it; this test is stricter. A target matching these is reported in the test's
 * output, not failed; any other undersized target fails.
 */
const KNOWN_SMALL_TARGETS = { selector: '.language-page__english li > a, .link-list li > a, .page-body > p > a:only-child', minimum: 23 };

describe.each(examples(...READABLE))('%s (%s)', (_name, path) => {
  let opened: OpenedPage;
  beforeAll(async () => {
    opened = await openPage(browser(), `${siteUrl}${path}`, { width: 320, height: 640 });
    await settle(opened.page);
  });
  afterAll(async () => {
    await opened?.close();
  });
  const resize = async (width: number, height = 900) => {
    await opened.page.setViewportSize({ width, height });
    await opened.page.evaluate(() => window.scrollTo(0, 0));
  };

  it('has no sideways scrolling at 320 px', async () => {
    expect(await sidewaysScroll(opened.page)).toBeLessThanOrEqual(0);
  });

  it('axe finds nothing at 1280 px, with every widget loaded', async () => {
    await resize(1280);
    expect(await runAxe(opened.page)).toEqual([]);
  });

  it('every control outside running text is at least 24 by 24 px, at 375 and 1280 px', async () => {
    for (const width of [375, 1280]) {
      await resize(width);
      const { small, known } = await smallTargets(opened.page);
      if (known.length) console.log(`${path} at ${width} px, known undersized targets (see KNOWN_SMALL_TARGETS): ${known.join(', ')}`);
      expect(small, `at ${width} px`).toEqual([]);
    }
  });

  it('splits no word of a heading, figure, button, link in a menu, label or summary across two lines at 375 and 768 px', async () => {
    for (const width of [375, 768]) {
      await resize(width);
      expect(await splitWords(opened.page), `at ${width} px`).toEqual([]);
    }
  });

  it('stays readable zoomed to 200 percent (640 px of a 1280 px window), with no clipped text', async () => {
    await resize(640, 450);
    expect(await zoomProblems(opened.page)).toEqual([]);
  });

  it('Tab reaches every control in DOM order, each with a visible focus indicator, at 1280 px', async () => {
    await resize(1280);
    const page = opened.page;
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

/**
 * Controls outside running text smaller than 24 by 24 px (WCAG 2.5.8; links inside a sentence are exempt),
 * with those KNOWN_SMALL_TARGETS lists apart.
 */
function smallTargets(page: Page): Promise<{ small: string[]; known: string[] }> {
  return page.evaluate((knownTargets) => {
    const found: string[] = [];
    const known: string[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('a[href], button, input:not([type="hidden"]), select, textarea, summary'))) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || el.closest('.visually-hidden, .form__trap, .skip-links')) continue;
      // Links inside a sentence are exempt (WCAG 2.5.8 "inline").
      const parent = el.parentElement!;
      const parentText = (parent.textContent ?? '').replace(el.textContent ?? '', '').trim();
      if (el.tagName === 'A' && parentText.length > 0 && !el.matches('.button, .site-nav__link, .tag, .filter__link, .article-card__link')) continue;
      if (box.width >= 24 && box.height >= 24) continue;
      const what = `${el.tagName} "${(el.textContent ?? el.getAttribute('aria-label') ?? '').trim().slice(0, 30)}" is ${Math.round(box.width)} by ${Math.round(box.height)}`;
      if (el.matches(knownTargets.selector) && Math.round(box.width) >= knownTargets.minimum && Math.round(box.height) >= knownTargets.minimum) known.push(what);
      else found.push(what);
    }
    return { small: found, known };
  }, KNOWN_SMALL_TARGETS);
}

/** Words of headings, figures, buttons, menu links, labels and summaries laid out across two lines. */
function splitWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, .claims__value, .button, nav a, label, legend, summary'))) {
      // Hidden text (a closed <details>, such as the help panel's groups) is not laid out as lines.
      if (el.closest('.form__trap, .visually-hidden') || !el.checkVisibility()) continue;
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        // A word may break at a hyphen, a dash or a slash; anywhere else is a split. Chinese and Japanese
        // break between any two characters, so they have no words to split; Khmer, Thai, Lao and Burmese
        // write no spaces between words, so their words are found the way the browser finds line breaks.
        const text = node.textContent ?? '';
        const words = [...text.matchAll(/[^\s\-/–—]+/g)].flatMap((match) => {
          if (/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(match[0])) return [];
          if (!/[\p{Script=Khmer}\p{Script=Thai}\p{Script=Lao}\p{Script=Myanmar}]/u.test(match[0])) return [{ start: match.index, word: match[0] }];
          const lang = el.closest('[lang]')?.getAttribute('lang') ?? 'en';
          return [...new Intl.Segmenter(lang, { granularity: 'word' }).segment(match[0])].filter((part) => part.isWordLike).map((part) => ({ start: match.index + part.index, word: part.segment }));
        });
        for (const { start, word } of words) {
          const range = document.createRange();
          range.setStart(node, start);
          range.setEnd(node, start + word.length);
          const lines = new Set(Array.from(range.getClientRects()).filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
          if (lines.size > 1) found.push(`${el.tagName.toLowerCase()}.${el.className}: "${word}"`);
        }
      }
    }
    return found;
  });
}

/** At 200% zoom: sideways scrolling, text clipped by a box that hides overflow, body text under 16 px. */
function zoomProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
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
}
