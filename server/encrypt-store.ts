/**
 * `npm run submissions -- encrypt`: encrypts, in place, the answers of submissions stored before
 * forms.publicKey was set (the receiver warns about them at start). Crash-safe: the new file is written
 * beside the old one (`<file>.encrypting`, 0600), fsynced, then renamed over it and the folder fsynced, so
 * whenever the tool stops (kill -9, a power cut) the file is either the old one, whole, or the new one,
 * whole; a leftover `.encrypting` file is removed by the next run. The tool holds the store's lock, so it
 * never runs beside a receiver that would go on appending to the replaced file.
 *
 * Each encrypted record keeps its reference, time, form and line, and its hash (and a no-script
 * submission's key, which repeats the hash) is made again with the store's secret, so no unsalted hash of
 * anyone's answers is left either. Lines that are not records, and records already encrypted, are kept
 * byte for byte.
 */
import { open, readFile, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Encrypter } from 'age-encryption';
import { StartError } from './start-error.ts';
import { lockStore } from './store-lock.ts';
import { contentHash, sealAnswers, storeSecret, type StoredSubmission } from './submission-store.ts';

export const ENCRYPTING_SUFFIX = '.encrypting';

function splitLines(bytes: Buffer): Buffer[] {
  const lines: Buffer[] = [];
  let start = 0;
  for (let end = bytes.indexOf(0x0a); end !== -1; end = bytes.indexOf(0x0a, start)) {
    lines.push(bytes.subarray(start, end));
    start = end + 1;
  }
  return lines;
}

export async function encryptStoredAnswers(file: string, recipient: string): Promise<{ encrypted: number; alreadySealed: number }> {
  const lock = await lockStore(file, 'the intake tool');
  try {
    const temporary = `${file}${ENCRYPTING_SUFFIX}`;
    await rm(temporary, { force: true });
    const bytes = await readFile(file);
    if (bytes.length && bytes[bytes.length - 1] !== 0x0a) {
      throw new StartError(`${file} ends with an incomplete line (a write was cut off): start the receiver once, which moves it to ${file}.quarantine, stop it, then run encrypt again.`);
    }
    const secret = await storeSecret(file);
    const encrypter = new Encrypter();
    encrypter.addRecipient(recipient);
    let encrypted = 0;
    let alreadySealed = 0;
    const out: Buffer[] = [];
    for (const line of splitLines(bytes)) {
      let record: StoredSubmission | undefined;
      try {
        record = JSON.parse(line.toString('utf8')) as StoredSubmission;
      } catch {
        record = undefined;
      }
      if (!record || typeof record !== 'object' || typeof record.id !== 'string' || typeof record.form !== 'string' || record.values === undefined) {
        if (record?.sealed) alreadySealed += 1;
        out.push(line, Buffer.from('\n'));
        continue;
      }
      const hash = contentHash(secret, record.form, record.values);
      const sealed: StoredSubmission = {
        id: record.id,
        form: record.form,
        receivedAt: record.receivedAt,
        key: typeof record.key === 'string' && record.key.startsWith('hash:') ? `hash:${hash}` : record.key,
        hash,
        sealed: await sealAnswers(encrypter, record.values),
      };
      out.push(Buffer.from(`${JSON.stringify(sealed)}\n`, 'utf8'));
      encrypted += 1;
    }
    if (encrypted === 0) return { encrypted, alreadySealed };
    const handle = await open(temporary, 'wx', 0o600);
    try {
      await handle.writeFile(Buffer.concat(out));
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, file);
    const folder = await open(dirname(file), 'r');
    try {
      await folder.sync();
    } finally {
      await folder.close();
    }
    return { encrypted, alreadySealed };
  } finally {
    await lock.release();
  }
}
