/**
 * How the receiver tells a repeat from a new submission, on a real receiver process:
 * - an identical message sent without script is "already received" within a day, across a restart, and
 *   stored again after that: a genuine repeat weeks later is never lost (P16);
 * - the hash kept in clear is keyed by a secret of the store, so a copy of the submissions file cannot be
 *   used to confirm a guess at what someone wrote (P43).
 */
import { createHash, createHmac } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { startReceiverProcess } from '../support/receiver-process.ts';
import { validContact } from '../../widgets/form/fixtures.ts';

const siteDir = inject('siteDir');

interface Record_ {
  id: string;
  form: string;
  receivedAt: string;
  key: string;
  hash: string;
  values: Record<string, string>;
}
const records = (file: string): Record_[] =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record_);

function noScriptPost(url: string, message: string) {
  const body = new URLSearchParams({ ...validContact, message } as Record<string, string>).toString();
  return fetch(`${url}/api/contact`, { method: 'POST', body, headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, redirect: 'manual' });
}

describe('the same message sent again without script (P16)', () => {
  it('is one submission within a day, also after a restart, and a new one after that', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'dedupe-window-')), 's.jsonl');
    const message = 'Could someone call me back about support coordination?';
    const first = await startReceiverProcess({ siteDir, submissionsFile: file });
    try {
      for (const attempt of [1, 2]) {
        const response = await noScriptPost(first.url, message);
        expect(response.status, `send ${attempt}`).toBe(200);
        expect(await response.text()).toContain('Thank you, we have your message');
      }
    } finally {
      await first.stop();
    }
    expect(records(file)).toHaveLength(1);

    const restarted = await startReceiverProcess({ siteDir, submissionsFile: file });
    try {
      expect((await noScriptPost(restarted.url, message)).status).toBe(200);
    } finally {
      await restarted.stop();
    }
    expect(records(file), 'a double send or a resend after a restart is still one').toHaveLength(1);

    // A day and more goes by (the record's time moved back: the file is otherwise as the receiver wrote it).
    const [record] = records(file);
    writeFileSync(file, `${JSON.stringify({ ...record, receivedAt: new Date(Date.now() - 26 * 3600 * 1000).toISOString() })}\n`);
    const later = await startReceiverProcess({ siteDir, submissionsFile: file });
    try {
      expect((await noScriptPost(later.url, message)).status).toBe(200);
      expect((await noScriptPost(later.url, message)).status, 'and a double click on that is one').toBe(200);
    } finally {
      await later.stop();
    }
    const after = records(file);
    expect(after, 'the genuine repeat is stored').toHaveLength(2);
    expect(after[1]!.id).not.toBe(after[0]!.id);
    expect(after[1]!.values.message).toBe(message);
  });
});

describe('the hash kept in clear (P43)', () => {
  it('is keyed by the store secret (0600), so a guessed message cannot be confirmed from the file', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'dedupe-keyed-')), 's.jsonl');
    const receiver = await startReceiverProcess({ siteDir, submissionsFile: file });
    try {
      expect((await noScriptPost(receiver.url, 'I would like to talk about my plan.')).status).toBe(200);
    } finally {
      await receiver.stop();
    }
    const [record] = records(file);
    const text = readFileSync(file, 'utf8');
    // What anyone with the file could compute for a guess, as the hash was made before:
    const guess = createHash('sha256').update(JSON.stringify([record!.form, record!.values])).digest('hex');
    expect(text).not.toContain(guess);
    expect(record!.key).toBe(`hash:${record!.hash}`);
    // Only with the secret, which is not in the file and readable by its owner alone:
    const secretFile = `${file}.secret`;
    expect(statSync(secretFile).mode & 0o777).toBe(0o600);
    const secret = Buffer.from(readFileSync(secretFile, 'utf8').trim(), 'hex');
    expect(secret).toHaveLength(32);
    expect(record!.hash).toBe(createHmac('sha256', secret).update(JSON.stringify([record!.form, record!.values])).digest('hex'));
  });
});
