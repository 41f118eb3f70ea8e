/**
 * A reference after sending (issue 39), in Chromium against the built site and a receiver process as the
 * provider runs it (its public key, a real SMTP server on loopback): a referral sent with JavaScript and
 * one without each ends on the thank-you page with a short reference to quote, the one the store's record
 * and the intake e-mail hold and the intake tool finds; the NDIA-managed text only for the referral that
 * chose that plan; nothing about the person in the address.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { shortReference } from '../../server/short-reference.ts';
import { validReferral } from '../../widgets/form/fixtures.ts';
import type { FormValues } from '../../widgets/form/validation.ts';
import { runAxe } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { openPage } from '../support/pages.ts';
import { useSealedReceiver } from '../support/sealed-receiver.ts';

const siteDir = inject('siteDir');
const browser = useBrowser();
const sealed = useSealedReceiver(siteDir, 'forms-reference');

async function fill(page: Page, values: FormValues): Promise<void> {
  for (const [name, value] of Object.entries(values)) {
    if (name === 'form-name' || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    const first = page.locator(`#referral-form [name="${name}"]`).first();
    const type = await first.evaluate((el) => (el instanceof HTMLInputElement ? el.type : el.tagName.toLowerCase()));
    if (type === 'radio' || type === 'checkbox') {
      for (const item of Array.isArray(value) ? value : [value]) await page.locator(`#referral-form [name="${name}"][value="${item}"]`).check();
    } else if (type === 'select') await first.selectOption(String(value));
    else await first.fill(String(value));
  }
}

function records(): { id: string; form: string; sealed?: string }[] {
  return readFileSync(sealed().store, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as { id: string; form: string; sealed?: string });
}

/** Sends a referral as a person would; gives the reference the thank-you page shows. */
async function sendReferral(javaScript: boolean, values: FormValues): Promise<{ reference: string; ndiaShown: boolean; url: string; axe: string[] }> {
  const { page, close } = await openPage(browser(), `${sealed().receiver.url}/referral/`, { width: 375, height: 812, javaScript });
  try {
    if (javaScript) await page.waitForSelector('[data-island="form"][data-island-state="ready"]', { timeout: 15_000 });
    // Without script the question after an NDIA-managed plan appears once the form comes back with it.
    const { ndiaNext, ...first } = values;
    await fill(page, javaScript ? values : first);
    if (!javaScript && ndiaNext) {
      await Promise.all([page.waitForURL('**/api/referral'), page.locator('#referral-form [data-submit]').click()]);
      await page.locator(`#referral-form [name="ndiaNext"][value="${String(ndiaNext)}"]`).check();
    }
    // With script the page shows the thank-you page at its own address; without, the receiver answers the POST with it.
    await Promise.all([page.waitForURL(javaScript ? '**/referral/sent/' : '**/api/referral'), page.locator('#referral-form [data-submit]').click()]);
    const paragraph = page.locator('[data-sent-reference]');
    await paragraph.waitFor({ state: 'visible' });
    await expect(page.locator('h1').textContent()).resolves.toBe('Thank you, we have your referral');
    const text = (await paragraph.textContent()) ?? '';
    expect(text).toMatch(/^Your reference is [0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}: quote it if you call us\.$/);
    await expect(page.locator('main').textContent()).resolves.toMatch(/What happens next/);
    return { reference: (await page.locator('[data-sent-reference-value]').textContent()) ?? '', ndiaShown: await page.locator('[data-sent-ndia]').isVisible(), url: page.url(), axe: javaScript ? await runAxe(page, 'main') : [] };
  } finally {
    await close();
  }
}

describe('the reference after sending a referral', () => {
  const ndia: FormValues = { ...validReferral, firstName: 'Robin', planManagement: 'ndia', ndiaNext: 'talk' };
  const cases = [
    ['with JavaScript', true, { ...validReferral, firstName: 'Avery' }, false],
    ['without JavaScript', false, { ...validReferral, firstName: 'Blake' }, false],
    ['with JavaScript, an NDIA-managed plan', true, ndia, true],
    ['without JavaScript, an NDIA-managed plan', false, { ...ndia, firstName: 'Casey' }, true],
  ] as const;

  it.each(cases)('%s: shows the reference the store and the e-mail hold, and the NDIA text only when chosen', async (_name, javaScript, values, choseNdia) => {
    const before = records().length;
    const shown = await sendReferral(javaScript, values);
    const all = records();
    expect(all).toHaveLength(before + 1);
    const record = all.at(-1)!;
    expect(record.form).toBe('referral');
    expect(record.sealed, 'stored encrypted').toBeTruthy();
    expect(shown.reference).toBe(shortReference(record.id));
    expect(shown.ndiaShown).toBe(choseNdia);
    expect(shown.axe).toEqual([]);
    // Nothing the person typed, nor their plan, in the address.
    expect(shown.url).not.toMatch(/[?#]/);

    await sealed().smtp.received(before + 1);
    // The text as the intake team reads it (quoted-printable's soft line breaks joined).
    const mails = sealed().smtp.mails.map((one) => one.raw.replace(/=\r?\n/g, ''));
    const mail = mails.find((one) => one.includes(`Reference: ${record.id}`));
    expect(mail, `the intake e-mail for ${record.id}`).toBeDefined();
    expect(mail).toContain(`Quoted as: ${shown.reference}`);
    expect(mail).not.toContain(String(values.firstName));

    // Staff find it by the reference the sender quotes, however they type it.
    const found = sealed().intake('show', shown.reference.toLowerCase().replace('-', ' '));
    expect(found.code, found.stderr).toBe(0);
    expect(found.stdout).toContain(`Reference: ${record.id} (quoted as ${shown.reference})`);
    expect(found.stdout).toContain(`firstName: ${values.firstName}`);
  });
});
