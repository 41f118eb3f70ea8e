/**
 * Deciding and acting, in Chromium at 375 and 1280 px: a service page's terms (open without JavaScript,
 * nothing wider than the screen, captions on draft policies), /referrers/ (places, support items, tap-to-call),
 * a program page (how to express interest, carer support), the Easy Read pages (tap-to-call numbers, one
 * picture per idea that loads, "Ask us to call you", and at 1280 px no more than a quarter of the width
 * left empty), and the home page's figures with their captions. axe finds nothing on each.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { runAxe } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { openPage } from '../support/pages.ts';

const siteUrl = inject('siteUrl');
const browser = useBrowser();

const PHONE = { width: 375, height: 812 };
const LAPTOP = { width: 1280, height: 800 };
const WIDTHS = [PHONE, LAPTOP] as const;
const EASY_READ = ['/about/easy-read/', '/services/easy-read/', '/referral/easy-read/'] as const;

/** Elements in main wider than the window, or the page scrolling sideways. */
async function overflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const wide = Array.from(document.querySelectorAll<HTMLElement>('main *'))
      .filter((element) => element.checkVisibility() && element.getBoundingClientRect().right > width + 1)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}: right edge ${Math.round(element.getBoundingClientRect().right)} px`);
    if (document.documentElement.scrollWidth > width) wide.push(`the page scrolls sideways (${document.documentElement.scrollWidth} px)`);
    return wide;
  });
}

/** Phone numbers shown in main's text that are not inside a tel: link. */
async function numbersNotLinked(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const PHONE = /(?<![\d$])(?:000|13[ \u00a0]?\d{2}[ \u00a0]?\d{2}|131[ \u00a0]?\d{3}|1[38]00[ \u00a0]?\d{3}[ \u00a0]?\d{3}|0\d[ \u00a0]\d{4}[ \u00a0]\d{4})(?!\d)/g;
    const found: string[] = [];
    const walker = document.createTreeWalker(document.querySelector('main')!, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement!;
      if (!element.checkVisibility() || element.closest('a[href^="tel:"]')) continue;
      for (const match of node.textContent!.matchAll(PHONE)) found.push(`"${match[0]}" in ${element.tagName.toLowerCase()}: ${element.textContent!.trim().slice(0, 60)}`);
    }
    return found;
  });
}

/** Controls outside running text smaller than 24 by 24 px (WCAG 2.5.8), as tests/browser/a11y.test.ts measures them. */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('main a[href], main button, main summary'))) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || el.closest('.visually-hidden')) continue;
      const parentText = (el.parentElement!.textContent ?? '').replace(el.textContent ?? '', '').trim();
      if (el.tagName === 'A' && parentText.length > 0 && !el.matches('.button')) continue;
      if (box.width < 24 || box.height < 24) found.push(`${el.tagName} "${(el.textContent ?? '').trim().slice(0, 30)}" is ${Math.round(box.width)} by ${Math.round(box.height)}`);
    }
    return found;
  });
}

describe('a service page: costs, agreements and your rights', () => {
  it.each(WIDTHS)('shows who can use it now and what it costs, with the rest one tap away, at $width px', async (size) => {
    const { page, close, problems } = await openPage(browser(), `${siteUrl}/services/support-coordination/`, size);
    const terms = page.locator('#terms');
    await terms.scrollIntoViewIfNeeded();
    await expect.poll(() => terms.locator('h2').textContent()).toBe('Costs, agreements and your rights');
    // Open by default: who can use it now (with the NDIA-managed options) and what it costs.
    expect(await terms.locator('#terms-who .terms__options li').first().isVisible()).toBe(true);
    expect(await terms.locator('#terms-cost .support-items__number').first().textContent()).toBe('07_002_0106_8_3');
    expect(await terms.locator('#terms-cost .terms__pricing a').isVisible()).toBe(true);
    // The rest opens on a tap, and shows the draft policy with its caption.
    expect(await terms.locator('#terms-cancel .terms__policy').isVisible()).toBe(false);
    await terms.locator('#terms-cancel summary').click();
    expect(await terms.locator('#terms-cancel .terms__policy .claim-caption').isVisible()).toBe(true);
    await terms.locator('#terms-complaints summary').click();
    expect(await terms.locator('#terms-complaints a[href="tel:1800035544"]').isVisible()).toBe(true);
    expect(await overflow(page)).toEqual([]);
    expect(await numbersNotLinked(page)).toEqual([]);
    expect(await runAxe(page, '#terms')).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });

  it('opens the terms without JavaScript', async () => {
    const { page, close } = await openPage(browser(), `${siteUrl}/services/peer-support-work/`, { ...PHONE, javaScript: false });
    await page.locator('#terms-travel summary').click();
    expect(await page.locator('#terms-travel .terms__policy').first().isVisible()).toBe(true);
    await close();
  });
});

describe('/referrers/', () => {
  it.each(WIDTHS)('gives places (or "ask us"), budgets and support items for every service, at $width px', async (size) => {
    const { page, close } = await openPage(browser(), `${siteUrl}/referrers/`, size);
    const glance = page.locator('.glance');
    expect(await glance.locator('[data-glance="places"] time').isVisible()).toBe(true);
    expect(await glance.locator('.claim-caption[data-illustrative="stats.2"]').isVisible()).toBe(true);
    const services = page.locator('#places [data-service]');
    expect(await services.count()).toBe(7);
    for (const index of [0, 1, 6]) {
      const text = await services.nth(index).textContent();
      expect(text).toMatch(/Places/);
      expect(text).toMatch(/Ask us|Free/);
    }
    expect(await page.locator('#places-unknown a[href^="tel:"]').isVisible()).toBe(true);
    expect(await overflow(page)).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);
    expect(await runAxe(page, 'main')).toEqual([]);
    await close();
  });
});

describe('a program page', () => {
  it.each(WIDTHS)('says what happens, who, when, where, the cost and access, and how to express interest, at $width px', async (size) => {
    const { page, close } = await openPage(browser(), `${siteUrl}/programs/family-and-carer-support/`, size);
    for (const id of ['what-happens', 'who-for', 'when', 'where', 'cost', 'access', 'express-interest']) expect(await page.locator(`main h2#${id}`).isVisible(), id).toBe(true);
    expect(await page.locator('main .status-tag').textContent()).toBe('Open for expressions of interest');
    expect(await page.locator('#cost + div').textContent()).toMatch(/not paid from a participant's NDIS plan/);
    const interest = page.locator('#express-interest-section');
    expect(await interest.locator('a[href^="tel:"]').first().isVisible()).toBe(true);
    expect(await interest.locator('a[href^="mailto:"]').isVisible()).toBe(true);
    // Support for carers themselves: Carer Gateway and Tandem, tap to call.
    expect(await page.locator('.program-page__carers a[href="tel:1800422737"]').isVisible()).toBe(true);
    expect(await page.locator('.program-page__carers a[href="tel:1800314325"]').isVisible()).toBe(true);
    expect(await overflow(page)).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);
    expect(await numbersNotLinked(page)).toEqual([]);
    expect(await runAxe(page, 'main')).toEqual([]);
    await close();
  });

  it('is linked from the home programs block and from /services/', async () => {
    for (const path of ['/', '/services/']) {
      const { page, close } = await openPage(browser(), `${siteUrl}${path}`, PHONE);
      const links = await page.locator('#programs .program-card a').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
      expect(links, path).toEqual(['/programs/peer-connection-groups/', '/programs/life-skills-workshops/', '/programs/recovery-focus-groups/', '/programs/family-and-carer-support/']);
      await close();
    }
  });
});

describe('Easy Read', () => {
  it.each(EASY_READ.flatMap((path) => WIDTHS.map((size) => [path, size.width] as const)))('%s at %i px: tap-to-call numbers, a picture per idea, "Ask us to call you", nothing too wide', async (path, width) => {
    const size = width === PHONE.width ? PHONE : LAPTOP;
    const { page, close, problems } = await openPage(browser(), `${siteUrl}${path}`, size);
    expect(await numbersNotLinked(page)).toEqual([]);
    expect(await page.locator('main a[href^="tel:"]').count()).toBeGreaterThanOrEqual(3);
    const pictures = await page.evaluate(async () => {
      const items = Array.from(document.querySelectorAll<HTMLElement>('.easy-read__item'));
      for (const item of items) {
        const image = item.querySelector('img')!;
        image.scrollIntoView();
        await image.decode().catch(() => undefined);
      }
      return items.map((item) => ({ picture: item.dataset.picture, text: item.querySelector('.easy-read__text')!.textContent!.trim(), loaded: item.querySelector('img')!.naturalWidth > 0 }));
    });
    const texts = new Map<string, string>();
    for (const picture of pictures) {
      expect(picture.loaded, picture.picture).toBe(true);
      // One picture per idea on the page.
      expect(texts.get(picture.picture!) ?? picture.text, picture.picture).toBe(picture.text);
      texts.set(picture.picture!, picture.text);
    }
    const callBack = page.locator('#call-back');
    expect(await callBack.locator('h2').textContent()).toBe('Ask us to call you');
    expect(await callBack.locator('a[href^="tel:"]').first().isVisible()).toBe(true);
    if (size.width === 375) {
      await page.locator('a[href="#call-back"]').first().click();
      await expect.poll(() => callBack.evaluate((element) => element.getBoundingClientRect().top)).toBeLessThan(200);
    }
    expect(await overflow(page)).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);
    expect(await runAxe(page, 'main')).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });

  it.each(EASY_READ)('%s at 1280 px leaves no more than a quarter of the width empty, with help beside the ideas', async (path) => {
    const { page, close } = await openPage(browser(), `${siteUrl}${path}`, LAPTOP);
    const layout = await page.evaluate(() => {
      const ideas = document.querySelector<HTMLElement>('.easy-read')!.getBoundingClientRect();
      const aside = document.querySelector<HTMLElement>('.easy-read__aside')!.getBoundingClientRect();
      return { left: Math.min(ideas.left, aside.left), right: Math.max(ideas.right, aside.right), asideTop: aside.top, ideasTop: ideas.top, width: window.innerWidth };
    });
    expect(layout.width - (layout.right - layout.left)).toBeLessThanOrEqual(layout.width / 4);
    // Beside the ideas, not under them.
    expect(Math.abs(layout.asideTop - layout.ideasTop)).toBeLessThan(40);
    expect(await page.locator('.easy-read__aside a[href="tel:000"]').isVisible()).toBe(true);
    expect(await page.locator('.easy-read__aside a[href="tel:131114"]').isVisible()).toBe(true);
    await close();
  });
});

describe('figures on the home page', () => {
  it.each(WIDTHS)('each carries its caption, visible, at $width px', async (size) => {
    const { page, close } = await openPage(browser(), `${siteUrl}/`, size);
    for (const field of ['stats.0', 'stats.1', 'stats.2', 'teamClaims.0', 'teamClaims.1', 'teamClaims.2']) {
      const caption = page.locator(`main [data-claim="${field}"] .claim-caption`);
      await caption.scrollIntoViewIfNeeded();
      expect(await caption.isVisible(), field).toBe(true);
      expect(await caption.textContent()).toBe('Sample figure, not yet confirmed');
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    await close();
  });
});
