/**
 * A cache of parsed front matter, keyed by a hash of each file's text, so a rebuild skips YAML parsing
 * for files that did not change. It keeps only the parsed fields and the length of the body (the body is
 * the tail of the file's own text), so it stays small. Dates are text (YAML's core schema).
 *
 * What it saves is not yet measured at 4,000 articles (docs/performance.md, round of issue 40): it spares a
 * rebuild the YAML of every unchanged file, for a hash of each file's text and one cache file read and written.
 */
import { createHash } from 'node:crypto';
import { readVersionedEntries, writeVersionedEntries } from '../files/cache-files.ts';

interface Entry {
  data: Record<string, unknown>;
  bodyLength: number;
}

/** Bump when the stored shape or the front matter handling changes. */
const VERSION = 'front-matter-2';

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
