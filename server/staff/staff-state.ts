/**
 * What the intake team adds to each submission: its status (new, in progress, done, with who set it and when)
 * and notes. Kept beside the store in `<file>.staff` (0600), one JSON line per change, appended and fsynced
 * before the inbox is told it is saved; the submissions file itself is never rewritten. A note's text is
 * encrypted in the browser to the team's public key before it is sent, so this file holds only ciphertext.
 * A torn last line (a crash mid-write: never acknowledged) is cut off when the file is opened.
 */
import { chmod, open, type FileHandle } from 'node:fs/promises';

export const STATUSES = ['new', 'in-progress', 'done'] as const;
export type Status = (typeof STATUSES)[number];

export interface StatusChange {
  type: 'status';
  ref: string;
  status: Status;
  by: string;
  byName: string;
  at: string;
}

export interface Note {
  type: 'note';
  ref: string;
  /** age ciphertext, base64: only the team's key opens it. */
  sealed: string;
  by: string;
  byName: string;
  at: string;
}

type Change = StatusChange | Note;

export interface StaffState {
  status(ref: string): StatusChange | undefined;
  notes(ref: string): Note[];
  setStatus(change: Omit<StatusChange, 'type' | 'at'>): Promise<StatusChange>;
  addNote(note: Omit<Note, 'type' | 'at'>): Promise<Note>;
  close(): Promise<void>;
}

function isChange(value: unknown): value is Change {
  const change = value as Partial<Change> | null;
  if (!change || typeof change.ref !== 'string' || typeof change.by !== 'string' || typeof change.at !== 'string') return false;
  if (change.type === 'status') return STATUSES.includes((change as StatusChange).status);
  return change.type === 'note' && typeof (change as Note).sealed === 'string';
}

export async function openStaffState(file: string, now: () => Date = () => new Date()): Promise<StaffState> {
  const handle: FileHandle = await open(file, 'a+', 0o600);
  await chmod(file, 0o600);
  const bytes = await handle.readFile();
  let size = bytes.lastIndexOf(0x0a) + 1;
  if (size !== bytes.length) {
    await handle.truncate(size);
    await handle.sync();
  }
  const statuses = new Map<string, StatusChange>();
  const notes = new Map<string, Note[]>();
  const apply = (change: Change) => {
    if (change.type === 'status') statuses.set(change.ref, change);
    else notes.set(change.ref, [...(notes.get(change.ref) ?? []), change]);
  };
  for (const line of bytes.subarray(0, size).toString('utf8').split('\n')) {
    if (!line.trim()) continue;
    try {
      const change = JSON.parse(line) as unknown;
      if (isChange(change)) apply(change);
    } catch {
      // A line that is not a change is kept in the file and left out here.
    }
  }
  let queue: Promise<void> = Promise.resolve();
  const append = <T extends Change>(change: T): Promise<T> => {
    const line = Buffer.from(`${JSON.stringify(change)}\n`, 'utf8');
    const write = queue.then(async () => {
      try {
        const { bytesWritten } = await handle.write(line);
        if (bytesWritten !== line.length) throw new Error('The staff file took only part of a line');
        await handle.sync();
        size += line.length;
      } catch (error) {
        await handle.truncate(size).catch(() => undefined);
        throw error;
      }
      apply(change);
    });
    queue = write.catch(() => undefined);
    return write.then(() => change);
  };
  return {
    status: (ref) => statuses.get(ref),
    notes: (ref) => notes.get(ref) ?? [],
    setStatus: (change) => append({ type: 'status', ...change, at: now().toISOString() }),
    addNote: (note) => append({ type: 'note', ...note, at: now().toISOString() }),
    async close() {
      await queue;
      await handle.close();
    },
  };
}
