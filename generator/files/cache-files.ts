/**
 * The build's cache files: JSON written atomically (a killed build never leaves half a file), and read
 * leniently (a missing, unreadable or older-version file is simply an empty cache).
 */
import { mkdir, open, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/** Writes to a temporary file beside `file`, then renames it into place. */
export async function writeFileAtomically(file: string, data: string | Uint8Array): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, file);
}

export function writeJsonAtomically(file: string, value: unknown): Promise<void> {
  return writeFileAtomically(file, JSON.stringify(value));
}

/**
 * A file in a cache keyed by content: made by `make` only when it is not there yet (true when it was made
 * now). It is written atomically, so a build killed part-way never leaves a broken file to be reused.
 */
export async function ensureCached(file: string, make: () => Promise<Uint8Array>): Promise<boolean> {
  try {
    await stat(file);
    return false;
  } catch {
    await writeFileAtomically(file, await make());
    return true;
  }
}

/** The entries of a `{ version, entries }` cache file, or none when it is missing, broken or of another version. */
export async function readVersionedEntries<T>(file: string, version: string): Promise<Record<string, T>> {
  try {
    const data = JSON.parse(await readFile(file, 'utf8')) as { version: string; entries: Record<string, T> };
    return data.version === version ? data.entries : {};
  } catch {
    return {};
  }
}

/**
 * The same bytes as writeJsonAtomically(file, { version, entries }), written a megabyte at a time: the
 * markdown cache of a large site is tens of megabytes, and one string of all of it (and its copy as
 * bytes) was the largest thing a cold build held in memory.
 */
export async function writeVersionedEntries<T>(file: string, version: string, entries: Record<string, T>): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  const handle = await open(temporary, 'w');
  try {
    let chunk = `{"version":${JSON.stringify(version)},"entries":{`;
    let separator = '';
    for (const [key, value] of Object.entries(entries)) {
      chunk += `${separator}${JSON.stringify(key)}:${JSON.stringify(value)}`;
      separator = ',';
      if (chunk.length >= 1 << 20) {
        await handle.write(chunk);
        chunk = '';
      }
    }
    await handle.write(`${chunk}}}`);
  } finally {
    await handle.close();
  }
  await rename(temporary, file);
}
