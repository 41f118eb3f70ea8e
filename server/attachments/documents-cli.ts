/**
 * `npm run submissions -- documents ID --out FOLDER --identity KEY`: the documents sent with one submission,
 * decrypted into a folder, each under its own name (made safe, with the ending its kind has), readable only
 * by you (0600). A document whose bytes are not a kind the forms take is reported and not written: a file
 * the browser encrypted was never seen by the receiver.
 */
import { closeSync, fsyncSync, mkdirSync, openSync, readFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import type { Decrypter } from 'age-encryption';
import { documentKind, nameForKind, SIGNATURE_BYTES } from '../../widgets/form/document-types.ts';
import type { Answers, StoredSubmission } from '../submission-store.ts';
import { attachmentPath } from './attachment-store.ts';

/** Writes a new file (0600), never over another: "letter (2).pdf" when "letter.pdf" is there. */
function writeNew(folder: string, name: string, data: Uint8Array): string {
  const dot = name.lastIndexOf('.');
  const [base, ending] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  for (let attempt = 1; ; attempt += 1) {
    const file = join(folder, attempt === 1 ? name : `${base} (${attempt})${ending}`);
    let fd: number;
    try {
      fd = openSync(file, 'wx', 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') continue;
      throw error;
    }
    try {
      writeSync(fd, data);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    return file;
  }
}

/** The names the person gave their documents, in order (the `documents` answer). */
export function documentNames(values: Answers | undefined): string[] {
  const names = values?.documents;
  return Array.isArray(names) ? names : names ? [names] : [];
}

export async function writeDocuments(submissionsFile: string, record: StoredSubmission, values: Answers, decrypter: Decrypter, folder: string): Promise<{ written: string[]; refused: string[] }> {
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  const names = documentNames(values);
  const written: string[] = [];
  const refused: string[] = [];
  for (const [index, attachment] of (record.attachments ?? []).entries()) {
    const name = names[index] ?? `document-${index + 1}`;
    const plain = await decrypter.decrypt(readFileSync(attachmentPath(submissionsFile, attachment.id)!));
    const kind = documentKind(plain.subarray(0, SIGNATURE_BYTES), name);
    if (!kind) refused.push(name);
    else written.push(writeNew(folder, nameForKind(name, kind), plain));
  }
  return { written, refused };
}
