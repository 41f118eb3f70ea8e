/**
 * What the build may read from content/ and publish from static/. Everything in static/ is copied into the
 * site as it is, and anything published can be fetched by anyone, so the build refuses, naming each file:
 *
 * - symbolic links, in either folder: a link reads (and publishes) a file from anywhere on the machine,
 *   and nginx or a copy to another host would follow it;
 * - hidden files and folders (a name starting with "."), in either folder, but `static/.well-known/`
 *   (security.txt, RFC 8615): `.env`, `.git/`, `.htpasswd` and their kind are never for visitors;
 * - files that must never be public, by name: environment files, form submission stores and their
 *   quarantine and notification ledgers, private key files, databases, dumps, logs and backups;
 * - and in static/, files whose bytes hold a private key (an age identity, a PEM key) or form submissions
 *   (a store record in any JSON shape: a line of the store, an array, pretty-printed; a CSV export),
 *   whatever their name, in UTF-8 or UTF-16; and the same in content/ (its markdown and JSON are checked as
 *   they are read, in read.ts);
 * - and in static/, archives (zip, tar, gzip, 7z and their kind, by name or by their first bytes): the build
 *   cannot see what is inside one, and a backup of the site holds the submissions and the key. One that is
 *   meant for visitors is listed by its path under static/ in `staticArchives` in content/site.json.
 *
 * Editors' temporary files (swap, lock and backup files) come and go while a file is edited: in content/,
 * which is never published as it is, they are left alone.
 */
import { readFileSync, readlinkSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { ContentError, ContentErrors } from '../errors.ts';
// The one lister, with links and special files: these checks exist to find and refuse them.
import { entriesBelow, type ListedEntry } from './list-files.mjs';

/** Editors' swap, lock and backup files (vim, emacs, and others' save-by-rename leftovers). */
export const EDITOR_TEMPORARY = /(?:^|\/)(?:\.[^/]*\.sw[a-p]|[^/]*~|\.#[^/]*|#[^/]*#|4913|[^/]*\.tmp)$/;

/** What a link points to, for change detection (a link's target is part of what the build reads). */
export function linkTarget(dir: string, path: string): string {
  try {
    return readlinkSync(join(dir, path));
  } catch {
    return '';
  }
}

const NEVER_PUBLIC: readonly [RegExp, string][] = [
  [/(?:^|\/)\.env(?:\.[^/]*)?$|\.env$/i, 'an environment file, which usually holds passwords'],
  [/\.jsonl(?:\.[^/]*)?$|\.(?:quarantine|notified)$/i, 'a form submissions store (or its quarantine, ledger or secret), which holds referrals'],
  [/\.(?:pem|key|p12|pfx|jks|keystore|kdbx|ppk)$|(?:^|\/)id_(?:rsa|dsa|ecdsa|ed25519)$/i, 'a private key file'],
  [/\.(?:sqlite3?|db|sql|dump|bak|old|orig|log)$/i, 'a database, dump, backup or log file'],
  [/~$|\.sw[a-p]$|\.tmp$/i, "an editor's backup or temporary file"],
];

/** Archives by name: compressed files and containers of files. */
const ARCHIVE_NAME = /\.(?:zip|zipx|tar|gz|tgz|taz|bz2|tbz2?|xz|txz|lz|lzma|tlz|lz4|zst|tzst|z|7z|rar|cab|arj|lzh|cpio|iso|dmg|jar|war|apk)$/i;

/** Archives by their first bytes (the name can be anything). */
const ARCHIVE_MAGIC: [number, number[], string][] = [
  [0, [0x50, 0x4b, 0x03, 0x04], 'zip'],
  [0, [0x50, 0x4b, 0x05, 0x06], 'zip'],
  [0, [0x1f, 0x8b], 'gzip'],
  [0, [0x42, 0x5a, 0x68], 'bzip2'],
  [0, [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00], 'xz'],
  [0, [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c], '7z'],
  [0, [0x52, 0x61, 0x72, 0x21, 0x1a, 0x07], 'rar'],
  [0, [0x28, 0xb5, 0x2f, 0xfd], 'zstd'],
  [0, [0x4d, 0x53, 0x43, 0x46], 'cab'],
  [257, [0x75, 0x73, 0x74, 0x61, 0x72], 'tar'],
];

/** The kind of archive a file is, by its first bytes or its name, or undefined. */
export function archiveKind(path: string, bytes: Uint8Array): string | undefined {
  for (const [offset, magic, kind] of ARCHIVE_MAGIC) if (magic.every((byte, index) => bytes[offset + index] === byte)) return kind;
  return ARCHIVE_NAME.exec(path)?.[0].slice(1).toLowerCase();
}

/** A quoted JSON key or string opening, also when escaped inside another JSON string (\"). */
const quotedValue = (name: string) => `\\\\?"${name}\\\\?"\\s*:\\s*\\\\?"`;
/** A store record's time received, however it is laid out; the record's other keys are looked for near it. */
const RECORD_TIME = new RegExp(`${quotedValue('receivedAt')}\\d{4}-\\d\\d-\\d\\dT`, 'g');
const RECORD_FORM = new RegExp(quotedValue('form'));
/** A quoted JSON key, also when escaped. */
const quotedKey = (name: string) => `\\\\?"${name}\\\\?"\\s*:`;
const RECORD_HASH = new RegExp(`${quotedValue('hash')}[0-9a-f]{64}|${quotedKey('sealed')}|${quotedKey('values')}`);

/** The index of a form submission written as JSON in any shape (a store line, an array, pretty-printed), or -1. */
function storeRecordAt(text: string): number {
  RECORD_TIME.lastIndex = 0;
  for (let match = RECORD_TIME.exec(text); match; match = RECORD_TIME.exec(text)) {
    const near = text.slice(Math.max(0, match.index - 800), match.index + 2000);
    if (RECORD_FORM.test(near) && RECORD_HASH.test(near)) return match.index;
  }
  return -1;
}

/** A line of text that gives a secret or a person's answers away, or undefined. */
export function secretIn(text: string): { line: number; what: string } | undefined {
  const record = storeRecordAt(text);
  if (record !== -1) return { line: text.slice(0, record).split('\n').length, what: 'form submissions (a record of the submissions store)' };
  const markers: [RegExp, string][] = [
    [/AGE-SECRET-KEY-1[02-9AC-HJ-NP-Z]{58}/i, 'an age private key (AGE-SECRET-KEY-…)'],
    [/-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----|PuTTY-User-Key-File-/, 'a private key (PEM)'],
    [/^\{"id":"[^"\n]*","form":"[a-z]+","receivedAt":"/m, 'form submissions (a line of the submissions store)'],
    [/^(?:\uFEFF|\u00EF\u00BB\u00BF)?Reference,Received \(Melbourne\),Form\b/m, 'form submissions (an export of the submissions)'],
  ];
  for (const [pattern, what] of markers) {
    const match = pattern.exec(text);
    if (match) return { line: text.slice(0, match.index).split('\n').length, what };
  }
  return undefined;
}

/**
 * `secretIn` for a file's bytes, read as 8-bit text and, when they hold NUL bytes (as UTF-16 text of
 * Latin letters does), as UTF-16 in either byte order from either of the first two bytes.
 */
export function secretInBytes(bytes: Buffer): { line: number; what: string } | undefined {
  const plain = secretIn(bytes.toString('latin1'));
  if (plain || !bytes.includes(0)) return plain;
  const swapped = Buffer.from(bytes.subarray(0, bytes.length - (bytes.length % 2))).swap16();
  const odd = bytes.subarray(1, bytes.length - ((bytes.length - 1) % 2));
  const oddSwapped = Buffer.from(odd).swap16();
  for (const view of [bytes, swapped, odd, oddSwapped]) {
    const found = secretIn(view.toString('utf16le'));
    if (found) return { line: found.line, what: `${found.what}, saved as UTF-16` };
  }
  return undefined;
}

const displayPath = (dir: string, path: string) => relative(process.cwd(), join(dir, path)) || path;

/** The problem with one entry's name or kind, or undefined. */
function entryProblem(entry: ListedEntry, folder: 'static' | 'content'): string | undefined {
  if (entry.kind === 'link') return `is a symbolic link, and the build never follows links (a link can reach any file on this computer): put the file itself in ${folder}/, or remove the link`;
  if (entry.kind === 'other') return `is not a plain file (a pipe, socket or device): remove it from ${folder}/`;
  const hidden = entry.path.split('/').find((part, index) => part.startsWith('.') && !(folder === 'static' && index === 0 && part === '.well-known' && entry.path.includes('/')));
  if (hidden) return `is hidden (its name or folder starts with "."), and hidden files such as .env or .git are never for visitors: remove it from ${folder}/${folder === 'static' ? ' (only .well-known/ may be published)' : ''}`;
  for (const [pattern, what] of NEVER_PUBLIC) if (pattern.test(entry.path)) return `is ${what}, which must never be published: move it out of ${folder}/`;
  return undefined;
}

/**
 * Checks static/ and returns its files (relative paths) to copy. Throws ContentErrors naming every file
 * the build refuses. A missing folder has no files.
 */
export function checkStaticFolder(dir: string, allowedArchives: readonly string[] = []): string[] {
  let entries: ListedEntry[];
  try {
    entries = entriesBelow(resolve(dir));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const errors: ContentError[] = [];
  for (const entry of entries) {
    const problem = entryProblem(entry, 'static');
    if (problem) {
      errors.push(new ContentError(displayPath(dir, entry.path), '(file)', problem));
      continue;
    }
    const bytes = readFileSync(join(dir, entry.path));
    const secret = secretInBytes(bytes);
    if (secret) errors.push(new ContentError(displayPath(dir, entry.path), `line ${secret.line}`, `holds ${secret.what}, which must never be published: move the file out of static/`));
    const archive = archiveKind(entry.path, bytes);
    if (!secret && archive && !allowedArchives.includes(entry.path)) {
      errors.push(
        new ContentError(
          displayPath(dir, entry.path),
          '(file)',
          `is an archive (${archive}), and the build cannot see what is inside one: a backup of the site holds the form submissions and the key. Move it out of static/, or, if it is meant for visitors and you have checked every file in it, add "${entry.path}" to staticArchives in content/site.json`,
        ),
      );
    }
  }
  if (errors.length) throw new ContentErrors(errors);
  return entries.map((entry) => entry.path);
}

/**
 * Checks everything under content/: names and kinds, and the bytes of files the build does not read as
 * text (markdown and JSON are checked as they are read, in read.ts; raster images are re-encoded, never
 * copied as they are).
 */
export function checkContentFolder(dir: string): void {
  const errors: ContentError[] = [];
  for (const entry of entriesBelow(resolve(dir))) {
    if (EDITOR_TEMPORARY.test(entry.path)) continue;
    const problem = entryProblem(entry, 'content');
    if (problem) {
      errors.push(new ContentError(displayPath(dir, entry.path), '(file)', problem));
      continue;
    }
    if (/\.(?:md|json|jpe?g|png|webp|avif|gif|tiff?)$/i.test(entry.path)) continue;
    const secret = secretInBytes(readFileSync(join(dir, entry.path)));
    if (secret) errors.push(new ContentError(displayPath(dir, entry.path), `line ${secret.line}`, `holds ${secret.what}, which must never be kept with the content: move the file out of content/`));
  }
  if (errors.length) throw new ContentErrors(errors);
}
