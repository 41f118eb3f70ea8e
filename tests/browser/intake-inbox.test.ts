/**
 * The intake inbox end to end (issue 38), in Chromium, against the real receiver, a real OpenID Connect
 * provider on loopback (oidc-provider) and a real SMTP server:
 * - a referral with a document is sent without JavaScript (the receiver encrypts it on arrival), and another
 *   with JavaScript (the browser encrypts it: its plain bytes never leave the page);
 * - the e-mail to the team links to each record by its reference, with nothing the person wrote;
 * - an allowed staff member signs in with the provider, opens the key, reads both (how to contact them
 *   safely first, the flags), opens a document, marks one done, adds a note, exports the CSV, signs out;
 *   every request the inbox page makes is recorded, and neither the key nor any decrypted text is in one;
 * - an account not on the list is refused; without a session every staff route answers 401 with no data;
 *   an idle session ends; a status change from another site is refused; the audit log holds each action;
 * - axe on every inbox state and pa11y on the pages; screenshots at 1280 px when SHOTS_DIR is set.
 */
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredSubmission } from '../../server/submission-store.ts';
import { runAxe } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { ALLOWED_STAFF, buildIntakeSite, OTHER_ACCOUNT, startIntake, type IntakeSite, type RunningInbox } from '../support/intake.ts';
import { pa11yIssues } from '../support/pa11y.ts';

const browser = useBrowser();
let site: IntakeSite;
let inbox: RunningInbox;

/** A small PDF and PNG, each with words that must never be seen outside the browser that sent them. */
const PDF = Buffer.from('%PDF-1.4\n% GP letter for Jordan Example: PLAINPDF-7f3a\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.concat([
  Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c489', 'hex'),
  Buffer.from('0000000d49444154789c6360000002000005000100' + '0d0a2db4', 'hex'),
  Buffer.from('tEXtComment PLAINPNG-91c2'),
  Buffer.from('0000000049454e44ae426082', 'hex'),
]);
const SHOTS = process.env.SHOTS_DIR;
/** The reference Jordan's referral showed on its thank-you page, as the sender would quote it on the phone. */
let quoted = '';

function records(): StoredSubmission[] {
  return readFileSync(inbox.submissionsFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as StoredSubmission);
}

beforeAll(async () => {
  site = await buildIntakeSite();
  inbox = await startIntake(site);
}, 240_000);

afterAll(async () => {
  await inbox?.close();
});

/** A browser context that can reach only this machine (the test provider's page asks for a web font). */
async function newContext(javaScriptEnabled = true): Promise<BrowserContext> {
  const context = await browser().newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled, acceptDownloads: true });
  await context.route(
    (url) => url.protocol.startsWith('http') && !['127.0.0.1', 'localhost'].includes(url.hostname),
    (route) => route.abort(),
  );
  return context;
}

/** Signs in through the provider's own sign-in page, as a person would. */
async function signIn(page: Page, account: string): Promise<void> {
  await page.getByRole('link', { name: 'Sign in with Example Sign-in' }).click();
  await page.waitForSelector('input[name="login"]');
  await page.fill('input[name="login"]', account);
  await page.fill('input[name="password"]', 'any password');
  await page.click('button[type="submit"]');
  await page.waitForURL((url) => url.origin === inbox.url, { timeout: 20_000 });
}

async function openKey(page: Page): Promise<void> {
  await page.getByLabel('Your key file').setInputFiles(site.keyFile);
  await page.getByRole('button', { name: 'Open the inbox' }).click();
}

describe('referrals with documents', () => {
  it('without JavaScript: the receiver encrypts the document on arrival, and the form comes back filled in when a question is missing', async () => {
    const context = await newContext(false);
    const page = await context.newPage();
    await page.goto(`${inbox.url}/referral/`);
    await page.check('#referral-referrerType-0');
    await page.fill('#referral-firstName', 'Jordan');
    await page.fill('#referral-lastName', 'Example');
    await page.fill('#referral-phone', '0491 570 006');
    await page.check('input[name="contactMethod"][value="phone"]');
    await page.check('input[name="leaveMessage"][value="no"]');
    await page.check('input[name="sayOurName"][value="no"]');
    await page.fill('#referral-contactTimes', 'Weekday mornings');
    await page.check('input[name="ndisStatus"][value="participant"]');
    await page.check('input[name="planManagement"][value="ndia"]');
    await page.check('#referral-consentCollect');
    await page.setInputFiles('#referral-documents', { name: 'GP letter.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.click('#referral-form button[type="submit"]');
    // What the person would like while we cannot be paid from an NDIA-managed plan is asked now.
    await expect.poll(() => page.locator('#referral-ndiaNext-1').isVisible()).toBe(true);
    expect(await page.inputValue('#referral-firstName')).toBe('Jordan');
    expect(await page.locator('[data-field="documents"] .field__error').textContent()).toMatch(/choose them again/);
    expect(records()).toHaveLength(0);
    await page.check('#referral-ndiaNext-1');
    await page.setInputFiles('#referral-documents', { name: 'GP letter.pdf', mimeType: 'application/pdf', buffer: PDF });
    // Without script the receiver answers the POST with the thank-you page itself, with the reference to quote.
    await page.click('#referral-form button[type="submit"]');
    await page.locator('[data-sent-reference]:not([hidden])').waitFor();
    expect(page.url()).toMatch(/\/api\/referral$/);
    quoted = (await page.locator('[data-sent-reference-value]').textContent()) ?? '';
    await context.close();
    const [record] = records();
    expect(record?.attachments).toHaveLength(1);
    const stored = readFileSync(join(`${inbox.submissionsFile}.attachments`, `${record!.attachments![0]!.id}.age`));
    expect(stored.subarray(0, 21).toString()).toBe('age-encryption.org/v1');
    expect(stored.includes('PLAINPDF-7f3a')).toBe(false);
    expect(readdirSync(`${inbox.submissionsFile}.attachments`)).toHaveLength(1);
  });

  it('refuses a document of another kind, whatever its name, and keeps every answer', async () => {
    const context = await newContext(false);
    const page = await context.newPage();
    await page.goto(`${inbox.url}/referral/`);
    await page.check('#referral-referrerType-0');
    await page.fill('#referral-firstName', 'Kim');
    await page.fill('#referral-phone', '0491 570 006');
    await page.check('#referral-consentCollect');
    await page.setInputFiles('#referral-documents', { name: 'plan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ\x90\x00 this is a program, not a PDF') });
    await page.click('#referral-form button[type="submit"]');
    await expect.poll(() => page.locator('[data-field="documents"] .field__error').textContent()).toMatch(/"plan\.pdf" is not a PDF, JPEG, PNG or Word file/);
    expect(await page.inputValue('#referral-firstName')).toBe('Kim');
    expect(records()).toHaveLength(1);
    expect(readdirSync(`${inbox.submissionsFile}.attachments`)).toHaveLength(1);
    await context.close();
  });

  it('with JavaScript: the browser encrypts the document before it is sent, and its plain bytes never leave the page', async () => {
    const context = await newContext(true);
    const page = await context.newPage();
    const sends: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/referral')) sends.push(request.headers()['content-type'] ?? '');
    });
    await page.goto(`${inbox.url}/referral/`);
    await page.waitForSelector('[data-island="form"][data-island-state="ready"]', { timeout: 15_000 });
    await page.check('#referral-referrerType-1');
    await page.fill('#referral-firstName', 'Riley');
    await page.fill('#referral-email', 'riley@example.org');
    await page.fill('#referral-referrerName', 'Pat Carer');
    await page.fill('#referral-referrerPhone', '0491 570 156');
    await page.check('#referral-participantAgrees');
    await page.fill('#referral-goals', '=HYPERLINK("https://evil.example","help")');
    await page.check('#referral-consentCollect');
    // A file over the limit is refused before anything is encrypted or sent.
    await page.setInputFiles('#referral-documents', { name: 'scan.png', mimeType: 'image/png', buffer: Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]) });
    await page.click('#referral-form button[type="submit"]');
    await expect.poll(() => page.locator('[data-field="documents"] .field__error').textContent()).toMatch(/"scan\.png" is 10 MB\. Each document must be 10 MB or smaller/);
    expect(sends).toHaveLength(0);
    await page.setInputFiles('#referral-documents', { name: 'plan page.png', mimeType: 'image/png', buffer: PNG });
    await page.click('#referral-form button[type="submit"]');
    await page.waitForURL(/\/referral\/sent\/$/);
    await context.close();
    expect(sends).toHaveLength(1);
    expect(sends[0]).toMatch(/^multipart\/form-data; boundary=/);
    // The receiver keeps a document the browser encrypted byte for byte as it came: what is on disk is what
    // was sent, an age file for the team's key, without the image's own words.
    const second = records()[1]!;
    expect(second.attachments).toHaveLength(1);
    const stored = readFileSync(join(`${inbox.submissionsFile}.attachments`, `${second.attachments![0]!.id}.age`));
    expect(stored.subarray(0, 21).toString()).toBe('age-encryption.org/v1');
    expect(stored.includes('PLAINPNG-91c2')).toBe(false);
  });

  it('tells the intake team by e-mail, linking to each record by its reference and with nothing the person wrote', async () => {
    await inbox.smtp.received(2);
    const [first, second] = records();
    for (const [mail, record] of [
      [inbox.smtp.mails[0]!, first!],
      [inbox.smtp.mails[1]!, second!],
    ] as const) {
      expect(mail.raw.replace(/=\r\n/g, '')).toContain(`${inbox.url}/admin/intake/?ref=3D${record.id}`.replace('?ref=3D', '?ref=3D'));
      for (const personal of ['Jordan', 'Riley', 'Weekday', 'GP letter', 'plan page']) expect(mail.raw).not.toContain(personal);
    }
  });
});

describe('the inbox', () => {
  let context: BrowserContext;
  let page: Page;
  const requests: { url: string; method: string; headers: string; body: string }[] = [];

  beforeAll(async () => {
    context = await newContext(true);
    page = await context.newPage();
    // Every request made by the inbox's page (not the provider's sign-in page it passes through).
    page.on('request', (request: Request) => {
      const from = request.frame().url();
      if (!from.startsWith(inbox.url)) return;
      requests.push({ url: request.url(), method: request.method(), headers: JSON.stringify(request.headers()), body: request.postDataBuffer()?.toString('latin1') ?? '' });
    });
  });

  afterAll(async () => {
    await context?.close();
  });

  it('without a session, says how to sign in; the page has its own strict policy and no inline script', async () => {
    const response = await page.goto(`${inbox.url}/admin/intake/?ref=${records()[0]!.id}`);
    const policy = response!.headers()['content-security-policy'] ?? '';
    expect(policy).toMatch(/^default-src 'none'; script-src 'self'; style-src 'self';/);
    expect(policy).toContain("connect-src 'self'");
    expect(policy).toContain("require-trusted-types-for 'script'");
    expect(response!.headers()['cache-control']).toBe('no-store');
    expect(await page.locator('script:not([src])').count()).toBe(0);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(await runAxe(page)).toEqual([]);
  });

  it('refuses an account that is not on the list, and records the refusal', async () => {
    const other = await newContext(true);
    const otherPage = await other.newPage();
    await otherPage.goto(`${inbox.url}/admin/intake/`);
    await signIn(otherPage, OTHER_ACCOUNT);
    await expect.poll(() => otherPage.locator('.inbox__message').textContent()).toMatch(/not on the intake team's list/);
    expect((await otherPage.request.get(`${inbox.url}/api/staff/records`)).status()).toBe(401);
    await other.close();
    expect(inbox.audit().at(-1)).toMatchObject({ action: 'sign-in-refused', who: OTHER_ACCOUNT });
  });

  it('signs in, opens the key, and reads the referral the e-mail links to: how to contact them safely first', async () => {
    await signIn(page, ALLOWED_STAFF);
    await page.getByRole('heading', { name: 'Open your key' }).waitFor();
    expect(await runAxe(page)).toEqual([]);
    await openKey(page);
    const heading = page.getByRole('heading', { level: 2, name: /^Referral: Jordan Example$/ });
    await heading.waitFor();
    const order = await page.locator('article h3').allTextContents();
    expect(order.slice(0, 3)).toEqual(['Before you contact them', 'Contacting them safely', 'Everything they sent']);
    const safe = await page.locator('.inbox__safe li').allTextContents();
    expect(safe).toEqual(['Best way to reach: phone call', 'Voicemail or message: NOT safe, do not leave one', 'Our name: do NOT say where we are calling from', 'Best times: Weekday mornings']);
    expect(await page.locator('.inbox__alert').textContent()).toMatch(/NDIA-managed plan: keep until registered/);
    expect(await runAxe(page)).toEqual([]);
    if (SHOTS) {
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: join(SHOTS, 'inbox-record-1280.png'), fullPage: true });
    }
  });

  it('opens and saves the document, decrypted here: the same bytes that were sent', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Save GP letter.pdf' }).click()]);
    expect(download.suggestedFilename()).toBe('GP letter.pdf');
    expect(readFileSync((await download.path())!)).toEqual(PDF);
    const [tab] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Open GP letter.pdf' }).click()]);
    expect(tab.url()).toMatch(/^blob:/);
    await tab.close();
  });

  it('marks the referral done and adds a note, encrypted before it is saved', async () => {
    await page.getByLabel('Done').check();
    await page.getByRole('button', { name: 'Save status' }).click();
    await expect.poll(() => page.locator('.inbox__current-status').textContent()).toMatch(/^Done, set by Staff alex on /);
    await page.getByLabel('Add a note').fill('Called Jordan: prefers Tuesdays. NOTE-5d1e');
    await page.getByRole('button', { name: 'Save note' }).click();
    await expect.poll(() => page.locator('.inbox__note-text').allTextContents()).toEqual(['Called Jordan: prefers Tuesdays. NOTE-5d1e']);
    const staffFile = readFileSync(`${inbox.submissionsFile}.staff`, 'utf8');
    expect(staffFile).toContain('"status":"done"');
    expect(staffFile).not.toContain('NOTE-5d1e');
  });

  it('lists both, newest first, with their flags, and exports a formula-safe CSV made in the browser', async () => {
    await page.getByRole('link', { name: 'All referrals and messages' }).click();
    await page.getByRole('heading', { name: 'Referrals and messages' }).waitFor();
    const names = await page.locator('.inbox__table tbody th').allTextContents();
    expect(names).toEqual(['Riley', 'Jordan Example']);
    // Each row has the short reference its sender was shown, the one a caller reads out.
    const references = await page.locator('.inbox__table tbody td.inbox__reference').allTextContents();
    expect(references).toHaveLength(2);
    for (const reference of references) expect(reference).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(await page.locator('.inbox__table thead th').allTextContents()).toContain('Reference');
    const firstRow = await page.locator('.inbox__table tbody tr').nth(1).textContent();
    expect(firstRow).toMatch(/No voicemail/);
    expect(firstRow).toMatch(/Done \(Staff alex/);
    expect(await runAxe(page)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: join(SHOTS, 'inbox-list-1280.png'), fullPage: true });
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export to a spreadsheet (CSV)' }).click()]);
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv.startsWith('\uFEFFReference,Received (Melbourne),Form,Contacting safely')).toBe(true);
    expect(csv).toContain(`"'=HYPERLINK(""https://evil.example"",""help"")"`);
    expect(csv).toContain('Jordan');
  });

  it('finds the submission a caller quotes: the reference typed in the list\'s find box, or in the address, as it is read out', async () => {
    expect(quoted).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    const [first] = records();
    const find = page.getByRole('textbox', { name: 'Find by reference' });
    // A reference nobody was given: said plainly, with what to check.
    await find.fill('ZZZZ-ZZZZ');
    await page.getByRole('button', { name: 'Find', exact: true }).click();
    await expect.poll(() => page.locator('.inbox__find .field__error:not([hidden])').textContent()).toMatch(/No submission has the reference ZZZZ-ZZZZ/);
    expect(await runAxe(page)).toEqual([]);
    // As read out on the phone: lower case, a space for the dash.
    await find.fill(quoted.toLowerCase().replace('-', ' '));
    await page.getByRole('button', { name: 'Find', exact: true }).click();
    await page.getByRole('heading', { level: 2, name: /^Referral: Jordan Example$/ }).waitFor();
    expect(await page.locator('.inbox__meta dd').first().textContent()).toBe(`${quoted} (${first!.id})`);
    // In the address, without the dash: a new page, so the key is opened again.
    await page.goto(`${inbox.url}/admin/intake/?ref=${quoted.toLowerCase().replace('-', '')}`);
    await page.getByRole('heading', { name: 'Open your key' }).waitFor();
    await openKey(page);
    await page.getByRole('heading', { level: 2, name: /^Referral: Jordan Example$/ }).waitFor();
    expect(await page.locator('.inbox__meta dd').first().textContent()).toBe(`${quoted} (${first!.id})`);
  });

  it('never sends the key or anything decrypted: every request the page made was to this site, and carried none of it', async () => {
    const secrets = [site.identity, site.identity.slice(15, 40), 'Jordan', 'Riley', 'Weekday mornings', 'NOTE-5d1e', 'PLAINPDF', 'PLAINPNG', 'HYPERLINK'];
    expect(requests.length).toBeGreaterThan(5);
    for (const request of requests) {
      const origin = new URL(request.url).origin;
      expect([inbox.url, inbox.provider.issuer].includes(origin) || request.url.startsWith('blob:'), request.url).toBe(true);
      for (const secret of secrets) {
        expect(`${request.url}\n${request.headers}\n${request.body}`, `${request.method} ${request.url}`).not.toContain(secret);
      }
    }
    // The provider only ever saw the sign-in; the inbox's own requests went to /api/staff/.
    const fetched = requests.filter((request) => request.url.startsWith(`${inbox.url}/api/`)).map((request) => new URL(request.url).pathname);
    expect(fetched.every((path) => path.startsWith('/api/staff/'))).toBe(true);
  });

  it('records every read, document, change and export in the audit log, with no personal details', () => {
    const audit = inbox.audit();
    const [first, second] = records();
    const actions = audit.map((entry) => `${entry.action}${entry.ref ? ` ${entry.ref}` : ''}`);
    expect(actions).toEqual(expect.arrayContaining([`sign-in`, `list`, `read ${first!.id}`, `document ${first!.id}`, `status ${first!.id}`, `note ${first!.id}`, 'export']));
    expect(audit.find((entry) => entry.action === 'export')?.refs).toEqual([first!.id, second!.id]);
    expect(audit.find((entry) => entry.action === 'status')).toMatchObject({ who: ALLOWED_STAFF, detail: 'done' });
    const text = readFileSync(inbox.auditFile, 'utf8');
    for (const personal of ['Jordan', 'Riley', 'Weekday', 'GP letter', 'NOTE-5d1e']) expect(text).not.toContain(personal);
  });

  it('refuses a status change from another site, with or without the session cookie', async () => {
    const [first] = records();
    const path = `/api/staff/records/${first!.id}/status`;
    const cookie = (await context.cookies(inbox.url)).map((item) => `${item.name}=${item.value}`).join('; ');
    const before = readFileSync(`${inbox.submissionsFile}.staff`, 'utf8');
    // The cookie is sent, but the request says it comes from elsewhere, or lacks the inbox's header.
    for (const headers of [
      { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site', 'X-Intake-Request': '1' } as Record<string, string>,
      { Origin: 'http://localhost:1', 'X-Intake-Request': '1' },
      { Origin: inbox.url, 'Sec-Fetch-Site': 'same-origin' },
    ]) {
      const response = await fetch(`${inbox.url}${path}`, { method: 'POST', headers: { ...headers, Cookie: cookie, 'Content-Type': 'application/json' }, body: '{"status":"new"}' });
      expect(response.status, JSON.stringify(headers)).toBe(403);
    }
    // A page on another site: the browser does not send the SameSite=Strict cookie, so there is no session.
    const evil: Server = createServer((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/html' }).end(`<form method="post" action="${inbox.url}${path}" enctype="text/plain"><input name='{"status":"new","x":"' value='"}'></form><script>document.forms[0].submit()</script>`);
    });
    await new Promise<void>((resolve) => evil.listen(0, '127.0.0.1', resolve));
    const attacker = await context.newPage();
    const posted = attacker.waitForResponse((response) => response.url().endsWith(path));
    await attacker.goto(`http://localhost:${(evil.address() as AddressInfo).port}/`);
    expect((await posted).status()).toBe(401);
    await attacker.close();
    evil.close();
    expect(readFileSync(`${inbox.submissionsFile}.staff`, 'utf8')).toBe(before);
  });

  it('signs out: the session ends on the server, and the page forgets the key', async () => {
    const cookie = (await context.cookies(inbox.url)).map((item) => `${item.name}=${item.value}`).join('; ');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect.poll(() => page.locator('.inbox__message').textContent()).toBe('You have signed out.');
    expect(await runAxe(page)).toEqual([]);
    const response = await fetch(`${inbox.url}/api/staff/records`, { headers: { Cookie: cookie } });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'signed-out' });
    expect(inbox.audit().at(-1)).toMatchObject({ action: 'sign-out', who: ALLOWED_STAFF });
  });

  it('answers 401 with no data on every staff route without a session', async () => {
    const [first] = records();
    const routes: [string, string][] = [
      ['GET', '/api/staff/session'],
      ['GET', '/api/staff/records'],
      ['GET', `/api/staff/records/${first!.id}`],
      ['GET', `/api/staff/records/${first!.id}/documents/1`],
      ['GET', '/api/staff/export'],
      ['POST', `/api/staff/records/${first!.id}/status`],
      ['POST', `/api/staff/records/${first!.id}/notes`],
      ['GET', '/api/staff/anything-else'],
    ];
    for (const [method, path] of routes) {
      const response = await fetch(`${inbox.url}${path}`, { method, headers: { Origin: inbox.url, 'X-Intake-Request': '1', 'Content-Type': 'application/json', Cookie: '__Host-intake-session=made-up-token' }, ...(method === 'POST' ? { body: '{"status":"done"}' } : {}) });
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(await response.text(), `${method} ${path}`).toBe('{"error":"signed-out"}');
    }
  });

  it('ends a session left unused, and says so', async () => {
    const again = await newContext(true);
    const pageAgain = await again.newPage();
    await pageAgain.goto(`${inbox.url}/admin/intake/`);
    await signIn(pageAgain, ALLOWED_STAFF);
    await pageAgain.getByRole('heading', { name: 'Open your key' }).waitFor();
    inbox.advance(31 * 60_000);
    await openKey(pageAgain);
    await expect.poll(() => pageAgain.locator('.inbox__message').textContent()).toMatch(/Your session ended/);
    expect(await pageAgain.locator('.inbox__table').count()).toBe(0);
    await again.close();
  });

  it('remembers the key on this computer only locked with a passphrase, and unlocks it with that passphrase alone', async () => {
    const own = await newContext(true);
    const ownPage = await own.newPage();
    await ownPage.goto(`${inbox.url}/admin/intake/`);
    await signIn(ownPage, ALLOWED_STAFF);
    await ownPage.getByLabel('Or paste your key').fill(site.identity);
    await ownPage.getByLabel('Remember my key on this computer, locked with a passphrase').check();
    await ownPage.getByLabel('Passphrase', { exact: true }).fill('short');
    await ownPage.getByRole('button', { name: 'Open the inbox' }).click();
    await expect.poll(() => ownPage.locator('.field__error:not([hidden])').allTextContents()).toEqual(['Error: Choose a passphrase of at least 12 characters.']);
    await ownPage.getByLabel('Passphrase', { exact: true }).fill('kettle harbour violet');
    await ownPage.getByLabel('Passphrase again').fill('kettle harbour violet');
    await ownPage.getByRole('button', { name: 'Open the inbox' }).click();
    await ownPage.locator('.inbox__table').waitFor({ timeout: 60_000 });
    const stored = await ownPage.evaluate(() => localStorage.getItem('intake-inbox:key') ?? '');
    expect(Buffer.from(stored, 'base64').toString('latin1')).toMatch(/^age-encryption\.org\/v1\n-> scrypt /);
    expect(stored).not.toContain(site.identity);
    expect(Buffer.from(stored, 'base64').toString('latin1')).not.toContain('AGE-SECRET-KEY');
    // Another visit: the key is not in the page until the passphrase unlocks it.
    await ownPage.reload();
    await ownPage.getByRole('heading', { name: 'Unlock your key' }).waitFor();
    expect(await runAxe(ownPage)).toEqual([]);
    await ownPage.getByLabel('Passphrase').fill('kettle harbour violent');
    await ownPage.getByRole('button', { name: 'Unlock' }).click();
    await expect.poll(() => ownPage.locator('.field__error:not([hidden])').textContent(), { timeout: 60_000 }).toMatch(/does not unlock the remembered key/);
    await ownPage.getByLabel('Passphrase').fill('kettle harbour violet');
    await ownPage.getByRole('button', { name: 'Unlock' }).click();
    await ownPage.locator('.inbox__table').waitFor({ timeout: 60_000 });
    await own.close();
  }, 180_000);

  it('without JavaScript, says that decryption happens on this computer and names the intake tool', async () => {
    const plain = await newContext(false);
    const plainPage = await plain.newPage();
    await plainPage.goto(`${inbox.url}/admin/intake/`);
    const text = await plainPage.locator('[data-inbox-nojs]').textContent();
    expect(text).toMatch(/decrypted here, on this computer, with your key/);
    expect(text).toMatch(/npm run submissions/);
    // axe needs script: the page as it came is checked as a copy, with the inbox's own script doing nothing.
    const html = await plainPage.content();
    await plain.close();
    const copyContext = await newContext(true);
    await copyContext.route(/\/assets\/intake-inbox-[\w-]+\.js$/, (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
    await copyContext.route(`${inbox.url}/__no-script-copy/`, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }));
    const copy = await copyContext.newPage();
    await copy.goto(`${inbox.url}/__no-script-copy/`);
    expect(await copy.locator('[data-inbox-nojs]').isVisible()).toBe(true);
    expect(await runAxe(copy)).toEqual([]);
    await copyContext.close();
  });

  it('passes pa11y on every state of the inbox: signed out, the key, the list and a record', async () => {
    const signedIn = await newContext(true);
    const signedInPage = await signedIn.newPage();
    await signedInPage.goto(`${inbox.url}/admin/intake/`);
    await signIn(signedInPage, ALLOWED_STAFF);
    await signedInPage.getByRole('heading', { name: 'Open your key' }).waitFor();
    const session = (await signedIn.cookies(inbox.url)).find((item) => item.name === '__Host-intake-session')!;
    await signedIn.close();
    // pa11y's browser gets the session the way a browser does, from a Set-Cookie (cookies are per host, not
    // port: a helper on this machine sets it, then sends pa11y on to the inbox).
    const helper: Server = createServer((request, response) => {
      const to = new URL(request.url ?? '/', 'http://helper.invalid').searchParams.get('to') ?? '/';
      response.writeHead(302, { 'Set-Cookie': `${session.name}=${session.value}; Path=/; HttpOnly; Secure; SameSite=Strict`, Location: `${inbox.url}${to}` }).end();
    });
    await new Promise<void>((resolve) => helper.listen(0, '127.0.0.1', resolve));
    const via = (to: string) => `/set?to=${encodeURIComponent(to)}`;
    const helperUrl = `http://127.0.0.1:${(helper.address() as AddressInfo).port}`;
    const openKeyActions = [`set field .inbox__key-text to ${site.identity}`, 'click element .inbox__key-form button[type="submit"]'];
    try {
      expect(await pa11yIssues(inbox.url, ['/admin/intake/', '/login/'])).toEqual([]);
      const issues = await pa11yIssues(helperUrl, [
        { path: via('/admin/intake/'), actions: ['wait for element .inbox__key-form to be visible'] },
        { path: via('/admin/intake/'), actions: [...openKeyActions, 'wait for element .inbox__table to be visible'] },
        { path: via(`/admin/intake/?ref=${records()[0]!.id}`), actions: [...openKeyActions, 'wait for element .inbox__record to be visible'] },
      ]);
      expect(issues).toEqual([]);
    } finally {
      helper.close();
    }
  }, 240_000);
});
