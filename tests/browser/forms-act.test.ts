/**
 * The forms people act on (issue 28), in Chromium against the built site and the real receiver, with and
 * without JavaScript:
 * - the contact form leads at 375 by 812: its first field, and a failed send's error summary heading, on
 *   the first screen; the interpreter line once; "(optional)" on optional questions; a phone or an e-mail
 *   is enough;
 * - an NDIA-managed referral says at once (or on sending) what that means and what we can still do, and is
 *   sent only once the person chooses what they would like;
 * - a referral the person has not agreed to leads to ways forward, not a dead end;
 * - a program page takes an expression of interest for that program, with its own draft when asked for;
 * - the Easy Read "Ask us to call you" form, linked from every Easy Read page;
 * axe on every state, and pa11y on the form pages.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { StoredSubmission } from '../../server/form-receiver.ts';
import { validCallback, validInterest } from '../../widgets/form/fixtures.ts';
import type { FormValues } from '../../widgets/form/validation.ts';
import { runAxe } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { pa11yIssues } from '../support/pa11y.ts';
import { openPage, type OpenedPage } from '../support/pages.ts';
import { readPage } from '../support/site.ts';
import { fillForm } from '../support/fill-form.ts';

const siteUrl = inject('siteUrl');
const siteDir = inject('siteDir');
const submissionsFile = inject('submissionsFile');
const browser = useBrowser();

const PHONE = { width: 375, height: 812 };
const MODES = [
  ['with JavaScript', true],
  ['without JavaScript', false],
] as const;

type Stored = StoredSubmission & { values: Record<string, string | string[]> };
function stored(): Stored[] {
  if (!existsSync(submissionsFile)) return [];
  return readFileSync(submissionsFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Stored);
}

async function open(path: string, javaScript: boolean, size = PHONE): Promise<OpenedPage> {
  const opened = await openPage(browser(), `${siteUrl}${path}`, { ...size, javaScript });
  if (javaScript) await opened.page.waitForSelector('[data-island="form"][data-island-state="ready"]', { timeout: 15_000 });
  return opened;
}

/** Fills a form the way a person would: typing, ticking and choosing. */
const fill = fillForm;

/** Sends the form and waits for the next page (without script) or the answer (with it). */
async function send(page: Page, form: string, javaScript: boolean, expectPath?: string): Promise<void> {
  const button = page.locator(`#${form}-form [data-submit]`);
  // Without script the receiver answers the POST with the thank-you page itself (its reference filled in), at the form's address.
  if (expectPath && javaScript) await Promise.all([page.waitForURL(`**${expectPath}`), button.click()]);
  else if (expectPath) {
    await Promise.all([page.waitForURL(`**/api/${form}`), button.click()]);
    await page.locator('[data-sent-reference]:not([hidden])').waitFor();
  }
  else if (!javaScript) await Promise.all([page.waitForNavigation(), button.click()]);
  else {
    await button.click();
    await page.locator(`#${form}-form [data-error-summary]:not([hidden])`).waitFor({ timeout: 10_000 });
  }
}

/**
 * axe on what the page shows now. axe needs script, so a page opened without JavaScript is checked as a copy:
 * its HTML served at a made-up address on the same site (so styles load), with the form's own script doing
 * nothing, so the form stays exactly as the server sent it.
 */
async function axe(page: Page, javaScript: boolean, selector = 'main'): Promise<string[]> {
  if (javaScript) return runAxe(page, selector);
  const html = await page.content();
  const context = await browser().newContext({ viewport: PHONE });
  try {
    await context.route(/\/assets\/form-[\w-]+\.js$/, (route) => route.fulfill({ contentType: 'text/javascript', body: 'export default function () {}' }));
    await context.route(`${siteUrl}/__no-script-copy/`, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }));
    const copy = await context.newPage();
    await copy.goto(`${siteUrl}/__no-script-copy/`, { waitUntil: 'load' });
    return await runAxe(copy, selector);
  } finally {
    await context.close();
  }
}

/** Where an element is on the page (not in the window), in px, and the window's scroll. */
const box = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return { top: Math.round(rect.top + window.scrollY), bottom: Math.round(rect.bottom + window.scrollY), scrollY: Math.round(window.scrollY) };
  });

describe('the contact form, at 375 by 812', () => {
  it.each(MODES)('shows our phone, e-mail, hours and area in the first screen, then the crisis lines, then the form, %s', async (_mode, javaScript) => {
    const { page, close } = await open('/contact/', javaScript);
    const first = await page.locator('#contact-form .form__group input:not([type="hidden"]), #contact-form .form__group select, #contact-form .form__group textarea').first().getAttribute('id');
    expect(first).toBe('contact-name');
    const phone = await box(page, '.contact-ways a[href^="tel:"]');
    const ways = await box(page, '.contact-ways');
    const field = await box(page, '#contact-name');
    console.log(`contact at 375, ${javaScript ? 'with' : 'without'} JavaScript: office phone at ${phone.top} px (before issue 39: 3241), ways to reach us end at ${ways.bottom} px, first field at ${field.top} px (issue 28 had it at 748)`);
    // Issue 39: someone who would rather call finds the number before a long form.
    expect(ways.bottom).toBeLessThanOrEqual(PHONE.height);
    await expect(page.locator('.contact-ways').textContent()).resolves.toMatch(/E-mail.*@.*Hours.*Where we work/);
    // The crisis lines come before the form, still, and the form starts in the second screen.
    const crisis = await box(page, '.crisis-notice');
    expect(crisis.top).toBeGreaterThan(ways.bottom);
    expect(crisis.bottom).toBeLessThan(field.top);
    expect(field.bottom).toBeLessThanOrEqual(PHONE.height * 1.5);
    await close();
  });

  it('without JavaScript, comes back from a failed send with the error summary focused and in view', async () => {
    const { page, close } = await open('/contact/', false);
    await page.locator('#contact-name').fill('Chris Example');
    await send(page, 'contact', false);
    expect(page.url()).toMatch(/\/api\/contact$/);
    const heading = await box(page, '#contact-form .error-summary__title');
    console.log(`contact form without JavaScript, after a failed send: error summary heading at ${heading.top} to ${heading.bottom} px, scrolled ${heading.scrollY} px (before issue 28: 3200 px)`);
    // The summary has the focus, and the window shows it (issue 39 put the ways to reach us above the form).
    await expect(page.evaluate(() => document.activeElement?.hasAttribute('data-error-summary'))).resolves.toBe(true);
    expect(heading.top).toBeGreaterThanOrEqual(heading.scrollY);
    expect(heading.bottom).toBeLessThanOrEqual(heading.scrollY + PHONE.height);
    await expect(page.locator('#contact-name').inputValue()).resolves.toBe('Chris Example');
    expect(await axe(page, false)).toEqual([]);
    await close();
  });

  it('with JavaScript, a failed send brings the focused error summary to the top of the window', async () => {
    const { page, close } = await open('/contact/', true);
    await send(page, 'contact', true);
    const heading = await page.locator('#contact-form .error-summary__title').evaluate((element) => element.getBoundingClientRect());
    expect(heading.top).toBeGreaterThanOrEqual(0);
    expect(heading.bottom).toBeLessThanOrEqual(PHONE.height);
    await expect(page.evaluate(() => document.activeElement?.hasAttribute('data-error-summary'))).resolves.toBe(true);
    expect(await runAxe(page, 'main')).toEqual([]);
    await close();
  });

  it('gives the interpreter line once, says "(optional)" on optional questions, and that a phone or an e-mail is enough', async () => {
    const { page, close } = await open('/contact/', false);
    expect(await page.locator('main [data-line="interpreter"]').count()).toBe(1);
    const main = (await page.locator('main').textContent()) ?? '';
    expect(main.match(/131\s450/g), 'the interpreter number in the page').toHaveLength(1);
    const labels = await page.locator('#contact-form .field__label, #contact-form .choice__label').allTextContents();
    for (const label of ['Best way to reach you (optional)', 'Is it safe to leave you a voicemail or message? (optional)', 'Best days or times to contact you (optional)', 'Do you need an interpreter? (optional)']) expect(labels).toContain(label);
    for (const required of ['Your name', 'What is your message about?', 'Your message']) expect(labels).toContain(required);
    await expect(page.locator('#contact-email-hint').textContent()).resolves.toMatch(/e-mail address or a phone number is enough/);
    expect(await axe(page, false)).toEqual([]);
    await close();
  });
});

describe('an NDIA-managed referral', () => {
  const self: FormValues = { referrerType: 'self', firstName: 'Jordan', phone: '0491 570 006', ndisStatus: 'participant', planManagement: 'ndia', consentCollect: 'yes' };

  it('with JavaScript, says at once what it means and what we can still do, and is sent once they choose', async () => {
    const { page, problems, close } = await open('/referral/', true);
    const notice = page.locator('#referral-ndia-managed');
    await expect(notice.isVisible()).resolves.toBe(false);
    await page.locator('#referral-form input[name="ndisStatus"][value="participant"]').check();
    await page.locator('#referral-form input[name="planManagement"][value="ndia"]').check();
    // At once, right under the choice.
    await expect(notice.isVisible()).resolves.toBe(true);
    const text = (await notice.textContent()) ?? '';
    expect(text).toMatch(/We cannot be paid from an NDIA-managed plan yet/);
    expect(text).toMatch(/talk through the options, for free/);
    expect(text).toMatch(/keep this referral until we are registered/);
    const link = await notice.locator('a').last().getAttribute('href');
    expect(link).toMatch(/^\/services\/[a-z-]+\/#terms-who$/);
    expect(readPage(siteDir, link!.split('#')[0]!).querySelector('#terms-who'), link!).not.toBeNull();
    expect(await page.locator('#referral-planManagement-2').getAttribute('aria-describedby')).toContain('referral-ndia-managed-title');
    expect(await runAxe(page, '#referral-form')).toEqual([]);
    // Choosing another plan type hides it, and the follow-up question, again.
    await page.locator('#referral-form input[name="planManagement"][value="plan"]').check();
    await expect(notice.isVisible()).resolves.toBe(false);
    await expect(page.locator('[data-field="ndiaNext"]').isVisible()).resolves.toBe(false);

    const before = stored().length;
    await fill(page, 'referral', { ...self, firstName: 'Ndia Script' });
    await send(page, 'referral', true);
    const summary = page.locator('#referral-form [data-error-summary]');
    await expect(summary.textContent()).resolves.toMatch(/cannot be paid from an NDIA-managed plan yet/);
    await summary.locator('a[href="#referral-ndia-managed"]').click();
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('referral-ndia-managed');
    expect(stored()).toHaveLength(before);
    await page.locator('#referral-form input[name="ndiaNext"][value="talk"]').check();
    await send(page, 'referral', true, '/referral/sent/');
    // The thank-you page says what an NDIA-managed plan means only to those who chose it (issue 39).
    await expect(page.locator('[data-sent-ndia]').isVisible()).resolves.toBe(true);
    await expect(page.locator('main').textContent()).resolves.toMatch(/You told us the plan is managed by the NDIA[\s\S]*will not start paid support/);
    const record = stored().at(-1)!;
    expect(record.values).toMatchObject({ firstName: 'Ndia Script', planManagement: 'ndia', ndiaNext: 'talk' });
    expect(problems).toEqual([]);
    await close();
  });

  it('without JavaScript, keeps the explanation until it is sent, then shows it with the question, and stores nothing until they choose', async () => {
    const { page, close } = await open('/referral/', false);
    await expect(page.locator('#referral-ndia-managed').isVisible()).resolves.toBe(false);
    await expect(page.locator('[data-field="ndiaNext"]').isVisible()).resolves.toBe(false);
    const before = stored().length;
    await fill(page, 'referral', { ...self, firstName: 'Ndia Plain' });
    await send(page, 'referral', false);
    expect(page.url()).toMatch(/\/api\/referral$/);
    const heading = await box(page, '#referral-form .error-summary__title');
    expect(heading.bottom).toBeLessThanOrEqual(PHONE.height);
    const item = page.locator('#referral-form [data-error-summary] a');
    await expect(item.count()).resolves.toBe(1);
    await expect(item.getAttribute('href')).resolves.toBe('#referral-ndia-managed');
    await expect(item.textContent()).resolves.toMatch(/cannot be paid from an NDIA-managed plan yet/);
    await expect(page.locator('#referral-ndia-managed').isVisible()).resolves.toBe(true);
    await expect(page.locator('[data-field="ndiaNext"]').isVisible()).resolves.toBe(true);
    await expect(page.locator('#referral-firstName').inputValue()).resolves.toBe('Ndia Plain');
    expect(stored()).toHaveLength(before);
    expect(await axe(page, false)).toEqual([]);
    await page.locator('#referral-form input[name="ndiaNext"][value="keep"]').check();
    await send(page, 'referral', false, '/referral/sent/');
    await expect(page.locator('[data-sent-ndia]').isVisible()).resolves.toBe(true);
    expect(await axe(page, false)).toEqual([]);
    expect(stored()).toHaveLength(before + 1);
    expect(stored().at(-1)!.values).toMatchObject({ firstName: 'Ndia Plain', planManagement: 'ndia', ndiaNext: 'keep' });
    await close();
  });
});

describe('a referral the person has not agreed to', () => {
  const carer: FormValues = { referrerType: 'family-carer', firstName: 'Sam', phone: '0491 570 006', referrerName: 'Alex Parent', referrerPhone: '0491 570 007', consentCollect: 'yes' };

  it.each(MODES)('leads to ways forward instead of a dead end, %s', async (_mode, javaScript) => {
    const { page, close } = await open('/referral/', javaScript);
    const help = page.locator('#referral-ways-forward');
    await expect(help.evaluate((details) => (details as HTMLDetailsElement).open)).resolves.toBe(false);
    const before = stored().length;
    await fill(page, 'referral', carer);
    await send(page, 'referral', javaScript);
    const summary = page.locator('#referral-form [data-error-summary]');
    await expect(summary.textContent()).resolves.toMatch(/If they have not agreed yet, read what you can do instead/);
    // The help is open, beside the question: talk to us without naming them, support for carers, bringing it up.
    await expect(help.evaluate((details) => (details as HTMLDetailsElement).open)).resolves.toBe(true);
    const text = (await help.textContent()) ?? '';
    expect(text).toMatch(/Talk to us without naming them/);
    expect(text).toMatch(/Bring it up with them/);
    for (const target of ['a[href="tel:1800422737"]', 'a[href="tel:1800314325"]', 'a[href="/contact/"]', 'a[href^="tel:+61"]']) expect(await help.locator(target).first().isVisible(), target).toBe(true);
    expect(stored()).toHaveLength(before);
    expect(await axe(page, javaScript)).toEqual([]);
    // Agreeing afterwards sends the referral.
    await page.locator('#referral-participantAgrees').check();
    await send(page, 'referral', javaScript, '/referral/sent/');
    expect(stored()).toHaveLength(before + 1);
    await close();
  });

  it('offers the same help before anything is sent, as a question that opens without JavaScript', async () => {
    const { page, close } = await open('/referral/', false);
    const help = page.locator('#referral-ways-forward');
    await help.locator('summary').click();
    await expect(help.evaluate((details) => (details as HTMLDetailsElement).open)).resolves.toBe(true);
    await expect(help.locator('a[href="tel:1800422737"]').isVisible()).resolves.toBe(true);
    await close();
  });
});

describe('the interest form on a program page', () => {
  it.each(MODES)('sends an expression of interest for the page’s program, with the safe-contact answers, %s', async (_mode, javaScript) => {
    const { page, problems, close } = await open('/programs/life-skills-workshops/', javaScript);
    const section = page.locator('#express-interest-section');
    await expect(section.locator('#interest-form').isVisible()).resolves.toBe(true);
    await expect(section.textContent()).resolves.toMatch(/interested in: Life skills workshops/);
    const before = stored().length;
    const name = `Robin ${javaScript ? 'Script' : 'Plain'}`;
    await fill(page, 'interest', { ...validInterest, name });
    await send(page, 'interest', javaScript, '/programs/sent/');
    await expect(page.locator('h1').textContent()).resolves.toMatch(/Thank you/);
    expect(stored()).toHaveLength(before + 1);
    const record = stored().at(-1)!;
    expect(record.form).toBe('interest');
    expect(record.values).toMatchObject({ program: 'life-skills-workshops', name, leaveMessage: 'no', sayOurName: 'no', contactMethod: 'text', interpreter: 'language', interpreterLanguage: 'Dari', contactTimes: 'Weekdays after 6 pm' });
    if (javaScript) expect(await page.evaluate(() => localStorage.getItem('form-draft:interest:life-skills-workshops'))).toBeNull();
    expect(problems).toEqual([]);
    await close();
  });

  it('without JavaScript, comes back on the same program page with the errors and every answer kept', async () => {
    const { page, close } = await open('/programs/recovery-focus-groups/', false);
    await page.locator('#interest-name').fill('Robin <b>Example</b>');
    await page.locator('#interest-accessNeeds').fill('Breaks, please');
    await send(page, 'interest', false);
    expect(page.url()).toMatch(/\/api\/interest$/);
    await expect(page.locator('h1').textContent()).resolves.toMatch(/Recovery focus groups/);
    const links = await page.locator('#interest-form [data-error-summary] a').allTextContents();
    expect(links).toEqual(['Select who is interested', 'Enter your phone number or e-mail address, so we can contact you', 'Agree to us using these details to contact you, or call us instead']);
    await expect(page.locator('#interest-name').inputValue()).resolves.toBe('Robin <b>Example</b>');
    await expect(page.locator('#interest-accessNeeds').inputValue()).resolves.toBe('Breaks, please');
    expect(await axe(page, false)).toEqual([]);
    await close();
  });

  it('keeps a draft for each program when asked, and tells someone asking for another person that we contact only them', async () => {
    const { page, context, close } = await open('/programs/peer-connection-groups/', true);
    const notice = page.locator('#interest-someone-else');
    await expect(notice.isVisible()).resolves.toBe(false);
    await page.locator('#interest-form input[name="forWhom"][value="someone-else"]').check();
    await expect(notice.isVisible()).resolves.toBe(true);
    await expect(notice.textContent()).resolves.toMatch(/We will contact you, not them/);
    expect(await runAxe(page, '#interest-form')).toEqual([]);
    await page.locator('#interest-keep-draft').check();
    await page.locator('#interest-name').fill('Draft for peer groups');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('form-draft:interest:peer-connection-groups'))).toContain('Draft for peer groups');
    const other = await context.newPage();
    await other.goto(`${siteUrl}/programs/life-skills-workshops/`);
    await other.waitForSelector('[data-island="form"][data-island-state="ready"]');
    await expect(other.locator('#interest-name').inputValue()).resolves.toBe('');
    await other.goto(`${siteUrl}/programs/peer-connection-groups/`);
    await other.waitForSelector('[data-island="form"][data-island-state="ready"]');
    await expect(other.locator('#interest-name').inputValue()).resolves.toBe('Draft for peer groups');
    await close();
  });

  it('does not ask who it is for on the carers’ own program, and lists carer support there', async () => {
    const { page, close } = await open('/programs/family-and-carer-support/', false);
    await expect(page.locator('#interest-form [name="forWhom"]').count()).resolves.toBe(0);
    await expect(page.locator('.program-page__carers a[href="tel:1800422737"]').isVisible()).resolves.toBe(true);
    // The crisis lines are on the form: 000 and at least two lines open 24 hours.
    const lines = await page.locator('#interest-form .crisis-notice a[href^="tel:"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(lines).toContain('tel:000');
    expect(lines.length).toBeGreaterThanOrEqual(3);
    expect(await axe(page, false)).toEqual([]);
    await close();
  });
});

describe('the Easy Read call-back form', () => {
  it.each(['/about/easy-read/', '/services/easy-read/', '/referral/easy-read/', '/easy-read/'])('is linked from %s', async (path) => {
    const { page, close } = await openPage(browser(), `${siteUrl}${path}`, PHONE);
    const scope = path === '/easy-read/' ? 'main' : '#call-back';
    const link = page.locator(`${scope} a[href="/easy-read/call-back/"]`);
    await link.scrollIntoViewIfNeeded();
    await expect(link.isVisible()).resolves.toBe(true);
    await Promise.all([page.waitForURL('**/easy-read/call-back/'), link.click()]);
    await expect(page.locator('h1').textContent()).resolves.toBe('Ask us to call you');
    await close();
  });

  it.each(MODES)('takes a name, a phone number and a good time, %s', async (_mode, javaScript) => {
    const { page, problems, close } = await open('/easy-read/call-back/', javaScript);
    const before = stored().length;
    const name = `Kim ${javaScript ? 'Script' : 'Plain'}`;
    await fill(page, 'callback', { ...validCallback, name });
    await send(page, 'callback', javaScript, '/easy-read/call-back/sent/');
    await expect(page.locator('h1').textContent()).resolves.toBe('Thank you. We will call you.');
    expect(await page.locator('main a[href^="tel:"]').count()).toBeGreaterThanOrEqual(4);
    expect(stored()).toHaveLength(before + 1);
    expect(stored().at(-1)!).toMatchObject({ form: 'callback', values: { name, phone: '0491 570 006', bestTime: 'morning', consentCall: 'yes' } });
    expect(await axe(page, javaScript)).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });

  it.each(MODES)('says what is missing in Easy Read words and keeps what was typed, %s', async (_mode, javaScript) => {
    const { page, close } = await open('/easy-read/call-back/', javaScript);
    await page.locator('#callback-name').fill('Kim');
    await page.locator('#callback-phone').fill('12');
    await send(page, 'callback', javaScript);
    const summary = page.locator('#callback-form [data-error-summary]');
    await expect(summary.locator('h2').textContent()).resolves.toBe('Please check these answers');
    const items = (await summary.locator('a').allTextContents()).map((text) => text.replace(/\s/g, ' '));
    expect(items).toEqual(['Please check your phone number. Write it like this: 0491 570 006.', 'Please tick the box to say yes. Or call us on 03 5550 0142.']);
    await expect(page.locator('#callback-name').inputValue()).resolves.toBe('Kim');
    expect(await axe(page, javaScript)).toEqual([]);
    await close();
  });

  it('has large type, large targets and tap-to-call help', async () => {
    const { page, close } = await open('/easy-read/call-back/', true);
    const sizes = await page.evaluate(() => {
      const size = (selector: string) => Array.from(document.querySelectorAll<HTMLElement>(selector)).map((element) => ({ selector, font: parseFloat(getComputedStyle(element).fontSize), height: element.getBoundingClientRect().height, width: element.getBoundingClientRect().width }));
      return [...size('#callback-form .field__label, #callback-form .choice__label'), ...size('#callback-form .input'), ...size('#callback-form .choice__input'), ...size('#callback-form [data-submit]'), ...size('.easy-read__item .easy-read__text')];
    });
    for (const item of sizes) {
      if (item.selector !== '#callback-form .choice__input') expect(item.font, item.selector).toBeGreaterThanOrEqual(18.6); // 14 pt
      if (item.selector === '#callback-form .input' || item.selector === '#callback-form [data-submit]') expect(item.height, item.selector).toBeGreaterThanOrEqual(56);
      if (item.selector === '#callback-form .choice__input') expect(Math.min(item.width, item.height), item.selector).toBeGreaterThanOrEqual(32);
    }
    for (const href of ['tel:000', 'tel:131114']) expect(await page.locator(`main .call-back__lines a[href="${href}"]`).isVisible(), href).toBe(true);
    expect(await runAxe(page, 'main')).toEqual([]);
    await close();
  });
});

describe('pa11y', () => {
  const FORM_PAGES = ['/contact/', '/referral/', '/programs/peer-connection-groups/', '/programs/family-and-carer-support/', '/programs/sent/', '/easy-read/call-back/', '/easy-read/call-back/sent/', '/easy-read/', '/about/easy-read/', '/complaints/', '/complaints/sent/'];

  it('finds nothing on the form pages this issue changed (axe and HTML_CodeSniffer, WCAG 2 AA)', async () => {
    expect(await pa11yIssues(siteUrl, FORM_PAGES)).toEqual([]);
  }, 300_000);
});
