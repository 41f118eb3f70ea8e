/**
 * The server configuration the build writes, tried on Debian's nginx: a value from content can never add
 * nginx directives (the probe's P68 injection fails the build, naming the file and field, and whatever the
 * checks let through passes `nginx -t`, and the editor's policy is on its page alone); nginx never follows a symbolic link
 * out of dist/ (P61); and the answers nginx makes itself, and the alias redirects, carry the security
 * headers (P62).
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadSiteContent } from '../../templates/site.ts';
import type { SiteContent } from '../../templates/content/types.ts';
import { headersFile, inboxContentSecurityPolicy, nginxSnippet } from '../../generator/site-files/host-config.ts';
import { serverConfigUrlProblem } from '../../generator/content/server-config-values.ts';
import { siteFiles } from '../../templates/site-files.ts';
import { runBuild } from '../support/cli.ts';
import { startNginx, testNginxConfig, type RunningNginx } from '../support/nginx.ts';
import { rawGet, rawRequest, type RawResponse } from '../support/raw-http.ts';

const siteDir = inject('siteDir');
const FIXTURE = 'tests/fixtures/site';
const work = mkdtempSync(join(tmpdir(), 'nginx-hardening-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The probe's P68 value: it closes the sign-in location and opens one that serves /etc. */
const INJECTION = 'https://login.example/x; } location ~ ^/injected/(.*)$ { alias /etc/$1; } location ~ ^/zz { return 302 https://a.example/';

function expectPolicy(response: RawResponse, what: string): void {
  expect(response.headers.get('content-security-policy'), what).toMatch(/^default-src 'self'; script-src 'self' 'sha256-[A-Za-z0-9+/=]+'.*frame-ancestors 'none'/);
  expect(response.headers.get('strict-transport-security'), what).toMatch(/max-age=\d+/);
  expect(response.headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(response.headers.get('x-frame-options'), what).toBe('DENY');
  expect(response.headers.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('content-security-policy')?.match(/default-src/g), `${what}: one policy`).toHaveLength(1);
}

/** A copy of the built site, to plant links in or to give another _nginx.conf. */
function siteCopy(name: string): string {
  const dir = join(work, name);
  cpSync(siteDir, dir, { recursive: true });
  return dir;
}

function contentWith(name: string, change: (site: Record<string, any>) => void): string {
  const dir = join(work, name);
  cpSync(FIXTURE, dir, { recursive: true });
  const site = JSON.parse(readFileSync(join(dir, 'site.json'), 'utf8'));
  change(site);
  writeFileSync(join(dir, 'site.json'), JSON.stringify(site, null, 2));
  return dir;
}

describe('values written into the server configuration (P68)', () => {
  it('the probe injection in editor.signInUrl fails the build naming the file and the field, and writes nothing', () => {
    const content = contentWith('content-injected', (site) => (site.editor.signInUrl = INJECTION));
    const out = join(work, 'out-injected');
    const result = runBuild(['--content', content, '--out', out]);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toMatch(/content-injected\/site\.json: editor\.signInUrl: must be a plain https:\/\/ address: it holds ";"/);
    expect(result.stderr).toMatch(/Nothing was written to the output folder/);
    expect(existsSync(out)).toBe(false);
  });

  it('refuses, naming the field, every character nginx, _redirects or _headers would read as syntax', async () => {
    for (const value of [
      'https://login.example/a b',
      'https://login.example/a\tb',
      'https://login.example/a\nreturn 200',
      'https://login.example/$request_uri',
      'https://login.example/"quoted"',
      "https://login.example/'x'",
      'https://login.example/a{b}',
      'https://login.example/a\\b',
      'https://user:secret@login.example/',
      'https://a;b.example/',
      'https://bad"host.example/',
      'https://l\u00f6gin.example/',
      'http://login.example/',
    ]) {
      expect(serverConfigUrlProblem(value), JSON.stringify(value)).toBeTruthy();
    }
    const content = contentWith('content-endpoint', (site) => {
      site.forms.delivery = 'endpoint';
      // It parses as an address (the host is "forms.example;script-src"), and its origin would go into the CSP.
      site.forms.endpoint = 'https://forms.example;script-src/x';
      site.editor.signInUrl = 'https://login.example/$1';
    });
    const problems = await loadSiteContent(content, { saveCache: false }).then(
      () => '',
      (error: Error) => error.message,
    );
    expect(problems).toMatch(/content-endpoint\/site\.json: forms\.endpoint: must be a plain https:\/\/ address: it holds ";"/);
    expect(problems).toMatch(/content-endpoint\/site\.json: editor\.signInUrl: must be a plain https:\/\/ address: it holds "\$"/);
  });

  it('the writers refuse the injection too, should it ever reach them without the schema', async () => {
    const content: SiteContent = await loadSiteContent(FIXTURE, { saveCache: false });
    content.site.editor = { ...content.site.editor, repository: 'provider/website', signInUrl: INJECTION };
    expect(() => nginxSnippet(siteFiles(content).host, 'loader()')).toThrow(/site\.json: editor\.signInUrl: must be a plain https:\/\/ address/);
    expect(() => headersFile(siteFiles(content).host, 'loader()', [])).toThrow(/site\.json: editor\.signInUrl: must be a plain https:\/\/ address/);
  });

  it("writes what it accepts so that nginx -t passes, and gives the editor's page, and only it, the editor's policy", async () => {
    const content: SiteContent = await loadSiteContent(FIXTURE, { saveCache: false });
    const signInUrl = 'https://xn--sgnin-3ua.example:8443/a/(b)/c*,d=e;';
    expect(serverConfigUrlProblem(signInUrl), 'a ";" is refused').toBeTruthy();
    content.site.editor = { ...content.site.editor, repository: 'provider/website', signInUrl: 'https://xn--sgnin-3ua.example:8443/a/(b)/c*,d=e!~@x' };
    const dir = siteCopy('site-editor');
    writeFileSync(join(dir, '_nginx.conf'), nginxSnippet(siteFiles(content).host, 'loader()'));
    const check = testNginxConfig(dir);
    expect(check.ok, check.output).toBe(true);
    const nginx = await startNginx(dir);
    try {
      for (const path of ['/admin/', '/admin/index.html']) {
        const response = await rawGet(nginx.url, path);
        expect(response.status, path).toBe(200);
        const policy = response.headers.get('content-security-policy') ?? '';
        expect(policy.match(/default-src/g), `${path}: one policy`).toHaveLength(1);
        expect(policy, path).toMatch(/^default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline';/);
        expect(policy, path).toMatch(/; connect-src 'self' blob: data: https:\/\/api\.github\.com https:\/\/xn--sgnin-3ua\.example:8443;/);
        expect(response.headers.get('cross-origin-opener-policy'), path).toBe('same-origin-allow-popups');
        expect(response.headers.get('cache-control'), path).toBe('no-store');
        expect(response.headers.get('strict-transport-security'), path).toMatch(/max-age=\d+/);
      }
      for (const path of ['/login/', '/admin/admin.css', '/']) {
        const response = await rawGet(nginx.url, path);
        expect(response.status, path).toBe(200);
        expectPolicy(response, path);
        expect(response.headers.get('content-security-policy'), path).not.toContain('api.github.com');
      }
      // The intake inbox under /admin/ keeps its own, stricter policy: the editor's is never its.
      const inbox = await rawGet(nginx.url, '/admin/intake/');
      expect(inbox.status).toBe(200);
      expect(inbox.headers.get('content-security-policy')).toBe(inboxContentSecurityPolicy());
      expect(inbox.headers.get('cross-origin-opener-policy')).not.toBe('same-origin-allow-popups');
      expect((await rawGet(nginx.url, '/injected/passwd')).body).not.toContain('root:');
    } finally {
      await nginx.stop();
    }
  });
});

describe('nginx and symbolic links in dist/ (P61)', () => {
  let dir: string;
  let nginx: RunningNginx;

  beforeAll(async () => {
    dir = siteCopy('site-links');
    const outside = mkdtempSync(join(tmpdir(), 'outside-'));
    writeFileSync(join(outside, 'private.txt'), 'OUTSIDE-THE-SITE');
    symlinkSync('/etc/passwd', join(dir, 'passwd.txt'));
    symlinkSync('/etc', join(dir, 'etcdir'));
    symlinkSync(outside, join(dir, 'sibling'));
    symlinkSync(join(dir, 'robots.txt'), join(dir, 'robots-link.txt'));
    nginx = await startNginx(dir);
  });

  afterAll(async () => {
    await nginx?.stop();
  });

  it('_nginx.conf turns symbolic links off below the root', () => {
    expect(readFileSync(join(siteDir, '_nginx.conf'), 'utf8')).toMatch(/^ {2}disable_symlinks on from=\$document_root;$/m);
  });

  it('answers a link to a file or folder outside the site with the 404 page, never its contents', async () => {
    for (const path of ['/passwd.txt', '/etcdir/passwd', '/sibling/private.txt', '/robots-link.txt']) {
      const response = await rawGet(nginx.url, path);
      expect(response.status, path).toBe(404);
      expect(response.body, path).not.toMatch(/root:x:0:0|OUTSIDE-THE-SITE|Sitemap:/);
      expect(response.body, path).toMatch(/can(&#x27;|')t find that page/);
      expectPolicy(response, path);
    }
    expect((await rawGet(nginx.url, '/robots.txt')).status).toBe(200);
  });
});

describe('headers on the answers nginx makes itself (P62)', () => {
  let nginx: RunningNginx;

  beforeAll(async () => {
    nginx = await startNginx(siteDir);
  });

  afterAll(async () => {
    await nginx?.stop();
  });

  it('the alias redirects carry the security headers', async () => {
    for (const path of ['/submit-referral', '/submit-referral/', '/advanced-referral', '/privacy-policy/', '/terms-of-service']) {
      const response = await rawGet(nginx.url, path);
      expect(response.status, path).toBe(301);
      expectPolicy(response, path);
    }
  });

  it("nginx's own 400, 414 and oversized-header answers carry them, and the folder redirect of //about stays on the site", async () => {
    const answers = {
      'no Host': await rawRequest(nginx.url, 'GET / HTTP/1.1\r\n\r\n'),
      'bad request line': await rawRequest(nginx.url, 'GARBAGE\r\n\r\n'),
      'bad escape': await rawRequest(nginx.url, 'GET /%00 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'),
      'long address': await rawGet(nginx.url, `/${'a'.repeat(9_000)}`),
      'huge header': await rawGet(nginx.url, '/', { 'X-Big': 'a'.repeat(9_000) }),
    };
    for (const [what, response] of Object.entries(answers)) {
      expect(response.status, what).toBeGreaterThanOrEqual(400);
      expectPolicy(response, what);
    }
    const slashes = await rawGet(nginx.url, '//about');
    expect(slashes.status).toBe(301);
    expect(slashes.headers.get('location')).toBe('/about/');
  });
});
