/**
 * What other people's code can make the receiver do, tried on a real receiver process (and Chromium):
 * - with TRUST_PROXY, only the proxy's X-Forwarded-For is believed: a client that reaches the receiver
 *   directly can neither dodge the rate limit nor lock someone else out (P22);
 * - a form posted from another website is refused, with the form again and every answer kept (P39);
 * - the honeypot's answer is the same as a real one (P38);
 * - a name of only invisible or direction marks is empty, and invisible marks inside a name are refused (P09).
 */
import { shortReference } from '../../server/short-reference.ts';
import { randomUUID } from 'node:crypto';
import { readFileSync, existsSync, mkdtempSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'node-html-parser';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { startReceiverProcess, type ReceiverProcess } from '../support/receiver-process.ts';
import { validCallback, validContact, validInterest, validReferral } from '../../widgets/form/fixtures.ts';

const siteDir = inject('siteDir');
const browser = useBrowser();

const stored = (file: string): { id: string; values: Record<string, unknown> }[] =>
  existsSync(file)
    ? readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { id: string; values: Record<string, unknown> })
    : [];

/** A POST from a chosen local address (fetch cannot choose one), with any headers. */
function postFrom(url: string, path: string, body: string, headers: Record<string, string>, localAddress?: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  const target = new URL(path, url);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: target.hostname, port: target.port, path: target.pathname, method: 'POST', headers: { 'Content-Length': String(Buffer.byteLength(body)), ...headers }, ...(localAddress ? { localAddress } : {}) },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const formBody = (values: Record<string, string | string[]>) => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) for (const item of Array.isArray(value) ? value : [value]) params.append(name, item);
  return params.toString();
};
const json = { 'Content-Type': 'application/json', Accept: 'application/json' };

describe('TRUST_PROXY (P22)', () => {
  let receiver: ReceiverProcess;
  let file: string;
  beforeAll(async () => {
    file = join(mkdtempSync(join(tmpdir(), 'trust-proxy-')), 's.jsonl');
    receiver = await startReceiverProcess({ siteDir, submissionsFile: file, env: { TRUST_PROXY: '1', RATE_LIMIT: '3/600' } });
  });
  afterAll(async () => {
    await receiver?.stop();
  });

  const send = (forwardedFor: string, localAddress: string) =>
    postFrom(receiver.url, '/api/contact', JSON.stringify({ ...validContact, submissionId: randomUUID() }), { ...json, 'X-Forwarded-For': forwardedFor }, localAddress);

  it('a client that is not the proxy cannot dodge the limit by rotating X-Forwarded-For', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 6; index += 1) statuses.push((await send(`198.51.100.${index}`, '127.0.0.2')).status);
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429]);
  });

  it('nor lock someone else out by naming their address; the proxy on 127.0.0.1 is believed', async () => {
    for (let index = 0; index < 3; index += 1) await send('192.0.2.77', '127.0.0.3');
    expect((await send('192.0.2.77', '127.0.0.3')).status).toBe(429);
    // The same visitor, through the proxy (nginx, on 127.0.0.1), has used none of their sends.
    expect((await send('192.0.2.77', '127.0.0.1')).status).toBe(201);
    // And the proxy's visitors are told apart by the address it forwards, the last in the list.
    for (let index = 0; index < 3; index += 1) expect((await send(`203.0.113.9, 10.0.0.${index}`, '127.0.0.1')).status).toBe(201);
  });

  it('believes no one but loopback on another address either, and says to keep the receiver on loopback', async () => {
    const outside = Object.values(networkInterfaces())
      .flat()
      .find((address) => address && address.family === 'IPv4' && !address.internal)?.address;
    const host = outside ?? '0.0.0.0';
    const wide = await startReceiverProcess({ siteDir, submissionsFile: join(mkdtempSync(join(tmpdir(), 'trust-wide-')), 's.jsonl'), env: { TRUST_PROXY: '1', HOST: host, RATE_LIMIT: '1/600' } });
    try {
      expect(wide.output()).toMatch(new RegExp(`Warning: the receiver listens on ${host.replace(/\./g, '\\.')}, not on 127\\.0\\.0\\.1, with TRUST_PROXY set\\. Keep it on loopback behind nginx`));
      if (outside) {
        // A client on the network (this machine's own address is not loopback) rotating X-Forwarded-For.
        const statuses = [];
        for (let index = 0; index < 3; index += 1) statuses.push((await postFrom(wide.url, '/api/contact', JSON.stringify({ ...validContact, submissionId: randomUUID() }), { ...json, 'X-Forwarded-For': `198.51.100.${index}` }, outside)).status);
        expect(statuses).toEqual([201, 429, 429]);
      }
    } finally {
      await wide.stop();
    }
  });
});

describe('forms posted from another website (P39)', () => {
  let receiver: ReceiverProcess;
  let file: string;
  let evil: Server;
  beforeAll(async () => {
    file = join(mkdtempSync(join(tmpdir(), 'cross-site-')), 's.jsonl');
    receiver = await startReceiverProcess({ siteDir, submissionsFile: file });
    evil = createServer((_request, response) => {
      const inputs = Object.entries(validContact)
        .flatMap(([name, value]) => (Array.isArray(value) ? value : [value]).map((item) => `<input type="hidden" name="${name}" value="${item}">`))
        .join('');
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(`<!DOCTYPE html><title>Win a prize</title><form id="f" method="post" action="${receiver.url}/api/contact">${inputs.replace('value="Chris Example"', 'value="Sent By Another Site"')}</form><script>document.getElementById('f').submit()</script>`);
    });
    await new Promise<void>((resolve) => evil.listen(0, '127.0.0.1', () => resolve()));
  });
  afterAll(async () => {
    await new Promise((resolve) => evil?.close(resolve));
    await receiver?.stop();
  });

  it('refuses a plain form post with a foreign Origin or Sec-Fetch-Site, showing the form with the answers kept', async () => {
    const before = stored(file).length;
    const foreign: Record<string, string>[] = [{ Origin: 'https://evil.example' }, { 'Sec-Fetch-Site': 'cross-site' }, { 'Sec-Fetch-Site': 'same-site' }, { Origin: 'null' }];
    for (const headers of foreign) {
      const response = await postFrom(receiver.url, '/api/contact', formBody({ ...validContact, message: 'Keep this message' }), { 'Content-Type': 'application/x-www-form-urlencoded', ...headers });
      expect(response.status, JSON.stringify(headers)).toBe(403);
      const page = parse(response.body);
      expect(page.querySelector('[data-error-summary]')?.textContent).toMatch(/sent from another website, so we did not accept it and nothing has been sent/);
      expect(page.querySelector('#contact-name')?.getAttribute('value')).toBe('Chris Example');
      expect(page.querySelector('#contact-message')?.textContent).toBe('Keep this message');
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
    const scripted = await postFrom(receiver.url, '/api/contact', JSON.stringify(validContact), { ...json, Origin: 'https://evil.example' });
    expect(scripted.status).toBe(403);
    expect(JSON.parse(scripted.body)).toMatchObject({ error: expect.stringMatching(/another website/) });
    expect(stored(file)).toHaveLength(before);
  });

  it('accepts the site itself: same Origin, or Sec-Fetch-Site same-origin', async () => {
    const before = stored(file).length;
    const host = new URL(receiver.url).host;
    const own = await postFrom(receiver.url, '/api/contact', formBody({ ...validContact, message: 'From the site itself' }), { 'Content-Type': 'application/x-www-form-urlencoded', Origin: `http://${host}`, 'Sec-Fetch-Site': 'same-origin' });
    expect(own.status, 'the thank-you page').toBe(200);
    expect(stored(file)).toHaveLength(before + 1);
  });

  it('in Chromium: a page on another site that posts the form gets nothing stored; the site itself still can', async () => {
    const before = stored(file).length;
    const context = await browser().newContext();
    try {
      const page = await context.newPage();
      // localhost and 127.0.0.1 are different sites to the browser.
      const evilUrl = `http://localhost:${(evil.address() as AddressInfo).port}/`;
      await page.goto(evilUrl);
      await page.waitForURL(`${receiver.url}/api/contact`);
      await page.waitForLoadState('load');
      expect(await page.locator('[data-error-summary]').innerText()).toMatch(/sent from another website/);
      expect(await page.locator('#contact-name').inputValue()).toBe('Sent By Another Site');
      expect(stored(file)).toHaveLength(before);

      await page.goto(`${receiver.url}/contact/`);
      await page.evaluate(({ action, values }) => {
        const form = document.createElement('form');
        form.method = 'post';
        form.action = action;
        for (const [name, value] of Object.entries(values)) {
          for (const item of Array.isArray(value) ? value : [value]) {
            const input = document.createElement('input');
            input.type = 'hidden';
            input.name = name;
            input.value = item;
            form.append(input);
          }
        }
        document.body.append(form);
        form.submit();
      }, { action: '/api/contact', values: { ...validContact, message: 'Sent from the contact page' } });
      // Without the form's script the receiver answers with the thank-you page itself.
      await page.waitForURL(`${receiver.url}/api/contact`);
      await page.locator('[data-sent-reference]:not([hidden])').waitFor();
      expect(stored(file).at(-1)?.values.message).toBe('Sent from the contact page');
    } finally {
      await context.close();
    }
  });
});

describe('the honeypot (P38) and invisible names (P09)', () => {
  let receiver: ReceiverProcess;
  let file: string;
  beforeAll(async () => {
    file = join(mkdtempSync(join(tmpdir(), 'honeypot-')), 's.jsonl');
    receiver = await startReceiverProcess({ siteDir, submissionsFile: file });
  });
  afterAll(async () => {
    await receiver?.stop();
  });

  const post = (path: string, values: object) => fetch(`${receiver.url}${path}`, { method: 'POST', body: JSON.stringify(values), headers: json, redirect: 'manual' });

  it('answers a filled honeypot exactly as a real send is answered, and stores nothing', async () => {
    const real = await post('/api/contact', { ...validContact, message: 'A real message' });
    const bot = await post('/api/contact', { ...validContact, message: 'A bot message', website: 'http://spam.example' });
    expect(bot.status).toBe(real.status);
    const [realBody, botBody] = [(await real.json()) as Record<string, unknown>, (await bot.json()) as Record<string, unknown>];
    expect(Object.keys(botBody).sort()).toEqual(Object.keys(realBody).sort());
    expect(botBody.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(realBody.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect([...bot.headers.keys()].filter((name) => name !== 'date').sort()).toEqual([...real.headers.keys()].filter((name) => name !== 'date').sort());
    const withId = (await (await post('/api/contact', { ...validContact, message: 'Bot two', website: 'x', submissionId: 'bot-attempt-0001' })).json()) as { id: string };
    expect(withId.id, 'a sent attempt id comes back, as for a real send').toBe('bot-attempt-0001');
    const invalidBot = await post('/api/contact', { ...validContact, email: 'not-an-address', website: 'x' });
    expect(invalidBot.status, 'invalid answers get the errors, as anyone does').toBe(400);
    const noScript = await fetch(`${receiver.url}/api/contact`, { method: 'POST', body: formBody({ ...validContact, website: 'x' }), headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, redirect: 'manual' });
    expect(noScript.status, 'the thank-you page, with a reference, as for a real send').toBe(200);
    expect(await noScript.text()).toMatch(/Your reference is <strong[^>]*>[0-9A-Z]{4}-[0-9A-Z]{4}<\/strong>/);
    expect(stored(file).map((record) => record.values.message)).toEqual(['A real message']);
  });

  it('P38, P90: a resend to the honeypot is answered exactly as a real resend, on all four forms (status, body, header names)', async () => {
    const forms = [
      ['/api/referral', { ...validReferral, goals: 'Honeypot resend' }],
      ['/api/contact', { ...validContact, message: 'Honeypot resend' }],
      ['/api/interest', { ...validInterest, accessNeeds: 'Honeypot resend' }],
      ['/api/callback', { ...validCallback }],
    ] as const;
    const before = stored(file).length;
    for (const [path, answers] of forms) {
      const answer = async (values: object) => {
        const response = await post(path, values);
        return { status: response.status, body: (await response.json()) as Record<string, unknown>, headers: [...response.headers.keys()].filter((name) => name !== 'date').sort() };
      };
      const realId = `real-${randomUUID()}`;
      const botId = `bot-${randomUUID()}`;
      const real = [await answer({ ...answers, submissionId: realId }), await answer({ ...answers, submissionId: realId })];
      const bot = [await answer({ ...answers, website: 'http://spam.example', submissionId: botId }), await answer({ ...answers, website: 'http://spam.example', submissionId: botId })];
      expect(real.map((reply) => reply.status), path).toEqual([201, 200]);
      expect(bot.map((reply) => reply.status), path).toEqual([201, 200]);
      // Each with its short reference, a bot's as a real one's.
      expect(bot.map((reply) => reply.body), path).toEqual([{ ok: true, id: botId, reference: shortReference(botId) }, { ok: true, id: botId, reference: shortReference(botId), alreadyReceived: true }]);
      expect(real.map((reply) => reply.body), path).toEqual([{ ok: true, id: realId, reference: shortReference(realId) }, { ok: true, id: realId, reference: shortReference(realId), alreadyReceived: true }]);
      expect(bot.map((reply) => reply.headers), path).toEqual(real.map((reply) => reply.headers));
    }
    // Only the real sends were stored, once each.
    expect(stored(file).slice(before).map((record) => record.id)).toEqual(expect.arrayContaining([expect.stringMatching(/^real-/)]));
    expect(stored(file).slice(before)).toHaveLength(4);
  });

  it('P38, P90: the honeypot answers in the time a real send takes: it waits for the same write to disk', async () => {
    const timed = async (values: object) => {
      const started = performance.now();
      const response = await post('/api/contact', values);
      expect(response.status).toBe(201);
      await response.arrayBuffer();
      return performance.now() - started;
    };
    const real: number[] = [];
    const bot: number[] = [];
    // Paired and interleaved, so the machine's load falls on both alike.
    for (let round = 0; round < 30; round += 1) {
      real.push(await timed({ ...validContact, message: `Timing ${round}`, submissionId: randomUUID() }));
      bot.push(await timed({ ...validContact, message: `Timing ${round}`, website: 'x', submissionId: randomUUID() }));
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    console.log(`P38 timing: real send median ${median(real).toFixed(1)} ms, honeypot median ${median(bot).toFixed(1)} ms`);
    // Before, the bot's answer came 2 to 10 times sooner (it skipped the write and fsync).
    expect(median(bot)).toBeGreaterThan(median(real) * 0.6);
    expect(median(bot)).toBeLessThan(median(real) * 1.7);
  });

  it('treats a name of only invisible or direction marks as empty, and refuses such marks and broken characters inside one', async () => {
    const firstNameError = async (firstName: string) => {
      const response = await post('/api/referral', { ...validReferral, firstName });
      if (response.status !== 400) return `status ${response.status}`;
      return ((await response.json()) as { errors: { field: string; message: string }[] }).errors.find((error) => error.field === 'firstName')?.message ?? 'no firstName error';
    };
    for (const empty of ['\uFE0F', '\u200F\u061C', '\u200E', '\u0301', '\uFE0F\u200B', '\u{E0020}']) expect(await firstNameError(empty), JSON.stringify(empty)).toMatch(/^Enter /);
    expect(await firstNameError('Jor\u200Fdan')).toMatch(/must not contain text-direction control characters/);
    expect(await firstNameError('Jor\u061Cdan')).toMatch(/must not contain text-direction control characters/);
    expect(await firstNameError('Jor\u200Bdan')).toMatch(/must not contain invisible characters/);
    expect(await firstNameError('Jor\uD800dan')).toMatch(/has a character that is not valid text/);
    const before = stored(file).length;
    for (const name of ['Zo\u00eb', '\u0645\u06cc\u200c\u0646\u0627', 'Ren\u00e9e', 'Jo \u2764\uFE0F']) {
      const response = await post('/api/referral', { ...validReferral, firstName: name, submissionId: randomUUID() });
      expect(response.status, JSON.stringify(name)).toBe(201);
    }
    expect(stored(file)).toHaveLength(before + 4);
  });
});
