/**
 * Documents chosen on the referral form, in the browser: checked (how many, how large, of which kind by their
 * first bytes) and encrypted here, each to the intake team's public key with age, before anything is sent.
 * The receiver stores the age files as they come; only the team's key opens them. This module (with age) is a
 * bundle of its own, loaded by its address only when someone has chosen a document, so the form's own script
 * stays as it was.
 */
import { Encrypter } from 'age-encryption';
import { SEALED_DOCUMENTS_FIELD, SIGNATURE_BYTES } from './document-types.ts';
import { countProblem, documentsField, fileError, kindOrProblem, sizeProblem } from './documents.ts';
import { fillIn, type FormDefinition } from './fields.ts';
import type { FieldError, FormValues } from './validation.ts';

export interface CheckedDocuments {
  errors: FieldError[];
  /** The form's answers and the encrypted documents, as one multipart body. */
  seal(values: FormValues, publicKey: string, say: (message: string) => void): Promise<{ body: FormData; headers: Record<string, string> }>;
}

/** Each file's age form, kept for this page: a resend after a failed send sends the same bytes. */
const sealed = new WeakMap<File, Promise<Uint8Array>>();

export async function checkDocuments(form: FormDefinition, files: readonly File[]): Promise<CheckedDocuments> {
  const field = documentsField(form)!;
  const messages = form.text.messages.files;
  const problems: string[] = [];
  const tooMany = countProblem(field, messages, files.length);
  if (tooMany) problems.push(tooMany);
  else {
    for (const file of files) {
      const size = sizeProblem(field, messages, file.name, file.size);
      if (size) {
        problems.push(size);
        continue;
      }
      let head: Uint8Array;
      try {
        head = new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer());
      } catch {
        problems.push(fillIn(messages.unreadable, { name: file.name }));
        continue;
      }
      const kind = kindOrProblem(messages, file.name, head);
      if ('problem' in kind) problems.push(kind.problem);
    }
  }
  return {
    errors: problems.length ? [fileError(form, field, problems.join(' '))] : [],
    async seal(values, publicKey, say) {
      say(messages.encrypting);
      const body = new FormData();
      for (const [name, value] of Object.entries(values)) for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
      for (const file of files) {
        let bytes = sealed.get(file);
        if (!bytes) {
          const encrypter = new Encrypter();
          encrypter.addRecipient(publicKey);
          bytes = file.arrayBuffer().then((plain) => encrypter.encrypt(new Uint8Array(plain)));
          sealed.set(file, bytes);
          bytes.catch(() => sealed.delete(file));
        }
        body.append(SEALED_DOCUMENTS_FIELD, new Blob([(await bytes) as BlobPart], { type: 'application/octet-stream' }), file.name);
      }
      return { body, headers: { Accept: 'application/json' } };
    },
  };
}
