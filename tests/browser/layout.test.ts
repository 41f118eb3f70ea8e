/**
 * What a visitor sees first, measured in Chromium at 320, 375, 768 and 1280 px, once per template on its
 * named example (tests/support/examples.ts): the "Need help now?" control with 000 and Lifeline on the
 * first screen; a one-row phone header; the referral form's first field and its no-JavaScript error summary
 * on the first screen; the sidebar that keeps content pages from leaving a wide window empty; sensitive
 * articles; badges on one line; card rows with no empty cells. The whole-site sweep
 * (tests/gates/run-gates.ts) measures the help strip and the sidebar on every page.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { openPage, type OpenedPage } from '../support/pages.ts';
import { helpStripProblems, sidebarProblems } from '../support/page-measures.ts';
import { EXAMPLES, READABLE, examples, type ExampleName } from '../support/examples.ts';
import { ACCESS_NAV, MAIN_NAV } from '../../templates/navigation.ts';

const siteUrl = inject('siteUrl');
const browser = useBrowser();

/** The first screen at each width: a small phone (320 by 568), the phone and laptop the issue names, a tablet. */
const SCREENS = { 320: 568, 375: 812, 768: 1024, 1280: 800 } as const;
type Width = keyof typeof SCREENS;
const open = (path: string, width: Width, javaScript = true) => openPage(browser(), `${siteUrl}${path}`, { width, height: SCREENS[width], javaScript });

const site = JSON.parse(readFileSync(join(process.cwd(), 'content', 'site.json'), 'utf8')) as { phone: string; hours: string; helpLines: Record<string, { name: string; number: string }> };
const lifeline = site.helpLines.lifeline!;
const SENSITIVE = EXAMPLES.articleWithHelpLines;
// Easy Read versions are one wide column of pictured ideas by design: no sidebar.
const CONTENT_PAGES: readonly ExampleName[] = ['article', 'articleWithHelpLines', 'articleOutsideOurWork', 'service', 'about', 'team', 'contentPage'];

/** Each template, on its example, loaded once at 375 px and then measured at every width by resizing. */
describe.each(READABLE.map((name) => [...examples(name)[0]!, name] as const))('%s (%s)', (_label, path, name) => {
  let opened: OpenedPage;
  beforeAll(async () => {
    opened = await open(path, 375);
  });
  afterAll(async () => {
    await opened?.close();
  });

  it('shows "Need help now?", 000 and Lifeline in the first screen at 375 and 1280 px, and on one line at 320 and 768 px', async () => {
    const problems: string[] = [];
    for (const [width, oneLine] of [[375, false], [320, true], [768, true], [1280, false]] as const) {
      await opened.page.setViewportSize({ width, height: SCREENS[width] });
      for (const problem of await helpStripProblems(opened.page, { lifeline, oneLine })) problems.push(`${width} px: ${problem}`);
    }
    expect(problems).toEqual([]);
  });

  // Outside the home page, as this check always was.
  if (name !== 'home') {
    it('keeps every badge and tag on one line from 320 to 1280 px, leaves no empty cell in card rows and grids from 375 px, and shows no "#" link beside headings', async () => {
      const page = opened.page;
      const problems: string[] = [];
      for (const width of [320, 375, 768, 1280] as const) {
        await page.setViewportSize({ width, height: SCREENS[width] });
        for (const badge of await wrappedBadges(page)) problems.push(`${width} px: the badge "${badge}" wraps`);
        if (width !== 320) for (const gap of await emptyCells(page)) problems.push(`${width} px: ${gap}`);
      }
      expect(problems).toEqual([]);
      await expect(page.locator('main a[href^="#"]:text-is("#")').count()).resolves.toBe(0);
      // What rehype-heading-anchors emits: an id on each h2 and h3 of the page's markdown (the headings at the
      // top level of its prose; a template's own cards inside it, such as /referrers/' support items, have
      // none), and nothing inside it.
      await expect(page.locator('main .prose > :is(h2, h3):not([id])').count()).resolves.toBe(0);
      await expect(page.locator('main .prose > :is(h2, h3) a').count()).resolves.toBe(0);
    });
  }

  if (CONTENT_PAGES.includes(name)) {
    it('at 1280 px lays its text beside a sidebar, readable (60 to 90 characters a line), leaving at most a quarter of the window empty', async () => {
      await opened.page.setViewportSize({ width: 1280, height: SCREENS[1280] });
      await opened.page.evaluate(() => window.scrollTo(0, 0));
      expect(await sidebarProblems(opened.page)).toEqual([]);
    });
  }
});

describe('help now', () => {
  it.each([true, false])('opens to every help line in site.json, with JavaScript %s', async (javaScript) => {
    const { page, close } = await open('/services/', 375, javaScript);
    await page.locator('.help-now__summary').click();
    const panel = page.locator('.help-now__panel');
    await expect(panel.isVisible()).resolves.toBe(true);
    const text = (await panel.textContent())!.replace(/\s+/g, ' ');
    for (const line of Object.values(site.helpLines)) expect(text).toContain(line.name === 'Emergency' ? line.number : line.name);
    expect(text).toContain('We are not a crisis service.');
    expect(text).toContain(`is answered ${site.hours}. It is not a crisis line.`);
    // Every line can be called from the panel, and the panel opens over the page in the first screen.
    const calls = await panel.locator('a[href^="tel:"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    for (const line of Object.values(site.helpLines)) expect(calls).toContain(`tel:${line.number.replace(/\D/g, '').replace(/^0(?=[2378]\d{8}$)/, '+61')}`);
    const top = await panel.evaluate((element) => element.getBoundingClientRect().top);
    expect(top).toBeLessThan(60);
    await close();
  });

  it('adds only three tab stops before the header: the control and the two numbers', async () => {
    const { page, close } = await open('/about/', 1280);
    const stops = await page.locator('.help-now a[href], .help-now summary').evaluateAll((elements) => elements.filter((element) => element.checkVisibility()).length);
    expect(stops).toBe(3);
    await close();
  });
});

describe('header', () => {
  /** The header's parts and where they are. */
  async function headerParts(page: Page) {
    const [header, brand, menu, office, referral] = await page.evaluate((selectors) =>
      selectors.map((selector) => {
        const element = document.querySelector<HTMLElement>(selector);
        if (!element || !element.checkVisibility()) return null;
        const rect = element.getBoundingClientRect();
        return { top: rect.top, bottom: rect.bottom, left: rect.left, right: rect.right, height: rect.height };
      }),
      ['.site-header', '.brand', '.menu-button', '.header-phone', '.header-referral'],
    );
    const rest = await page.evaluate(() => {
      const name = document.querySelector<HTMLElement>('.brand__name')!;
      return {
        linksVisible: Array.from(document.querySelectorAll<HTMLElement>('#site-nav-list .site-nav__link')).filter((link) => link.checkVisibility()).length,
        nameCut: name.scrollWidth > name.clientWidth + 1,
        nameLines: Math.round(name.getBoundingClientRect().height / parseFloat(getComputedStyle(name).lineHeight)),
        width: window.innerWidth,
      };
    });
    return { header, brand, menu, office, referral, ...rest };
  }

  it.each([320, 375] as const)('is one row of at most 64 px at %i px: brand, menu, office', async (width) => {
    const { page, close } = await open('/privacy/', width);
    await page.waitForSelector('[data-island="menu"][data-island-state="ready"]');
    const parts = await headerParts(page);
    expect(parts.header!.height).toBeLessThanOrEqual(64);
    for (const part of [parts.brand, parts.menu, parts.office]) {
      expect(part).not.toBeNull();
      expect(part!.top).toBeGreaterThanOrEqual(parts.header!.top);
      expect(part!.bottom).toBeLessThanOrEqual(parts.header!.bottom);
      expect(part!.right).toBeLessThanOrEqual(parts.width);
    }
    expect(parts.nameCut).toBe(false);
    expect(parts.nameLines).toBe(1);
    expect(parts.linksVisible).toBe(0);
    await close();
  });

  it('at 768 px is the phone header, not a mix: menu button, no links in the bar, one row', async () => {
    const { page, close } = await open('/services/', 768);
    await page.waitForSelector('[data-island="menu"][data-island-state="ready"]');
    const parts = await headerParts(page);
    expect(parts.menu).not.toBeNull();
    expect(parts.linksVisible).toBe(0);
    expect(parts.referral).toBeNull();
    expect(parts.header!.height).toBeLessThanOrEqual(64);
    await close();
  });

  it('at 1280 px is the full navigation in one row, with the office hours and the referral button in the window', async () => {
    const { page, close } = await open('/services/', 1280);
    const parts = await headerParts(page);
    expect(parts.menu).toBeNull();
    // The seven links, then Languages and Easy Read (in their own line above them at this width).
    expect(parts.linksVisible).toBe(MAIN_NAV.length + ACCESS_NAV.length);
    expect(parts.referral).not.toBeNull();
    expect(parts.referral!.right).toBeLessThanOrEqual(parts.width);
    // The slim line of Languages and Easy Read above the links (issue 39) makes it about 85 px.
    expect(parts.header!.height).toBeLessThanOrEqual(88);
    const shown = await page.locator('.header-phone__number, .header-phone__hours').evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().width));
    expect(Math.min(...shown)).toBeGreaterThan(50);
    await close();
  });

  it('says the phone is the office and when it is answered, in its name at every width; a phone shows "Office"', async () => {
    const { page, close } = await open('/', 375);
    const name = await page.locator('.header-phone').evaluate((element) => element.textContent!.replace(/\s+/g, ' ').trim());
    expect(name).toBe(`Office ${site.phone}, answered ${site.hours}`);
    const shown = await page.locator('.header-phone__what, .header-phone__number, .header-phone__hours').evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().width));
    expect(shown[0]).toBeGreaterThan(20);
    expect(Math.max(shown[1]!, shown[2]!)).toBeLessThanOrEqual(1);
    await close();
  });

  it('keeps "Submit a referral" one tap from the menu at 375 px, and one link away without JavaScript', async () => {
    const withJs = await open('/about/', 375);
    await withJs.page.waitForSelector('[data-island="menu"][data-island-state="ready"]');
    await withJs.page.locator('.menu-button').click();
    const link = withJs.page.locator('#site-nav-list a[href="/referral/"]');
    await expect(link.isVisible()).resolves.toBe(true);
    await expect(link.textContent()).resolves.toBe('Submit a referral');
    await withJs.close();
    // Without JavaScript the header's Menu is a link to the same links at the foot of the page.
    const noJs = await open('/about/', 375, false);
    await noJs.page.locator('.menu-link').click();
    await expect.poll(() => noJs.page.evaluate(() => window.location.hash)).toBe('#footer-navigation');
    const footerLink = noJs.page.locator('#footer-navigation a[href="/referral/"]');
    await expect(footerLink.isVisible()).resolves.toBe(true);
    const box = await footerLink.evaluate((element) => element.getBoundingClientRect().bottom);
    expect(box).toBeLessThanOrEqual(SCREENS[375]);
    await noJs.close();
  });
});

describe('referral page', () => {
  it.each([375, 768, 1280] as const)('shows the first question in the first screen at %i px', async (width) => {
    const { page, close } = await open('/referral/', width);
    await page.waitForSelector('[data-island="form"][data-island-state="ready"]');
    const first = await page.locator('#referral-form .form__group input:not([type="hidden"])').first().evaluate((input) => ({ bottom: input.getBoundingClientRect().bottom, id: input.id }));
    expect(first.id).toBe('referral-referrerType-0');
    expect(first.bottom).toBeLessThanOrEqual(SCREENS[width]);
    await close();
  });

  it('asks for the referrer only when someone else refers; without JavaScript the part is shown and says so', async () => {
    const noJs = await open('/referral/', 375, false);
    const group = noJs.page.locator('#referral-group-referrer-details');
    await expect(group.isVisible()).resolves.toBe(true);
    await expect(group.locator('legend').first().textContent()).resolves.toBe('Your details, if you are referring someone else');
    // The person's own details come first, so someone referring themselves meets them first.
    const order = await noJs.page.locator('#referral-form .form__group').evaluateAll((groups) => groups.map((element) => element.id));
    expect(order.indexOf('referral-group-participant')).toBeLessThan(order.indexOf('referral-group-referrer-details'));
    await noJs.close();
  });

  it.each([375, 1280] as const)('without JavaScript, an empty send comes back with a short error summary in the first screen at %i px', async (width) => {
    const { page, close } = await open('/referral/', width, false);
    await Promise.all([page.waitForNavigation(), page.locator('#referral-form [data-submit]').click()]);
    expect(page.url()).toMatch(/\/api\/referral$/);
    const summary = page.locator('[data-error-summary]');
    await expect(summary.isVisible()).resolves.toBe(true);
    // The browser moves focus to an autofocus element when it next draws the page, which on a busy machine can
    // come after the load event: wait for that, not a time.
    await expect.poll(() => summary.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    // The summary has focus (autofocus), so a screen reader reads it first and the browser scrolls it into view
    // if it needs to: its heading and first error are in the window, and the page is scrolled less than a screen.
    const box = await summary.evaluate((element) => ({ top: element.getBoundingClientRect().top, scrollY: window.scrollY, focused: element.contains(document.activeElement) }));
    expect(box.focused).toBe(true);
    expect(box.top).toBeGreaterThanOrEqual(0);
    expect(box.scrollY).toBeLessThan(SCREENS[width] / 2);
    expect(box.top + 80).toBeLessThanOrEqual(SCREENS[width]);
    // Only who is referring, the person's first name, a way to reach them, and consent are required.
    await expect(summary.locator('li').count()).resolves.toBe(4);
    await close();
  });
});

describe('content pages at 1280 px', () => {
  it('keeps the sidebar in view as the page scrolls', async () => {
    const { page, close } = await open(EXAMPLES.article, 1280);
    await page.evaluate(() => window.scrollTo(0, 2500));
    const top = await page.locator('.page-aside').evaluate((element) => element.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(100);
    await expect(page.locator('.page-aside a[href^="#"]').first().isVisible()).resolves.toBe(true);
    await close();
  });
});

describe('sensitive articles', () => {
  it.each([375, 1280] as const)('put a line of help above the title, in the first screen at %i px', async (width) => {
    const { page, close } = await open(SENSITIVE, width);
    const found = await page.evaluate(() => {
      const strip = document.querySelector<HTMLElement>('.help-strip--article')!.getBoundingClientRect();
      const title = document.querySelector('h1')!.getBoundingClientRect();
      return { stripBottom: strip.bottom, titleTop: title.top };
    });
    expect(found.stripBottom).toBeLessThanOrEqual(found.titleTop);
    expect(found.stripBottom).toBeLessThanOrEqual(SCREENS[width]);
    await expect(page.locator('.help-strip--article a[href="tel:000"]').isVisible()).resolves.toBe(true);
    await close();
  });

  it('show the help lines at the top and at the end, say we are not a crisis service, and carry no referral prompt', async () => {
    const { page, close } = await open(SENSITIVE, 1280);
    const boxes = page.locator('main .help-lines');
    await expect(boxes.count()).resolves.toBe(2);
    const [first, last] = await boxes.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().top + window.scrollY));
    const prose = await page.locator('main .prose--article').evaluate((element) => ({ top: element.getBoundingClientRect().top + window.scrollY, bottom: element.getBoundingClientRect().bottom + window.scrollY }));
    expect(first!).toBeLessThan(prose.top);
    expect(last!).toBeGreaterThan(prose.bottom);
    await expect(boxes.first().textContent()).resolves.toContain('We are not a crisis service');
    await expect(page.locator('main .cta, main .page-aside__talk').count()).resolves.toBe(0);
    await close();
  });
});

describe('the topic filter', () => {
  it('folds the topic filter behind one line on a phone, and shows every topic on a laptop', async () => {
    const phone = await open('/resources/', 375);
    const summary = phone.page.locator('.filter__summary');
    await expect(summary.isVisible()).resolves.toBe(true);
    await expect(phone.page.locator('.filter__link:visible').count()).resolves.toBe(0);
    await summary.click();
    const links = await phone.page.locator('.filter__link:visible').count();
    expect(links).toBeGreaterThan(5);
    await phone.close();
    const laptop = await open('/resources/', 1280);
    await expect(laptop.page.locator('.filter__link:visible').count()).resolves.toBe(links);
    await laptop.close();
  });
});

/** The badges and tags in the main content whose text wraps onto a second line. */
function wrappedBadges(page: Page): Promise<(string | null)[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('main .status-tag, main .tag, main .badge'))
      .filter((element) => element.checkVisibility())
      .filter((element) => {
        const style = getComputedStyle(element);
        const inner = element.getBoundingClientRect().height - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom) - parseFloat(style.borderTopWidth) - parseFloat(style.borderBottomWidth);
        return inner > parseFloat(style.lineHeight) * 1.5;
      })
      .map((element) => element.textContent),
  );
}

/** Card rows that end short of their list, and grids of items whose last row is not full. */
function emptyCells(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const list of Array.from(document.querySelectorAll<HTMLElement>('main .card-grid'))) {
      if (!list.checkVisibility() || list.children.length < 2) continue;
      const right = list.getBoundingClientRect().right;
      const last = list.lastElementChild!.getBoundingClientRect().right;
      if (right - last > 2) found.push(`${list.className}: the last row ends ${Math.round(right - last)} px short`);
    }
    for (const grid of Array.from(document.querySelectorAll<HTMLElement>('main *'))) {
      const style = getComputedStyle(grid);
      if (style.display !== 'grid' || !grid.checkVisibility() || style.gridTemplateAreas !== 'none') continue;
      const items = Array.from(grid.children).filter((child) => (child as HTMLElement).checkVisibility());
      // A layout grid places its parts (a card's picture beside its meta, text across the row): not a grid of items.
      if (items.some((child) => getComputedStyle(child).gridColumnStart !== 'auto' || getComputedStyle(child).gridColumnEnd !== 'auto')) continue;
      const columns = style.gridTemplateColumns.split(' ').filter((track) => parseFloat(track) > 0).length;
      if (items.length < 2 || columns < 2) continue;
      if (items.length % columns !== 0) found.push(`${grid.className}: ${items.length} items in ${columns} columns`);
    }
    return found;
  });
}
