/**
 * The new form kinds end to end, as the provider runs them (issue 28): a real receiver process with a
 * public key and a real SMTP server, Chromium sending an expression of interest from a program page (with
 * JavaScript) and an Easy Read call-back request (without), a referral and a contact message with
 * safe-contact answers; then the intake tool, as a process, with the private key:
 * - the store holds none of what anyone typed in clear;
 * - each e-mail to the intake team says the form, the reference and the time, and nothing personal;
 * - `list` names each kind, the program, and what to know before calling (no voicemail, do not say our name);
 * - `show` gives how to contact the person safely first; `export` has the safe-contact answers as columns.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { unsafeToLeaveMessages, validCallback, validContact, validInterest, validReferral } from '../../widgets/form/fixtures.ts';
import { useBrowser } from '../support/browser.ts';
import { openPage } from '../support/pages.ts';
import { useSealedReceiver } from '../support/sealed-receiver.ts';
import { fillForm } from '../support/fill-form.ts';

const siteDir = inject('siteDir');
const browser = useBrowser();
const sealed = useSealedReceiver(siteDir, 'interest-intake');

const fill = fillForm;

const post = (path: string, values: object) => fetch(`${sealed().receiver.url}${path}`, { method: 'POST', body: JSON.stringify(values), headers: { 'Content-Type': 'application/json', Accept: 'application/json' } });

/** What the people typed: none of it may be in the store in clear, or in an e-mail. */
const PERSONAL = ['Robin Example', 'Kim Example', 'Jordan', 'Citizen', 'Chris Example', '0491 570 006', '5550 0123', 'alex@example.com', 'chris@example.com', 'Dari', 'after 6 pm', 'quiet space', 'Box Hill', 'life-skills-workshops'];

describe('an expression of interest and a call-back request, into the encrypted store', () => {
  it('are sent from the site, stored sealed, and the intake team is told only the form, reference and time', async () => {
    const interest = await openPage(browser(), `${sealed().receiver.url}/programs/life-skills-workshops/`, { width: 375, height: 812 });
    await interest.page.waitForSelector('[data-island="form"][data-island-state="ready"]', { timeout: 15_000 });
    await fill(interest.page, 'interest', validInterest);
    await Promise.all([interest.page.waitForURL('**/programs/sent/'), interest.page.locator('#interest-form [data-submit]').click()]);
    await interest.close();

    const callback = await openPage(browser(), `${sealed().receiver.url}/easy-read/call-back/`, { width: 375, height: 812, javaScript: false });
    await fill(callback.page, 'callback', validCallback);
    // Without script the receiver answers the POST with the thank-you page itself, its reference filled in.
    await Promise.all([callback.page.waitForURL('**/api/callback'), callback.page.locator('#callback-form [data-submit]').click()]);
    await expect(callback.page.locator('[data-sent-reference]').textContent()).resolves.toMatch(/[0-9A-Z]{4}-[0-9A-Z]{4}/);
    await callback.close();

    expect((await post('/api/referral', { ...validReferral, ...unsafeToLeaveMessages, submissionId: 'referral-safe-0001' })).status).toBe(201);
    expect((await post('/api/contact', { ...validContact, contactMethod: 'email', leaveMessage: 'yes', sayOurName: 'yes', interpreter: 'auslan', submissionId: 'contact-safe-0001' })).status).toBe(201);

    const file = readFileSync(sealed().store, 'utf8');
    const records = file.split('\n').filter(Boolean).map((line) => JSON.parse(line) as { form: string; sealed?: string; values?: unknown });
    expect(records.map((record) => record.form)).toEqual(['interest', 'callback', 'referral', 'contact']);
    for (const record of records) {
      expect(record.sealed, record.form).toBeTruthy();
      expect(record.values, record.form).toBeUndefined();
    }
    for (const detail of PERSONAL) expect(file, detail).not.toContain(detail);

    await sealed().smtp.received(4);
    // Long headers are folded onto more lines: unfold them to read the subject.
    const subjects = sealed().smtp.mails.map((mail) => /^Subject: (.*)$/m.exec(mail.raw.replace(/\r?\n[ \t]+/g, ' '))?.[1]);
    // Mail goes out over two connections, so the order can differ from the order of sending.
    expect(subjects).toEqual(
      expect.arrayContaining([expect.stringMatching(/^New expression of interest received: [\w-]+$/), expect.stringMatching(/^New call-back request \(Easy Read\) received: [\w-]+$/), expect.stringMatching(/^New referral received: /), expect.stringMatching(/^New contact message received: /)]),
    );
    for (const mail of sealed().smtp.mails) {
      expect(mail.to).toEqual(['intake@provider.example']);
      for (const detail of PERSONAL) expect(mail.raw, detail).not.toContain(detail);
    }
  });

  it('are listed by the intake tool with the program and what to know before calling', () => {
    const list = sealed().intake('list');
    expect(list.code, list.stderr).toBe(0);
    const [interest, callback, referral, contact] = list.stdout.trim().split('\n');
    expect(interest).toMatch(/ interest {2}Robin Example {2}\(life-skills-workshops\) {2}\[no voicemail; do not say our name; text only; interpreter: Dari\]$/);
    expect(callback).toMatch(/ callback {2}Kim Example$/);
    expect(referral).toMatch(/ referral {2}Jordan Citizen {2}\[no voicemail; do not say our name; text only; interpreter: Dari\]$/);
    expect(contact).toMatch(/ contact {3}Chris Example {2}\[Auslan\]$/);
  });

  it('are shown with how to contact the person safely first', () => {
    const id = sealed().intake('list').stdout.trim().split('\n')[0]!.split(' ')[0]!;
    const show = sealed().intake('show', id);
    expect(show.code, show.stderr).toBe(0);
    expect(show.stdout).toContain('Form:      interest');
    const safe = show.stdout.indexOf('Contacting safely:');
    expect(safe).toBeGreaterThan(-1);
    expect(safe).toBeLessThan(show.stdout.indexOf('name: Robin Example'));
    for (const line of ['Best way to reach: text message', 'Voicemail or message: NOT safe, do not leave one', 'Our name: do NOT say where we are calling from', 'Best times: Weekdays after 6 pm', 'Interpreter: Dari']) expect(show.stdout).toContain(`  ${line}\n`);
    expect(show.stdout).toContain('program: life-skills-workshops');
    expect(show.stdout).toContain('accessNeeds: A quiet space, and breaks.');
    const callbackId = sealed().intake('list').stdout.trim().split('\n')[1]!.split(' ')[0]!;
    expect(sealed().intake('show', callbackId).stdout).toContain('  Best time to call: morning\n');
  });

  it('are exported with the safe-contact answers as columns, first', () => {
    const csvFile = join(dirname(sealed().store), 'export.csv');
    const exported = sealed().intake('export', '--csv', csvFile);
    expect(exported.code, exported.stderr).toBe(0);
    const rows = readFileSync(csvFile, 'utf8').replace(/^\uFEFF/, '').trim().split('\r\n');
    const header = rows[0]!.split(',');
    expect(header.slice(0, 11)).toEqual(['Reference', 'Received (Melbourne)', 'Form', 'Contacting safely', 'program', 'contactMethod', 'leaveMessage', 'sayOurName', 'contactTimes', 'interpreter', 'interpreterLanguage']);
    const cell = (row: number, column: string) => rows[row]!.match(/("([^"]|"")*"|[^,]*)(,|$)/g)![header.indexOf(column)]!.replace(/,$/, '').replace(/^"|"$/g, '');
    expect(cell(1, 'Form')).toBe('interest');
    expect(cell(1, 'program')).toBe('life-skills-workshops');
    expect(cell(1, 'leaveMessage')).toBe('no');
    expect(cell(1, 'sayOurName')).toBe('no');
    expect(cell(1, 'interpreterLanguage')).toBe('Dari');
    expect(cell(1, 'Contacting safely')).toMatch(/Voicemail or message: NOT safe, do not leave one; Our name: do NOT say where we are calling from/);
    expect(cell(2, 'bestTime')).toBe('morning');
    expect(cell(3, 'leaveMessage')).toBe('no');
    expect(cell(4, 'interpreter')).toBe('auslan');
  });
});
