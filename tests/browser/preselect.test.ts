/**
 * P95 (security probe 2026-11-28): no link pre-answers a safety question. A link may say who is referring
 * (/referral/?referrerType=family-carer, as the home page's cards do); anything else in the address,
 * "a voicemail is safe" and "you may say our name" above all, is left for the person to answer. In
 * Chromium, with the form's script running.
 */
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { openPage, waitForIsland } from '../support/pages.ts';

const siteUrl = inject('siteUrl');
const browser = useBrowser();
const PHONE = { width: 375, height: 812 };

/** The radio answers ticked in a form once its script has run. */
async function ticked(path: string, form: string): Promise<string[]> {
  const { page, close, problems } = await openPage(browser(), `${siteUrl}${path}`, PHONE);
  try {
    await waitForIsland(page, 'form');
    expect(problems).toEqual([]);
    return await page.locator(`#${form}-form input[type="radio"]:checked`).evaluateAll((inputs) => inputs.map((input) => `${(input as HTMLInputElement).name}=${(input as HTMLInputElement).value}`));
  } finally {
    await close();
  }
}

describe('P95: answers from the address', () => {
  it('P95: a link cannot pre-answer the safe-contact questions on /contact/ or /referral/', async () => {
    const safety = 'leaveMessage=yes&sayOurName=yes&contactMethod=phone&interpreter=no&planManagement=ndia&ndisStatus=participant&consentCollect=yes';
    expect(await ticked(`/contact/?${safety}`, 'contact')).toEqual([]);
    expect(await ticked(`/referral/?${safety}`, 'referral')).toEqual([]);
  });

  it('P95: the documented pre-selection, who is referring, still works beside them', async () => {
    expect(await ticked('/referral/?leaveMessage=yes&referrerType=family-carer&sayOurName=yes', 'referral')).toEqual(['referrerType=family-carer']);
  });
});
