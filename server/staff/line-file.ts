/**
 * A file of JSON lines that is only ever appended to (the audit log, the staff's statuses and notes): one
 * line at a time, in order, each fsynced before its promise resolves. A write that fails (a full disk) is cut
 * back, so no half line is left for the next one to follow. The file is 0600.
 */
import { chmod, open, type FileHandle } from 'node:fs/promises';

export interface LineFile {
  /** What was in the file when it was opened (a torn last line cut off). */
  readonly text: string;
  append(line: string): Promise<void>;
  close(): Promise<void>;
}

export async function openLineFile(file: string): Promise<LineFile> {
  const handle: FileHandle = await open(file, 'a+', 0o600);
  await chmod(file, 0o600);
  const bytes = await handle.readFile();
  // A last line without its newline was torn by a crash: it was never acknowledged.
  let size = bytes.lastIndexOf(0x0a) + 1;
  if (size !== bytes.length) {
    await handle.truncate(size);
    await handle.sync();
  }
  let queue: Promise<void> = Promise.resolve();
  return {
    text: bytes.subarray(0, size).toString('utf8'),
    append(text) {
      const line = Buffer.from(`${text}\n`, 'utf8');
      const write = queue.then(async () => {
        try {
          const { bytesWritten } = await handle.write(line);
          if (bytesWritten !== line.length) throw new Error(`${file} took only part of a line`);
          await handle.sync();
          size += line.length;
        } catch (error) {
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
