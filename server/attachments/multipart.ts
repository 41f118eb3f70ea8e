/**
 * A form sent as multipart/form-data (the referral form when it carries documents), read as it streams in
 * with busboy: the answers, and each document written straight into the attachment store (encrypted as it
 * arrives, or, sent by the browser's script already encrypted, checked and kept as it is). Every limit is
 * enforced while reading: the number of answers and their size, the number of documents and each one's
 * size, and the request's total size. Nothing of a document is ever held whole in memory.
 *
 * Documents come under two names: `documents` (plain, from a form sent without script: the receiver
 * encrypts them) and `documentsSealed` (age files the browser made: stored as they are).
 */
import type { IncomingMessage } from 'node:http';
import { Transform } from 'node:stream';
import busboy from 'busboy';
import { safeFileName, SEALED_DOCUMENTS_FIELD, type DocumentKind } from '../../widgets/form/document-types.ts';
import type { FormValues } from '../../widgets/form/validation.ts';
import { DocumentRefused, type AttachmentStore, type IncomingDocument, type RefusedDocument } from './attachment-store.ts';

/** A document the receiver read: stored (in a temporary file), or refused and why. */
export type ReceivedDocument = { name: string; stored: IncomingDocument } | { name: string; refused: RefusedDocument };

export interface MultipartForm {
  values: FormValues;
  /** Every document sent, in order (beyond `maxFiles`, counted but neither read nor kept). */
  documents: ReceivedDocument[];
  /** How many documents were sent. */
  count: number;
}

export interface MultipartLimits {
  /** The answers' total size, as for a form without documents. */
  answerBytes: number;
  fields: number;
  /** The documents field: its name, how many, and how large each may be; undefined: the form takes none. */
  documents?: { name: string; maxFiles: number; maxBytes: number };
  /** Refuses a document whose first bytes show no kind we take (throws DocumentRefused). */
  checkHead(head: Uint8Array, name: string): DocumentKind;
}

/** The problem with a multipart request: the receiver answers it with this status and message. */
export class MultipartProblem extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/**
 * A form that could not be read to its end (a limit, a full disk, a dropped connection): the answers that
 * had arrived, so the form can be shown again with them, and how many documents were sent.
 */
export class IncompleteForm extends Error {
  readonly reason: unknown;
  readonly values: FormValues;
  readonly count: number;
  constructor(reason: unknown, values: FormValues, count: number) {
    super(reason instanceof Error ? reason.message : String(reason));
    this.reason = reason;
    this.values = values;
    this.count = count;
  }
}

/** The most a request may carry: every document at its largest, sealed, and the answers. */
export function maxRequestBytes(limits: MultipartLimits): number {
  const documents = limits.documents ? limits.documents.maxFiles * (limits.documents.maxBytes + 64 * 1024) : 0;
  return documents + limits.answerBytes + 64 * 1024;
}

export function isMultipart(contentType: string): boolean {
  return contentType.split(';')[0]!.trim().toLowerCase() === 'multipart/form-data';
}

/**
 * Reads the request. Throws IncompleteForm, whose reason is a MultipartProblem for a request that breaks a
 * limit or cannot be read, or the failed write (a full disk) as it was; either way every document it had
 * stored is discarded first.
 */
export async function readMultipart(request: IncomingMessage, store: AttachmentStore | undefined, limits: MultipartLimits): Promise<MultipartForm> {
  const values: FormValues = Object.create(null) as FormValues;
  const documents: ReceivedDocument[] = [];
  const pending: Promise<void>[] = [];
  let answerBytes = 0;
  let count = 0;
  let problem: unknown;
  const fail = (error: unknown) => (problem ??= error);

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: request.headers,
      defParamCharset: 'utf8',
      limits: { fields: limits.fields, fieldSize: limits.answerBytes, files: (limits.documents?.maxFiles ?? 0) + 20, parts: limits.fields + 40, headerPairs: 20 },
    });
  } catch {
    throw new MultipartProblem(400, 'The form data could not be read (multipart without a boundary).');
  }

  const add = (name: string, value: string) => {
    if (name === '__proto__') return;
    const existing = values[name];
    if (existing === undefined) values[name] = value;
    else values[name] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  };

  parser.on('field', (name, value, info) => {
    answerBytes += Buffer.byteLength(name) + Buffer.byteLength(value);
    if (info.valueTruncated || answerBytes > limits.answerBytes) return fail(new MultipartProblem(413, `The form is too large: the limit for the answers is ${limits.answerBytes / 1024} KB.`));
    add(name, value);
  });

  parser.on('file', (name, stream, info) => {
    const fileName = safeFileName(info.filename ?? '');
    const sealed = name === SEALED_DOCUMENTS_FIELD;
    const field = limits.documents;
    // An empty file input without script sends a part with no name and no bytes: no document was chosen.
    if (!info.filename && !sealed) {
      let size = 0;
      stream.on('data', (chunk: Buffer) => (size += chunk.length));
      stream.on('end', () => {
        if (size > 0) fail(new MultipartProblem(400, 'A document was sent without a file name.'));
      });
      return;
    }
    if (!field || !store || (name !== field.name && !sealed)) {
      stream.resume();
      return fail(new MultipartProblem(400, 'This form does not take documents.'));
    }
    count += 1;
    if (count > field.maxFiles || problem) {
      // Too many: counted for the message, never read into a file.
      stream.resume();
      return;
    }
    const slot = documents.length;
    documents.push({ name: fileName, refused: { reason: 'empty' } });
    pending.push(
      store.receive(stream, { name: fileName, sealed, maxBytes: field.maxBytes, checkHead: (head) => limits.checkHead(head, fileName) }).then(
        (stored) => {
          documents[slot] = { name: fileName, stored };
        },
        (error: unknown) => {
          if (error instanceof DocumentRefused) documents[slot] = { name: fileName, refused: error.refusal };
          else fail(error);
        },
      ),
    );
  });

  for (const event of ['partsLimit', 'fieldsLimit'] as const) parser.on(event, () => fail(new MultipartProblem(400, 'The form has too many fields.')));
  parser.on('filesLimit', () => fail(new MultipartProblem(400, 'Too many documents were sent.')));

  const limit = maxRequestBytes(limits);
  let total = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      total += chunk.length;
      if (total > limit) callback(new MultipartProblem(413, `The form is too large: the limit is ${Math.round(limit / (1024 * 1024))} MB in all.`));
      else callback(null, chunk);
    },
  });

  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > limit) throw new MultipartProblem(413, `The form is too large: the limit is ${Math.round(limit / (1024 * 1024))} MB in all.`);

  await new Promise<void>((resolve) => {
    let settled = false;
    const done = () => {
      if (!settled) resolve();
      settled = true;
    };
    parser.on('close', done);
    parser.on('error', (error: Error) => {
      fail(new MultipartProblem(400, `The form data could not be read: ${error.message}.`));
      request.unpipe(counter);
      counter.unpipe(parser);
      request.resume();
      done();
    });
    // Over the limit, or the connection gone: the document being read ends with an error, and is removed.
    counter.on('error', (error) => {
      fail(error);
      request.unpipe(counter);
      request.resume();
      parser.destroy(error);
      done();
    });
    request.on('aborted', () => {
      const error = new MultipartProblem(400, 'The connection closed before the whole form arrived.');
      fail(error);
      parser.destroy(error);
      done();
    });
    request.pipe(counter).pipe(parser);
  });
  await Promise.all(pending);
  if (problem) {
    await store?.discard(documents.flatMap((document) => ('stored' in document ? [document.stored] : [])));
    throw new IncompleteForm(problem, values, count);
  }
  return { values, documents, count };
}
