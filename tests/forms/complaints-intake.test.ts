/**
 * Complaints and feedback end to end (issue 39), as the provider runs them: a real receiver process with a
 * public key and a real SMTP server; Chromium sends an anonymous complaint from /complaints/ with JavaScript
 * and one asking for a reply without it; then the intake tool, as a process, with the private key:
 * - anonymous is accepted: no name and no way to reach the person is asked for;
 * - asking for a reply without a phone or an e-mail is refused with a message that offers anonymity;
 * - the store holds none of what anyone typed in clear, and each e-mail says only the form, reference and time;
 * - the intake tool lists and shows each one.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { anonymousFeedback, feedbackWithReply } from '../../widgets/form/fixtures.ts';
import type { FormValues } from '../../widgets/form/validation.ts';
import { useBrowser } from '../support/browser.ts';
import { openPage } from '../support/pages.ts';
import { useSealedReceiver } from '../support/sealed-receiver.ts';
import { fillForm } from '../support/fill-form.ts';

const siteDir = inject('siteDir');
const browser = useBrowser();
const sealed = useSealedReceiver(siteDir, 'complaints-intake');

const fill = (page: Page, values: FormValues) => fillForm(page, 'feedback', values);

const post = (values: object) => fetch(`${sealed().receiver.url}/api/feedback`, { method: 'POST', body: JSON.stringify(values), headers: { 'Content-Type': 'application/json', Accept: 'application/json' } });

/** What the people typed: none of it may be in the store in clear, or in an e-mail. */
const PERSONAL = ['an hour late', 'called me back', 'the manager', 'Sam Example', 'sam@example.com'];

describe('complaints and feedback, into the encrypted store', () => {
  it('takes an anonymous complaint with JavaScript, and one asking for a reply without it', async () => {
    const withScript = await openPage(browser(), `${sealed().receiver.url}/complaints/`, { width: 375, height: 812 });
    await withScript.page.waitForSelector('[data-island="form"][data-island-state="ready"]', { timeout: 15_000 });
    // Anonymous: the questions about reaching the person are not shown until a reply is asked for.
    await expect(withScript.page.locator('#feedback-form [name="email"]').isVisible()).resolves.toBe(false);
    await fill(withScript.page, anonymousFeedback);
    await Promise.all([withScript.page.waitForURL('**/complaints/sent/'), withScript.page.locator('#feedback-form [data-submit]').click()]);
    await withScript.close();

    const noScript = await openPage(browser(), `${sealed().receiver.url}/complaints/`, { width: 375, height: 812, javaScript: false });
    await fill(noScript.page, feedbackWithReply);
    // Without script the receiver answers the POST with the thank-you page itself, its reference filled in.
    await Promise.all([noScript.page.waitForURL('**/api/feedback'), noScript.page.locator('#feedback-form [data-submit]').click()]);
    await expect(noScript.page.locator('h1').textContent()).resolves.toContain('we have your feedback');
    await noScript.close();

    const file = readFileSync(sealed().store, 'utf8');
    const records = file.split('\n').filter(Boolean).map((line) => JSON.parse(line) as { form: string; sealed?: string; values?: unknown });
    expect(records.map((record) => record.form)).toEqual(['feedback', 'feedback']);
    for (const record of records) {
      expect(record.sealed).toBeTruthy();
      expect(record.values).toBeUndefined();
    }
    for (const detail of PERSONAL) expect(file, detail).not.toContain(detail);

    await sealed().smtp.received(2);
    const subjects = sealed().smtp.mails.map((mail) => /^Subject: (.*)$/m.exec(mail.raw.replace(/\r?\n[ \t]+/g, ' '))?.[1]);
    expect(subjects).toEqual([expect.stringMatching(/^New complaint or feedback received: [\w-]+$/), expect.stringMatching(/^New complaint or feedback received: [\w-]+$/)]);
    for (const mail of sealed().smtp.mails) for (const detail of PERSONAL) expect(mail.raw, detail).not.toContain(detail);
  });

  it('refuses a request for a reply with no way to reach the person, and says how to stay anonymous', async () => {
    const response = await post({ ...feedbackWithReply, email: '', submissionId: 'feedback-noreply-01' });
    expect(response.status).toBe(400);
    const { errors } = (await response.json()) as { errors: { field: string; message: string }[] };
    expect(errors.map((error) => error.field)).toEqual(['phone']);
    expect(errors[0]!.message).toContain('No, I want to stay anonymous');
  });

  it('are listed and shown by the intake tool', () => {
    const list = sealed().intake('list');
    expect(list.code, list.stderr).toBe(0);
    const lines = list.stdout.trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/ feedback/);
    expect(lines[1]).toMatch(/ feedback {2}Sam Example/);
    const shown = sealed().intake('show', lines[1]!.split(' ')[0]!);
    expect(shown.code, shown.stderr).toBe(0);
    expect(shown.stdout).toContain('Form:      feedback');
    expect(shown.stdout).toContain('message: Nobody called me back after my first visit.');
    expect(shown.stdout).toContain('email: sam@example.com');
  });
});
