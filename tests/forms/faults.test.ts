/**
 * Real faults on a real receiver process: a full disk (a file-size limit on the process) while a referral
 * is written, and kill -9 in the middle of a load run followed by a restart and a resend. Whatever
 * happens, the file stays valid JSON lines and each person is stored exactly once.
 */
import { appendFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { startReceiverProcess } from '../support/receiver-process.ts';
import { validContact, validReferral } from '../../widgets/form/fixtures.ts';

const siteDir = inject('siteDir');
const LIMIT_KIB = 1024;

function formBody(values: Record<string, string | string[]>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) for (const item of Array.isArray(value) ? value : [value]) params.append(name, item);
  return params.toString();
}

/** Every line parses; returns the records' ids. */
function storedIds(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  expect(text.endsWith('\n') || text === '').toBe(true);
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => (JSON.parse(line) as { id: string }).id);
}

describe('a full disk', () => {
  it('leaves no partial line, keeps the answers on a 5xx page with the phone number, and the next write parses', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'full-disk-')), 'submissions.jsonl');
    // Fill the file to 600 bytes short of what the process may write: a referral (about 1.2 KB) cannot fit.
    const filler = (size: number) => JSON.stringify({ id: 'filler', form: 'contact', receivedAt: '2026-11-01T00:00:00.000Z', key: 'filler', hash: 'f', values: { pad: 'x'.repeat(size) } });
    const base = filler(0).length + 1;
    writeFileSync(file, `${filler(LIMIT_KIB * 1024 - 600 - base)}\n`);
    const full = await startReceiverProcess({ siteDir, submissionsFile: file, ulimit: [`-f ${LIMIT_KIB}`] });
    try {
      const referral = { ...validReferral, goals: 'Find a peer worker who understands.' };
      const page = await fetch(`${full.url}/api/referral`, { method: 'POST', body: formBody(referral), headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, redirect: 'manual' });
      expect(page.status).toBeGreaterThanOrEqual(500);
      const html = await page.text();
      expect(html).toMatch(/could not save your referral/);
      expect(html).toContain('03 5550 0142');
      expect(html).toContain('Find a peer worker who understands.');
      expect(html).toMatch(/id="referral-firstName"[^>]*value="Jordan"|value="Jordan"[^>]*id="referral-firstName"/);
      expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(storedIds(file)).toEqual(['filler']);

      const json = await fetch(`${full.url}/api/referral`, { method: 'POST', body: JSON.stringify({ ...referral, submissionId: 'full-disk-json-1' }), headers: { 'Content-Type': 'application/json', Accept: 'application/json' } });
      expect(json.status).toBeGreaterThanOrEqual(500);
      expect(((await json.json()) as { error: string }).error).toMatch(/03 5550 0142/);

      // A short message still fits: it must start on a line of its own.
      const small = await fetch(`${full.url}/api/contact`, { method: 'POST', body: JSON.stringify({ ...validContact, message: 'Hi', submissionId: 'fits-00001' }), headers: { 'Content-Type': 'application/json', Accept: 'application/json' } });
      expect(small.status).toBe(201);
      expect(storedIds(file)).toEqual(['filler', 'fits-00001']);
    } finally {
      await full.stop();
    }

    // Space is freed: the referral sent again is stored, and every line of the file parses.
    const freed = await startReceiverProcess({ siteDir, submissionsFile: file });
    try {
      const retry = await fetch(`${freed.url}/api/referral`, { method: 'POST', body: JSON.stringify({ ...validReferral, submissionId: 'full-disk-json-1' }), headers: { 'Content-Type': 'application/json', Accept: 'application/json' } });
      expect(retry.status).toBe(201);
    } finally {
      await freed.stop();
    }
    expect(storedIds(file)).toEqual(['filler', 'fits-00001', 'full-disk-json-1']);
  });
});

describe('records another process wrote', () => {
  it('P106: a receiver whose write fails never cuts back records it did not write: it stops and says so', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'foreign-writer-')), 'submissions.jsonl');
    const filler = (id: string, size: number) => JSON.stringify({ id, form: 'contact', receivedAt: '2026-11-01T00:00:00.000Z', key: id, hash: 'f', values: { pad: 'x'.repeat(size) } });
    writeFileSync(file, `${filler('filler', LIMIT_KIB * 1024 - 2000)}\n`);
    const receiver = await startReceiverProcess({ siteDir, submissionsFile: file, ulimit: [`-f ${LIMIT_KIB}`] });
    try {
      // Another writer (a second receiver, a hand edit) adds a record the receiver did not write: as
      // before P106's fix, a second receiver that had answered 201 for it.
      appendFileSync(file, `${filler('answered-by-another', 100)}\n`);
      // This referral cannot fit under the file-size limit: the write fails.
      const response = await fetch(`${receiver.url}/api/referral`, { method: 'POST', body: JSON.stringify({ ...validReferral, goals: 'y'.repeat(1900), submissionId: 'after-foreign-1' }), headers: { 'Content-Type': 'application/json', Accept: 'application/json' } });
      expect(response.status).toBeGreaterThanOrEqual(500);
      expect(storedIds(file)).toEqual(['filler', 'answered-by-another']);
      // It stores nothing more, even what would fit, and says why.
      const small = await fetch(`${receiver.url}/api/contact`, { method: 'POST', body: JSON.stringify({ ...validContact, message: 'Hi', submissionId: 'after-foreign-2' }), headers: { 'Content-Type': 'application/json', Accept: 'application/json' } });
      expect(small.status).toBe(503);
      expect(storedIds(file)).toEqual(['filler', 'answered-by-another']);
      expect(receiver.output()).toMatch(/was changed by another process .* stores nothing more and cuts nothing back/);
    } finally {
      await receiver.stop();
    }
  });
});

describe('kill -9 during a load run', () => {
  it('stores each person exactly once after a restart and a resend of everything not answered', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'kill-9-')), 'submissions.jsonl');
    const total = 300;
    const ids = Array.from({ length: total }, (_, index) => `person-${String(index).padStart(4, '0')}`);
    const body = (id: string, index: number) => JSON.stringify({ ...(index % 2 ? validContact : validReferral), ...(index % 2 ? { message: `Message ${id}` } : { goals: `Goals of ${id}` }), submissionId: id });
    const path = (index: number) => (index % 2 ? '/api/contact' : '/api/referral');
    const answered = new Set<string>();
    const receiver = await startReceiverProcess({ siteDir, submissionsFile: file });
    let next = 0;
    const worker = async () => {
      for (let index = next++; index < total; index = next++) {
        try {
          const response = await fetch(`${receiver.url}${path(index)}`, { method: 'POST', body: body(ids[index]!, index), headers: { 'Content-Type': 'application/json', Accept: 'application/json' } });
          if (response.status === 201 || response.status === 200) answered.add(ids[index]!);
          await response.arrayBuffer();
        } catch {
          // The server died under this request: it will be resent.
        }
        if (answered.size === 100) void receiver.stop('SIGKILL');
      }
    };
    await Promise.all(Array.from({ length: 30 }, worker));
    await receiver.stop('SIGKILL');
    expect(answered.size).toBeGreaterThanOrEqual(100);
    expect(answered.size).toBeLessThan(total);
    // Everything answered before the kill is on disk.
    const afterCrash = readFileSync(file, 'utf8');
    for (const id of answered) expect(afterCrash).toContain(`"id":"${id}"`);

    const restarted = await startReceiverProcess({ siteDir, submissionsFile: file });
    try {
      // The browsers resend what was never answered; some answers were lost on the way, so resend those too.
      const statuses = await Promise.all(ids.map(async (id, index) => (await fetch(`${restarted.url}${path(index)}`, { method: 'POST', body: body(id, index), headers: { 'Content-Type': 'application/json', Accept: 'application/json' } })).status));
      expect(statuses.every((status) => status === 201 || status === 200)).toBe(true);
      expect(statuses.filter((status, index) => answered.has(ids[index]!) && status !== 200)).toEqual([]);
    } finally {
      await restarted.stop();
    }
    const counts = new Map<string, number>();
    for (const id of storedIds(file)) counts.set(id, (counts.get(id) ?? 0) + 1);
    expect([...counts.entries()].filter(([, count]) => count !== 1)).toEqual([]);
    expect([...counts.keys()].sort()).toEqual(ids);
  });
});
