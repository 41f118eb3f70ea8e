/**
 * Every answer of `npm run preview` (a real process) carries the security headers and says exactly what it
 * is, including the ones made when something goes wrong:
 * - Node's own answers to a request its parser refuses: 400, 408, 431 (P56);
 * - addresses `new URL` cannot parse, such as `//%`: 400 or 404, never 500, and no stack in the log (P53);
 * - `//about` redirects to `/about/` on this site, never to the host "about" (P54);
 * - a Range past the end is 416 and a failed If-Match or If-Unmodified-Since is 412 (P57);
 * - a file it cannot read (EACCES) or running out of descriptors (EMFILE) gives an error whose length is
 *   its own, with none of the file's headers, so a kept-alive connection stays in step (P32, P33).
 */
import { chmodSync, copyFileSync, cpSync, mkdirSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startSiteServer } from '../../server/site-server.ts';
import { startReceiverProcess, type ReceiverProcess } from '../support/receiver-process.ts';
import { parseRawResponse, rawGet, rawRequest, type RawResponse } from '../support/raw-http.ts';

const siteDir = inject('siteDir');

/** A small copy of the built site with a large page and a file no one may read. */
function smallSite(): string {
  const dir = mkdtempSync(join(tmpdir(), 'error-answers-site-'));
  chmodSync(dir, 0o755);
  for (const name of ['index.html', '404.html', '_headers', '_redirects', 'robots.txt']) copyFileSync(join(siteDir, name), join(dir, name));
  for (const folder of ['about', 'contact', 'referral']) cpSync(join(siteDir, folder), join(dir, folder), { recursive: true });
  mkdirSync(join(dir, 'private'));
  writeFileSync(join(dir, 'private', 'index.html'), `<!DOCTYPE html><title>Large</title><p>${'x'.repeat(64_000)}</p>`);
  chmodSync(join(dir, 'private', 'index.html'), 0o000);
  writeFileSync(join(dir, 'secret.txt'), 'not for anyone');
  chmodSync(join(dir, 'secret.txt'), 0o000);
  return dir;
}

function expectPolicy(response: RawResponse, what: string): void {
  expect(response.headers.get('content-security-policy'), what).toMatch(/^default-src 'self'; script-src 'self' 'sha256-.*frame-ancestors 'none'/);
  expect(response.headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(response.headers.get('strict-transport-security'), what).toMatch(/max-age=\d+/);
  expect(response.headers.get('x-frame-options'), what).toBe('DENY');
}

/** The answer's declared length is its body's length, and it keeps none of a file's validators. */
function expectOwnFraming(response: RawResponse, what: string): void {
  expect(Number(response.headers.get('content-length')), `${what}: Content-Length`).toBe(Buffer.byteLength(response.body, 'latin1'));
  expect(response.headers.has('etag'), `${what}: no ETag`).toBe(false);
  expect(response.headers.has('last-modified'), `${what}: no Last-Modified`).toBe(false);
}

/**
 * Requests on one kept-alive connection, one after the other: each answer is read to the length it
 * declares, and whatever follows must be the start of the next answer.
 */
async function keepAlive(url: string, paths: string[]): Promise<RawResponse[]> {
  const { port } = new URL(url);
  const socket: Socket = connect(Number(port), '127.0.0.1');
  let buffer = Buffer.alloc(0);
  let wake: (() => void) | undefined;
  socket.on('data', (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk]);
    wake?.();
  });
  socket.on('close', () => wake?.());
  const waitForData = () => new Promise<void>((resolve) => ((wake = resolve), setTimeout(resolve, 3_000)));
  const answers: RawResponse[] = [];
  try {
    for (const path of paths) {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
      let end = -1;
      for (let attempt = 0; attempt < 20 && (end = buffer.indexOf('\r\n\r\n')) === -1; attempt += 1) await waitForData();
      const head = parseRawResponse(buffer.subarray(0, end + 4).toString('latin1'));
      const length = Number(head.headers.get('content-length') ?? 0);
      for (let attempt = 0; attempt < 20 && buffer.length < end + 4 + length; attempt += 1) await waitForData();
      answers.push(parseRawResponse(buffer.subarray(0, end + 4 + length).toString('latin1')));
      buffer = buffer.subarray(end + 4 + length);
    }
  } finally {
    socket.destroy();
  }
  return answers;
}

let receiver: ReceiverProcess;
let site: string;

beforeAll(async () => {
  site = smallSite();
  receiver = await startReceiverProcess({ siteDir: site, submissionsFile: join(mkdtempSync(join(tmpdir(), 'error-answers-')), 's.jsonl'), withoutRootOverride: true });
});

afterAll(async () => {
  await receiver?.stop();
});

describe("Node's own answers (P56)", () => {
  it('a bad request line, no Host and headers too large get 400 and 431 with the security headers', async () => {
    const answers: [string, RawResponse, number][] = [
      ['bad request line', await rawRequest(receiver.url, 'GARBAGE\r\n\r\n'), 400],
      ['no Host', await rawRequest(receiver.url, 'GET / HTTP/1.1\r\n\r\n'), 400],
      ['headers too large', await rawGet(receiver.url, '/', { 'X-Big': 'a'.repeat(20_000) }), 431],
    ];
    for (const [what, response, status] of answers) {
      expect(response.status, what).toBe(status);
      expectPolicy(response, what);
      expectOwnFraming(response, what);
    }
  });

  it('headers that never finish get 408 with the security headers', async () => {
    const slow = await startSiteServer({ siteDir: site, submissionsFile: join(mkdtempSync(join(tmpdir(), 'error-408-')), 's.jsonl'), timeouts: { headersMs: 500, requestMs: 1_000, keepAliveMs: 500 } });
    try {
      const response = await rawRequest(slow.url, 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: 1\r\n', { timeoutMs: 5_000 });
      expect(response.status).toBe(408);
      expectPolicy(response, '408');
    } finally {
      await slow.close();
    }
  });
});

describe('addresses new URL() cannot parse (P53), and // (P54)', () => {
  it('answers 400 or 404 with the headers, and writes no stack trace to the log', async () => {
    for (const path of ['//%', '//a%20b/', '//[::1/x', '//evil.example%2f..%2f/about', '/api//%', '//api/referral']) {
      const response = await rawGet(receiver.url, path);
      // 400 (a bad escape), 404 (no such file or form) or 405 (the form's address, with GET).
      expect([400, 404, 405], path).toContain(response.status);
      expectPolicy(response, path);
    }
    const post = await rawRequest(receiver.url, 'POST //% HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}');
    expect(post.status).toBeLessThan(500);
    expect(receiver.output()).not.toMatch(/^\s+at |ERR_INVALID_URL|Server error/m);
  });

  it('redirects //about to /about/ and //submit-referral to /referral/, on this site', async () => {
    for (const [path, target] of [
      ['//about', '/about/'],
      ['///about', '/about/'],
      ['//submit-referral', '/referral/'],
    ] as const) {
      const response = await rawGet(receiver.url, path);
      expect(response.status, path).toBe(301);
      expect(response.headers.get('location'), path).toBe(target);
      expectPolicy(response, path);
    }
    const dotted = await rawGet(receiver.url, '//evil.example/..//about');
    expect(dotted.headers.get('location') ?? '', 'never scheme-relative').not.toMatch(/^\/\//);
  });
});

describe('ranges and preconditions (P57)', () => {
  it('answers a Range past the end with 416 and the length, and failed preconditions with 412', async () => {
    const size = statSync(join(site, 'robots.txt')).size;
    const range = await rawGet(receiver.url, '/robots.txt', { Range: 'bytes=9999999-' });
    expect(range.status).toBe(416);
    expect(range.headers.get('content-range')).toBe(`bytes */${size}`);
    expectPolicy(range, '416');
    expectOwnFraming(range, '416');
    const preconditions: Record<string, string>[] = [{ 'If-Match': '"nope"' }, { 'If-Unmodified-Since': 'Mon, 01 Jan 2001 00:00:00 GMT' }];
    for (const headers of preconditions) {
      const response = await rawGet(receiver.url, '/robots.txt', headers);
      expect(response.status, JSON.stringify(headers)).toBe(412);
      expectPolicy(response, '412');
      expectOwnFraming(response, '412');
    }
    expect(receiver.output()).not.toMatch(/Could not read .*robots\.txt/);
    const partial = await rawGet(receiver.url, '/robots.txt', { Range: 'bytes=0-3' });
    expect(partial.status).toBe(206);
  });
});

describe('read errors (P32, P33)', () => {
  it('a file it may not read: an error of its own length, with none of the file headers, and the connection stays in step', async () => {
    const [denied, large, after] = await keepAlive(receiver.url, ['/secret.txt', '/private/', '/about/']);
    for (const [what, response] of [
      ['secret.txt', denied!],
      ['a 64 KB page', large!],
    ] as const) {
      expect(response.status, what).toBeGreaterThanOrEqual(500);
      expect(response.body).not.toContain('not for anyone');
      expectPolicy(response, what);
      expectOwnFraming(response, what);
    }
    expect(after?.status, 'the next answer on the same connection').toBe(200);
    expect(after?.body).toMatch(/<\/html>\s*$/);
  });

  it('out of file descriptors (EMFILE): a 503 of its own length, and the process recovers', async () => {
    const child = await startReceiverProcess({ siteDir: site, submissionsFile: join(mkdtempSync(join(tmpdir(), 'emfile-framing-')), 's.jsonl'), openFilesAfterStart: 64 });
    const sockets: Socket[] = [];
    let failed: RawResponse | undefined;
    try {
      for (let index = 0; index < 80 && !failed; index += 1) {
        const socket = connect(Number(new URL(child.url).port), '127.0.0.1');
        sockets.push(socket);
        const text = await new Promise<string>((resolve) => {
          let data = '';
          const timer = setTimeout(() => resolve(data), 2_000);
          socket.on('connect', () => socket.write('GET /about/ HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'));
          socket.on('data', (chunk: Buffer) => {
            data += chunk.toString('latin1');
            const head = data.indexOf('\r\n\r\n');
            if (head !== -1 && /^HTTP\/1\.1 (?!200)/.test(data)) {
              const length = Number(/\r\ncontent-length: (\d+)/i.exec(data)?.[1] ?? 0);
              if (data.length >= head + 4 + length) setTimeout(() => (clearTimeout(timer), resolve(data)), 100);
            } else if (head !== -1 && data.includes('</html>')) (clearTimeout(timer), resolve(data));
          });
          socket.on('error', () => (clearTimeout(timer), resolve(data)));
        });
        const response = parseRawResponse(text);
        if (response.status >= 500) failed = response;
      }
      expect(failed, 'the server ran out of descriptors').toBeDefined();
      expect(failed!.status).toBe(503);
      expectPolicy(failed!, '503');
      expectOwnFraming(failed!, '503');
    } finally {
      for (const socket of sockets) socket.destroy();
    }
    try {
      let status = 0;
      for (let attempt = 0; attempt < 50 && status !== 200; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        status = await fetch(`${child.url}/contact/`).then((response) => response.status, () => 0);
      }
      expect(status).toBe(200);
    } finally {
      await child.stop();
    }
  });
});
