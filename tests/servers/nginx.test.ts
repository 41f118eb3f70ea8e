/**
 * dist/ served by real nginx with the shipped _nginx.conf: aliases answer 301, unknown paths 404 with the
 * 404 page, security headers are present, hashed assets are cacheable and pages revalidate. Then Chromium
 * loads the site through nginx: the Content-Security-Policy lets every widget run and blocks nothing.
 */
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSiteServer, type SiteServer } from '../../server/site-server.ts';
import { validContact } from '../../widgets/form/fixtures.ts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { startNginx, type RunningNginx } from '../support/nginx.ts';
import { loadEveryIsland, openPage } from '../support/pages.ts';
import { SPEC_ALIASES } from '../support/site.ts';

const siteDir = inject('siteDir');
const browser = useBrowser();
let nginx: RunningNginx;
let receiver: SiteServer;

beforeAll(async () => {
  receiver = await startSiteServer({ siteDir, submissionsFile: join(mkdtempSync(join(tmpdir(), 'nginx-forms-')), 's.jsonl'), trustProxy: true });
  nginx = await startNginx(siteDir, { formReceiver: receiver.url });
});

afterAll(async () => {
  await nginx?.stop();
  await receiver?.close();
});

function expectSecurityHeaders(response: Response, what: string): void {
  const csp = response.headers.get('content-security-policy') ?? '';
  expect(csp, what).toMatch(/^default-src 'self'; script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
  expect(csp.match(/default-src/g), `${what}: one policy, not two`).toHaveLength(1);
  expect(response.headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(response.headers.get('strict-transport-security'), what).toBe('max-age=63072000; includeSubDomains');
  expect(response.headers.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin');
}

const get = (path: string) => fetch(`${nginx.url}${path}`, { redirect: 'manual' });

describe('nginx with the shipped config', () => {
  it.each(Object.entries(SPEC_ALIASES).flatMap(([from, to]) => [[from, to], [from.replace(/\/$/, ''), to]]))('answers %s with 301 to %s', async (from, to) => {
    const response = await get(from);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(to);
  });

  it('answers an unknown path with 404 and the 404 page', async () => {
    const response = await get('/no/such/page/');
    expect(response.status).toBe(404);
    expect(await response.text()).toMatch(/can(&#x27;|')t find that page/);
  });

  it('adds the trailing slash to a folder with a 301', async () => {
    const response = await get('/services');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/services/');
  });

  it('sends the security headers with every response', async () => {
    for (const path of ['/', '/resources/', '/assets/', '/no/such/page/']) {
      const response = await get(path);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp, path).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
      expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toMatch(/form-action 'self'/);
      expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('permissions-policy')).toContain('camera=()');
    }
  });

  it('never serves the host files or dot files', async () => {
    for (const path of ['/_headers', '/_redirects', '/_nginx.conf', '/assets/_headers', '/.htaccess']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toMatch(/add_header|Content-Security-Policy:/);
    }
  });

  it('serves /.well-known/security.txt', async () => {
    const response = await get('/.well-known/security.txt');
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/^Contact: /m);
  });

  it('passes /api/ to the receiver and gives its answers the security headers, once each', async () => {
    const post = (body: string, accept = 'application/json') => fetch(`${nginx.url}/api/contact`, { method: 'POST', body, headers: { 'Content-Type': 'application/json', Accept: accept }, redirect: 'manual' });
    const stored = await post(JSON.stringify({ ...validContact, submissionId: 'through-nginx-1' }));
    expect(stored.status).toBe(201);
    expectSecurityHeaders(stored, 'stored');
    expect(stored.headers.get('cache-control')).toBe('no-store');
    const invalid = await post(JSON.stringify({ ...validContact, email: 'bad' }));
    expect(invalid.status).toBe(400);
    expectSecurityHeaders(invalid, '400');
    const page = await fetch(`${nginx.url}/api/contact`, { method: 'POST', body: 'name=x', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    expect(page.status).toBe(400);
    expectSecurityHeaders(page, '400 page');
    const method = await fetch(`${nginx.url}/api/contact`);
    expect(method.status).toBe(405);
    expectSecurityHeaders(method, '405');
    expect(readFileSync(receiver.submissionsFile, 'utf8')).toContain('through-nginx-1');
  });

  it('answers with the phone number and the security headers when the receiver is down', async () => {
    const down = await startNginx(siteDir, { formReceiver: 'http://127.0.0.1:9' });
    try {
      const response = await fetch(`${down.url}/api/referral`, { method: 'POST', body: 'firstName=Jordan', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
      expect(response.status).toBe(503);
      expect(await response.text()).toMatch(/nothing was sent[\s\S]*call us on 03 5550 0142/);
      expectSecurityHeaders(response, 'receiver down');
    } finally {
      await down.stop();
    }
  });

  it('lets hashed assets be cached for a year and makes pages revalidate', async () => {
    const asset = readdirSync(join(siteDir, 'assets')).find((name) => name.endsWith('.js'))!;
    expect((await get(`/assets/${asset}`)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/')).headers.get('cache-control')).toBe('no-cache');
    expect((await get('/resources/')).headers.get('cache-control')).toBe('no-cache');
    expect((await get('/login/')).headers.get('cache-control')).toBe('no-store');
  });

  it('hashes exactly the inline script the pages carry', async () => {
    const html = readFileSync(join(siteDir, 'index.html'), 'utf8');
    const inline = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!;
    const { createHash } = await import('node:crypto');
    const hash = createHash('sha256').update(inline).digest('base64');
    expect((await get('/')).headers.get('content-security-policy')).toContain(`'sha256-${hash}'`);
  });

  it('runs every widget under its Content-Security-Policy, with no violations', async () => {
    for (const [path, width] of [
      ['/', 1280],
      ['/', 375],
      ['/referral/', 375],
    ] as const) {
      const { page, problems, close } = await openPage(browser(), `${nginx.url}${path}`, { width });
      await loadEveryIsland(page);
      expect(problems, `${path} at ${width}`).toEqual([]);
      await close();
    }
  });
});

describe('_headers for Netlify and Cloudflare Pages', () => {
  const headers = readFileSync(join(siteDir, '_headers'), 'utf8');

  it('never gives one path both "no-cache" and "immutable"', () => {
    const blocks = headers.split(/\n(?=\/)/).map((block) => block.trim().split('\n'));
    const cacheRules = blocks.filter((lines) => lines.some((line) => line.includes('Cache-Control'))).map((lines) => lines[0]!);
    expect(cacheRules).not.toContain('/*');
    for (const prefix of ['/assets/*', '/share/*']) expect(cacheRules).toContain(prefix);
  });

  it('carries the same Content-Security-Policy as the nginx config', () => {
    const csp = /Content-Security-Policy: (.*)/.exec(headers)![1]!;
    expect(readFileSync(join(siteDir, '_nginx.conf'), 'utf8')).toContain(`add_header Content-Security-Policy "${csp}" always;`);
  });
});
