/**
 * The pages in community languages, in Chromium: each reads in its own script with the right lang and
 * direction, is clean for axe (and for axe and HTML_CodeSniffer at pa11y's 1280 px too) and never wider than a 320 px screen; every
 * character on it draws with a real glyph from the fonts the tests install (and the check does catch a
 * character no font has); a right-to-left page is a mirror (the call card, borders and list markers swap
 * sides) while numbers and names stay left to right; and the language chooser, labelled in each script, is on
 * every kind of page and beside the interpreter line on /contact/ and /referral/.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { runAxe } from '../support/axe.ts';
import { CHROME_FLAGS, chromePath, useBrowser } from '../support/browser.ts';
import { htmlcsIssues, htmlcsLine } from '../support/htmlcs.ts';
import { missingGlyphs } from '../support/glyphs.ts';
import { LANGUAGES } from '../support/languages.ts';
import { openPage } from '../support/pages.ts';

const siteUrl = inject('siteUrl');
const browser = useBrowser();
const work = mkdtempSync(join(tmpdir(), 'language-pages-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const PHONE = { width: 375, height: 812 };
const NARROWEST = { width: 320, height: 640 };
const LAPTOP = { width: 1280, height: 900 };
const LANGUAGE_PATHS = ['/languages/', ...LANGUAGES.map(({ slug }) => `/languages/${slug}/`)];
const RTL = LANGUAGES.filter(({ dir }) => dir === 'rtl');
const LTR = LANGUAGES.filter(({ dir }) => dir === 'ltr');

/** Where each part sits on screen. */
const box = async (page: Page, selector: string) => {
  const found = await page.locator(selector).first().boundingBox();
  if (!found) throw new Error(`${selector} is not on screen`);
  return found;
};

describe('each language page', () => {
  it.each(LANGUAGES)('$slug: reads in its script, lang="$lang" dir="$dir", axe clean, no wider than 320 px, nothing from another host', async ({ slug, lang, dir, script }) => {
    const { page, close, problems, requests } = await openPage(browser(), `${siteUrl}/languages/${slug}/`, NARROWEST);
    const state = await page.evaluate(() => {
      const main = document.querySelector('main')!;
      return {
        lang: document.documentElement.lang,
        mainDirection: getComputedStyle(main).direction,
        headerDirection: getComputedStyle(document.querySelector('header.site-header')!).direction,
        headerLang: document.querySelector('header.site-header')!.closest('[lang]')!.getAttribute('lang'),
        text: main.innerText,
        width: document.documentElement.scrollWidth,
      };
    });
    const axe = await runAxe(page);
    await close();
    expect(state.lang).toBe(lang);
    expect(state.mainDirection).toBe(dir);
    expect(state.headerDirection, 'the English header stays left to right').toBe('ltr');
    expect(state.headerLang).toBe('en-AU');
    const inScript = [...state.text].filter((character) => script.test(character)).length;
    expect(inScript, 'characters of the page in its own script').toBeGreaterThan(slug.startsWith('chinese') ? 10 : 300);
    expect(state.width, 'page width at 320 px').toBeLessThanOrEqual(NARROWEST.width);
    expect(axe).toEqual([]);
    expect(problems).toEqual([]);
    expect(requests.filter((url) => !url.startsWith(siteUrl) && !url.startsWith('data:'))).toEqual([]);
  });

  it.each([...LANGUAGE_PATHS, '/'])('%s: every character draws with a real glyph', async (path) => {
    const { page, close } = await openPage(browser(), `${siteUrl}${path}`, PHONE);
    const report = await missingGlyphs(page);
    await close();
    expect(report.missing).toEqual([]);
    expect(report.characters).toBeGreaterThan(60);
  });

  it('the glyph check catches a character no installed font has, and only it', async () => {
    const { page, close } = await openPage(browser(), `${siteUrl}/languages/khmer/`, PHONE);
    await page.evaluate(() => {
      const paragraph = document.createElement('p');
      paragraph.id = 'no-font-has-this';
      // Khmer and Gurmukhi the fonts have, then U+E000 and U+F8FF, private-use characters no font here has.
      paragraph.textContent = 'ភាសាខ្មែរ ਪੰਜਾਬੀ \uE000 \uF8FF';
      document.querySelector('main')!.append(paragraph);
    });
    const report = await missingGlyphs(page, '#no-font-has-this');
    await close();
    expect(report.missing.map((glyph) => glyph.codePoint)).toEqual(['U+E000', 'U+F8FF']);
  });

  it('the glyph check fails the Khmer page in a browser that has none of the Noto fonts', async () => {
    // Fontconfig told to see DejaVu only (Latin, Greek, Cyrillic, some Arabic): no Khmer, Gurmukhi, Sinhala or Han.
    const config = join(work, 'fonts.conf');
    writeFileSync(config, `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">\n<fontconfig><dir>/usr/share/fonts/truetype/dejavu</dir><cachedir>${join(work, 'fontconfig-cache')}</cachedir></fontconfig>\n`);
    const bare = await chromium.launch({ executablePath: chromePath(), args: CHROME_FLAGS, env: { ...process.env, FONTCONFIG_FILE: config } });
    try {
      const { page, close } = await openPage(bare, `${siteUrl}/languages/khmer/`, PHONE);
      const report = await missingGlyphs(page);
      await close();
      const missing = report.missing.map((glyph) => glyph.text).join('');
      for (const script of [/\p{Script=Khmer}/u, /\p{Script=Gurmukhi}/u, /\p{Script=Sinhala}/u, /\p{Script=Han}/u]) expect(missing, String(script)).toMatch(script);
      // Every Khmer letter and sign on the page is among them.
      const page2 = await openPage(browser(), `${siteUrl}/languages/khmer/`, PHONE);
      const khmer = new Set((await page2.page.evaluate(() => document.querySelector('main')!.textContent!)).match(/\p{Script=Khmer}/gu));
      await page2.close();
      expect(new Set([...missing].filter((character) => /\p{Script=Khmer}/u.test(character)))).toEqual(khmer);
    } finally {
      await bare.close();
    }
  });
});

describe('right to left', () => {
  it.each(RTL)('$slug is a mirror at 1280 px: the call card on the left, the text on the right', async ({ slug }) => {
    const { page, close } = await openPage(browser(), `${siteUrl}/languages/${slug}/`, LAPTOP);
    const card = await box(page, '.language-page__call');
    const help = await box(page, '.language-help');
    const title = await box(page, 'main h1');
    await close();
    expect(card.x + card.width).toBeLessThan(help.x);
    expect(title.x + title.width, 'the title ends at the right edge of the content').toBeGreaterThan(LAPTOP.width - 64);
  });

  it.each(LTR.filter(({ slug }) => slug === 'vietnamese' || slug === 'khmer'))('$slug (left to right) has the call card on the right at 1280 px', async ({ slug }) => {
    const { page, close } = await openPage(browser(), `${siteUrl}/languages/${slug}/`, LAPTOP);
    const card = await box(page, '.language-page__call');
    const help = await box(page, '.language-help');
    await close();
    expect(card.x).toBeGreaterThan(help.x + help.width);
  });

  it.each(RTL)('$slug on a phone: the help box border, list markers and steps on the right; numbers left to right', async ({ slug }) => {
    const { page, close } = await openPage(browser(), `${siteUrl}/languages/${slug}/`, PHONE);
    const layout = await page.evaluate(() => {
      const help = getComputedStyle(document.querySelector('.language-help')!);
      const steps = document.querySelector('.language-section__steps')!;
      const step = steps.querySelector('li')!.getBoundingClientRect();
      const list = steps.getBoundingClientRect();
      // Each number's digits, in reading order, must run left to right on screen.
      const numbers = Array.from(document.querySelectorAll<HTMLAnchorElement>('main a.tel')).map((link) => {
        const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
        const xs: number[] = [];
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (let i = 0; i < node.textContent!.length; i += 1) {
            if (!/\d/.test(node.textContent![i]!)) continue;
            const range = document.createRange();
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            xs.push(range.getBoundingClientRect().x);
          }
        }
        return { text: link.textContent, direction: getComputedStyle(link).direction, ordered: xs.every((x, i) => i === 0 || x > xs[i - 1]!) };
      });
      return { borderRight: help.borderRightWidth, borderLeft: help.borderLeftWidth, stepInsetRight: list.right - step.right, stepInsetLeft: step.left - list.left, numbers };
    });
    await close();
    expect(layout.borderRight).not.toBe('0px');
    expect(layout.borderLeft).toBe('0px');
    expect(layout.stepInsetRight, 'the step numbers sit on the right').toBeGreaterThan(layout.stepInsetLeft);
    expect(layout.numbers.length).toBeGreaterThanOrEqual(6);
    for (const number of layout.numbers) {
      expect(number.direction, number.text!).toBe('ltr');
      expect(number.ordered, `${number.text} reads left to right`).toBe(true);
    }
  });
});

describe('the language chooser', () => {
  const SAMPLE = ['/', '/services/support-coordination/', '/resources/understanding-psychosocial-recovery-coaching/', '/about/', '/easy-read/', '/privacy/', '/contact/', '/referral/', '/languages/dari/', '/404.html'];

  it.each(SAMPLE)('%s: in the footer, each language in its own script with its English name, under the Interpreter Symbol', async (path) => {
    const { page, close } = await openPage(browser(), `${siteUrl}${path}`, PHONE);
    const chooser = await page.evaluate(() => {
      const section = document.querySelector('footer .language-chooser')!;
      return {
        visible: section.getBoundingClientRect().height > 0,
        symbol: (() => {
          const svg = section.querySelector('svg.interpreter-symbol')!;
          return { role: svg.getAttribute('role'), label: svg.getAttribute('aria-label'), width: svg.getBoundingClientRect().width };
        })(),
        links: Array.from(section.querySelectorAll<HTMLAnchorElement>('a')).map((link) => ({
          href: link.getAttribute('href'),
          hreflang: link.hreflang,
          name: link.querySelector('[lang]:not([lang="en-AU"])')?.textContent,
          nameLang: link.querySelector('[lang]:not([lang="en-AU"])')?.getAttribute('lang'),
          english: link.querySelector('[lang="en-AU"]')?.textContent,
          accessibleText: link.innerText.replace(/\s+/g, ' ').trim(),
        })),
      };
    });
    await close();
    expect(chooser.visible).toBe(true);
    expect(chooser.symbol).toMatchObject({ role: 'img', label: expect.stringMatching(/National Interpreter Symbol/) });
    expect(chooser.symbol.width).toBeGreaterThanOrEqual(24);
    const current = path.startsWith('/languages/') ? path : undefined;
    const expected = LANGUAGES.filter(({ slug }) => `/languages/${slug}/` !== current);
    expect(chooser.links.map((link) => link.href)).toEqual(expect.arrayContaining(expected.map(({ slug }) => `/languages/${slug}/`)));
    for (const { slug, lang, script } of expected) {
      const link = chooser.links.find((candidate) => candidate.href === `/languages/${slug}/`)!;
      expect(link.hreflang).toBe(lang);
      expect(link.nameLang).toBe(lang);
      expect(link.name).toMatch(script);
      expect(link.accessibleText).toBe(`${link.name} · ${link.english}`);
    }
  });

  it.each(['/contact/', '/referral/'])('%s: also in the page, right after the interpreter line', async (path) => {
    const { page, close } = await openPage(browser(), `${siteUrl}${path}`, PHONE);
    const order = await page.evaluate(() => {
      const interpreter = document.querySelector('main [data-line="interpreter"]')!;
      const chooser = document.querySelector('main .language-chooser')!;
      const between = interpreter.getBoundingClientRect().bottom <= chooser.getBoundingClientRect().top;
      return { follows: Boolean(interpreter.compareDocumentPosition(chooser) & Node.DOCUMENT_POSITION_FOLLOWING), between, gap: chooser.getBoundingClientRect().top - interpreter.getBoundingClientRect().bottom, links: chooser.querySelectorAll('a[hreflang]').length };
    });
    await close();
    expect(order.follows).toBe(true);
    expect(order.between).toBe(true);
    expect(order.gap, 'px between the interpreter line and the chooser').toBeLessThan(400);
    expect(order.links).toBe(LANGUAGES.length);
  });
});

describe('pa11y\'s checks at 1280 px', () => {
  // What pa11y-ci with both its runners checked here, in this file's browser, one load a page: the project's
  // axe (its tags include every one pa11y's axe runner asks for: wcag2a, wcag21a, wcag2aa, wcag21aa) and
  // HTML_CodeSniffer as pa11y runs it (tests/support/htmlcs.ts), at pa11y's default window.
  it.each(LANGUAGE_PATHS)('%s: axe and HTML_CodeSniffer (WCAG 2 AA) find nothing', async (path) => {
    const { page, close } = await openPage(browser(), `${siteUrl}${path}`, { width: 1280, height: 1024 });
    try {
      expect([...(await runAxe(page)), ...(await htmlcsIssues(page)).map(htmlcsLine)]).toEqual([]);
    } finally {
      await close();
    }
  });
});
