/**
 * The submissions as the staff routes read them: the store's file, read from where the last read stopped
 * (it only ever grows while the receiver holds it), whole lines only (a line being appended is left for the
 * next read). Nothing is decrypted here: the inbox receives each record's ciphertext.
 */
import { open } from 'node:fs/promises';
import { parseStore, type StoredSubmission } from '../submission-store.ts';

export interface RecordReader {
  /** Every record, oldest first. */
  all(): Promise<StoredSubmission[]>;
  find(id: string): Promise<StoredSubmission | undefined>;
}

export function createRecordReader(file: string): RecordReader {
  let records: StoredSubmission[] = [];
  const byId = new Map<string, StoredSubmission>();
  let offset = 0;
  let reading: Promise<void> | undefined;

  const readMore = async () => {
    const handle = await open(file, 'r').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    });
    if (!handle) return;
    try {
      const { size } = await handle.stat();
      if (size < offset) {
        // Replaced (encrypted in place while the receiver was stopped): read it again from the start.
        records = [];
        byId.clear();
        offset = 0;
      }
      if (size === offset) return;
      const buffer = Buffer.alloc(size - offset);
      let read = 0;
      while (read < buffer.length) {
        const { bytesRead } = await handle.read(buffer, read, buffer.length - read, offset + read);
        if (bytesRead === 0) break;
        read += bytesRead;
      }
      const whole = buffer.subarray(0, read).lastIndexOf(0x0a) + 1;
      if (whole === 0) return;
      for (const record of parseStore(buffer.subarray(0, whole).toString('utf8')).records) {
        records.push(record);
        byId.set(record.id, record);
      }
      offset += whole;
    } finally {
      await handle.close();
    }
  };

  const refresh = () => {
    reading ??= readMore().finally(() => (reading = undefined));
    return reading;
  };

  return {
    async all() {
      await refresh();
      return records;
    },
    async find(id) {
      await refresh();
      return byId.get(id);
    },
  };
}
