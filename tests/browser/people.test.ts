/**
 * The human layer, in Chromium at a phone and a laptop width: the home page's length, pictures at every
 * width, where each audience card leads (and that the referral form reads its choice), the footer's
 * Acknowledgement of Country and interpreter and relay lines, Easy Read pages linked both ways, and the
 * registration status said once per page. Then, on fixture builds: the "illustrative" captions appear and
 * disappear with site.json's `unconfirmed`, and the rating links to its source once one is set.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startSiteServer, type SiteServer } from '../../server/site-server.ts';
import { useBrowser } from '../support/browser.ts';
import { runBuild } from '../support/cli.ts';
import { loadEveryIsland, openPage, waitForIsland } from '../support/pages.ts';
import { visitorPagePaths, readPage } from '../support/site.ts';

const siteUrl = inject('siteUrl');
const siteDir = inject('siteDir');
const browser = useBrowser();

const PHONE = { width: 375, height: 812 };
const LAPTOP = { width: 1280, height: 800 };
const WIDTHS = [PHONE, LAPTOP] as const;
const MAX_HOME_SCREENS = 13;

/** Scrolls through the page (so lazy pictures and islands load) and back to the top. */
const settle = (page: Page) => loadEveryIsland(page, { backToTop: true });

describe('the home page', () => {
  it(`reads in ${MAX_HOME_SCREENS} screens or fewer at 375 by 812`, async () => {
    const { page, close } = await openPage(browser(), `${siteUrl}/`, PHONE);
    await settle(page);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    await close();
    expect(height / PHONE.height, `${height} px`).toBeLessThanOrEqual(MAX_HOME_SCREENS);
  });

  it.each(WIDTHS)('shows the hero drawing and every picture at $width px', async (size) => {
    const { page, close } = await openPage(browser(), `${siteUrl}/`, size);
    await settle(page);
    const hero = await page.locator('#hero .hero__art').boundingBox();
    expect(hero?.width ?? 0, 'hero drawing width').toBeGreaterThanOrEqual(64);
    const pictures = await page.evaluate(async () => {
      const images = Array.from(document.querySelectorAll<HTMLImageElement>('main img.art'));
      for (const image of images) {
        image.scrollIntoView();
        await image.decode().catch(() => undefined);
      }
      return images.map((image) => ({ src: image.getAttribute('src'), alt: image.getAttribute('alt'), loaded: image.complete && image.naturalWidth > 0, width: image.getBoundingClientRect().width, section: image.closest('section')?.id }));
    });
    await close();
    const bySection = new Map<string, number>();
    for (const picture of pictures) {
      expect(picture.loaded, `${picture.src} loaded`).toBe(true);
      expect(picture.width, `${picture.src} shown`).toBeGreaterThan(24);
      expect(picture.alt, `${picture.src} is decorative`).toBe('');
      bySection.set(picture.section ?? '', (bySection.get(picture.section ?? '') ?? 0) + 1);
    }
    expect(bySection.get('who-we-support')).toBe(6);
    expect(bySection.get('outcomes')).toBe(6);
    expect(bySection.get('difference')).toBe(4);
    expect(bySection.get('resources')).toBe(3);
  });

  it('sends each audience card somewhere useful for that visitor', () => {
    const home = readPage(siteDir, '/');
    const targets = Object.fromEntries(home.querySelectorAll('#who-we-support .audience-card').map((card) => [card.querySelector('h3')!.textContent, card.querySelector('a')!.getAttribute('href')]));
    expect(targets).toMatchObject({
      'People living with psychosocial disability': '/referral/?referrerType=self',
      'Families and carers': '/referral/#not-agreed-yet',
      Referrers: '/referrers/',
    });
    // The carers program the families card points to has its own page.
    expect(readPage(siteDir, '/programs/family-and-carer-support/').querySelector('h1')?.textContent).toMatch(/Family and carer support/);
  });

  it('opens the referral form with the right choice made when a card says who is referring', async () => {
    for (const [value, label] of [
      ['self', 'Referring myself'],
      ['family-carer', 'A family member or carer'],
    ] as const) {
      const { page, close, problems } = await openPage(browser(), `${siteUrl}/referral/?referrerType=${value}`, PHONE);
      await waitForIsland(page, 'form');
      await expect.poll(() => page.getByLabel(label, { exact: true }).isChecked()).toBe(true);
      expect(problems).toEqual([]);
      await close();
    }
  });

  it.each(WIDTHS)('keeps badges, stats and headline lines whole, grids without gaps and the carousel in line, at $width px', async (size) => {
    const { page, close } = await openPage(browser(), `${siteUrl}/`, size);
    await settle(page);
    const layout = await page.evaluate(() => {
      // Lines of text in an element: the tops of its text's boxes, counting tops more than 8 px apart.
      const lines = (el: Element) => {
        const tops: number[] = [];
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        const range = document.createRange();
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          // A claim's caption is a line of its own under the badge (the rating's, while unconfirmed).
          if (!node.textContent?.trim() || node.parentElement?.closest('.visually-hidden, .claim-caption')) continue;
          range.selectNodeContents(node);
          for (const rect of Array.from(range.getClientRects())) if (rect.width > 0) tops.push(rect.top);
        }
        tops.sort((a, b) => a - b);
        return tops.filter((top, index) => index === 0 || top - tops[index - 1]! > 8).length;
      };
      const rows = (list: Element) => {
        const tops = Array.from(list.children)
          .filter((item) => item.getBoundingClientRect().width > 0)
          .map((item) => Math.round(item.getBoundingClientRect().top));
        const counts = new Map<number, number>();
        for (const top of tops) counts.set(top, (counts.get(top) ?? 0) + 1);
        return [...counts.values()];
      };
      const heading = document.querySelector('#testimonials h2')!.getBoundingClientRect();
      const carousel = document.querySelector('#testimonials .carousel')!.getBoundingClientRect();
      const box = document.querySelector<HTMLElement>('#testimonials > .container')!;
      const contentRight = box.getBoundingClientRect().right - parseFloat(getComputedStyle(box).paddingRight);
      return {
        badges: Array.from(document.querySelectorAll('#trust .badge')).map((badge) => ({ text: badge.textContent, lines: lines(badge) })),
        stats: Array.from(document.querySelectorAll('#stats .claims__value')).map((value) => ({ text: value.textContent, lines: lines(value) })),
        headline: Array.from(document.querySelectorAll('.hero__title-line')).map((line) => ({ text: line.textContent, lines: lines(line) })),
        grids: Array.from(document.querySelectorAll('.audience-grid, .outcome-grid, main .card-grid, main .people, main .steps')).map((list) => ({ name: list.className, rows: rows(list) })),
        // Under its heading on narrower screens; on a wide one the section is a row, the carousel beside it.
        carouselOffset: window.innerWidth >= 1024 ? Math.abs(carousel.top - heading.top) : Math.abs(carousel.left - heading.left),
        carouselBeside: carousel.left >= heading.right && contentRight - carousel.right <= 2,
        wide: window.innerWidth >= 1024,
      };
    });
    await close();
    for (const item of [...layout.badges, ...layout.stats, ...layout.headline]) expect(item.lines, `"${item.text}" on one line`).toBe(1);
    for (const grid of layout.grids) {
      // Every row as full as the first: no empty cells at the end of a grid.
      expect(grid.rows.every((count) => count === grid.rows[0]), `${grid.name}: rows of ${grid.rows.join(', ')}`).toBe(true);
    }
    if (layout.wide) {
      expect(layout.carouselBeside, 'the carousel fills the row beside its heading').toBe(true);
      expect(layout.carouselOffset, 'the carousel starts level with its heading').toBeLessThanOrEqual(2);
    } else {
      expect(layout.carouselOffset, 'carousel starts where its heading starts').toBeLessThanOrEqual(2);
    }
  });
});

describe('the footer, on every width', () => {
  it.each(WIDTHS)('acknowledges the Traditional Owners and gives interpreter and relay numbers at $width px', async (size) => {
    const { page, close } = await openPage(browser(), `${siteUrl}/about/`, size);
    const footer = page.locator('#site-footer');
    const acknowledgement = footer.locator('#acknowledgement');
    await expect.poll(() => acknowledgement.isVisible()).toBe(true);
    const text = await acknowledgement.textContent();
    expect(text).toMatch(/Acknowledgement of Country/);
    expect(text).toMatch(/Wurundjeri Woi-wurrung/);
    expect(text).toMatch(/Bunurong/);
    expect(await footer.locator('[data-line="interpreter"] a[href="tel:131450"]').isVisible()).toBe(true);
    expect(await footer.locator('[data-line="relay"] a[href="tel:133677"]').isVisible()).toBe(true);
    expect(await footer.locator('a[href="/referrers/"]').isVisible()).toBe(true);
    await close();
  });

  it('gives interpreter and relay lines on /contact/ and /referral/, and /referral/ links to /referrers/', () => {
    for (const path of ['/contact/', '/referral/']) {
      const main = readPage(siteDir, path).querySelector('main')!;
      expect(main.querySelector('[data-line="interpreter"] a[href="tel:131450"]'), path).not.toBeNull();
      expect(main.querySelector('[data-line="relay"] a[href="tel:133677"]'), path).not.toBeNull();
    }
    expect(readPage(siteDir, '/referral/').querySelector('main a[href="/referrers/"]')).not.toBeNull();
  });
});

describe('registration status', () => {
  it('is said at most once in the page itself on every page, and always in the footer', () => {
    const notice = JSON.parse(readFileSync(join(siteDir, '..', 'content', 'site.json'), 'utf8')).registration.notice.slice(0, 60) as string;
    for (const path of visitorPagePaths(siteDir)) {
      const page = readPage(siteDir, path);
      if (page.querySelector('meta[http-equiv="refresh"]')) continue;
      const main = page.querySelector('main');
      if (!main) continue;
      main.querySelectorAll('script').forEach((script) => script.remove());
      const inMain = main.textContent.split(notice).length - 1;
      expect(inMain, `${path}: times in the page`).toBeLessThanOrEqual(1);
      expect(page.querySelector('#registration-notice')?.textContent, `${path}: footer`).toContain(notice);
    }
  });
});

describe('Easy Read', () => {
  const PAIRS = [
    ['/about/', '/about/easy-read/'],
    ['/services/', '/services/easy-read/'],
    ['/referral/', '/referral/easy-read/'],
  ] as const;

  it.each(PAIRS)('%s and its Easy Read version %s link to each other, and /accessibility/ links to it', async (original, easy) => {
    for (const size of WIDTHS) {
      const { page, close } = await openPage(browser(), `${siteUrl}${original}`, size);
      await page.locator(`main a[href="${easy}"]`).first().click();
      await page.waitForURL(`${siteUrl}${easy}`);
      // One picture beside each idea, and large type.
      const ideas = await page.evaluate(() =>
        Array.from(document.querySelectorAll('.easy-read__item')).map((item) => ({
          picture: item.querySelector('img.art')?.getAttribute('alt'),
          size: parseFloat(getComputedStyle(item.querySelector('.easy-read__text')!).fontSize),
        })),
      );
      expect(ideas.length).toBeGreaterThanOrEqual(8);
      for (const idea of ideas) {
        expect(idea.picture).toBe('');
        expect(idea.size).toBeGreaterThanOrEqual(18.6); // 14 pt
      }
      await page.locator(`main a[href="${original}"]`).first().click();
      await page.waitForURL(`${siteUrl}${original}`);
      await close();
    }
    expect(readPage(siteDir, '/accessibility/').querySelector(`main a[href="${easy}"]`)).not.toBeNull();
  });
});

describe('sample content, on fixture builds', () => {
  const FIXTURE = 'tests/fixtures/site';
  const SOURCE = 'https://reviews.provider.com.au/example-support';
  let work: string;
  const servers: SiteServer[] = [];
  let sampleUrl: string;
  let confirmedUrl: string;

  async function buildAndServe(name: string, edit?: (site: Record<string, unknown>) => void): Promise<string> {
    const content = join(work, name);
    cpSync(FIXTURE, content, { recursive: true });
    if (edit) {
      const file = join(content, 'site.json');
      const site = JSON.parse(readFileSync(file, 'utf8'));
      edit(site);
      writeFileSync(file, JSON.stringify(site));
    }
    const out = join(work, `${name}-out`);
    const result = runBuild(['--content', content, '--out', out, '--no-share-images', '--quiet']);
    if (result.code !== 0) throw new Error(result.stderr);
    const server = await startSiteServer({ siteDir: out, submissionsFile: join(work, `${name}.jsonl`) });
    servers.push(server);
    return server.url;
  }

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'people-'));
    sampleUrl = await buildAndServe('sample');
    confirmedUrl = await buildAndServe('confirmed', (site) => {
      site.unconfirmed = [];
      (site.rating as Record<string, unknown>).sourceUrl = SOURCE;
    });
  });

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    rmSync(work, { recursive: true, force: true });
  });

  async function captions(base: string, path: string, size: { width: number; height: number }) {
    const { page, close } = await openPage(browser(), `${base}${path}`, size);
    await settle(page);
    const found = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLElement>('[data-illustrative]'))
        .filter((el) => el.getBoundingClientRect().width > 0 && getComputedStyle(el).visibility !== 'hidden')
        .map((el) => el.dataset.illustrative),
    );
    await close();
    return new Set(found);
  }

  it.each(WIDTHS)('captions team, testimonials and the story as illustrative while unconfirmed, at $width px', async (size) => {
    expect([...(await captions(sampleUrl, '/team/', size))]).toEqual(expect.arrayContaining(['team.members']));
    // The spec's rating shows with its caption until it is confirmed.
    expect([...(await captions(sampleUrl, '/', size))]).toEqual(expect.arrayContaining(['team.members', 'testimonials', 'stats.0', 'rating']));
    expect([...(await captions(sampleUrl, '/about/', size))]).toEqual(expect.arrayContaining(['story']));
  });

  it.each(WIDTHS)('drops every caption once site.json confirms the fields, at $width px', async (size) => {
    for (const path of ['/', '/team/', '/about/', '/referrers/']) expect([...(await captions(confirmedUrl, path, size))], path).toEqual([]);
  });

  it.each(WIDTHS)('links the rating to its source only when one is set, at $width px', async (size) => {
    for (const [base, expected] of [
      [sampleUrl, 0],
      [confirmedUrl, 1],
    ] as const) {
      const { page, close } = await openPage(browser(), `${base}/`, size);
      const link = page.locator(`#trust [data-rating] a[href="${SOURCE}"]`);
      expect(await link.count()).toBe(expected);
      if (expected) {
        expect(await link.isVisible()).toBe(true);
        expect(await link.textContent()).toMatch(/4\.9.*community rated/);
      }
      await close();
    }
  });
});
