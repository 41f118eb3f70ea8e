/**
 * The resources list as a person on a phone meets it: cards that open with a tap anywhere on them and one
 * link each for a keyboard or a screen reader, a list in pages instead of one 29-screen scroll, and filters
 * by topic and by who an article is written for that work without JavaScript.
 */
import { describe, expect, inject, it } from 'vitest';
import { loadSiteContent } from '../../templates/site.ts';
import { ARTICLES_PER_PAGE } from '../../templates/routes.ts';
import { runAxe } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { openPage } from '../support/pages.ts';

const siteUrl = inject('siteUrl');
const browser = useBrowser();
const content = await loadSiteContent('content');

/** The list was one page of 59 cards, 23,426 px tall at 375 px (28.8 screens of 812 px), before issue 31. */
const PHONE = { width: 375, height: 812 };
/** Issue 39: at most eight screens (it was 8.5 after issue 31). */
const MAX_SCREENS = 8;

describe('article cards', () => {
  it('open with a tap anywhere on the card, not only on the title', async () => {
    const context = await browser().newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await page.goto(`${siteUrl}/resources/`);
    const card = page.locator('main .article-card').nth(1);
    const href = await card.locator('a').getAttribute('href');
    // The summary and the topic label are not links themselves: the title's link covers the card, so a finger
    // on either lands on it. (Playwright's own tap() refuses a covered element, so tap where a finger would.)
    const tapOn = async (selector: string) => {
      const part = page.locator('main .article-card').nth(1).locator(selector);
      await part.scrollIntoViewIfNeeded();
      const box = (await part.boundingBox())!;
      await Promise.all([page.waitForURL(`${siteUrl}${href}`), page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2)]);
    };
    await tapOn('.article-card__summary');
    await page.goBack();
    await tapOn('.tag');
    await page.goBack();
    await tapOn('.article-card__time');
    await context.close();
  });

  it('are one link each, named by the title: one tab stop per card, Enter opens it', async () => {
    const { page, close } = await openPage(browser(), `${siteUrl}/resources/`, PHONE);
    const cards = page.locator('main .article-card');
    const count = await cards.count();
    expect(count).toBe(ARTICLES_PER_PAGE);
    for (let i = 0; i < count; i += 1) {
      const links = cards.nth(i).locator('a');
      await expect(links.count()).resolves.toBe(1);
      await expect(links.first().evaluate((link) => link.textContent)).resolves.toBe(await cards.nth(i).locator('.article-card__title').textContent());
    }
    await expect(page.locator('main a', { hasText: /read more/i }).count()).resolves.toBe(0);
    // Tab from one card's link lands on the next card's.
    const first = cards.first().locator('a');
    await first.focus();
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.closest('.article-card') !== null)).resolves.toBe(true);
    await expect(page.evaluate(() => document.activeElement?.getAttribute('href'))).resolves.toBe(await cards.nth(1).locator('a').getAttribute('href'));
    const href = await cards.nth(1).locator('a').getAttribute('href');
    await Promise.all([page.waitForURL(`${siteUrl}${href}`), page.keyboard.press('Enter')]);
    await close();
  });
});

describe('the list on a phone', () => {
  it.each(['/resources/', '/resources/for/carers/', '/resources/page/2/'])('%s is a few screens long, not 29', async (path) => {
    const { page, close } = await openPage(browser(), `${siteUrl}${path}`, PHONE);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    console.log(`${path} at 375 px: ${height} px (${(height / PHONE.height).toFixed(1)} screens); before issue 31, /resources/ was 23,426 px`);
    expect(height).toBeLessThan(MAX_SCREENS * PHONE.height);
    await close();
  });

  it('pages through every article once, newest first, with plain links and no JavaScript', async () => {
    const { page, close } = await openPage(browser(), `${siteUrl}/resources/`, { ...PHONE, javaScript: false });
    const seen: string[] = [];
    for (let guard = 0; guard < 20; guard += 1) {
      seen.push(...(await page.locator('main .article-card a').evaluateAll((links) => links.map((link) => link.getAttribute('href')!))));
      const next = page.locator('.pager a[rel="next"]');
      if ((await next.count()) === 0) break;
      await expect(page.locator('.pager a[aria-current="page"]').count()).resolves.toBe(1);
      await Promise.all([page.waitForNavigation(), next.click()]);
    }
    expect(seen).toHaveLength(content.articles.length);
    expect(new Set(seen).size).toBe(content.articles.length);
    await close();
  });
});

describe('filters', () => {
  it.each(['participants', 'carers', 'referrers'])('"written for %s" lists exactly the articles written for them, without JavaScript', async (group) => {
    const { page, close } = await openPage(browser(), `${siteUrl}/resources/`, { width: 1280, javaScript: false });
    const link = page.locator(`.filter__wide a[href="/resources/for/${group}/"]`);
    const shown = Number(/\((\d+)\)/.exec((await link.textContent())!)![1]);
    const expected = content.articles.filter((article) => content.readers[article.slug]!.includes(group)).map((article) => `/resources/${article.slug}/`);
    expect(shown).toBe(expected.length);
    await Promise.all([page.waitForURL(`${siteUrl}/resources/for/${group}/`), link.click()]);
    await expect(page.locator(`.filter__wide a[href="/resources/for/${group}/"]`).getAttribute('aria-current')).resolves.toBe('page');
    const listed: string[] = [];
    for (let n = 1; ; n += 1) {
      listed.push(...(await page.locator('main .article-card a').evaluateAll((links) => links.map((a) => a.getAttribute('href')!))));
      const next = page.locator('.pager a[rel="next"]');
      if ((await next.count()) === 0) break;
      await Promise.all([page.waitForURL(`${siteUrl}/resources/for/${group}/page/${n + 1}/`), next.click()]);
    }
    expect(listed.sort()).toEqual(expected.sort());
    await close();
  });

  it('maps every article to at least one group of readers, from its own audience line', () => {
    const unplaced = content.articles.filter((article) => (content.readers[article.slug] ?? []).length === 0).map((article) => article.file);
    expect(unplaced).toEqual([]);
    expect(content.readers['self-harm-prevention-early-intervention-ndis']).toEqual(['participants', 'carers']);
    expect(content.readers['how-to-choose-support-coordinator-ndis-plan']).toEqual(['participants', 'carers']);
    expect(content.readers['level-2-vs-level-3-support-coordination']).toContain('referrers');
  });

  it('fold behind one line on a phone, and open to both filters', async () => {
    const { page, close } = await openPage(browser(), `${siteUrl}/resources/`, PHONE);
    await expect(page.locator('.filter__link:visible').count()).resolves.toBe(0);
    await page.locator('.filter__summary').click();
    await expect(page.locator('.filter__compact a[href="/resources/for/carers/"]').isVisible()).resolves.toBe(true);
    await expect(page.locator('.filter__compact a[href^="/resources/category/"]').first().isVisible()).resolves.toBe(true);
    expect(await runAxe(page)).toEqual([]);
    await close();
  });

  it.each(['/resources/', '/resources/for/carers/', '/resources/page/2/'])('%s has no accessibility violations at 375 and 1280 px', async (path) => {
    for (const width of [375, 1280]) {
      const { page, close } = await openPage(browser(), `${siteUrl}${path}`, { width });
      expect(await runAxe(page), `${path} at ${width} px`).toEqual([]);
      await close();
    }
  });
});
