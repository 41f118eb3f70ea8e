/**
 * Checks static/.well-known/security.txt (RFC 9116), which is served as it is: it must name a Contact and
 * an Expires date. Example addresses join the build's placeholder list, and a date that has passed (or
 * is more than a year away, which the RFC advises against) is a warning, since researchers are told to
 * ignore an expired file.
 */
import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { ContentError, ContentErrors } from '../errors.ts';
import { isExampleAddress, type Placeholder } from './sample-values.ts';

export const SECURITY_TXT = join('.well-known', 'security.txt');
const YEAR_MS = 366 * 24 * 60 * 60 * 1000;
/** RFC 3339 date and time, as RFC 9116 requires for Expires. */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/;

export interface SecurityTxtFindings {
  placeholders: Placeholder[];
  warnings: string[];
}

/** The fields of a security.txt, each with every value it was given (comments and blank lines left out). */
export function securityTxtFields(text: string): Map<string, string[]> {
  const fields = new Map<string, string[]>();
  for (const line of text.split(/\r?\n/)) {
    const match = /^([A-Za-z-]+):\s*(.+?)\s*$/.exec(line);
    if (!match || line.startsWith('#')) continue;
    const name = match[1]!.toLowerCase();
    fields.set(name, [...(fields.get(name) ?? []), match[2]!]);
  }
  return fields;
}

export function checkSecurityTxtText(file: string, text: string, now: Date): SecurityTxtFindings {
  const fields = securityTxtFields(text);
  const contacts = fields.get('contact') ?? [];
  const expires = fields.get('expires') ?? [];
  const errors: ContentError[] = [];
  if (contacts.length === 0) errors.push(new ContentError(file, 'Contact', 'is required: add a line like "Contact: mailto:security@your-domain" (RFC 9116)'));
  if (expires.length !== 1) errors.push(new ContentError(file, 'Expires', `must appear exactly once, found ${expires.length}: add a line like "Expires: 2027-06-30T14:00:00.000Z"`));
  const expiry = expires[0];
  if (expiry !== undefined && (!DATE_TIME.test(expiry) || Number.isNaN(Date.parse(expiry)))) {
    errors.push(new ContentError(file, 'Expires', `must be a date and time like 2027-06-30T14:00:00.000Z, found "${expiry}"`));
  }
  if (errors.length) throw new ContentErrors(errors);

  const warnings: string[] = [];
  const expiresAt = Date.parse(expiry!);
  if (expiresAt <= now.getTime()) warnings.push(`Warning: ${file}: Expires: ${expiry} has passed, so security researchers are told to ignore the file. Set a date less than a year away.`);
  else if (expiresAt - now.getTime() > YEAR_MS) warnings.push(`Warning: ${file}: Expires: ${expiry} is more than a year away: RFC 9116 advises less, so the file is reviewed at least yearly.`);
  const placeholders = [...contacts.map((value) => ['Contact', value] as const), ...(fields.get('canonical') ?? []).map((value) => ['Canonical', value] as const)]
    .filter(([, value]) => isExampleAddress(value))
    .map(([field, value]) => ({ field: `security.txt ${field}`, value }));
  return { placeholders, warnings };
}

/** The findings for `staticDir`'s security.txt; a site without one has none. */
export async function checkSecurityTxt(staticDir: string, now = new Date()): Promise<SecurityTxtFindings> {
  const path = join(staticDir, SECURITY_TXT);
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { placeholders: [], warnings: [] };
    throw error;
  }
  return checkSecurityTxtText(relative(process.cwd(), path) || path, text, now);
}
