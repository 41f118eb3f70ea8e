/**
 * The submissions file: one JSON line per accepted submission, written so that nothing acknowledged is
 * ever lost and nothing is ever stored twice.
 *
 * - A record is acknowledged only after its whole line is appended and the file is fsynced. Records that
 *   arrive while a write is in flight share the next write and fsync (group commit).
 * - If a write fails (a full disk, a file-size limit), the file is truncated back to where it was, so no
 *   partial line remains and the next record starts on a fresh line. Before each write the file must be the
 *   one opened and as long as this process left it: bytes it did not write (another writer, despite the
 *   lock) stop it from writing and from cutting anything back.
 * - On opening, a torn last line (the process died mid-write) is moved to `<file>.quarantine` (never
 *   silently dropped), and the index of idempotency keys is rebuilt from the file, so a resend after a
 *   crash or a restart is still recognised.
 * - Each submission carries an idempotency key (one browser tab's attempt at one submission, or the content
 *   hash when the form was posted without script). The same key with the same content within a day is
 *   "already received"; the same key with different content is a different submission and is stored too,
 *   and so is the same message sent again after a day (a genuine repeat, weeks later, is never lost).
 * - The content hash is an HMAC keyed by a secret of this store (`<file>.secret`, 0600, made on first
 *   use): someone holding a copy of the submissions file cannot confirm a guess at what a person wrote.
 * - With an age recipient (`forms.publicKey`), the answers are stored encrypted to it: only the reference,
 *   the time, the form kind, the key and the keyed hash stay readable. Records stored before the key was
 *   set are counted at start, with the command that encrypts them (`npm run submissions -- encrypt`).
 * - The file is created 0600 in a folder created 0700: only the account running the receiver can read it.
 *   One process writes it at a time (`<file>.lock`, store-lock.ts).
 */
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { mkdir, open, appendFile, chmod, readFile, stat, type FileHandle } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Encrypter } from 'age-encryption';
import type { FormKind } from '../widgets/form/delivery.ts';
import { describeErrno, StartError } from './start-error.ts';
import { lockStore } from './store-lock.ts';

export type Answers = Record<string, string | string[]>;

export interface StoredSubmission {
  /** The reference the intake team and the person can quote. */
  id: string;
  form: FormKind;
  receivedAt: string;
  /** The idempotency key the submission was sent with. */
  key: string;
  /** HMAC-SHA256, keyed by the store's secret, of the form kind and answers: an identical resend has the same hash. */
  hash: string;
  /** The answers, when no public key is set. */
  values?: Answers;
  /** The answers as JSON, age-encrypted to `forms.publicKey` and base64-encoded. */
  sealed?: string;
  /** Documents sent with it, each an age file beside the store (attachments/attachment-store.ts), in the order of the `documents` answer. */
  attachments?: StoredAttachment[];
}

/** A document of a submission: its file in `<file>.attachments/` is `<id>.age`, `bytes` long. */
export interface StoredAttachment {
  id: string;
  bytes: number;
}

export interface SaveResult {
  status: 'stored' | 'already-received';
  record: Pick<StoredSubmission, 'id' | 'form' | 'receivedAt'>;
}

export interface SubmissionStore {
  readonly file: string;
  readonly encrypted: boolean;
  /**
   * `attachments`: documents already written (and fsynced) beside the store, recorded with it; `fingerprint`
   * tells their contents apart for the repeat check (a resend with other documents is not a repeat).
   */
  save(submission: { form: FormKind; key?: string; values: Answers; attachments?: StoredAttachment[]; fingerprint?: string }): Promise<SaveResult>;
  /**
   * Everything `save` does (the keyed hash, the sealing, the line, the wait for the next write and fsync,
   * "already received" for a resend), but the line is left out of the file: a honeypot's answer, the same as
   * a real one and in the same time (P38). Decoys are remembered in memory only.
   */
  saveDecoy(submission: { form: FormKind; key?: string; values: Answers }): Promise<SaveResult>;
  /** Records in the index (for tests and the start-up message). */
  readonly size: number;
  /** The reference, form and time of every record, oldest first (no answers). */
  summaries(): SaveResult['record'][];
  close(): Promise<void>;
}

export interface StoreOptions {
  file: string;
  /** An age recipient (`age1…`): when set, answers are stored encrypted to it. */
  publicKey?: string;
  /** Where messages about repairs go (default: console.warn). */
  warn?: (message: string) => void;
  /** How long an identical submission counts as a repeat of the first (default: a day). */
  dedupeWindowMs?: number;
}

/** The idempotency index of one kind of submission: stored ones, or decoys (a honeypot's). */
interface Ledger {
  index: Map<string, Map<string, SaveResult['record']>>;
  ids: Set<string>;
  /** Submissions being written, by form and key, then hash: a resend that arrives meanwhile waits for them. */
  inFlight: Map<string, Map<string, Promise<SaveResult>>>;
  reserved: Set<string>;
}

/** How many honeypot submissions are remembered, so their resends are answered as a real resend is. */
const DECOYS_KEPT = 10_000;

/** A resend within this time of the first is the same submission; after it, a new one. */
export const DEDUPE_WINDOW_MS = 24 * 60 * 60 * 1000;
export const SECRET_SUFFIX = '.secret';

export const QUARANTINE_SUFFIX = '.quarantine';
const AGE_RECIPIENT = /^age1[02-9ac-hj-np-z]{50,}$/;

export function isAgeRecipient(value: string): boolean {
  return AGE_RECIPIENT.test(value);
}

/**
 * What is wrong with a value meant as the age public key (`where` names its setting), or undefined. The
 * reason never repeats any of the value: a private key pasted by mistake must not reach a log.
 */
export function publicKeyProblem(value: string, where: string): string | undefined {
  if (/^AGE-SECRET-KEY-/i.test(value.trim())) return `${where} holds a PRIVATE key (it starts "AGE-SECRET-KEY-"), not the public one. Remove it from this server now, and put the public key there instead: it starts "age1" and is in the key file's "# public key:" line.`;
  if (!isAgeRecipient(value)) return `${where} is not an age public key: it must be "age1" followed by 58 lower-case letters and digits (this value has ${value.length} characters). Copy it again from the key file's "# public key:" line.`;
  try {
    new Encrypter().addRecipient(value);
  } catch {
    return `${where} is not a valid age public key: its checksum does not match, so a character was changed when it was copied. Copy it again from the key file's "# public key:" line.`;
  }
  return undefined;
}

/** The keyed hash of a submission's form and answers (and its documents' fingerprint: the store's secret keys it). */
export function contentHash(secret: Buffer, form: FormKind, values: Answers, fingerprint?: string): string {
  return createHmac('sha256', secret).update(JSON.stringify(fingerprint ? [form, values, fingerprint] : [form, values])).digest('hex');
}

/** The store's secret: 32 random bytes in `<file>.secret` (0600), made the first time. */
export async function storeSecret(file: string): Promise<Buffer> {
  const secretFile = `${file}${SECRET_SUFFIX}`;
  try {
    const handle = await open(secretFile, 'wx', 0o600);
    const secret = randomBytes(32);
    await handle.writeFile(`${secret.toString('hex')}\n`);
    await handle.sync();
    await handle.close();
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const text = (await readFile(secretFile, 'utf8')).trim();
  if (!/^[0-9a-f]{64}$/.test(text)) throw new StartError(`${secretFile} is not a store secret (64 hexadecimal characters): restore it from a backup, or move it away to make a new one (repeats sent before then will not be recognised).`);
  return Buffer.from(text, 'hex');
}

/** The answers, encrypted to an age recipient and base64-encoded, as a record's `sealed`. */
export async function sealAnswers(encrypter: Encrypter, values: Answers): Promise<string> {
  return Buffer.from(await encrypter.encrypt(JSON.stringify(values))).toString('base64');
}

/** Parses each complete line; returns the records and the numbers of lines that did not parse. */
export function parseStore(text: string): { records: StoredSubmission[]; badLines: number[] } {
  const records: StoredSubmission[] = [];
  const badLines: number[] = [];
  text.split('\n').forEach((line, index) => {
    if (!line.trim()) return;
    try {
      const record = JSON.parse(line) as StoredSubmission;
      if (typeof record.id !== 'string' || typeof record.form !== 'string') throw new Error('not a record');
      records.push(record);
    } catch {
      badLines.push(index + 1);
    }
  });
  return { records, badLines };
}

/** Writes every byte (a short write is carried on, a write of nothing is an error). */
export async function writeAll(handle: FileHandle, data: Uint8Array): Promise<void> {
  let offset = 0;
  while (offset < data.length) {
    const { bytesWritten } = await handle.write(data, offset, data.length - offset);
    if (bytesWritten <= 0) throw new Error('The submissions file accepted no bytes');
    offset += bytesWritten;
  }
}

export async function openSubmissionStore(options: StoreOptions): Promise<SubmissionStore> {
  const warn = options.warn ?? ((message: string) => console.warn(message));
  const window = options.dedupeWindowMs ?? DEDUPE_WINDOW_MS;
  const publicKey = options.publicKey?.trim() || undefined;
  const keyProblem = publicKey ? publicKeyProblem(publicKey, 'forms.publicKey') : undefined;
  if (keyProblem) throw new StartError(keyProblem);
  const encrypter = publicKey ? new Encrypter() : undefined;
  encrypter?.addRecipient(publicKey!);

  const cannot = (what: string, error: unknown) =>
    new StartError(`Cannot ${what} ${options.file}: ${describeErrno(error)}. The account running the receiver must be able to read and write it and its folder.`, { cause: error });
  const folder = dirname(options.file);
  let handle: FileHandle;
  let lock: Awaited<ReturnType<typeof lockStore>>;
  let secret: Buffer;
  try {
    const created = await mkdir(folder, { recursive: true, mode: 0o700 });
    if (created) await chmod(folder, 0o700);
    lock = await lockStore(options.file);
  } catch (error) {
    if (error instanceof StartError) throw error;
    throw cannot('lock', error);
  }
  try {
    handle = await open(options.file, 'a+', 0o600);
    await handle.chmod(0o600);
    secret = await storeSecret(options.file);
  } catch (error) {
    await lock.release();
    if (error instanceof StartError) throw error;
    throw cannot('open', error);
  }

  // Repair: a last line without its newline was torn by a crash or a failed write.
  const contents = await handle.readFile();
  let size = contents.length;
  if (size > 0 && contents[size - 1] !== 0x0a) {
    const end = contents.lastIndexOf(0x0a) + 1;
    const torn = contents.subarray(end);
    const quarantine = `${options.file}${QUARANTINE_SUFFIX}`;
    await appendFile(quarantine, Buffer.concat([torn, Buffer.from('\n')]), { mode: 0o600 });
    await handle.truncate(end);
    await handle.sync();
    size = end;
    warn(`${options.file}: an incomplete last line (${torn.length} bytes) was moved to ${quarantine}.`);
  }

  // Rebuild the idempotency index from what is on disk.
  const index: Ledger['index'] = new Map();
  const remember = (ledger: Ledger, record: StoredSubmission) => {
    let byHash = ledger.index.get(`${record.form}:${record.key}`);
    if (!byHash) ledger.index.set(`${record.form}:${record.key}`, (byHash = new Map()));
    byHash.set(record.hash, { id: record.id, form: record.form, receivedAt: record.receivedAt });
  };
  const { records, badLines } = parseStore(contents.subarray(0, size).toString('utf8'));
  if (badLines.length) warn(`${options.file}: lines ${badLines.join(', ')} are not valid records; they are kept as they are and ignored.`);
  const plain = records.filter((record) => record.values !== undefined).length;
  if (encrypter && plain) {
    warn(`Warning: ${plain} submission${plain === 1 ? ' was' : 's were'} stored before forms.publicKey was set and ${plain === 1 ? 'is' : 'are'} NOT encrypted in ${options.file}. Stop the receiver and run "npm run submissions -- encrypt --file ${options.file}" to encrypt ${plain === 1 ? 'it' : 'them'}.`);
  }
  const ids = new Set<string>();
  const summaries: SaveResult['record'][] = [];
  /** What is stored; and what a honeypot was answered (kept in memory only, the newest DECOYS_KEPT). */
  const stored: Ledger = { index, ids, inFlight: new Map(), reserved: new Set() };
  const decoys: Ledger = { index: new Map(), ids: new Set(), inFlight: new Map(), reserved: new Set() };
  for (const record of records) {
    ids.add(record.id);
    summaries.push({ id: record.id, form: record.form, receivedAt: record.receivedAt });
    if (typeof record.key === 'string' && typeof record.hash === 'string') remember(stored, record);
  }

  /** After a failed write whose truncate also failed: how long that write may have left the file (it is cut back first). */
  let dirtyEnd: number | undefined;
  /** Set when the file holds bytes this process did not write: it writes nothing more, and cuts nothing. */
  let foreign: Error | undefined;
  const { dev, ino } = await handle.stat();

  /**
   * The file must be the one this process opened, and exactly as long as it wrote it. The lock means no
   * other process writes it; should one ever do so anyway (a lock deleted by hand), this process stops
   * writing at once and never cuts the file back, which would delete what the other had stored.
   */
  const checkOwnership = async (expected: number, upTo = expected) => {
    const [opened, named] = await Promise.all([handle.stat(), stat(options.file).catch(() => undefined)]);
    if (opened.size >= expected && opened.size <= upTo && named?.dev === dev && named.ino === ino) return;
    foreign = new Error(
      `${options.file} was changed by another process (${named?.ino !== ino || named.dev !== dev ? 'the file was replaced or removed' : `it is ${opened.size} bytes, not the ${expected} this receiver wrote`}): this receiver stores nothing more and cuts nothing back. Stop every receiver and intake tool using it, check the file, then start one receiver.`,
    );
    warn(`Error: ${foreign.message}`);
    throw foreign;
  };

  /** Appends lines with one write and one fsync; on any error the file is cut back to where it was. */
  const append = async (data: Buffer) => {
    if (foreign) throw foreign;
    await checkOwnership(size, dirtyEnd);
    if (dirtyEnd !== undefined) {
      await handle.truncate(size);
      dirtyEnd = undefined;
    }
    try {
      await writeAll(handle, data);
      await handle.sync();
    } catch (error) {
      // Cut back only what this write added: the file must still be this one, no shorter than before and
      // no longer than this write could have made it.
      const now = await handle.stat().catch(() => undefined);
      if (!now || now.size < size || now.size > size + data.length) {
        await checkOwnership(size).catch(() => undefined);
        throw foreign ?? error;
      }
      try {
        await handle.truncate(size);
        await handle.sync();
      } catch {
        dirtyEnd = now.size;
      }
      throw error;
    }
    size += data.length;
  };

  // Group commit: records that arrive while a write is in flight go out together in the next write, so
  // one fsync covers many submissions under load, and each is acknowledged only after its fsync.
  interface Pending {
    record: StoredSubmission;
    ledger: Ledger;
    line: Buffer;
    done: (error?: unknown) => void;
  }
  let batch: Pending[] = [];
  let writing: Promise<void> | undefined;
  const flush = async () => {
    while (batch.length) {
      const current = batch;
      batch = [];
      try {
        await append(Buffer.concat(current.map((item) => item.line)));
        for (const item of current) {
          item.ledger.ids.add(item.record.id);
          if (item.ledger === stored) summaries.push({ id: item.record.id, form: item.record.form, receivedAt: item.record.receivedAt });
          remember(item.ledger, item.record);
          item.done();
        }
        forgetOldDecoys();
      } catch (error) {
        for (const item of current) item.done(error);
      }
    }
    writing = undefined;
  };
  /** Queues a record for the next write; a decoy's line is made, then left out, and it waits for the same fsync. */
  const write = (record: StoredSubmission, ledger: Ledger) =>
    new Promise<void>((resolve, reject) => {
      const line = Buffer.from(`${JSON.stringify(record)}\n`, 'utf8');
      batch.push({ record, ledger, line: ledger === stored ? line : line.subarray(0, 0), done: (error) => (error ? reject(error) : resolve()) });
      writing ??= flush();
    });
  const forgetOldDecoys = () => {
    for (const slot of decoys.index.keys()) {
      if (decoys.index.size <= DECOYS_KEPT) break;
      for (const record of decoys.index.get(slot)!.values()) decoys.ids.delete(record.id);
      decoys.index.delete(slot);
    }
  };

  /** A record received within the window: a resend of it is the same submission. */
  const recent = (record: SaveResult['record'] | undefined) => (record && Date.now() - Date.parse(record.receivedAt) < window ? record : undefined);

  /** Saves a submission in a ledger: the store's own, or the decoys' (a honeypot's, kept nowhere). */
  const saveIn = (ledger: Ledger): SubmissionStore['save'] => async ({ form, key, values, attachments, fingerprint }) => {
    const { index: known, ids: taken, inFlight, reserved } = ledger;
    const hash = contentHash(secret, form, values, fingerprint);
    const idempotencyKey = key || `hash:${hash}`;
    const slot = `${form}:${idempotencyKey}`;
    const same = recent(known.get(slot)?.get(hash));
    if (same) return { status: 'already-received', record: same };
    const pending = inFlight.get(slot)?.get(hash);
    if (pending) {
      const first = await pending;
      return { status: 'already-received', record: first.record };
    }
    // A key already used for other answers (say, a draft copied into a second tab) is a new submission.
    const keyTaken = known.has(slot) || inFlight.has(slot) || (key !== undefined && (taken.has(key) || reserved.has(key)));
    const id = key && !keyTaken ? key : randomUUID();
    reserved.add(id);
    const run = (async (): Promise<SaveResult> => {
      const record: StoredSubmission = { id, form, receivedAt: new Date().toISOString(), key: idempotencyKey, hash };
      if (encrypter) record.sealed = await sealAnswers(encrypter, values);
      else record.values = values;
      if (attachments?.length) record.attachments = attachments;
      await write(record, ledger);
      return { status: 'stored', record: { id, form, receivedAt: record.receivedAt } };
    })();
    let byHash = inFlight.get(slot);
    if (!byHash) inFlight.set(slot, (byHash = new Map()));
    byHash.set(hash, run);
    try {
      return await run;
    } finally {
      reserved.delete(id);
      byHash.delete(hash);
      if (byHash.size === 0 && inFlight.get(slot) === byHash) inFlight.delete(slot);
    }
  };

  return {
    file: options.file,
    encrypted: Boolean(encrypter),
    save: saveIn(stored),
    saveDecoy: saveIn(decoys),
    summaries: () => [...summaries],
    get size() {
      return ids.size;
    },
    close: async () => {
      await writing;
      await handle.close();
      await lock.release();
    },
  };
}
