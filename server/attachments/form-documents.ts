/**
 * The form receiver's part in documents: it reads a multipart form (answers and documents, streamed into the
 * attachment store), turns refused documents into the form's messages, and makes the documents of an
 * accepted submission permanent before its line is written (or removes them when it is not stored: a
 * repeat, a refused form, a failure). Opened only when the store encrypts (forms.publicKey is set): a form
 * that takes documents is built only then.
 */
import type { IncomingMessage } from 'node:http';
import { readFile } from 'node:fs/promises';
import { documentsField, fileError, kindOrProblem, sizeProblem, countProblem } from '../../widgets/form/documents.ts';
import { fillIn, type FilesField, type FormDefinition } from '../../widgets/form/fields.ts';
import type { FieldError } from '../../widgets/form/validation.ts';
import { parseStore, type StoredAttachment } from '../submission-store.ts';
import { DocumentRefused, openAttachmentStore, type AttachmentStore } from './attachment-store.ts';
import { readMultipart, type MultipartForm, type ReceivedDocument } from './multipart.ts';

export { IncompleteForm, isMultipart, MultipartProblem } from './multipart.ts';

/** Documents being read at once; beyond this a form with documents is asked to wait (the disk and the CPU are shared). */
export const MAX_UPLOADS_AT_ONCE = 8;

/** The references of the documents the submissions file names (the rest, at start, are leftovers). */
export async function namedAttachments(submissionsFile: string): Promise<Set<string>> {
  const text = await readFile(submissionsFile, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return '';
    throw error;
  });
  return new Set(parseStore(text).records.flatMap((record) => (record.attachments ?? []).map((attachment) => attachment.id)));
}

export interface FormDocuments {
  /** Resolves once the folder is ready and leftovers of a crash are removed. */
  ready: Promise<void>;
  /** True while another form with documents may be read now. */
  readonly busy: boolean;
  /** The answers and documents of a multipart form (the documents in temporary files). */
  read(request: IncomingMessage, form: FormDefinition | undefined, answerBytes: number, fields: number): Promise<MultipartForm>;
  /** The messages for documents that were refused or too many, as one error on the documents question. */
  errors(form: FormDefinition, received: MultipartForm): FieldError[];
  /** Makes the stored documents permanent; returns them as the record names them, and their fingerprint. */
  keep(received: MultipartForm): Promise<{ attachments: StoredAttachment[]; fingerprint: string }>;
  /** Removes the documents (the submission was not stored, or was a repeat). */
  drop(received: MultipartForm | undefined): Promise<void>;
}

const stored = (documents: readonly ReceivedDocument[]) => documents.flatMap((document) => ('stored' in document ? [document.stored] : []));

/** The message for one refused document. */
function refusalMessage(field: FilesField, form: FormDefinition, document: Extract<ReceivedDocument, { refused: unknown }>): string {
  const messages = form.text.messages.files;
  const { refused, name } = document;
  switch (refused.reason) {
    case 'too-big':
      return sizeProblem(field, messages, name, refused.size) ?? fillIn(messages.unreadable, { name });
    case 'empty':
      return sizeProblem(field, messages, name, 0) ?? fillIn(messages.unreadable, { name });
    case 'wrong-kind': {
      const result = kindOrProblem(messages, name, new Uint8Array());
      return 'problem' in result ? result.problem : fillIn(messages.unreadable, { name });
    }
    default:
      return fillIn(messages.unreadable, { name });
  }
}

/** The message on the documents question when the form comes back: what was wrong, and to choose them again. */
export function chooseAgainError(form: FormDefinition, problems: readonly string[] = []): FieldError | undefined {
  const field = documentsField(form);
  if (!field) return undefined;
  return fileError(form, field, [...problems, form.text.messages.files.chooseAgain].join(' '));
}

export function openFormDocuments({ submissionsFile, publicKey, log }: { submissionsFile: string; publicKey: string; log: (message: string) => void }): FormDocuments {
  let store: AttachmentStore | undefined;
  let reading = 0;
  const ready = (async () => {
    store = await openAttachmentStore({ submissionsFile, publicKey });
    const removed = await store.sweep(await namedAttachments(submissionsFile));
    if (removed) log(`${store.folder}: removed ${removed} document file${removed === 1 ? '' : 's'} that no submission names (left by an interrupted send).`);
  })();
  ready.catch(() => undefined);

  return {
    ready,
    get busy() {
      return reading >= MAX_UPLOADS_AT_ONCE;
    },
    async read(request, form, answerBytes, fields) {
      await ready;
      const field = form ? documentsField(form) : undefined;
      reading += 1;
      try {
        return await readMultipart(request, store, {
          answerBytes,
          fields,
          ...(field ? { documents: { name: field.name, maxFiles: field.maxFiles, maxBytes: field.maxBytes } } : {}),
          checkHead: (head, name) => {
            const result = kindOrProblem(form!.text.messages.files, name, head);
            if ('problem' in result) throw new DocumentRefused({ reason: 'wrong-kind' });
            return result.kind;
          },
        });
      } finally {
        reading -= 1;
      }
    },
    errors(form, received) {
      const field = documentsField(form);
      if (!field) return [];
      const messages = [
        countProblem(field, form.text.messages.files, received.count),
        ...received.documents.flatMap((document) => ('refused' in document ? [refusalMessage(field, form, document)] : [])),
      ].filter((message): message is string => Boolean(message));
      return messages.length ? [fileError(form, field, messages.join(' '))] : [];
    },
    async keep(received) {
      const documents = stored(received.documents);
      const attachments = await store!.commit(documents);
      return { attachments, fingerprint: documents.map((document) => document.fingerprint).join(',') };
    },
    async drop(received) {
      if (received) await store?.discard(stored(received.documents));
    },
  };
}
