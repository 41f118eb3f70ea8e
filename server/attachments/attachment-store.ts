/**
 * Documents sent with a submission, stored beside the submissions file in `<file>.attachments/` (a folder
 * 0700), one age file each (`<id>.age`, 0600), encrypted to forms.publicKey. The store's promises hold for
 * them too:
 *
 * - Nothing is acknowledged before it is on disk: each document is written to a temporary file
 *   (`.incoming-<id>`), fsynced, renamed to `<id>.age` and the folder fsynced, all before the submission's
 *   line is appended (which names the documents), and only then is the person told "sent".
 * - Nothing partial is kept: a document that fails (a full disk, too large, the wrong kind, the connection
 *   dropped) has its temporary file removed, and so have the others of that submission.
 * - kill -9 at any moment leaves either a submission with all its documents, or documents that no line
 *   names: `sweep` removes those (and any temporary file) when the receiver starts, before it takes forms.
 * - Plain bytes never touch the disk: a document sent without script is encrypted as it streams in
 *   (age's STREAM, 64 KiB chunks); one the browser encrypted is checked to be an age file and stored as it is.
 */
import { createHash, randomUUID } from 'node:crypto';
import { chmod, mkdir, open, readdir, rename, rm, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { Encrypter } from 'age-encryption';
import { AGE_MAGIC, isAgeFile, maxSealedBytes, SIGNATURE_BYTES, type DocumentKind } from '../../widgets/form/document-types.ts';
import { writeAll, type StoredAttachment } from '../submission-store.ts';

export const ATTACHMENTS_SUFFIX = '.attachments';
const INCOMING = '.incoming-';
const ID = /^[0-9a-f-]{36}$/;

export function attachmentsFolder(submissionsFile: string): string {
  return `${submissionsFile}${ATTACHMENTS_SUFFIX}`;
}

/** The file of a stored document, or undefined for an id that is not one of ours (never a path from outside). */
export function attachmentPath(submissionsFile: string, id: string): string | undefined {
  return ID.test(id) ? join(attachmentsFolder(submissionsFile), `${id}.age`) : undefined;
}

/** Why a document was not stored: the receiver turns each into the form's message. */
export type RefusedDocument = { reason: 'too-big'; size: number } | { reason: 'wrong-kind' } | { reason: 'empty' } | { reason: 'not-sealed' };

export class DocumentRefused extends Error {
  readonly refusal: RefusedDocument;
  constructor(refusal: RefusedDocument) {
    super(`document refused: ${refusal.reason}`);
    this.refusal = refusal;
  }
}

/** A document written to its temporary file, not yet part of any submission. */
export interface IncomingDocument {
  id: string;
  /** The size of the age file. */
  bytes: number;
  /** The kind its bytes showed, when the receiver saw them (not for one the browser encrypted). */
  kind?: DocumentKind;
  /** Tells its contents apart for the repeat check: a hash of the plain bytes, or of a sealed file's name and size. */
  fingerprint: string;
}

export interface AttachmentStore {
  readonly folder: string;
  /**
   * Streams one document into a temporary file. `sealed`: the browser encrypted it (it must be an age file
   * of at most maxSealedBytes(maxBytes)); else it is encrypted here, after its first bytes are checked by
   * `checkHead` (which throws DocumentRefused for a kind we do not take). Throws DocumentRefused, or the
   * write's error (ENOSPC); the temporary file is gone either way.
   */
  receive(stream: Readable, options: { name: string; sealed: boolean; maxBytes: number; checkHead(head: Uint8Array): DocumentKind }): Promise<IncomingDocument>;
  /** Makes the documents permanent (renamed, folder fsynced), ready for the submission line to name them. */
  commit(documents: readonly IncomingDocument[]): Promise<StoredAttachment[]>;
  /** Removes documents that will not be part of a submission (refused, a repeat, a failed save). */
  discard(documents: readonly { id: string }[]): Promise<void>;
  /** At start: removes temporary files and documents no submission names. Returns how many were removed. */
  sweep(named: ReadonlySet<string>): Promise<number>;
}

async function syncFolder(folder: string): Promise<void> {
  const handle = await open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * One document's bytes as a web stream, checked as they come: its head is passed to `onHead` once
 * SIGNATURE_BYTES have arrived (or the part ended), and more than `limit` bytes refuse it. The part is always
 * read to its end, whatever happens to the stream (a refusal, a consumer that gave up on a full disk), so the
 * request goes on to its next part; `ended` says how many bytes it had and why it was refused, if it was.
 */
function readDocument(stream: Readable, limit: number, onHead: (head: Uint8Array) => void, hash: ReturnType<typeof createHash>) {
  let total = 0;
  let head: Buffer[] | undefined = [];
  let headBytes = 0;
  let refused: unknown;
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let open = true;
  const fail = (error: unknown) => {
    refused ??= error;
    if (open) controller.error(error);
    open = false;
  };
  const deliver = (bytes: Buffer) => {
    if (!open) return;
    controller.enqueue(bytes);
    if ((controller.desiredSize ?? 1) <= 0) stream.pause();
  };
  const releaseHead = () => {
    const whole = Buffer.concat(head ?? []);
    head = undefined;
    try {
      onHead(whole);
    } catch (error) {
      fail(error);
      return;
    }
    deliver(whole);
  };
  const ended = new Promise<{ size: number; refused?: unknown }>((resolve) => {
    stream.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (refused) return;
      if (total > limit) return fail(new DocumentRefused({ reason: 'too-big', size: total }));
      hash.update(chunk);
      if (!head) return deliver(chunk);
      head.push(chunk);
      headBytes += chunk.length;
      if (headBytes >= SIGNATURE_BYTES) releaseHead();
    });
    stream.on('end', () => {
      if (!refused && head) {
        if (headBytes === 0) fail(new DocumentRefused({ reason: 'empty' }));
        else releaseHead();
      }
      if (refused instanceof DocumentRefused && refused.refusal.reason === 'too-big') refused = new DocumentRefused({ reason: 'too-big', size: total });
      if (open) controller.close();
      open = false;
      resolve({ size: total, refused });
    });
    stream.on('error', (error: Error) => {
      fail(error);
      resolve({ size: total, refused });
    });
    // Destroyed without an error or an end (the request was torn down): never a whole document.
    stream.on('close', () => {
      if (!stream.readableEnded) fail(new Error('The document ended early'));
      resolve({ size: total, refused });
    });
  });
  const body = new ReadableStream<Uint8Array>(
    {
      start(streamController) {
        controller = streamController;
      },
      pull() {
        stream.resume();
      },
      cancel() {
        // The consumer gave up (a failed write): read the rest of the part and drop it.
        open = false;
        stream.resume();
      },
    },
    { highWaterMark: 4 },
  );
  /** Stops delivering (the write failed) and reads the rest of the part, dropping it. */
  const abandon = () => {
    if (open) controller.error(new Error('abandoned'));
    open = false;
    stream.resume();
  };
  return { body, ended, abandon };
}

export async function openAttachmentStore({ submissionsFile, publicKey }: { submissionsFile: string; publicKey: string }): Promise<AttachmentStore> {
  const folder = attachmentsFolder(submissionsFile);
  const created = await mkdir(folder, { recursive: true, mode: 0o700 });
  if (created) await chmod(folder, 0o700);
  const encrypter = new Encrypter();
  encrypter.addRecipient(publicKey);
  const incoming = (id: string) => join(folder, `${INCOMING}${id}`);

  const receive: AttachmentStore['receive'] = async (stream, { name, sealed, maxBytes, checkHead }) => {
    const id = randomUUID();
    const file = incoming(id);
    const hash = createHash('sha256');
    let kind: DocumentKind | undefined;
    let handle: FileHandle | undefined;
    try {
      handle = await open(file, 'wx', 0o600);
      let bytes = 0;
      // Encrypted by the browser: stored as it came, once its first line shows it is an age file. Else
      // encrypted here, once its first bytes show a kind of document we take.
      const document = sealed
        ? readDocument(stream, maxSealedBytes(maxBytes), (head) => {
            if (!isAgeFile(head) || !Buffer.from(head).subarray(AGE_MAGIC.length, 2048).toString('latin1').includes('-> X25519 ')) throw new DocumentRefused({ reason: 'not-sealed' });
          }, hash)
        : readDocument(stream, maxBytes, (head) => (kind = checkHead(head)), hash);
      try {
        const output = (sealed ? document.body : await encrypter.encrypt(document.body)).getReader();
        try {
          for (let read = await output.read(); !read.done; read = await output.read()) {
            await writeAll(handle, read.value);
            bytes += read.value.length;
          }
        } catch (error) {
          document.abandon();
          await output.cancel().catch(() => undefined);
          throw error;
        }
      } catch (error) {
        // A refusal is reported once the part has ended (with its whole size); a failed write at once.
        const { refused } = await document.ended;
        throw refused ?? error;
      }
      const { refused } = await document.ended;
      if (refused) throw refused;
      await handle.sync();
      await handle.close();
      handle = undefined;
      // A resend from script encrypts again (other bytes, the same size): its name and size tell it apart.
      const fingerprint = sealed ? `sealed:${createHash('sha256').update(name).digest('hex')}:${bytes}` : `plain:${hash.digest('hex')}`;
      return { id, bytes, fingerprint, ...(kind ? { kind } : {}) };
    } catch (error) {
      stream.resume();
      await handle?.close().catch(() => undefined);
      await rm(file, { force: true });
      throw error;
    }
  };

  const commit: AttachmentStore['commit'] = async (documents) => {
    for (const document of documents) await rename(incoming(document.id), join(folder, `${document.id}.age`));
    // The renames are durable before the line that names them is written.
    if (documents.length) await syncFolder(folder);
    return documents.map(({ id, bytes }) => ({ id, bytes }));
  };

  const discard: AttachmentStore['discard'] = async (documents) => {
    await Promise.all(documents.flatMap(({ id }) => [rm(incoming(id), { force: true }), rm(join(folder, `${id}.age`), { force: true })]));
  };

  const sweep: AttachmentStore['sweep'] = async (named) => {
    let removed = 0;
    for (const entry of await readdir(folder)) {
      const id = entry.startsWith(INCOMING) ? undefined : entry.replace(/\.age$/, '');
      if (id !== undefined && entry.endsWith('.age') && named.has(id)) continue;
      await rm(join(folder, entry), { force: true, recursive: true });
      removed += 1;
    }
    if (removed) await syncFolder(folder);
    return removed;
  };

  return { folder, receive, commit, discard, sweep };
}
