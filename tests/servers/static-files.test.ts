/**
 * The preview server's static files under hostile requests and real faults: it stays inside dist/ after
 * resolving links, answers bad escapes 400, hides the host's files, sends validators with 304 answers,
 * keeps the security and caching headers, and never dies on a read error (EACCES) or when it runs out
 * of file descriptors (EMFILE).
 */
import { chmodSync, copyFileSync, cpSync, mkdirSync, mkdtempSync, renameSync, rmdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startSiteServer, type SiteServer } from '../../server/site-server.ts';
import { createStaticHandler } from '../../server/static-files.ts';
import { startReceiverProcess } from '../support/receiver-process.ts';

const siteDir = inject('siteDir');
let site: string;
let server: SiteServer;

/** A small copy of the built site, with traps in it. */
function smallSite(): string {
  const dir = mkdtempSync(join(tmpdir(), 'static-site-'));
  chmodSync(dir, 0o755);
  for (const name of ['index.html', '404.html', '_headers', '_redirects', '_nginx.conf', 'robots.txt']) copyFileSync(join(siteDir, name), join(dir, name));
  cpSync(join(siteDir, 'contact'), join(dir, 'contact'), { recursive: true });
  mkdirSync(join(dir, 'notes'));
  writeFileSync(join(dir, 'notes', 'index.html'), '<!DOCTYPE html><title>Notes</title><p>Notes</p>');
  mkdirSync(join(dir, '.well-known'));
  writeFileSync(join(dir, '.well-known', 'security.txt'), 'Contact: mailto:security@example.org\n');
  writeFileSync(join(dir, '.env'), 'SECRET=1');
  writeFileSync(join(dir, 'secret.txt'), 'not for anyone');
  chmodSync(join(dir, 'secret.txt'), 0o000);
  const outside = mkdtempSync(join(tmpdir(), 'outside-'));
  writeFileSync(join(outside, 'private.txt'), 'outside the site');
  symlinkSync('/etc/passwd', join(dir, 'passwd.txt'));
  symlinkSync(outside, join(dir, 'linked'));
  symlinkSync(join(dir, 'robots.txt'), join(dir, 'robots-link.txt'));
  return dir;
}

beforeAll(async () => {
  site = smallSite();
  server = await startSiteServer({ siteDir: site, submissionsFile: join(mkdtempSync(join(tmpdir(), 'static-subs-')), 's.jsonl') });
});

afterAll(async () => {
  await server?.close();
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { redirect: 'manual', headers });

/** A raw request, for paths fetch would clean up first. */
function rawGet(url: string, path: string, headers: Record<string, string> = {}): Promise<{ status: number; text: string; body: string }> {
  const { port } = new URL(url);
  const extra = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('');
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${extra}Connection: close\r\n\r\n`));
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString()));
    socket.on('end', () => resolve({ status: Number(/^HTTP\/1\.1 (\d+)/.exec(data)?.[1] ?? 0), text: data, body: data.slice(data.indexOf('\r\n\r\n') + 4) }));
    socket.on('error', reject);
  });
}

describe('hostile paths', () => {
  it('does not follow a symlink out of the site', async () => {
    for (const path of ['/passwd.txt', '/linked/private.txt']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).not.toMatch(/root:|outside the site/);
    }
    expect((await get('/robots-link.txt')).status).toBe(200);
  });

  it('answers a malformed escape with 400, not the home page', async () => {
    for (const path of ['/%', '/%E0%A4%A', '/contact/%zz']) {
      const response = await rawGet(server.url, path);
      expect(response.status, path).toBe(400);
      expect(response.text).not.toContain('<h1');
    }
  });

  it('serves /.well-known/ (security.txt) all the same', async () => {
    expect((await get('/.well-known/security.txt')).status).toBe(200);
  });

  it('never serves the host files or dot files', async () => {
    for (const path of ['/_headers', '/_redirects', '/_nginx.conf', '/contact/../_headers', '/%5Fheaders', '/.env', '/.well-known/../.env', '/contact/.well-known/x']) {
      const response = await rawGet(server.url, path);
      expect(response.status, path).toBe(404);
      expect(response.body).not.toMatch(/^\s+Content-Security-Policy:|add_header|^\/\S+\s+\/\S+\s+301$/m);
    }
  });
});

describe('validators and headers', () => {
  it('sends ETag and Last-Modified, and answers 304 to a repeat visit', async () => {
    const first = await get('/contact/');
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag')!;
    const modified = first.headers.get('last-modified')!;
    expect(etag).toBeTruthy();
    expect(modified).toBeTruthy();
    // (Raw requests: fetch adds "Cache-Control: no-cache" to conditional requests; browsers do not.)
    expect((await rawGet(server.url, '/contact/', { 'If-None-Match': etag })).status).toBe(304);
    expect((await rawGet(server.url, '/contact/', { 'If-Modified-Since': modified })).status).toBe(304);
  });

  it('keeps the security and caching headers on pages, redirects, 404s and errors', async () => {
    for (const path of ['/', '/contact/', '/notes', '/no/such/page/', '/_headers']) {
      const response = await get(path);
      expect(response.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
    expect((await get('/')).headers.get('cache-control')).toBe('no-cache');
    expect((await get('/notes')).headers.get('location')).toBe('/notes/');
    const missing = await get('/no/such/page/');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toMatch(/can(&#x27;|')t find that page/);
  });
});

describe('slow clients', () => {
  it('closes a connection that never finishes its headers (slowloris)', async () => {
    const slow = await startSiteServer({ siteDir: site, submissionsFile: join(mkdtempSync(join(tmpdir(), 'slow-')), 's.jsonl'), timeouts: { headersMs: 500, requestMs: 1_000, keepAliveMs: 500 } });
    try {
      const socket = connect(Number(new URL(slow.url).port), '127.0.0.1');
      socket.on('connect', () => socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: 1\r\n'));
      const answer = await new Promise<string>((resolve) => {
        let data = '';
        socket.on('data', (chunk) => (data += chunk.toString()));
        socket.on('close', () => resolve(data || 'closed'));
        setTimeout(() => resolve('still open after 5 s'), 5_000);
      });
      socket.destroy();
      expect(answer).toMatch(/^HTTP\/1\.1 408|^closed$/);
    } finally {
      await slow.close();
    }
  });
});

describe('read errors', () => {
  it('answers a file it may not read (EACCES) with an error, and keeps serving', async () => {
    const child = await startReceiverProcess({ siteDir: site, submissionsFile: join(mkdtempSync(join(tmpdir(), 'eacces-')), 's.jsonl'), withoutRootOverride: true });
    try {
      const denied = await fetch(`${child.url}/secret.txt`);
      expect(denied.status).toBeGreaterThanOrEqual(403);
      expect(await denied.text()).not.toContain('not for anyone');
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(child.child.exitCode).toBeNull();
      expect((await fetch(`${child.url}/contact/`)).status).toBe(200);
    } finally {
      await child.stop();
    }
  });

  it('survives running out of file descriptors (EMFILE), and serves again once some are free', async () => {
    const child = await startReceiverProcess({ siteDir: site, submissionsFile: join(mkdtempSync(join(tmpdir(), 'emfile-')), 's.jsonl'), openFilesAfterStart: 64 });
    const sockets: Socket[] = [];
    const statuses: number[] = [];
    try {
      // Hold connections open until the server can open nothing more, asking each for a file.
      for (let index = 0; index < 80; index += 1) {
        const socket = connect(Number(new URL(child.url).port), '127.0.0.1');
        sockets.push(socket);
        const status = await new Promise<number>((resolve) => {
          let data = '';
          const done = (value: number) => {
            clearTimeout(timer);
            resolve(value);
          };
          const timer = setTimeout(() => done(-1), 2_000);
          socket.on('connect', () => socket.write('GET /robots.txt HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'));
          socket.on('data', (chunk) => {
            data += chunk.toString();
            const match = /^HTTP\/1\.1 (\d+)/.exec(data);
            if (match && data.includes('\r\n\r\n')) done(Number(match[1]));
          });
          socket.on('error', () => done(0));
          socket.on('close', () => done(0));
        });
        statuses.push(status);
        if (status !== 200 && statuses.filter((value) => value !== 200).length >= 3) break;
      }
      expect(statuses.some((status) => status !== 200), `statuses: ${statuses.join(' ')}`).toBe(true);
      expect(child.child.exitCode, child.output()).toBeNull();
    } finally {
      for (const socket of sockets) socket.destroy();
    }
    try {
      // The server notices the closed connections as it reads them: allow it a moment (a busy machine is slow).
      let status = 0;
      for (let attempt = 0; attempt < 50 && status !== 200; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        status = await fetch(`${child.url}/contact/`).then((response) => response.status, () => 0);
      }
      expect(child.child.exitCode, child.output()).toBeNull();
      expect(status).toBe(200);
    } finally {
      await child.stop();
    }
  });

  it('P33: _headers that cannot be read at a first request are never kept as none: the next request has the policy', async () => {
    const dir = smallSite();
    // _headers unreadable for a moment (a folder in its place fails the read, even for root).
    renameSync(join(dir, '_headers'), join(dir, '_headers.real'));
    mkdirSync(join(dir, '_headers'));
    const serveStatic = createStaticHandler(dir);
    const plain = createServer((request, response) => {
      serveStatic(request, response).catch(() => response.writeHead(503).end());
    });
    await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(plain.address() as AddressInfo).port}`;
    try {
      const first = await fetch(`${url}/contact/`);
      // Refused rather than served without the policy.
      expect(first.status).toBe(503);
      rmdirSync(join(dir, '_headers'));
      renameSync(join(dir, '_headers.real'), join(dir, '_headers'));
      const next = await fetch(`${url}/contact/`);
      expect(next.status).toBe(200);
      expect(next.headers.get('content-security-policy')).toMatch(/default-src 'self'/);
    } finally {
      await new Promise((resolve) => plain.close(resolve));
    }
  });
});
