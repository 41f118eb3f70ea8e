/**
 * Search in a real browser, against the built site served with its own headers (CSP included): real
 * queries, the count read out, help lines after words of distress (every query of the named lists, in every
 * language, and none after the everyday ones), the crisis answer laid out line by line at 320 px and 200%
 * text, the keyboard path, no JavaScript, and nothing fetched until a person searches.
 */
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { runAxe } from '../../tests/support/axe.ts';
import { useBrowser } from '../../tests/support/browser.ts';
import { openPage, waitForIsland } from '../../tests/support/pages.ts';
import { setDefaultFontSize } from '../../tests/support/phone-conditions.ts';
import { DISTRESS_QUERIES, EVERYDAY_QUERIES, REAL_QUERIES } from './fixtures.ts';

const siteUrl = inject('siteUrl');
const browser = useBrowser();

const status = (page: Page) => page.locator('[data-search-status]');
const resultLinks = (page: Page) => page.locator('.search-result__link');

/** Types a query into /search/ and presses Enter, as a person would; waits for the status line to answer. */
async function searchFor(page: Page, query: string): Promise<string> {
  await waitForIsland(page, 'search');
  const input = page.locator('#search-q');
  await input.fill('');
  await input.pressSequentially(query, { delay: 5 });
  await input.press('Enter');
  await page.waitForFunction((q) => {
    const text = document.querySelector('[data-search-status]')?.textContent ?? '';
    return text.includes(`“${q}”`) || text.startsWith('Help lines');
  }, query.trim());
  return (await status(page).textContent()) ?? '';
}

describe('search with JavaScript', () => {
  it.each(['recoveryCoach', 'money', 'carer', 'supportCoordinator', 'misspelt'] as const)('%s: finds the page people want, shown as a link with its kind and summary', async (name) => {
    const { query, finds, within } = REAL_QUERIES[name];
    const { page, problems, close } = await openPage(browser(), `${siteUrl}/search/`, { width: 375 });
    const said = await searchFor(page, query);
    const hrefs = await resultLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.slice(0, within), `${query}: ${hrefs.slice(0, 8).join(', ')}`).toContain(finds);
    // The count read out is the count shown.
    expect(said).toBe(`${hrefs.length} pages found for “${query}”.`);
    const first = page.locator('.search-result').first();
    await expect(first.locator('.search-result__kind').textContent()).resolves.toMatch(/^(Article|Service|Topic|Page|Easy Read|Program)$/);
    await expect(first.locator('.search-result__summary').textContent()).resolves.toBeTruthy();
    await expect(page.locator('[data-search-crisis]').isVisible()).resolves.toBe(false);
    // The address keeps the query, so Back and a shared link show the same results.
    expect(new URL(page.url()).searchParams.get('q')).toBe(query);
    expect(problems).toEqual([]);
    await close();
  });

  it('reads the count out in a polite live region, and says so when nothing is found', async () => {
    const { page, close } = await openPage(browser(), `${siteUrl}/search/`);
    await waitForIsland(page, 'search');
    await expect(status(page).getAttribute('role')).resolves.toBe('status');
    await expect(status(page).getAttribute('aria-live')).resolves.toBe('polite');
    await expect(searchFor(page, 'zzqxv')).resolves.toBe('No pages found for “zzqxv”.');
    await expect(page.locator('[data-search-none]').isVisible()).resolves.toBe(true);
    await expect(resultLinks(page).count()).resolves.toBe(0);
    await close();
  });

  it('shows results as the person types, after a short pause, with no Enter', async () => {
    const { page, close } = await openPage(browser(), `${siteUrl}/search/`);
    await waitForIsland(page, 'search');
    await page.locator('#search-q').pressSequentially('money', { delay: 20 });
    await page.waitForFunction(() => (document.querySelector('[data-search-status]')?.textContent ?? '').includes('“money”'));
    await expect(resultLinks(page).count()).resolves.toBeGreaterThan(2);
    await close();
  });

  it.each(DISTRESS_QUERIES.filter((_, index) => [0, 3, 8, 12, 14].includes(index)))('"$query": the help lines come first, calmly, above the results', async ({ query }) => {
    const { page, close } = await openPage(browser(), `${siteUrl}/search/`, { width: 375 });
    const said = await searchFor(page, query);
    expect(said).toMatch(/^Help lines are listed/);
    expect(said, 'the status line does not repeat words of distress back').not.toContain(query);
    const box = page.locator('[data-search-crisis]');
    await expect(box.isVisible()).resolves.toBe(true);
    const lines = await box.locator('.help-line:visible a[href^="tel:"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(lines.length).toBeGreaterThanOrEqual(2);
    await expect(box.locator('a[href="tel:000"]').isVisible()).resolves.toBe(true);
    const boxTop = (await box.boundingBox())!.y;
    const results = page.locator('[data-search-results]');
    if (await results.isVisible()) expect((await results.boundingBox())!.y).toBeGreaterThan(boxTop);
    // On a phone the box's heading and first line are on the first screen.
    expect(boxTop).toBeLessThan(812 - 150);
    await close();
  });

  it('shows the lines chosen for the words: Safe Steps first after words of violence', async () => {
    const { page, close } = await openPage(browser(), `${siteUrl}/search/`);
    await searchFor(page, 'my partner is abusive');
    const first = page.locator('[data-search-crisis] .help-line:visible').first();
    await expect(first.getAttribute('data-line')).resolves.toBe('safe-steps');
    await expect(page.locator('[data-search-crisis] .help-line:visible[data-line="1800respect"]').count()).resolves.toBe(1);
    await searchFor(page, 'recovery coach');
    await expect(page.locator('[data-search-crisis]').isVisible()).resolves.toBe(false);
    await close();
  });

  it('works from the keyboard: field, Search button, then the results in order; Enter opens one', async () => {
    const { page, close } = await openPage(browser(), `${siteUrl}/search/`);
    await waitForIsland(page, 'search');
    await page.keyboard.press('Tab'); // the first skip link
    // Reach the field by Tab alone, as a keyboard user would.
    for (let i = 0; i < 40 && (await page.evaluate(() => document.activeElement?.id)) !== 'search-q'; i += 1) await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('search-q');
    await page.keyboard.type('support coordinator');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => (document.querySelector('[data-search-status]')?.textContent ?? '').includes('found'));
    await expect(page.evaluate(() => document.activeElement?.id), 'focus stays in the field').resolves.toBe('search-q');
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Search');
    await page.keyboard.press('Tab');
    const first = await resultLinks(page).first().getAttribute('href');
    await expect(page.evaluate(() => document.activeElement?.getAttribute('href'))).resolves.toBe(first);
    await Promise.all([page.waitForURL(`${siteUrl}${first}`), page.keyboard.press('Enter')]);
    await close();
  });

  it('takes a search sent from another page\'s search box (/resources/) and shows its results', async () => {
    const { page, close } = await openPage(browser(), `${siteUrl}/resources/`);
    await page.locator('#resources-search').fill('carer');
    await Promise.all([page.waitForURL(/\/search\/\?q=carer$/), page.locator('#resources-search').press('Enter')]);
    await page.waitForFunction(() => (document.querySelector('[data-search-status]')?.textContent ?? '').includes('“carer”'));
    await expect(page.locator('#search-q').inputValue()).resolves.toBe('carer');
    const hrefs = await resultLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.slice(0, REAL_QUERIES.carer.within)).toContain(REAL_QUERIES.carer.finds);
    await close();
  });

  it('has no accessibility violations, with results and with the help lines', async () => {
    const { page, close } = await openPage(browser(), `${siteUrl}/search/`, { width: 375 });
    await searchFor(page, 'money');
    expect(await runAxe(page)).toEqual([]);
    await searchFor(page, 'self harm');
    expect(await runAxe(page)).toEqual([]);
    await close();
  });
});

/**
 * Sends one query and waits for its own answer: the field is emptied first (which empties the status line
 * and hides the box), so an answer left from the query before is never read as this one's.
 */
async function answer(page: Page, query: string): Promise<void> {
  const input = page.locator('#search-q');
  await input.fill('');
  await input.press('Enter');
  await page.waitForFunction(() => (document.querySelector('[data-search-status]')?.textContent ?? '') === '' && (document.querySelector<HTMLElement>('[data-search-crisis]')?.hidden ?? false));
  await input.fill(query);
  await input.press('Enter');
  await page.waitForFunction(() => (document.querySelector('[data-search-status]')?.textContent ?? '') !== '');
}

describe('every search in the named lists', () => {
  it('shows the help lines after each of the distress queries (every language, with TIS National and that language\'s page), keeps none of them in the address, and never after an everyday query', async () => {
    const { page, problems, close } = await openPage(browser(), `${siteUrl}/search/`, { width: 375 });
    await waitForIsland(page, 'search');
    const box = page.locator('[data-search-crisis]');
    const missed: string[] = [];
    for (const { query, language } of DISTRESS_QUERIES) {
      await answer(page, query);
      if (!(await box.isVisible())) missed.push(query);
      else if (language) {
        await expect(box.locator(`[data-language="${language}"] a`).isVisible(), query).resolves.toBe(true);
        await expect(box.locator('.search-crisis__interpreter a[href="tel:131450"]').isVisible(), query).resolves.toBe(true);
      }
      expect(new URL(page.url()).searchParams.get('q'), query).toBeNull();
      // No page that asks for a referral under words of distress.
      expect(await page.locator('.search-result__kind').allTextContents(), query).not.toContain('Service');
    }
    expect(missed).toEqual([]);
    const noisy: string[] = [];
    for (const query of EVERYDAY_QUERIES) {
      await answer(page, query);
      if (await box.isVisible()) noisy.push(query);
    }
    expect(noisy).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  }, 180_000); // More than a hundred searches in one page, one after another: about 50 s on a quiet machine.
});

describe('the crisis answer, line by line', () => {
  it.each([
    [320, 16],
    [375, 16],
    [1280, 16],
    [320, 32],
    [375, 32],
  ])('at %i px with text at %i px, each line\'s name, channels and hours are separate, styled boxes: no number runs into the next word', async (width, text) => {
    const context = await browser().newContext({ viewport: { width, height: 812 } });
    const page = await context.newPage();
    await setDefaultFontSize(page, text);
    await page.goto(`${siteUrl}/search/`);
    for (const query of ['I want to die', 'took too many pills', 'tự tử']) {
      await searchFor(page, query);
      const found = await page.locator('[data-search-crisis] .help-line:visible').evaluateAll((items) =>
        items.map((item) => {
          const parts = Array.from(item.querySelectorAll<HTMLElement>('.help-line__name, .help-line__about, .help-line__channel, .help-line__hours'));
          const boxes = parts.map((part) => ({ what: `${part.className}: ${part.textContent!.trim().slice(0, 20)}`, box: part.getBoundingClientRect() }));
          const touching: string[] = [];
          boxes.forEach((a, i) =>
            boxes.slice(i + 1).forEach((b) => {
              if (a.box.left < b.box.right && b.box.left < a.box.right && a.box.top < b.box.bottom && b.box.top < a.box.bottom) touching.push(`${a.what} / ${b.what}`);
            }),
          );
          const unstyled = Array.from(item.querySelectorAll<HTMLElement>('.help-line__channel'))
            .filter((link) => {
              const style = getComputedStyle(link);
              return parseFloat(style.borderTopWidth) < 1 || parseFloat(style.minHeight) < 44;
            })
            .map((link) => link.textContent);
          // Each number whole, on one line of its own link.
          const split = Array.from(item.querySelectorAll<HTMLElement>('.help-line__channel .nowrap')).filter((number) => new Set(Array.from(number.getClientRects()).map((rect) => Math.round(rect.top))).size > 1).map((number) => number.textContent);
          const hours = item.querySelector('.help-line__hours')!.getBoundingClientRect().top;
          const lastChannel = Math.max(...Array.from(item.querySelectorAll('.help-line__channel')).map((link) => link.getBoundingClientRect().bottom));
          return { line: item.querySelector('.help-line__name')!.textContent, touching, unstyled, split, hoursBelowChannels: hours >= lastChannel, channels: item.querySelectorAll('.help-line__channel').length };
        }),
      );
      expect(found.length, query).toBeGreaterThanOrEqual(2);
      for (const line of found) {
        expect(line.touching, `${query}: ${line.line}`).toEqual([]);
        expect(line.unstyled, `${query}: ${line.line}`).toEqual([]);
        expect(line.split, `${query}: ${line.line}`).toEqual([]);
        expect(line.hoursBelowChannels, `${query}: ${line.line}`).toBe(true);
        expect(line.channels, `${query}: ${line.line}`).toBeGreaterThanOrEqual(2);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth), query).toBe(width);
    }
    // Lifeline is offered by text and chat too, as in the help panel.
    await searchFor(page, 'I want to die');
    const lifeline = await page.locator('[data-search-crisis] .help-line[data-line="lifeline"] a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(lifeline).toEqual(['tel:131114', 'sms:+61477131114', 'https://www.lifeline.org.au/crisis-chat/']);
    await context.close();
  });
});

describe('search without JavaScript', () => {
  it('sends the form to /search/, which shows the help lines near its top and every page by topic and A to Z', async () => {
    const { page, close } = await openPage(browser(), `${siteUrl}/resources/`, { javaScript: false, width: 375 });
    await page.locator('#resources-search').fill('I want to die');
    await Promise.all([page.waitForURL(/\/search\/\?q=I\+want\+to\+die$/), page.locator('#resources-search').press('Enter')]);
    await expect(page.locator('.search__noscript').isVisible()).resolves.toBe(true);
    const box = page.locator('[data-search-crisis]');
    await expect(box.isVisible()).resolves.toBe(true);
    expect((await box.boundingBox())!.y, 'the help lines start on the first two screens of a phone').toBeLessThan(2 * 812);
    await expect(box.locator('a[href="tel:000"]').isVisible()).resolves.toBe(true);
    await expect(box.locator('.help-line:visible').count()).resolves.toBeGreaterThanOrEqual(2);
    // An interpreter is offered whatever was typed, since the page cannot read it without script.
    await expect(box.locator('.search-crisis__interpreter a[href="tel:131450"]').isVisible()).resolves.toBe(true);
    // Never an empty page: topics, readers, and every page A to Z.
    await expect(page.locator('#browse-topics + ul a').count()).resolves.toBeGreaterThan(5);
    await expect(page.locator('#browse-readers + ul a').count()).resolves.toBe(3);
    const az = await page.locator('.az-group__list a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(az).toContain('/services/psychosocial-recovery-coaching/');
    expect(az).toContain('/resources/cost-of-living-mental-health-ndis/');
    expect(az).toContain('/services/easy-read/');
    // Each letter in the jump list leads to its group.
    for (const href of await page.locator('.az-nav__link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
      await expect(page.locator(href!).count(), href!).resolves.toBe(1);
    }
    await close();
  });

  it('the 404 page and the menu lead to search', async () => {
    const { page, close } = await openPage(browser(), `${siteUrl}/no/such/page/`, { javaScript: false });
    await expect(page.locator('main form[action="/search/"][method="get"] input[name="q"]').count()).resolves.toBe(1);
    await expect(page.locator('#site-nav-list a[href="/search/"]').count()).resolves.toBe(1);
    await close();
  });
});

describe('what search costs, and when', () => {
  it('fetches nothing for search until a person searches or opens /search/, and never another host', async () => {
    const origin = new URL(siteUrl).origin;
    const isSearch = (url: string) => /\/search\/index\.json|\/assets\/search-/.test(url);
    for (const path of ['/', '/resources/', '/no/such/page/']) {
      const { page, requests, close } = await openPage(browser(), `${siteUrl}${path}`, { width: 375 });
      await page.waitForTimeout(2500); // past the islands' idle time
      expect(requests.filter(isSearch), path).toEqual([]);
      expect(requests.filter((url) => !url.startsWith(origin) && !url.startsWith('data:')), path).toEqual([]);
      await close();
    }
    // /search/ with no query: the script may come, the index waits for the person.
    const { page, requests, close } = await openPage(browser(), `${siteUrl}/search/`);
    await waitForIsland(page, 'search');
    await page.waitForTimeout(500);
    expect(requests.filter((url) => url.includes('/search/index.json'))).toEqual([]);
    await page.locator('#search-q').focus();
    await page.waitForResponse((response) => response.url().includes('/search/index.json'));
    expect(requests.filter((url) => !url.startsWith(origin) && !url.startsWith('data:'))).toEqual([]);
    await close();
  });

  it('says so, and keeps the lists and help lines, when the index cannot be fetched', async () => {
    const { page, context, close } = await openPage(browser(), `${siteUrl}/search/`);
    await context.route('**/search/index.json', (route) => route.abort());
    await waitForIsland(page, 'search');
    await page.locator('#search-q').fill('kill myself');
    await page.locator('#search-q').press('Enter');
    await page.waitForFunction(() => (document.querySelector('[data-search-status]')?.textContent ?? '').includes('not working'));
    await expect(page.locator('[data-search-crisis]').isVisible(), 'the crisis check needs no index').resolves.toBe(true);
    await expect(page.locator('.az-group__list a').first().isVisible()).resolves.toBe(true);
    await close();
  });
});
