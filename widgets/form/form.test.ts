/**
 * The referral and contact forms in Chromium, posting to the real receiver: sent and stored exactly,
 * errors shown the GOV.UK way without losing anything typed, working with JavaScript off, and surviving
 * a failed send, a reload (when the person chose to keep a draft) and a double click. A draft is kept only
 * when asked for, and "Clear what I typed" empties the form and deletes it, with or without JavaScript.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { runAxe } from '../../tests/support/axe.ts';
import { useBrowser } from '../../tests/support/browser.ts';
import { openPage } from '../../tests/support/pages.ts';
import { validContact, validReferral } from './fixtures.ts';
import type { StoredSubmission } from '../../server/form-receiver.ts';
import type { FormValues } from './validation.ts';
import { fillForm } from '../../tests/support/fill-form.ts';

const siteUrl = inject('siteUrl');
const submissionsFile = inject('submissionsFile');
const browser = useBrowser();

function stored(): (StoredSubmission & { values: Record<string, string | string[]> })[] {
  if (!existsSync(submissionsFile)) return [];
  return readFileSync(submissionsFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as StoredSubmission & { values: Record<string, string | string[]> });
}

/** Fills a form the way a person would: typing, ticking and choosing. */
const fill = (page: Page, form: 'referral' | 'contact', values: FormValues) => fillForm(page, form, values);

async function waitForForm(page: Page): Promise<void> {
  await page.waitForSelector('[data-island="form"][data-island-state="ready"]', { timeout: 15_000 });
}

describe('with JavaScript', () => {
  it('sends a referral, stores it exactly and confirms it', async () => {
    const { page, problems, close } = await openPage(browser(), `${siteUrl}/referral/`);
    await waitForForm(page);
    const before = stored().length;
    await fill(page, 'referral', validReferral);
    await Promise.all([page.waitForURL('**/referral/sent/'), page.locator('#referral-form [data-submit]').click()]);
    await expect(page.locator('h1').textContent()).resolves.toMatch(/Thank you/);
    const record = stored().at(-1)!;
    expect(stored()).toHaveLength(before + 1);
    expect(record.form).toBe('referral');
    for (const [name, value] of Object.entries(validReferral)) {
      if (name === 'form-name') continue;
      expect(record.values[name], name).toEqual(typeof value === 'string' ? value.trim() : value);
    }
    expect(await page.evaluate(() => localStorage.getItem('form-draft:referral'))).toBeNull();
    expect(problems).toEqual([]);
    await close();
  });

  it('sends a contact message, stores it and confirms it', async () => {
    const { page, close } = await openPage(browser(), `${siteUrl}/contact/`, { width: 375, height: 800 });
    await waitForForm(page);
    await fill(page, 'contact', validContact);
    await Promise.all([page.waitForURL('**/contact/sent/'), page.locator('#contact-form [data-submit]').click()]);
    expect(stored().at(-1)!.values.message).toBe(validContact.message);
    await close();
  });

  it('shows an error summary that takes focus and links to each answer, keeping what was typed', async () => {
    const { page, close } = await openPage(browser(), `${siteUrl}/referral/`);
    await waitForForm(page);
    const before = stored().length;
    await page.locator('#referral-firstName').fill('Jordan');
    await page.locator('#referral-suburb').fill('Ringwood');
    await page.locator('#referral-email').fill('not an email');
    await page.locator('#referral-form [data-submit]').click();
    const summary = page.locator('#referral-form [data-error-summary]');
    await expect(summary.isVisible()).resolves.toBe(true);
    await expect(page.evaluate(() => document.activeElement?.hasAttribute('data-error-summary'))).resolves.toBe(true);
    await expect(page.title()).resolves.toMatch(/^Error: /);
    // Only what is needed: who is referring, a usable e-mail address, consent.
    await expect(summary.locator('a').count()).resolves.toBe(3);
    await expect(page.locator('#referral-firstName').inputValue()).resolves.toBe('Jordan');
    await expect(page.locator('#referral-suburb').inputValue()).resolves.toBe('Ringwood');
    await expect(page.locator('#referral-email').getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(page.locator('#referral-email').getAttribute('aria-describedby')).resolves.toContain('referral-email-error');
    await summary.locator('a[href="#referral-email"]').click();
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('referral-email');
    expect(stored()).toHaveLength(before);
    expect(await runAxe(page, '#referral-form')).toEqual([]);
    await close();
  });

  it('shows only the questions that apply', async () => {
    const { page, close } = await openPage(browser(), `${siteUrl}/referral/`);
    await waitForForm(page);
    await page.locator('input[name="referrerType"][value="self"]').check();
    await expect(page.locator('#referral-group-referrer-details').isVisible()).resolves.toBe(false);
    await page.locator('input[name="referrerType"][value="clinician"]').check();
    await expect(page.locator('#referral-group-referrer-details').isVisible()).resolves.toBe(true);
    await expect(page.locator('#referral-planManagement-0').isVisible()).resolves.toBe(false);
    await page.locator('input[name="ndisStatus"][value="participant"]').check();
    await expect(page.locator('#referral-planManagement-0').isVisible()).resolves.toBe(true);
    await close();
  });

  it('keeps everything when the send fails, restores it after a reload when asked to keep it, and a retry succeeds', async () => {
    const { page, context, close } = await openPage(browser(), `${siteUrl}/referral/`);
    await waitForForm(page);
    const before = stored().length;
    await context.route('**/api/referral', (route) => route.abort('internetdisconnected'));
    await page.locator('#referral-keep-draft').check();
    await fill(page, 'referral', validReferral);
    await page.locator('#referral-form [data-submit]').click();
    const summary = page.locator('#referral-form [data-error-summary]');
    // The failure shows once the aborted request has come back: wait for it rather than race it.
    await summary.getByText(/could not send your referral/).waitFor({ timeout: 10_000 });
    await expect(summary.textContent()).resolves.toMatch(/could not send your referral\. Nothing you typed has been lost/);
    await expect(page.locator('#referral-goals').inputValue()).resolves.toBe(validReferral.goals);
    expect(stored()).toHaveLength(before);

    await page.reload();
    await waitForForm(page);
    await expect(page.locator('#referral-firstName').inputValue()).resolves.toBe('Jordan');
    await expect(page.locator('#referral-goals').inputValue()).resolves.toBe(validReferral.goals);
    await expect(page.locator('input[name="services"][value="peer-support-work"]').isChecked()).resolves.toBe(true);
    await expect(page.locator('[data-draft-message]').textContent()).resolves.toMatch(/brought back what you kept/);
    await expect(page.locator('#referral-keep-draft').isChecked()).resolves.toBe(true);

    await context.unroute('**/api/referral');
    for (const consent of ['participantAgrees', 'consentCollect']) await page.locator(`#referral-${consent}`).check();
    await Promise.all([page.waitForURL('**/referral/sent/'), page.locator('#referral-form [data-submit]').click()]);
    expect(stored()).toHaveLength(before + 1);
    await close();
  });

  it('sends once when the button is double-clicked', async () => {
    const { page, close } = await openPage(browser(), `${siteUrl}/contact/`);
    await waitForForm(page);
    const before = stored().length;
    await fill(page, 'contact', { ...validContact, message: 'Double click test' });
    await Promise.all([page.waitForURL('**/contact/sent/'), page.locator('#contact-form [data-submit]').dblclick()]);
    expect(stored().slice(before).filter((record) => record.values.message === 'Double click test')).toHaveLength(1);
    await close();
  });

  it('stores both people when a second tab restores the first tab\'s draft and sends another person', async () => {
    const { page: tabA, context, close } = await openPage(browser(), `${siteUrl}/referral/`);
    await waitForForm(tabA);
    await tabA.locator('#referral-keep-draft').check();
    await fill(tabA, 'referral', { ...validReferral, firstName: 'Avery', goals: 'Two tabs: first person' });
    await tabA.waitForTimeout(400);
    const tabB = await context.newPage();
    await tabB.goto(`${siteUrl}/referral/`);
    await waitForForm(tabB);
    await expect(tabB.locator('#referral-firstName').inputValue()).resolves.toBe('Avery');
    const idA = await tabA.locator('input[name="submissionId"]').inputValue();
    const idB = await tabB.locator('input[name="submissionId"]').inputValue();
    expect(idB).not.toBe(idA);

    await Promise.all([tabA.waitForURL('**/referral/sent/'), tabA.locator('#referral-form [data-submit]').click()]);
    await tabB.locator('#referral-firstName').fill('Blake');
    await tabB.locator('#referral-goals').fill('Two tabs: second person');
    await Promise.all([tabB.waitForURL('**/referral/sent/'), tabB.locator('#referral-form [data-submit]').click()]);
    const sent = stored().filter((record) => String(record.values.goals).startsWith('Two tabs:'));
    expect(sent.map((record) => [record.values.firstName, record.values.goals])).toEqual([
      ['Avery', 'Two tabs: first person'],
      ['Blake', 'Two tabs: second person'],
    ]);
    await close();
  });

  it('removes a draft older than 24 hours instead of restoring it, and keeps no submission id in it', async () => {
    const { page, close } = await openPage(browser(), `${siteUrl}/contact/`);
    await waitForForm(page);
    await page.locator('#contact-keep-draft').check();
    await page.locator('#contact-name').fill('Fresh draft');
    await page.waitForTimeout(400);
    const draft = JSON.parse((await page.evaluate(() => localStorage.getItem('form-draft:contact')))!) as { values: Record<string, unknown> };
    expect(draft.values.name).toBe('Fresh draft');
    expect(draft.values).not.toHaveProperty('submissionId');
    await close();

    // A visit a day later: the draft left yesterday is in storage before the page's script runs.
    const context = await browser().newContext();
    await context.addInitScript(() => {
      if (sessionStorage.getItem('planted')) return;
      sessionStorage.setItem('planted', 'yes');
      const old = { savedAt: new Date(Date.now() - 25 * 60 * 60 * 1000).toISOString(), values: { name: 'Old draft', message: 'Private details from yesterday' } };
      localStorage.setItem('form-draft:contact', JSON.stringify(old));
    });
    const later = await context.newPage();
    await later.goto(`${siteUrl}/contact/`);
    await waitForForm(later);
    await expect(later.locator('#contact-name').inputValue()).resolves.toBe('');
    await expect(later.locator('#contact-message').inputValue()).resolves.toBe('');
    expect(await later.evaluate(() => localStorage.getItem('form-draft:contact'))).toBeNull();
    await expect(later.locator('[data-draft-message]').textContent()).resolves.toMatch(/more than a day ago were deleted/);
    await expect(later.locator('#contact-keep-draft').isChecked()).resolves.toBe(false);
    await context.close();
  });

  it('keeps nothing typed on the device unless asked, and deletes the draft when the person unticks the box', async () => {
    const { page, close } = await openPage(browser(), `${siteUrl}/contact/`);
    await waitForForm(page);
    await expect(page.locator('#contact-keep-draft').isChecked()).resolves.toBe(false);
    await expect(page.getByText('Keep what I type on this device', { exact: true }).isVisible()).resolves.toBe(true);
    await page.locator('#contact-name').fill('Someone');
    await page.locator('#contact-message').fill('Private words');
    await page.waitForTimeout(400); // past the 250 ms pause after which a kept draft is saved
    expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);
    await page.reload();
    await waitForForm(page);
    await expect(page.locator('#contact-message').inputValue()).resolves.toBe('');
    await page.locator('#contact-keep-draft').check();
    await page.locator('#contact-message').fill('Kept words');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('form-draft:contact'))).toContain('Kept words');
    // The choice itself is never sent, nor saved as an answer.
    expect(await page.evaluate(() => localStorage.getItem('form-draft:contact'))).not.toContain('keep');
    await page.locator('#contact-keep-draft').uncheck();
    expect(await page.evaluate(() => localStorage.getItem('form-draft:contact'))).toBeNull();
    await expect(page.locator('[data-draft-message]').textContent()).resolves.toBe('Nothing you type is kept on this device.');
    await close();
  });

  it('"Clear what I typed" empties the form and deletes the kept draft', async () => {
    const { page, close } = await openPage(browser(), `${siteUrl}/contact/`);
    await waitForForm(page);
    await page.locator('#contact-keep-draft').check();
    await page.locator('#contact-name').fill('Someone');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('form-draft:contact'))).toContain('Someone');
    await page.getByRole('button', { name: 'Clear what I typed' }).click();
    expect(await page.evaluate(() => localStorage.getItem('form-draft:contact'))).toBeNull();
    await expect(page.locator('#contact-name').inputValue()).resolves.toBe('');
    await expect(page.locator('#contact-keep-draft').isChecked()).resolves.toBe(false);
    // Said once the browser has emptied the fields (after the reset event): waited for, not read at once.
    await expect.poll(() => page.locator('[data-draft-message]').textContent()).toMatch(/The form is empty/);
    await close();
  });
});

describe('without JavaScript', () => {
  it('offers "Clear what I typed", which empties the form, and no draft to keep', async () => {
    const { page, close } = await openPage(browser(), `${siteUrl}/contact/`, { javaScript: false });
    await expect(page.locator('#contact-keep-draft').isVisible()).resolves.toBe(false);
    await page.locator('#contact-name').fill('Someone');
    await page.locator('#contact-message').fill('Private words');
    await page.getByRole('button', { name: 'Clear what I typed' }).click();
    await expect(page.locator('#contact-name').inputValue()).resolves.toBe('');
    await expect(page.locator('#contact-message').inputValue()).resolves.toBe('');
    await close();
  });

  it('posts the form, stores it and confirms it with the reference to quote', async () => {
    const { page, close } = await openPage(browser(), `${siteUrl}/contact/`, { javaScript: false });
    const before = stored().length;
    await fill(page, 'contact', { ...validContact, message: 'Sent with JavaScript off' });
    // The receiver answers the POST with the thank-you page itself, at the form's address.
    await Promise.all([page.waitForURL('**/api/contact'), page.locator('#contact-form [data-submit]').click()]);
    await expect(page.locator('h1').textContent()).resolves.toMatch(/Thank you/);
    await expect(page.locator('[data-sent-reference]').textContent()).resolves.toMatch(/Your reference is [0-9A-Z]{4}-[0-9A-Z]{4}: quote it/);
    expect(stored()).toHaveLength(before + 1);
    expect(stored().at(-1)!.values.message).toBe('Sent with JavaScript off');
    await close();
  });

  it('shows the errors and keeps the answers when something is missing', async () => {
    const { page, close } = await openPage(browser(), `${siteUrl}/referral/`, { javaScript: false });
    await page.locator('#referral-firstName').fill('Jordan');
    await page.locator('#referral-goals').fill('Some goals');
    await page.locator('#referral-form [data-submit]').click();
    await page.waitForLoadState('load');
    await expect(page.locator('[data-error-summary]').isVisible()).resolves.toBe(true);
    await expect(page.locator('#referral-firstName').inputValue()).resolves.toBe('Jordan');
    await expect(page.locator('#referral-goals').inputValue()).resolves.toBe('Some goals');
    await expect(page.title()).resolves.toMatch(/^Error: /);
    await close();
  });
});
