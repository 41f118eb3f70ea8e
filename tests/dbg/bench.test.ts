import { writeFileSync } from 'node:fs';
import { Encrypter } from 'age-encryption';
import { afterAll, beforeAll, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { ALLOWED_STAFF, buildIntakeSite, startIntake, type IntakeSite, type RunningInbox } from '../support/intake.ts';
const browser = useBrowser();
let site: IntakeSite; let inbox: RunningInbox;
const N = Number(process.env.N ?? 500);
beforeAll(async () => { site = await buildIntakeSite(); inbox = await startIntake(site); }, 240_000);
afterAll(async () => { await inbox?.close(); });
it('decrypt N', async () => {
  const e = new Encrypter(); e.addRecipient(site.recipient);
  const lines: string[] = [];
  for (let i = 0; i < N; i++) {
    const values = { referrerType: 'self', firstName: `Person${i}`, lastName: 'Example', phone: '0491 570 006', contactMethod: 'phone', leaveMessage: i % 2 ? 'no' : 'yes', goals: 'x'.repeat(400), consentCollect: 'yes' };
    lines.push(JSON.stringify({ id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, form: 'referral', receivedAt: new Date(Date.now() - i * 60000).toISOString(), key: `k${i}`, hash: 'ab'.repeat(32), sealed: Buffer.from(await e.encrypt(JSON.stringify(values))).toString('base64') }));
  }
  writeFileSync(inbox.submissionsFile, lines.join('\n') + '\n');
  const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
  await context.route((url) => url.protocol.startsWith('http') && !['127.0.0.1', 'localhost'].includes(url.hostname), (route) => route.abort());
  const page = await context.newPage();
  await page.goto(`${inbox.url}/admin/intake/`);
  await page.getByRole('link', { name: /Sign in with/ }).click();
  await page.fill('input[name="login"]', ALLOWED_STAFF); await page.fill('input[name="password"]', 'x'); await page.click('button[type="submit"]');
  await page.getByRole('heading', { name: 'Open your key' }).waitFor();
  await page.getByLabel('Your key file').setInputFiles(site.keyFile);
  const t = Date.now();
  await page.getByRole('button', { name: 'Open the inbox' }).click();
  await page.locator('.inbox__table').waitFor({ timeout: 120_000 });
  console.log(`BENCH ${N} records listed in ${Date.now() - t} ms; rows ${await page.locator('.inbox__table tbody tr').count()}`);
  // passphrase wrap timing
  await context.close();
}, 300_000);
