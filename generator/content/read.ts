/** File reading with errors that name the file. */
import { readFileSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ContentError } from '../errors.ts';

function unreadable(file: string, error: unknown): ContentError {
  const code = (error as NodeJS.ErrnoException).code;
  return new ContentError(file, '(file)', code === 'ENOENT' ? 'is missing: create it' : `cannot be read (${code ?? String(error)})`, { cause: error });
}

export async function readText(file: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    throw unreadable(file, error);
  }
}

export async function readJson(file: string): Promise<unknown> {
  const text = await readText(file);
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ContentError(file, '(file)', `is not valid JSON: ${(error as Error).message}`, { cause: error });
  }
}

/**
 * Reads a content file synchronously. Thousands of small files read faster in line than through the
 * thread pool, and the build has nothing else to do meanwhile.
 */
export function readTextSync(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    throw unreadable(file, error);
  }
}

/** The files in a folder whose names end so, sorted, as paths under it; none when the folder does not exist. */
export function filesEndingIn(dir: string, ending: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return names
    .filter((name) => name.endsWith(ending))
    .sort()
    .map((name) => join(dir, name));
}
