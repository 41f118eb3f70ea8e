/**
 * What the intake team adds to each submission: its status (new, in progress, done, with who set it and when)
 * and notes. Kept beside the store in `<file>.staff` (0600), one JSON line per change, appended and fsynced
 * before the inbox is told it is saved; the submissions file itself is never rewritten. A note's text is
 * encrypted in the browser to the team's public key before it is sent, so this file holds only ciphertext.
 * A torn last line (a crash mid-write: never acknowledged) is cut off when the file is opened.
 */
import { openLineFile } from './line-file.ts';

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
  const lines = await openLineFile(file);
  const statuses = new Map<string, StatusChange>();
  const notes = new Map<string, Note[]>();
  const apply = (change: Change) => {
    if (change.type === 'status') statuses.set(change.ref, change);
    else notes.set(change.ref, [...(notes.get(change.ref) ?? []), change]);
  };
  for (const line of lines.text.split('\n')) {
    if (!line.trim()) continue;
    try {
      const change = JSON.parse(line) as unknown;
      if (isChange(change)) apply(change);
    } catch {
      // A line that is not a change is kept in the file and left out here.
    }
  }
  const append = async <T extends Change>(change: T): Promise<T> => {
    await lines.append(JSON.stringify(change));
    apply(change);
    return change;
  };
  return {
    status: (ref) => statuses.get(ref),
    notes: (ref) => notes.get(ref) ?? [],
    setStatus: (change) => append({ type: 'status', ...change, at: now().toISOString() }),
    addNote: (note) => append({ type: 'note', ...note, at: now().toISOString() }),
    close: () => lines.close(),
  };
}
