/**
 * The audit log of the intake inbox: one JSON line for every sign-in, list, read, document opened, export,
 * status change and note, saying who, when, what and which reference(s), and never anything a person wrote
 * (no name, no answer, no note). It is appended and fsynced before the answer goes out, so an action that
 * could not be recorded is refused (503), never done unrecorded. The file is 0600, like the store.
 *
 * A list or an export is recorded with the references it sent (an export), or with how many records and the
 * time (a list: the inbox shows every record stored until then).
 */
import { chmod, mkdir, open, type FileHandle } from 'node:fs/promises';
import { dirname } from 'node:path';

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
  const handle: FileHandle = await open(file, 'a', 0o600);
  await chmod(file, 0o600);
  let size = (await handle.stat()).size;
  let queue: Promise<void> = Promise.resolve();
  return {
    file,
    append(entry) {
      const line = Buffer.from(`${JSON.stringify({ at: now().toISOString(), ...entry })}\n`, 'utf8');
      const write = queue.then(async () => {
        try {
          const { bytesWritten } = await handle.write(line);
          if (bytesWritten !== line.length) throw new Error('The audit log took only part of a line');
          await handle.sync();
          size += line.length;
        } catch (error) {
          // A full disk: no half line is left for the next one to follow.
          await handle.truncate(size).catch(() => undefined);
          throw error;
        }
      });
      queue = write.catch(() => undefined);
      return write;
    },
    async close() {
      await queue;
      await handle.close();
    },
  };
}
