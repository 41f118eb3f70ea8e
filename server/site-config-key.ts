/**
 * `forms.publicKey` from the site config, read so that the receiver and the intake tool fail closed: a
 * file that cannot be read or parsed is a StartError, never "no key" (which would store answers in clear).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describeErrno, StartError } from './start-error.ts';

export const DEFAULT_SITE_CONFIG = 'content/site.json';

/** Where a JSON parse error is, as "line L column C", without quoting the text (it may hold a key). */
function whereInJson(error: unknown, text: string): string {
  const message = (error as Error).message;
  const lineColumn = /line (\d+) column (\d+)/.exec(message);
  if (lineColumn) return `line ${lineColumn[1]}, column ${lineColumn[2]}`;
  const position = /position (\d+)/.exec(message);
  if (position) {
    const before = text.slice(0, Number(position[1]));
    return `line ${before.split('\n').length}, column ${before.length - before.lastIndexOf('\n')}`;
  }
  return 'near the end';
}

/**
 * `forms.publicKey` from the site config (SITE_CONFIG, default content/site.json), or undefined when it is
 * empty. Throws a StartError when the file cannot be read or parsed, or the field is not text.
 */
export function configuredPublicKey(siteConfig = process.env.SITE_CONFIG || DEFAULT_SITE_CONFIG): string | undefined {
  const file = resolve(siteConfig);
  const fix = 'Fix it (npm run build checks it and names the problem), or set FORMS_PUBLIC_KEY.';
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new StartError(`Cannot read ${file} (${describeErrno(error)}), which says whether submissions are encrypted (forms.publicKey). ${fix}`);
  }
  let site: unknown;
  try {
    site = JSON.parse(text);
  } catch (error) {
    throw new StartError(`${file} is not valid JSON (at ${whereInJson(error, text)}), so the receiver cannot tell whether submissions must be encrypted (forms.publicKey). ${fix}`);
  }
  const key = (site as { forms?: { publicKey?: unknown } } | null)?.forms?.publicKey;
  if (key === undefined || key === null || (typeof key === 'string' && key.trim() === '')) return undefined;
  if (typeof key !== 'string') throw new StartError(`${file}: forms.publicKey must be text (an age public key starting "age1"), or empty. ${fix}`);
  return key.trim();
}

