/** File reading with errors that name the file. */
import { readFile } from 'node:fs/promises';
import { ContentError } from '../errors.ts';

export async function readText(file: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new ContentError(file, '(file)', code === 'ENOENT' ? 'is missing: create it' : `cannot be read (${code ?? String(error)})`, { cause: error });
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
