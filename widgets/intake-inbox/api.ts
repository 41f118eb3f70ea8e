/**
 * The inbox's requests: only to this site's staff routes (/api/staff/), with the session cookie, and, for a
 * change, the inbox's own header (a page on another site cannot send it). What goes out is a reference, a
 * status, or a note already encrypted: never the key, never an answer in clear.
 */
import type { FormKind } from '../form/delivery.ts';

export const STAFF_API = '/api/staff';

export interface Session {
  email: string;
  name: string;
  publicKey: string;
  idleSeconds: number;
  endsAt: string;
}

export interface StatusView {
  status: 'new' | 'in-progress' | 'done';
  byName: string;
  by: string;
  at: string;
}

export interface RecordView {
  id: string;
  /** The short reference the sender was shown ("7K3M-Q9TX"). */
  reference: string;
  form: FormKind;
  receivedAt: string;
  sealed?: string;
  storedInClear?: boolean;
  documents: { number: number; bytes: number }[];
  status: StatusView | null;
  notes?: { sealed: string; byName: string; at: string }[];
}

/** An answer that is not what the inbox asked for: `signedOut` when there is no session (401). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  constructor(status: number, code: string) {
    super(`${status} ${code}`);
    this.status = status;
    this.code = code;
  }
}

async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${STAFF_API}${path}`, { credentials: 'same-origin', cache: 'no-store', ...init, headers: { Accept: 'application/json', ...(init.headers ?? {}) } });
  } catch {
    throw new ApiError(0, 'network');
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { error?: string };
    throw new ApiError(response.status, body.error ?? 'error');
  }
  return (await response.json()) as T;
}

const change = (body: unknown): RequestInit => ({ method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json', 'X-Intake-Request': '1' } });

export const api = {
  session: () => call<Session>('/session'),
  records: () => call<{ records: RecordView[] }>('/records'),
  record: (id: string) => call<{ record: RecordView }>(`/records/${encodeURIComponent(id)}`),
  exportRecords: () => call<{ records: RecordView[] }>('/export'),
  setStatus: (id: string, status: StatusView['status']) => call<{ status: StatusView }>(`/records/${encodeURIComponent(id)}/status`, change({ status })),
  addNote: (id: string, sealed: string) => call<{ note: { sealed: string; byName: string; at: string } }>(`/records/${encodeURIComponent(id)}/notes`, change({ sealed })),
  async document(id: string, number: number): Promise<Uint8Array> {
    let response: Response;
    try {
      response = await fetch(`${STAFF_API}/records/${encodeURIComponent(id)}/documents/${number}`, { credentials: 'same-origin', cache: 'no-store' });
    } catch {
      throw new ApiError(0, 'network');
    }
    if (!response.ok) throw new ApiError(response.status, 'error');
    return new Uint8Array(await response.arrayBuffer());
  },
};
