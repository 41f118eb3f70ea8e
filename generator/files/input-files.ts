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
 *   (a line of the submissions store, a CSV export), whatever their name; and the same in content/ (its
 *   markdown and JSON are checked as they are read, in read.ts).
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

/** A line of text that gives a secret or a person's answers away, or undefined. */
export function secretIn(text: string): { line: number; what: string } | undefined {
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
export function checkStaticFolder(dir: string): string[] {
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
    const secret = secretIn(readFileSync(join(dir, entry.path)).toString('latin1'));
    if (secret) errors.push(new ContentError(displayPath(dir, entry.path), `line ${secret.line}`, `holds ${secret.what}, which must never be published: move the file out of static/`));
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
    const secret = secretIn(readFileSync(join(dir, entry.path)).toString('latin1'));
    if (secret) errors.push(new ContentError(displayPath(dir, entry.path), `line ${secret.line}`, `holds ${secret.what}, which must never be kept with the content: move the file out of content/`));
  }
  if (errors.length) throw new ContentErrors(errors);
}
