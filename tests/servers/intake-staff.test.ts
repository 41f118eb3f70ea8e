/**
 * The intake inbox's configuration and host files (issue 38):
 * - the receiver reads auth.intake from the site config and fails closed: sign-in without its client secret,
 *   without forms.publicKey, or with a value the build's schema refuses stops it with a one-line reason that
 *   never repeats the secret; with no issuer, sign-in is off;
 * - with sign-in off, the staff routes do not exist (404);
 * - the built nginx configuration passes `nginx -t` with documents on, takes a referral of 32 MB but a form
 *   of 64 KB elsewhere, and gives /admin/intake/ its own policy.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startSiteServer, type SiteServer } from '../../server/site-server.ts';
import { staffOptionsFromEnv } from '../../server/staff/staff-config.ts';
import { StartError } from '../../server/start-error.ts';
import { buildIntakeSite, type IntakeSite } from '../support/intake.ts';
import { startNginx, testNginxConfig, type RunningNginx } from '../support/nginx.ts';
import { rawGet } from '../support/raw-http.ts';

const siteUrl = inject('siteUrl');
const KEY = 'age146p907rpwmdjr929j2xmu20wz8erm8sv3twkvzsf4gp36ur4xg6qe7wxyn';
const INTAKE = { issuer: 'https://login.microsoftonline.com/0b6c1f0e-4f4e-4c1e-9d7c-2a1f3e5d7c9b/v2.0', clientId: 'inbox', allowedEmails: ['alex@provider.org.au'], allowedDomains: [] };

function siteConfig(site: object): string {
  const file = join(mkdtempSync(join(tmpdir(), 'staff-config-')), 'site.json');
  writeFileSync(file, JSON.stringify(site));
  return file;
}

const options = (env: NodeJS.ProcessEnv, publicKey: string | undefined = KEY) => staffOptionsFromEnv(env, { publicKey, submissionsFile: '/srv/data/submissions.jsonl' });

describe('the receiver reads the inbox\'s sign-in, and fails closed', () => {
  it('is off with no issuer', () => {
    expect(options({ SITE_CONFIG: siteConfig({ baseUrl: 'https://www.provider.org.au', auth: { intake: { ...INTAKE, issuer: '' } } }) })).toBeUndefined();
  });

  it('takes the issuer, client id and staff from site.json and the secret from the environment', () => {
    const staff = options({ SITE_CONFIG: siteConfig({ baseUrl: 'https://www.provider.org.au', auth: { intake: INTAKE }, dataStorage: { signInProvider: 'Microsoft 365' } }), INTAKE_OIDC_CLIENT_SECRET: 's3cret-value', INTAKE_SESSION_IDLE_MINUTES: '15' });
    expect(staff).toMatchObject({ siteUrl: 'https://www.provider.org.au', providerName: 'Microsoft 365', clientSecret: 's3cret-value', idleMs: 900_000, absoluteMs: 8 * 3_600_000, auditFile: '/srv/data/submissions.jsonl.audit' });
    expect(staff?.signIn.allowedEmails).toEqual(['alex@provider.org.au']);
  });

  it('refuses to start without the secret, without the key, over plain http, or with a shared Microsoft endpoint', () => {
    const config = siteConfig({ baseUrl: 'https://www.provider.org.au', auth: { intake: INTAKE } });
    const cases: [NodeJS.ProcessEnv, string, RegExp][] = [
      [{ SITE_CONFIG: config }, KEY, /INTAKE_OIDC_CLIENT_SECRET is not set/],
      [{ SITE_CONFIG: config, INTAKE_OIDC_CLIENT_SECRET: 's3cret-value' }, '', /forms\.publicKey is not set: the inbox only shows submissions encrypted/],
      [{ SITE_CONFIG: config, INTAKE_OIDC_CLIENT_SECRET: 's3cret-value', SITE_URL: 'http://www.provider.org.au' }, KEY, /must be an https:\/\/ address for the intake inbox's sign-in/],
      [{ SITE_CONFIG: siteConfig({ auth: { intake: { ...INTAKE, issuer: 'https://login.microsoftonline.com/common/v2.0' } } }), INTAKE_OIDC_CLIENT_SECRET: 's3cret-value' }, KEY, /auth\.intake\.issuer names a shared Microsoft endpoint/],
      [{ SITE_CONFIG: siteConfig({ auth: { intake: { ...INTAKE, allowedEmails: [] } } }), INTAKE_OIDC_CLIENT_SECRET: 's3cret-value' }, KEY, /auth\.intake\.allowedEmails is empty, and so is allowedDomains/],
    ];
    for (const [env, key, message] of cases) {
      let thrown: unknown;
      try {
        options(env, key);
      } catch (error) {
        thrown = error;
      }
      expect(thrown, String(message)).toBeInstanceOf(StartError);
      expect((thrown as Error).message).toMatch(message);
      expect((thrown as Error).message).not.toContain('s3cret-value');
    }
  });
});

describe('the sign-in routes', () => {
  let server: SiteServer;
  beforeAll(async () => {
    server = await startSiteServer({
      siteDir: inject('siteDir'),
      submissionsFile: join(mkdtempSync(join(tmpdir(), 'staff-routes-')), 's.jsonl'),
      publicKey: KEY,
      rateLimit: false,
      log: () => undefined,
      staff: {
        // A provider that cannot be reached: sign-in says so, and the forms go on working.
        signIn: { ...INTAKE, issuer: 'http://127.0.0.1:9/unreachable' },
        clientSecret: 's3cret-value',
        siteUrl: 'http://127.0.0.1:1',
        providerName: 'Microsoft 365',
        publicKey: KEY,
        idleMs: 60_000,
        absoluteMs: 3_600_000,
        auditFile: join(mkdtempSync(join(tmpdir(), 'staff-audit-')), 'audit'),
        allowHttpIssuer: true,
        callbackRateLimit: { burst: 3, refillMs: 60_000 },
      },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('say plainly when the provider cannot be reached, and the forms still work', async () => {
    const start = await fetch(`${server.url}/api/staff/login?return=/admin/intake/`, { redirect: 'manual' });
    expect(start.status).toBe(303);
    expect(start.headers.get('location')).toBe('/admin/intake/?error=provider');
    const form = await fetch(`${server.url}/api/callback`, { method: 'POST', body: new URLSearchParams({ name: 'Kim', phone: '0491 570 006', consentCall: 'yes' }), redirect: 'manual' });
    // Stored, and answered with the thank-you page and its reference.
    expect(form.status).toBe(200);
    expect(await form.text()).toMatch(/data-sent-reference-value="">[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}</);
  });

  it('rate limit the callback, and refuse one this browser did not start', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const response = await fetch(`${server.url}/api/staff/callback?code=stolen&state=guessed`, { redirect: 'manual', headers: { Cookie: '__Host-intake-login=other' } });
      statuses.push(response.status);
      if (response.status === 303) expect(response.headers.get('location')).toBe('/admin/intake/?error=sign-in-failed');
      else expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([303, 303, 303, 429]);
  });
});

describe('with sign-in off', () => {
  it('the staff routes do not exist', async () => {
    for (const path of ['/api/staff/login', '/api/staff/session', '/api/staff/records', '/api/staff/callback?code=x&state=y']) {
      const response = await fetch(`${siteUrl}${path}`, { redirect: 'manual' });
      expect(response.status, path).toBe(404);
    }
  });
});

describe('nginx with documents and the inbox', () => {
  let site: IntakeSite;
  let nginx: RunningNginx;
  let receiver: SiteServer;

  beforeAll(async () => {
    site = await buildIntakeSite();
    const check = testNginxConfig(site.siteDir);
    expect(check.ok, check.output).toBe(true);
    receiver = await startSiteServer({ siteDir: site.siteDir, submissionsFile: join(mkdtempSync(join(tmpdir(), 'intake-nginx-')), 's.jsonl'), publicKey: site.recipient, rateLimit: false, trustProxy: true });
    nginx = await startNginx(site.siteDir, { formReceiver: receiver.url });
  }, 240_000);
  afterAll(async () => {
    await nginx?.stop();
    await receiver?.close();
  });

  it('passes a referral with documents of several MB to the receiver, and keeps every other form to 64 KB', async () => {
    const body = new FormData();
    for (const [name, value] of Object.entries({ referrerType: 'self', firstName: 'Big', phone: '0491 570 006', consentCollect: 'yes' })) body.append(name, value);
    body.append('documents', new Blob([Buffer.from('%PDF-1.7\n'), Buffer.alloc(5 * 1024 * 1024)]), 'scan.pdf');
    // Through nginx as straight: the receiver stores it and answers with the thank-you page.
    expect((await fetch(`${nginx.url}/api/referral`, { method: 'POST', body, redirect: 'manual' })).status).toBe(200);
    const large = new URLSearchParams({ name: 'x', message: 'y'.repeat(200 * 1024) });
    expect((await fetch(`${nginx.url}/api/contact`, { method: 'POST', body: large, redirect: 'manual' })).status).toBe(413);
  }, 60_000);

  it('gives the inbox its own policy, never cached, and leaves every public page\'s policy as it was', async () => {
    const inboxPage = await rawGet(nginx.url, '/admin/intake/');
    expect(inboxPage.status).toBe(200);
    expect(inboxPage.headers.get('content-security-policy')).toMatch(/^default-src 'none'; script-src 'self'; .*trusted-types 'none'/);
    expect(inboxPage.headers.get('cache-control')).toBe('no-store');
    expect(inboxPage.headers.get('x-robots-tag')).toBe('noindex');
    for (const path of ['/', '/referral/', '/login/']) {
      expect((await rawGet(nginx.url, path)).headers.get('content-security-policy'), path).toMatch(/^default-src 'self'; script-src 'self' 'sha256-/);
    }
  });
});
