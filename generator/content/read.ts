/**
 * Reading content files, with errors that name the file. A content file is read only as itself: a symbolic
 * link is refused (it could read any file on the machine into a page), bytes that are not UTF-8 fail the
 * build with the line they are on (they would otherwise reach the page as "�"), and so does a private key
 * or a line of form submissions pasted into a file (it would be published), a text-direction control (the
 * forms' rule, direction-controls.ts), and markdown past the parser's limits (markdown/limits.ts).
 */
import { closeSync, constants, openSync, readFileSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { isUtf8 } from 'node:buffer';
import { join } from 'node:path';
import { ContentError } from '../errors.ts';
import { secretIn } from '../files/input-files.ts';
import { markdownLimitProblem } from '../markdown/limits.ts';
import { directionControlIn } from './direction-controls.ts';

function unreadable(file: string, error: unknown): ContentError {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ELOOP') return new ContentError(file, '(file)', 'is a symbolic link, and the build never follows links (a link can reach any file on this computer): put the file itself in content/', { cause: error });
  return new ContentError(file, '(file)', code === 'ENOENT' ? 'is missing: create it' : `cannot be read (${code ?? String(error)})`, { cause: error });
}

/** Opened without following a link in the last part of the path (O_NOFOLLOW; links above it are refused by checkContentFolder). */
const READ_NO_LINK = constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0);

/** The text of a content file's bytes: UTF-8 only, and nothing that must never be published. */
export function contentText(file: string, bytes: Buffer): string {
  if (!isUtf8(bytes)) {
    let start = 0;
    for (let line = 1; ; line += 1) {
      const end = bytes.indexOf(0x0a, start);
      const slice = bytes.subarray(start, end === -1 ? bytes.length : end);
      if (!isUtf8(slice)) {
        const column = firstInvalidByte(slice);
        throw new ContentError(file, `line ${line}`, `is not valid UTF-8 text (byte ${column + 1} of the line is 0x${slice[column]!.toString(16).padStart(2, '0')}): save the file as UTF-8 in your editor, then check the characters on that line`);
      }
      if (end === -1) break;
      start = end + 1;
    }
  }
  const text = bytes.toString('utf8');
  const secret = secretIn(text);
  if (secret) throw new ContentError(file, `line ${secret.line}`, `holds ${secret.what}, which must never be published: remove it from the file`);
  const markdown = file.endsWith('.md');
  const control = directionControlIn(text, markdown ? 'markdown' : file.endsWith('.json') ? 'json' : undefined);
  if (control) {
    throw new ContentError(file, `line ${control.line}`, `holds a text-direction control (${control.name}) at character ${control.column}: it makes text show in another order than it reads, copies and is spoken (a number shown as 13 11 14 can read 41 11 31). Remove it: a page in a right-to-left language gets its direction from the language's "dir"`);
  }
  const limit = markdown ? markdownLimitProblem(text) : undefined;
  if (limit) throw new ContentError(file, `line ${limit.line}`, limit.problem);
  return text;
}

/** Where UTF-8 decoding of a line fails: the end of its longest valid start (a character is at most 4 bytes). */
function firstInvalidByte(line: Buffer): number {
  let valid = 0;
  for (let end = 1; end <= line.length && end - valid <= 4; end += 1) if (isUtf8(line.subarray(0, end))) valid = end;
  return valid;
}

export async function readText(file: string): Promise<string> {
  let bytes: Buffer;
  try {
    bytes = await readFile(file, { flag: READ_NO_LINK });
  } catch (error) {
    throw unreadable(file, error);
  }
  return contentText(file, bytes);
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
  let bytes: Buffer;
  try {
    const fd = openSync(file, READ_NO_LINK);
    try {
      bytes = readFileSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch (error) {
    throw unreadable(file, error);
  }
  return contentText(file, bytes);
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
