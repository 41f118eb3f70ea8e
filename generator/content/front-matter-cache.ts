/**
 * A cache of parsed front matter, keyed by a hash of each file's text, so a rebuild skips YAML parsing
 * for files that did not change. It keeps only the parsed fields and the length of the body (the body is
 * the tail of the file's own text), so it stays small. Dates are kept as YYYY-MM-DD text.
 */
import { createHash } from 'node:crypto';
import { readVersionedEntries, writeVersionedEntries } from '../cache-files.ts';

interface Entry {
  data: Record<string, unknown>;
  bodyLength: number;
}

/** Bump when the stored shape or the front matter handling changes. */
const VERSION = 'front-matter-1';

export interface FrontMatterCache {
  get(text: string): { key: string; data: Record<string, unknown>; body: string } | { key: string; data?: undefined; body?: undefined };
  set(key: string, data: Record<string, unknown>, body: string): void;
  save(): Promise<void>;
}

export async function openFrontMatterCache(file: string | undefined): Promise<FrontMatterCache> {
  const stored: Record<string, Entry> = file ? await readVersionedEntries<Entry>(file, VERSION) : {};
  const used: Record<string, Entry> = {};
  let changed = false;
  return {
    get(text) {
      const key = createHash('sha1').update(text).digest('base64url');
      const entry = stored[key];
      if (!entry) return { key };
      used[key] = entry;
      return { key, data: structuredClone(entry.data), body: text.slice(text.length - entry.bodyLength) };
    },
    set(key, data, body) {
      used[key] = { data, bodyLength: body.length };
      changed = true;
    },
    async save() {
      if (!file || (!changed && Object.keys(used).length === Object.keys(stored).length)) return;
      await writeVersionedEntries(file, VERSION, used);
    },
  };
}

/** YAML turns 2025-06-12 into a Date; keep it as the text the author wrote, so cached and fresh agree. */
export function normaliseDates(value: unknown): unknown {
  if (value instanceof Date) {
    const iso = value.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
  }
  if (Array.isArray(value)) return value.map(normaliseDates);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, normaliseDates(item)]));
  return value;
}
