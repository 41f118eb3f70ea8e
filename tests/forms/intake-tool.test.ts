/**
 * The intake tool (`npm run submissions`, run as a process) around the records that need care:
 * - submissions stored before the key was set are counted at the receiver's start, and `encrypt`
 *   encrypts them in place, crash-safely: killed at any moment, the file is the old one or the new one,
 *   whole (P46);
 * - after a key change, an identity file holding both keys reads everything, and one record sealed to a
 *   key the file lacks is reported without stopping list, show of the others, or export (P47);
 * - an export is readable only by its owner, whatever file was there before (P13).
 */
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Decrypter, generateX25519Identity, identityToRecipient } from 'age-encryption';
import { describe, expect, inject, it } from 'vitest';
import { startSiteServer } from '../../server/site-server.ts';
import { startReceiverProcess } from '../support/receiver-process.ts';
import { validContact } from '../../widgets/form/fixtures.ts';

const siteDir = inject('siteDir');
const work = mkdtempSync(join(tmpdir(), 'intake-tool-'));

function cli(...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/submissions-cli.ts', ...args], { encoding: 'utf8', env: { ...process.env, SUBMISSIONS_FILE: '' } });
  return { code: result.status ?? 1, stdout: result.stdout, stderr: result.stderr };
}

async function keyFile(name: string): Promise<{ file: string; identity: string; recipient: string }> {
  const identity = await generateX25519Identity();
  const recipient = await identityToRecipient(identity);
  const file = join(work, name);
  writeFileSync(file, `# public key: ${recipient}\n${identity}\n`, { mode: 0o600 });
  return { file, identity, recipient };
}

const sendContact = (url: string, name: string, id: string) =>
  fetch(`${url}/api/contact`, { method: 'POST', body: JSON.stringify({ ...validContact, name, message: `Message from ${name}`, submissionId: id }), headers: { 'Content-Type': 'application/json', Accept: 'application/json' } });

interface Line {
  id: string;
  form: string;
  key: string;
  hash: string;
  values?: Record<string, string>;
  sealed?: string;
}
const lines = (file: string): Line[] =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Line);

describe('answers stored before the key was set (P46)', () => {
  it('are counted at start, and encrypt seals them in place; the receiver must be stopped first', async () => {
    const store = join(work, 'mixed', 's.jsonl');
    const key = await keyFile('mixed-key.txt');
    const plain = await startReceiverProcess({ siteDir, submissionsFile: store });
    try {
      for (const [index, name] of ['Avery Plain', 'Blake Plain', 'Casey Plain'].entries()) expect((await sendContact(plain.url, name, `plain-000${index}`)).status).toBe(201);
    } finally {
      await plain.stop();
    }
    const keyed = await startReceiverProcess({ siteDir, submissionsFile: store, env: { FORMS_PUBLIC_KEY: key.recipient } });
    try {
      expect(keyed.output()).toContain(`Warning: 3 submissions were stored before forms.publicKey was set and are NOT encrypted in ${store}. Stop the receiver and run "npm run submissions -- encrypt --file ${store}" to encrypt them.`);
      expect((await sendContact(keyed.url, 'Drew Sealed', 'sealed-0001')).status).toBe(201);
      const refused = cli('encrypt', '--file', store, '--recipient', key.recipient);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(new RegExp(`s\\.jsonl is in use by another process \\(pid ${keyed.child.pid}`));
    } finally {
      await keyed.stop();
    }
    const before = lines(store);
    const encrypted = cli('encrypt', '--file', store, '--recipient', key.recipient);
    expect(encrypted.code, encrypted.stderr).toBe(0);
    expect(encrypted.stdout).toMatch(/Encrypted 3 submissions in .*s\.jsonl \(1 already were\)/);
    const after = lines(store);
    expect(after.map((line) => line.id)).toEqual(before.map((line) => line.id));
    expect(readFileSync(store, 'utf8')).not.toMatch(/Plain|Message from/);
    expect(after.every((line) => line.sealed && !line.values)).toBe(true);
    // The receiver already keyed these hashes with the store's secret; encrypt keeps them so.
    for (const index of [0, 1, 2]) expect(after[index]!.hash).toBe(before[index]!.hash);
    expect(after[3]).toEqual(before[3]);
    expect(statSync(store).mode & 0o777).toBe(0o600);
    const listed = cli('list', '--file', store, '--identity', key.file);
    expect(listed.code, listed.stderr).toBe(0);
    for (const name of ['Avery Plain', 'Blake Plain', 'Casey Plain', 'Drew Sealed']) expect(listed.stdout).toContain(name);
    expect(cli('encrypt', '--file', store, '--recipient', key.recipient).stdout).toMatch(/Nothing to encrypt: the 4 submissions are in .* already encrypted/);
    const again = await startReceiverProcess({ siteDir, submissionsFile: store, env: { FORMS_PUBLIC_KEY: key.recipient } });
    await again.stop();
    expect(again.output()).not.toMatch(/NOT encrypted/);
  });

  it('killed at any moment, leaves the file whole (old or new), and a second run finishes the job', async () => {
    const key = await keyFile('crash-key.txt');
    const folder = join(work, 'crash');
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    const store = join(folder, 's.jsonl');
    const total = 800;
    const original = Array.from({ length: total }, (_, index) => {
      const id = `crash-${String(index).padStart(5, '0')}`;
      return `${JSON.stringify({ id, form: 'contact', receivedAt: '2026-11-01T00:00:00.000Z', key: id, hash: 'unsalted', values: { name: `Person ${index}`, message: `Private note ${index}` } })}\n`;
    }).join('');
    writeFileSync(store, original, { mode: 0o600 });
    const ids = original.split('\n').filter(Boolean).map((line) => (JSON.parse(line) as Line).id);

    // How long a whole run takes here, on a copy; then kills at points inside such a run.
    const copy = join(folder, 'copy.jsonl');
    writeFileSync(copy, original, { mode: 0o600 });
    const started = Date.now();
    expect(cli('encrypt', '--file', copy, '--recipient', key.recipient).code).toBe(0);
    const whole = Date.now() - started;

    let killedWhileWorking = 0;
    for (const share of [0.55, 0.7, 0.8, 0.9, 0.97]) {
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/submissions-cli.ts', 'encrypt', '--file', store, '--recipient', key.recipient], { stdio: 'ignore' });
      const exited = once(child, 'exit');
      await new Promise((resolve) => setTimeout(resolve, Math.round(whole * share)));
      // The tool holds the store's lock from the moment it starts on the file until it is done.
      const working = existsSync(`${store}.lock`);
      child.kill('SIGKILL');
      const [, signal] = (await exited) as [number | null, string | null];
      if (signal === 'SIGKILL' && working) killedWhileWorking += 1;
      const text = readFileSync(store, 'utf8');
      if (text === original) continue;
      // Not the old file: then the whole new one, every record sealed, none lost or doubled.
      const now = lines(store);
      expect(now.map((line) => line.id)).toEqual(ids);
      expect(now.every((line) => line.sealed && !line.values)).toBe(true);
      break;
    }
    expect(killedWhileWorking, 'at least one run was killed while it worked on the file').toBeGreaterThan(0);
    const finished = cli('encrypt', '--file', store, '--recipient', key.recipient);
    expect(finished.code, finished.stderr).toBe(0);
    expect(existsSync(`${store}.encrypting`), 'no leftover of an interrupted run').toBe(false);
    const sealed = lines(store);
    expect(sealed.map((line) => line.id)).toEqual(ids);
    expect(sealed.every((line) => /^[0-9a-f]{64}$/.test(line.hash)), 'no unsalted hash is left').toBe(true);
    expect(readFileSync(store, 'utf8')).not.toMatch(/Private note|Person \d/);
    const decrypter = new Decrypter();
    decrypter.addIdentity(key.identity);
    for (const index of [0, 399, 799]) {
      const values = JSON.parse(await decrypter.decrypt(Buffer.from(sealed[index]!.sealed!, 'base64'), 'text')) as Record<string, string>;
      expect(values).toEqual({ name: `Person ${index}`, message: `Private note ${index}` });
    }
  }, 300_000);
});

describe('after a key change (P47)', () => {
  it('reads every record with both keys, and reports one sealed to a key it lacks without stopping', async () => {
    const store = join(work, 'rotation', 's.jsonl');
    const keyA = await keyFile('key-a.txt');
    const keyB = await keyFile('key-b.txt');
    for (const [key, name, id] of [
      [keyA, 'Alex Before', 'rotation-a-01'],
      [keyB, 'Bailey After', 'rotation-b-01'],
    ] as const) {
      const server = await startSiteServer({ siteDir, submissionsFile: store, publicKey: key.recipient });
      try {
        expect((await sendContact(server.url, name, id)).status).toBe(201);
      } finally {
        await server.close();
      }
    }
    const both = join(work, 'both-keys.txt');
    writeFileSync(both, `${readFileSync(keyA.file, 'utf8')}${readFileSync(keyB.file, 'utf8')}`, { mode: 0o600 });
    const listed = cli('list', '--file', store, '--identity', both);
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout).toMatch(/rotation-a-01 .*Alex Before/);
    expect(listed.stdout).toMatch(/rotation-b-01 .*Bailey After/);

    const onlyA = cli('list', '--file', store, '--identity', keyA.file);
    expect(onlyA.code, onlyA.stderr).toBe(0);
    expect(onlyA.stdout).toMatch(/rotation-a-01 .*Alex Before/);
    expect(onlyA.stdout).toMatch(/rotation-b-01 .*\(encrypted to another key/);
    expect(onlyA.stderr).toMatch(/1 submission could not be opened with the keys in .*key-a\.txt: rotation-b-01\. It was encrypted to another key/);
    expect(cli('show', 'rotation-a-01', '--file', store, '--identity', keyA.file).stdout).toContain('name: Alex Before');
    const other = cli('show', 'rotation-b-01', '--file', store, '--identity', keyA.file);
    expect(other.code).toBe(1);
    expect(other.stderr).toMatch(/cannot be decrypted with .*key-a\.txt: it was encrypted to another key/);

    const csv = join(work, 'rotation.csv');
    const exported = cli('export', '--csv', csv, '--file', store, '--identity', keyA.file);
    expect(exported.code, exported.stderr).toBe(0);
    expect(exported.stdout).toMatch(/Wrote 1 submissions .*\(1 encrypted to another key left out/);
    expect(exported.stderr).toMatch(/rotation-b-01/);
    expect(readFileSync(csv, 'utf8')).toContain('Alex Before');
    expect(readFileSync(csv, 'utf8')).not.toContain('Bailey');
  });
});

describe('the CSV export (P13)', () => {
  it('is readable only by its owner, even over an existing file anyone could read', async () => {
    const store = join(work, 'export', 's.jsonl');
    const server = await startSiteServer({ siteDir, submissionsFile: store });
    try {
      expect((await sendContact(server.url, 'Emery Export', 'export-0001')).status).toBe(201);
    } finally {
      await server.close();
    }
    const csv = join(work, 'existing.csv');
    writeFileSync(csv, 'an older export\n');
    chmodSync(csv, 0o644);
    const exported = cli('export', '--csv', csv, '--file', store);
    expect(exported.code, exported.stderr).toBe(0);
    expect(statSync(csv).mode & 0o777).toBe(0o600);
    expect(readFileSync(csv, 'utf8')).toContain('Emery Export');
    expect(readFileSync(csv, 'utf8')).not.toContain('an older export');
  });
});
