/**
 * The checks on documents sent with a form, the same in the browser (before it encrypts them) and in the
 * receiver (as they arrive without script): how many, how large, of which kind (by their bytes), and the
 * messages that say what to do, in the form's words (content/forms.json `engine.messages.files`).
 */
import { documentKind, readableSize, safeFileName, type DocumentKind } from './document-types.ts';
import { allFields, fieldTargetId, fillIn, type FileMessages, type FilesField, type FormDefinition } from './fields.ts';
import type { FieldError } from './validation.ts';

/** The form's documents question, if it has one. */
export function documentsField(form: FormDefinition): FilesField | undefined {
  return allFields(form).find((field): field is FilesField => field.kind === 'files');
}

export function fileError(form: FormDefinition, field: FilesField, message: string): FieldError {
  return { field: field.name, targetId: fieldTargetId(form.kind, field), message };
}

/** What is wrong with the number of documents chosen, or undefined. */
export function countProblem(field: FilesField, messages: FileMessages, count: number): string | undefined {
  return count > field.maxFiles ? fillIn(messages.tooMany, { max: field.maxFiles, count }) : undefined;
}

/** What is wrong with a document that is too large or empty (before any of it is read), or undefined. */
export function sizeProblem(field: FilesField, messages: FileMessages, name: string, size: number): string | undefined {
  const shown = safeFileName(name);
  if (size === 0) return fillIn(messages.empty, { name: shown });
  if (size > field.maxBytes) return fillIn(messages.tooBig, { name: shown, size: readableSize(size), max: readableSize(field.maxBytes) });
  return undefined;
}

/** The kind of a document from its first bytes, or the message saying it is not one we take. */
export function kindOrProblem(messages: FileMessages, name: string, head: Uint8Array): { kind: DocumentKind } | { problem: string } {
  const kind = documentKind(head, name);
  return kind ? { kind } : { problem: fillIn(messages.wrongType, { name: safeFileName(name), types: messages.types }) };
}
