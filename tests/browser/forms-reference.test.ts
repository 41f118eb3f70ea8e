/**
 * A reference after sending (issue 39), in Chromium against the built site and a receiver process as the
 * provider runs it (its public key, a real SMTP server on loopback): every form the site declares
 * (FORM_KINDS: referral, contact, an expression of interest, the Easy Read call-back, complaints and
 * feedback), sent with JavaScript and without, ends on its thank-you page with a short reference to quote and
 * what happens next; it is the one the store's record and the intake e-mail hold and the intake tool finds,
 * typed as the sender reads it out; the NDIA-managed text only for the referral that chose that plan; nothing
 * about the person in the address or the e-mail. (The intake inbox finding it: intake-inbox.test.ts.)
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { shortReference } from '../../server/short-reference.ts';
import { FORM_KINDS, formPagePath, sentPath, type FormKind } from '../../widgets/form/delivery.ts';
import { anonymousFeedback, validCallback, validContact, validInterest, validReferral } from '../../widgets/form/fixtures.ts';
import type { FormValues } from '../../widgets/form/validation.ts';
import { runAxe } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { openPage } from '../support/pages.ts';
import { useSealedReceiver } from '../support/sealed-receiver.ts';
import { fillForm } from '../support/fill-form.ts';

const siteDir = inject('siteDir');
const browser = useBrowser();
const sealed = useSealedReceiver(siteDir, 'forms-reference');

/** Fills a form the way a person would (the referral form unless another is named). */
const fill = (page: Page, values: FormValues, form: FormKind = 'referral') => fillForm(page, form, values);

/** The intake e-mail about one record, as the team reads it (quoted-printable's soft line breaks joined). */
async function mailAbout(id: string, count: number): Promise<string | undefined> {
  await sealed().smtp.received(count);
  return sealed().smtp.mails.map((one) => one.raw.replace(/=\r?\n/g, '')).find((one) => one.includes(`Reference: ${id}`));
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

    const mail = await mailAbout(record.id, before + 1);
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

/**
 * The other forms, each on its own page with answers it accepts, and the answer only the person typed
 * (`personal`, made different for each send), which the e-mail must not hold and the intake tool shows. A
 * Record over every other kind: a form kind added to FORM_KINDS fails to compile here until it is tested.
 */
const OTHER_FORMS: Record<Exclude<FormKind, 'referral'>, { page: string; values: FormValues; personal: string }> = {
  contact: { page: formPagePath('contact'), values: validContact, personal: 'name' },
  interest: { page: formPagePath('interest', String(validInterest.program)), values: validInterest, personal: 'name' },
  callback: { page: formPagePath('callback'), values: validCallback, personal: 'name' },
  // Anonymous: the reference is the only way they can tell us which one was theirs.
  feedback: { page: formPagePath('feedback'), values: anonymousFeedback, personal: 'message' },
};

describe('the reference after sending every other form', () => {
  it('covers every form the site declares', () => {
    expect(['referral', ...Object.keys(OTHER_FORMS)].sort()).toEqual([...FORM_KINDS].sort());
  });

  const cases = Object.keys(OTHER_FORMS).flatMap((kind) => [
    [kind as Exclude<FormKind, 'referral'>, 'with JavaScript', true],
    [kind as Exclude<FormKind, 'referral'>, 'without JavaScript', false],
  ] as const);

  it.each(cases)('%s, %s: its thank-you page shows the reference the store, the e-mail and the intake tool hold, and what happens next', async (kind, _mode, javaScript) => {
    const form = OTHER_FORMS[kind];
    const personal = `${String(form.values[form.personal])} ${javaScript ? 'Scripted' : 'Plain'}`;
    const before = records().length;
    const { page, close } = await openPage(browser(), `${sealed().receiver.url}${form.page}`, { width: 375, height: 812, javaScript });
    let shown: { reference: string; url: string; focused: string | undefined; ndiaShown: boolean; axe: string[] };
    try {
      if (javaScript) await page.waitForSelector('[data-island="form"][data-island-state="ready"]', { timeout: 15_000 });
      await fill(page, { ...form.values, [form.personal]: personal }, kind);
      // With script the thank-you page is shown at its own address; without, the receiver answers the POST with it.
      await Promise.all([page.waitForURL(javaScript ? `**${sentPath(kind)}` : `**/api/${kind}`), page.locator(`#${kind}-form [data-submit]`).click()]);
      const paragraph = page.locator('[data-sent-reference]');
      await paragraph.waitFor({ state: 'visible' });
      await expect(page.locator('h1').textContent()).resolves.toMatch(/^Thank you/);
      expect(await paragraph.textContent()).toMatch(/^Your reference is [0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}: quote it if you call us\.$/);
      // What happens next comes straight after, and our number to call with the reference is on the page.
      expect(((await page.locator('main .confirmation + *').first().textContent()) ?? '').trim().length).toBeGreaterThan(40);
      const ourPhone = await page.locator('header a.header-phone').getAttribute('href');
      await expect(page.locator(`main a[href="${ourPhone}"]`).first().isVisible()).resolves.toBe(true);
      shown = {
        reference: (await page.locator('[data-sent-reference-value]').textContent()) ?? '',
        url: page.url(),
        // With script the page is replaced in place: a screen reader carries on from its heading.
        focused: await page.evaluate(() => document.activeElement?.tagName),
        ndiaShown: await page.locator('[data-sent-ndia]').isVisible(),
        axe: javaScript ? await runAxe(page, 'main') : [],
      };
    } finally {
      await close();
    }
    if (javaScript) expect(shown.focused, 'focus on the thank-you heading').toBe('H1');
    expect(shown.ndiaShown, 'the NDIA text is for a referral that chose it').toBe(false);
    expect(shown.axe).toEqual([]);
    expect(shown.url).not.toMatch(/[?#]/);

    const all = records();
    expect(all).toHaveLength(before + 1);
    const record = all.at(-1)!;
    expect(record.form).toBe(kind);
    expect(record.sealed, 'stored encrypted').toBeTruthy();
    expect(shown.reference).toBe(shortReference(record.id));

    const mail = await mailAbout(record.id, before + 1);
    expect(mail, `the intake e-mail for ${record.id}`).toBeDefined();
    expect(mail).toContain(`Quoted as: ${shown.reference}`);
    expect(mail).not.toContain(personal);

    // Staff find it by the reference as the sender reads it out: in lower case, without the dash.
    const found = sealed().intake('show', shown.reference.toLowerCase().replace('-', ''));
    expect(found.code, found.stderr).toBe(0);
    expect(found.stdout).toContain(`Reference: ${record.id} (quoted as ${shown.reference})`);
    expect(found.stdout).toContain(`${form.personal}: ${personal}`);
  });
});
