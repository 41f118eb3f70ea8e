/**
 * The content editor at /admin/ (Sveltia CMS) as the office uses it, in Chromium against the built site
 * over loopback. Before sign-in is set up, /admin/ is a page of text that says what to set. Once it is
 * (a build of the content with site.json's `editor` set), the editor opens with its test backend seeded
 * from content/ (tests/support/editor.ts): the office updates the places for referrers, saves, and the
 * saved file builds, with /referrers/ showing it; a bad phone number is refused with a message; Dari runs
 * right to left; and no screen asks a third party for anything or breaks the page's policy.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { inboxContentSecurityPolicy } from '../../generator/site-files/host-config.ts';
import { todayInMelbourne } from '../../generator/text.ts';
import { startSiteServer, type SiteServer } from '../../server/site-server.ts';
import { runAxe } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { runBuild } from '../support/cli.ts';
import { readSavedFile, repositoryFiles, reportPolicyViolations, seedTestRepository, useTestBackend } from '../support/editor.ts';
import { openPage } from '../support/pages.ts';
import { readPage } from '../support/site.ts';

const siteUrl = inject('siteUrl');
const browser = useBrowser();
const work = mkdtempSync(join(tmpdir(), 'editor-'));
const content = join(work, 'content');
const out = join(work, 'out');
let server: SiteServer;

/**
 * What axe reports inside Sveltia CMS itself (0.221.1), which this site cannot change, each with what it
 * is; also listed in docs/editor-sign-in.md. Our own page (its notes, before the editor opens) has none,
 * and neither do the labels and hints the configuration gives each field.
 */
const SVELTIA_AXE_FINDINGS: Record<string, string> = {
  'label-content-name-mismatch': "the list of collections: each item's accessible name is its label, and it also shows the number of entries beside it",
  region: "best practice: parts of Sveltia's app shell (its outer frame and the entry editor) sit outside its landmarks",
};

beforeAll(() => {
  cpSync('content', content, { recursive: true });
  const site = JSON.parse(readFileSync(join(content, 'site.json'), 'utf8'));
  site.editor = { ...site.editor, host: 'github', repository: 'provider/website', signInUrl: 'https://cms-auth.provider.example' };
  writeFileSync(join(content, 'site.json'), `${JSON.stringify(site, null, 2)}\n`);
  const built = runBuild(['--content', content, '--out', out, '--no-share-images', '--quiet']);
  if (built.code !== 0) throw new Error(`The site with the editor set up did not build:\n${built.stderr}`);
}, 240_000);

beforeAll(async () => {
  server = await startSiteServer({ siteDir: out, submissionsFile: join(work, 'submissions.jsonl') });
});

afterAll(async () => {
  await server?.close();
  rmSync(work, { recursive: true, force: true });
});

interface EditorSession {
  page: Page;
  context: BrowserContext;
  /** Console errors and warnings, uncaught errors and policy violations. */
  problems: string[];
  /** Requests to anywhere but this site. */
  elsewhere: string[];
  close(): Promise<void>;
}

/** The editor open on the test repository (seeded from content/), signed in, at 1280 px, in Melbourne. */
async function openEditor(): Promise<EditorSession> {
  const context = await browser().newContext({ viewport: { width: 1280, height: 900 }, timezoneId: 'Australia/Melbourne', locale: 'en-AU' });
  const page = await context.newPage();
  const problems: string[] = [];
  const elsewhere: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`console ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== server.url && url.protocol !== 'data:' && url.protocol !== 'blob:') elsewhere.push(request.url());
  });
  await reportPolicyViolations(page);
  await useTestBackend(page);
  // The test repository is seeded from a plain page of the site (the private file system is per origin).
  await page.goto(`${server.url}/robots.txt`);
  await seedTestRepository(page, repositoryFiles(content));
  await page.goto(`${server.url}/admin/`);
  await page.getByRole('button', { name: 'Work with Test Repository' }).click();
  await page.locator('#nc-root nav').getByText('Articles', { exact: true }).waitFor();
  return { page, context, problems, elsewhere, close: () => context.close() };
}

/** Opens one of the editor's own screens (a file of its own, like "Places for referrers"). */
async function openScreen(page: Page, label: string, keyPath: string): Promise<void> {
  await page.locator('#nc-root nav').getByText(label, { exact: true }).click();
  await page.locator(`[data-key-path="${keyPath}"]`).first().waitFor();
}

describe('/admin/ before sign-in is set up', () => {
  it('is a page of text that says exactly what to set, passes axe, and loads no script', async () => {
    const { page, requests, problems, close } = await openPage(browser(), `${siteUrl}/admin/`);
    try {
      expect(await page.locator('h1').textContent()).toBe('Edit the website');
      const missing = await page.locator('main li code').allTextContents();
      expect(missing).toEqual(['editor.repository', 'editor.signInUrl']);
      expect(await page.locator('main').textContent()).toContain('docs/editor-sign-in.md');
      expect(await page.locator('script').count()).toBe(0);
      expect(requests.filter((url) => url.endsWith('.js'))).toEqual([]);
      expect(await runAxe(page)).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('/admin/ once sign-in is set up', () => {
  it("gives the editor's page its own policy, and no other page changes", async () => {
    const policy = async (path: string) => (await fetch(`${server.url}${path}`)).headers.get('content-security-policy') ?? '';
    const editor = await policy('/admin/');
    expect(editor).toMatch(/^default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline';/);
    expect(editor).toContain("connect-src 'self' blob: data: https://api.github.com https://cms-auth.provider.example;");
    expect(editor).not.toMatch(/unsafe-eval|unpkg|jsdelivr/);
    expect((await fetch(`${server.url}/admin/`)).headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    const site = (await fetch(`${siteUrl}/`)).headers.get('content-security-policy');
    for (const path of ['/', '/referrers/', '/login/', '/admin/admin.css']) expect(await policy(path), path).toBe(site);
    // The intake inbox under /admin/ keeps its own, stricter policy.
    expect(await policy('/admin/intake/')).toBe(inboxContentSecurityPolicy());
  });

  it('without JavaScript, is a page of text that says the editor needs it', async () => {
    const { page, close } = await openPage(browser(), `${server.url}/admin/`, { javaScript: false });
    try {
      await expect(page.locator('main.admin-notes')).toBeDefined();
      expect(await page.locator('main.admin-notes').isVisible()).toBe(true);
      expect(await page.locator('main').textContent()).toMatch(/The editor needs JavaScript/);
      expect(await page.locator('main').textContent()).toMatch(/Sign in with your GitHub account/);
    } finally {
      await close();
    }
  });

  it('updates the places for referrers on one screen, saves, and the build shows them on /referrers/', async () => {
    const session = await openEditor();
    const { page } = session;
    try {
      await openScreen(page, 'Places for referrers', 'capacity.asAt');
      // Today's date is one tap away.
      await page.locator('[data-key-path="capacity.asAt"]').getByRole('button', { name: 'Today' }).click();
      // The editor draws fields as they scroll into view.
      await page.locator('[data-key-path="capacity.services"]').scrollIntoViewIfNeeded();
      const service = page.locator('[data-key-path="capacity.services.psychosocial-recovery-coaching"]');
      await service.scrollIntoViewIfNeeded();
      await service.getByRole('checkbox').first().click();
      await page.locator('[data-key-path="capacity.services.psychosocial-recovery-coaching.open"] [aria-haspopup="listbox"]').first().click();
      await page.getByRole('option', { name: /City of Whitehorse/ }).first().click();
      await page.locator('#nc-root').getByRole('button', { name: 'Save', exact: true }).click();
      await expect.poll(async () => JSON.parse(await readSavedFile(page, 'content/referrers.json')).capacity.asAt, { timeout: 20_000 }).toBe(todayInMelbourne());
      const saved = await readSavedFile(page, 'content/referrers.json');
      expect(JSON.parse(saved).capacity.services).toEqual({ 'psychosocial-recovery-coaching': { open: ['City of Whitehorse'] } });
      // Only what was changed differs from the file as it was.
      const before = readFileSync(join(content, 'referrers.json'), 'utf8').split('\n');
      expect(saved.split('\n').filter((line) => !before.includes(line)).map((line) => line.trim())).toEqual([`"asAt": "${todayInMelbourne()}",`, '"services": {', '"psychosocial-recovery-coaching": {', '"open": [', '"City of Whitehorse"', ']', '}']);

      const after = join(work, 'after');
      cpSync(content, join(after, 'content'), { recursive: true });
      writeFileSync(join(after, 'content', 'referrers.json'), saved);
      const built = runBuild(['--content', join(after, 'content'), '--out', join(after, 'out'), '--no-share-images', '--quiet']);
      expect(built.code, built.stderr).toBe(0);
      expect(built.stderr).not.toContain('capacity.asAt');
      const places = readPage(join(after, 'out'), '/referrers/').querySelector('#places')!;
      expect(places.querySelector('[data-service="psychosocial-recovery-coaching"] [data-status="open"]')?.textContent).toContain('City of Whitehorse');
      expect(places.querySelector('.places-section__date time')?.getAttribute('datetime')).toBe(todayInMelbourne());
      expect(session.problems).toEqual([]);
      expect(session.elsewhere).toEqual([]);
    } finally {
      await session.close();
    }
  });

  it('refuses a phone number the build would refuse, says why, and saves nothing', async () => {
    const session = await openEditor();
    const { page } = session;
    try {
      await openScreen(page, 'Phone numbers, help lines and settings', 'phone');
      const phone = page.locator('[data-key-path="phone"]');
      await phone.locator('input').fill('5550 0142');
      await page.locator('#nc-root').getByRole('button', { name: 'Save', exact: true }).click();
      await expect.poll(() => phone.textContent(), { timeout: 10_000 }).toContain('Write an Australian phone number, like 03 5550 0142');
      expect(await phone.locator('input').getAttribute('aria-invalid')).toBe('true');
      expect(JSON.parse(await readSavedFile(page, 'content/site.json')).phone).toBe(JSON.parse(readFileSync(join(content, 'site.json'), 'utf8')).phone);
    } finally {
      await session.close();
    }
  });

  it('shows Dari right to left and English left to right in the same screen', async () => {
    const session = await openEditor();
    const { page } = session;
    try {
      await page.locator('#nc-root nav').getByText('Other languages', { exact: true }).click();
      await page.locator('#nc-root').getByText(/^Dari/).first().click();
      // A line of text takes its direction from its first letter (Sveltia's dir="auto")...
      const title = page.locator('[data-key-path="title"] input').first();
      await title.waitFor();
      expect(await title.evaluate((field) => field.matches(':dir(rtl)'))).toBe(true);
      const english = page.locator('[data-key-path="englishName"] input').first();
      expect(await english.evaluate((field) => field.matches(':dir(ltr)'))).toBe(true);
      // ...and so does each paragraph of a longer text (the page's own style: unicode-bidi: plaintext).
      const intro = page.locator('[data-key-path="intro"] textarea').first();
      expect(await intro.evaluate((field) => [/[\u0600-\u06FF]/.test((field as HTMLTextAreaElement).value), getComputedStyle(field).unicodeBidi])).toEqual([true, 'plaintext']);
    } finally {
      await session.close();
    }
  });

  it('asks no third party and breaks no policy on its main screens, which pass axe but for what Sveltia owns', async () => {
    const session = await openEditor();
    const { page } = session;
    const findings: string[] = [];
    const check = async (screen: string) => {
      for (const finding of await runAxe(page)) if (!(finding.split(':')[0]! in SVELTIA_AXE_FINDINGS)) findings.push(`${screen}: ${finding}`);
    };
    try {
      await check('the list of articles');
      await openScreen(page, 'Places for referrers', 'capacity.asAt');
      await check('Places for referrers');
      await page.evaluate(() => (location.hash = '#/collections/articles'));
      await openScreen(page, 'Help lines', 'helpLines');
      await check('Help lines');
      expect(findings).toEqual([]);
      expect(session.problems).toEqual([]);
      expect(session.elsewhere).toEqual([]);
    } finally {
      await session.close();
    }
  }, 240_000);
});
