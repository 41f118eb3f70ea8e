/**
 * The help panel behind "Need help now?", for a person who cannot phone: every channel of every line in
 * site.json is its own link (tel:, sms:, the service's chat page), the lines for anyone that answer at any
 * time come first and fit on one phone screen, the rest fold into groups, 000 comes with the interpreter
 * line, Escape closes the panel and returns focus to its summary, and it has its own Exit this page.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { runAxe } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { NEUTRAL_TITLE, NEUTRAL_URL, useNeutralSite } from '../support/neutral-site.ts';
import { openPage } from '../support/pages.ts';
import { setDefaultFontSize } from '../support/phone-conditions.ts';

const siteUrl = inject('siteUrl');
const browser = useBrowser();
const neutral = useNeutralSite();

interface Line {
  name: string;
  number: string;
  allDay: boolean;
  url?: string;
  text?: { number: string };
  chat?: { url: string };
}
const site = JSON.parse(readFileSync(join(process.cwd(), 'content', 'site.json'), 'utf8')) as {
  helpLines: Record<string, Line>;
  helpPanel: { allDay: string[]; groups: { title: string; lines: string[] }[]; summary: string };
};

/** "13 11 14" -> "131114"; "0477 13 11 14" -> "+61477131114", as the build writes tel: and sms: links. */
const dial = (number: string) => {
  const digits = number.replace(/\D/g, '');
  return /^0[2-478]\d{8}$/.test(digits) ? `+61${digits.slice(1)}` : digits;
};

async function openPanel(page: Page) {
  await page.locator('.help-now__summary').click();
  await expect.poll(() => page.locator('.help-now__panel').isVisible()).toBe(true);
}

/** Every link in the panel, grouped by the help line (h3) it belongs to. */
async function linksByLine(page: Page) {
  return page.locator('.help-now__panel .help-line').evaluateAll((items) =>
    Object.fromEntries(items.map((item) => [item.querySelector('h3')!.textContent, Array.from(item.querySelectorAll('a')).map((a) => ({ href: a.getAttribute('href'), name: a.textContent!.replace(/\s+/g, ' ').trim() }))])),
  );
}

describe('every channel, its own link', () => {
  it('gives each line in site.json a link for each of its channels: call, text, chat (or its website)', async () => {
    const { page, close } = await openPage(browser(), `${siteUrl}/about/`, { width: 1280 });
    await openPanel(page);
    const links = await linksByLine(page);
    for (const [id, line] of Object.entries(site.helpLines)) {
      if (id === 'emergency') continue;
      const hrefs = (links[line.name] ?? []).map((link) => link.href);
      const expected = [`tel:${dial(line.number)}`, ...(line.text ? [`sms:${dial(line.text.number)}`] : []), ...(line.chat ? [line.chat.url] : line.url ? [line.url] : [])];
      expect(hrefs, line.name).toEqual(expected);
    }
    await close();
  });

  it('has at least the channels a person who cannot phone needs', async () => {
    const { page, close } = await openPage(browser(), `${siteUrl}/`, { width: 375 });
    await openPanel(page);
    const links = await linksByLine(page);
    const kinds = (name: string) => (links[name] ?? []).map((link) => (link.href!.startsWith('tel:') ? 'call' : link.href!.startsWith('sms:') ? 'text' : 'online'));
    expect(kinds('Lifeline')).toEqual(['call', 'text', 'online']);
    expect(kinds('Beyond Blue')).toEqual(['call', 'online']);
    expect(kinds('1800RESPECT')).toEqual(['call', 'text', 'online']);
    for (const name of ['13YARN', 'Suicide Call Back Service', 'QLife', 'Kids Helpline']) expect(kinds(name)[0], name).toBe('call');
    expect(links['Lifeline']!.map((link) => link.href)).toEqual(['tel:131114', 'sms:+61477131114', 'https://www.lifeline.org.au/crisis-chat/']);
    expect(links['1800RESPECT']!.map((link) => link.href)).toEqual(['tel:1800737732', 'sms:+61458737732', 'https://www.1800respect.org.au/']);
    // A link's name says the service as well as the channel, for a screen reader's list of links.
    expect(await page.getByRole('link', { name: 'Text 0477 13 11 14, Lifeline', exact: true }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Chat, Lifeline (another website)', exact: true }).count()).toBe(1);
    await close();
  });

  it('says to call 000 and ask for an interpreter, first', async () => {
    const { page, close } = await openPage(browser(), `${siteUrl}/services/`, { width: 375 });
    await openPanel(page);
    const intro = page.locator('.help-panel__intro');
    await expect(intro.textContent()).resolves.toMatch(/We are not a crisis service\. In an emergency, call 000 and ask for an interpreter if you need one\./);
    await expect(intro.locator('a[href="tel:000"]').isVisible()).resolves.toBe(true);
    await close();
  });
});

describe('24/7 first, the rest grouped', () => {
  it('lists the lines for anyone that answer at any time first, and folds the others by who they are for, 24/7 first in each', async () => {
    const { page, close } = await openPage(browser(), `${siteUrl}/`, { width: 375 });
    await openPanel(page);
    const first = await page.locator('.help-now__panel > .container > .help-panel__lines .help-line h3').allTextContents();
    expect(first).toEqual(site.helpPanel.allDay.map((id) => site.helpLines[id]!.name));
    for (const id of site.helpPanel.allDay) expect(site.helpLines[id]!.allDay, id).toBe(true);
    const groups = page.locator('.help-panel__group');
    await expect(groups.count()).resolves.toBe(site.helpPanel.groups.length);
    for (let index = 0; index < site.helpPanel.groups.length; index += 1) {
      const group = groups.nth(index);
      await expect(group.evaluate((details) => (details as HTMLDetailsElement).open)).resolves.toBe(false);
      const names = await group.locator('.help-line h3').allTextContents();
      const allDay = names.map((name) => Object.values(site.helpLines).find((line) => line.name === name)!.allDay);
      expect(allDay, site.helpPanel.groups[index]!.title).toEqual([...allDay].sort((a, b) => Number(b) - Number(a)));
    }
    // A group opens to its lines.
    await page.locator('.help-panel__group-summary', { hasText: 'Family violence' }).click();
    await expect(page.getByRole('link', { name: 'Call 1800 737 732, 1800RESPECT', exact: true }).isVisible()).resolves.toBe(true);
    await close();
  });

  it('at 375 px fits the 24/7 lines in the first screen, and stays shorter than before (1,276 px)', async () => {
    const { page, close } = await openPage(browser(), `${siteUrl}/services/`, { width: 375, height: 812 });
    await openPanel(page);
    const sizes = await page.evaluate(() => ({
      lastAllDay: document.querySelector('.help-now__panel > .container > .help-panel__lines')!.getBoundingClientRect().bottom,
      panel: document.querySelector('.help-now__panel')!.getBoundingClientRect().height,
      width: document.documentElement.scrollWidth,
    }));
    expect(sizes.lastAllDay).toBeLessThanOrEqual(812);
    expect(sizes.panel).toBeLessThan(1276);
    expect(sizes.width).toBe(375);
    await close();
  });

  it('at 375 px with text at 200% keeps every channel link inside the screen, each number whole', async () => {
    const context = await browser().newContext({ viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    await setDefaultFontSize(page, 32);
    await page.goto(`${siteUrl}/services/`);
    await openPanel(page);
    await page.locator('.help-panel__group-summary').evaluateAll((summaries) => summaries.forEach((summary) => (summary as HTMLElement).click()));
    const outside = await page.locator('.help-now__panel a').evaluateAll((links) =>
      links
        .filter((link) => link.checkVisibility())
        .flatMap((link) => {
          const box = link.getBoundingClientRect();
          const number = link.querySelector('.nowrap');
          const numberLines = number ? new Set(Array.from(number.getClientRects()).map((rect) => Math.round(rect.top))).size : 1;
          return box.left < 0 || box.right > window.innerWidth || numberLines > 1 ? [link.textContent] : [];
        }),
    );
    expect(outside).toEqual([]);
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBe(375);
    await context.close();
  });
});

describe('keyboard', () => {
  it.each([375, 1280])('Escape closes the open panel and returns focus to "Need help now?" at %i px', async (width) => {
    const { page, problems, close } = await openPage(browser(), `${siteUrl}/about/`, { width });
    const summary = page.locator('.help-now__summary');
    await summary.focus();
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-island="help-panel"][data-island-state="ready"]');
    await expect.poll(() => page.locator('.help-now__details').evaluate((details) => (details as HTMLDetailsElement).open)).toBe(true);
    // Move into the panel, as someone reading its links would.
    await page.getByRole('link', { name: 'Call 13 11 14, Lifeline', exact: true }).focus();
    await page.keyboard.press('Escape');
    await expect(page.locator('.help-now__details').evaluate((details) => (details as HTMLDetailsElement).open)).resolves.toBe(false);
    await expect(page.evaluate(() => document.activeElement?.classList.contains('help-now__summary'))).resolves.toBe(true);
    expect(problems).toEqual([]);
    await close();
  });
});

describe('its own Exit this page', () => {
  it('leaves for the neutral site from the panel on a page without one of its own', async () => {
    const { page, context, close } = await openPage(browser(), `${siteUrl}/services/`, { width: 375 });
    const { refused } = await neutral.route(context);
    await openPanel(page);
    const exit = page.locator('.help-now__panel a[data-quick-exit-button]');
    await expect(exit.getAttribute('href')).resolves.toBe(NEUTRAL_URL);
    await page.waitForSelector('[data-island="help-panel"][data-island-state="ready"]');
    await Promise.all([page.waitForURL(NEUTRAL_URL), exit.click()]);
    await expect(page.title()).resolves.toBe(NEUTRAL_TITLE);
    expect(refused).toEqual([]);
    await close();
  });
});

describe('accessibility', () => {
  it.each([375, 1280])('has no axe violations open, with a group open, at %i px', async (width) => {
    const { page, close } = await openPage(browser(), `${siteUrl}/about/`, { width });
    await openPanel(page);
    expect(await runAxe(page, '.help-now')).toEqual([]);
    await page.locator('.help-panel__group-summary').first().click();
    expect(await runAxe(page, '.help-now')).toEqual([]);
    await close();
  });
});
