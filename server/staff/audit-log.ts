/**
 * The audit log of the intake inbox: one JSON line for every sign-in, list, read, document opened, export,
 * status change and note, saying who, when, what and which reference(s), and never anything a person wrote
 * (no name, no answer, no note). It is appended and fsynced before the answer goes out, so an action that
 * could not be recorded is refused (503), never done unrecorded. The file is 0600, like the store.
 *
 * A list or an export is recorded with the references it sent (an export), or with how many records and the
 * time (a list: the inbox shows every record stored until then).
 */
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { openLineFile } from './line-file.ts';

export type AuditAction = 'sign-in' | 'sign-in-refused' | 'sign-out' | 'list' | 'read' | 'document' | 'export' | 'status' | 'note';

export interface AuditEntry {
  action: AuditAction;
  /** The staff member's e-mail address (for a refused sign-in, the address the provider gave). */
  who: string;
  ref?: string;
  refs?: string[];
  count?: number;
  /** A status set, or a document's number: never text a person wrote. */
  detail?: string;
}

export interface AuditLog {
  readonly file: string;
  append(entry: AuditEntry): Promise<void>;
  close(): Promise<void>;
}

export async function openAuditLog(file: string, now: () => Date = () => new Date()): Promise<AuditLog> {
  await mkdir(dirname(file), { recursive: true, mode: 0o700 });
  const lines = await openLineFile(file);
  return {
    file,
    append: (entry) => lines.append(JSON.stringify({ at: now().toISOString(), ...entry })),
    close: () => lines.close(),
  };
}
