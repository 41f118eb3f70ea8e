/**
 * The reference a person is shown after sending a form, to quote on the phone: a short, unambiguous form
 * of the submission's stored id (a UUID, or the sender's own key: up to 64 characters, which nobody reads
 * aloud). It is 8 characters of Crockford's base 32 (digits and capitals without I, L, O and U, so nothing
 * can be misheard or misread as something else), from the SHA-256 of the id, shown as two groups of four:
 * "7K3M-Q9TX". Hashed rather than cut from the id, so a sender who chooses their own key cannot choose
 * the reference another submission is shown. 40 bits: among 100,000 submissions, the chance that any two share one is
 * about 1 in 220; staff who look one up are shown every submission that has it (`npm run submissions`,
 * the intake inbox), with the date and form to tell them apart.
 *
 * Typed back, it is read leniently: any case, with or without the dash or spaces, O read as 0 and I or L
 * as 1, as Crockford's rules say. The full id still matches.
 */
import { createHash } from 'node:crypto';
import { normaliseReference, sameShortReference } from '../widgets/form/reference-text.ts';

export { normaliseReference };

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** The short reference of a stored id, like "7K3M-Q9TX". */
export function shortReference(id: string): string {
  const digest = createHash('sha256').update(id, 'utf8').digest();
  // The first 40 bits, 5 at a time.
  let bits = 0n;
  for (let index = 0; index < 5; index++) bits = (bits << 8n) | BigInt(digest[index]!);
  let text = '';
  for (let shift = 35n; shift >= 0n; shift -= 5n) text += ALPHABET[Number((bits >> shift) & 31n)];
  return `${text.slice(0, 4)}-${text.slice(4)}`;
}

/** True when `typed` names the submission `id`: its full id, or its short reference however it was typed. */
export function referenceMatches(id: string, typed: string): boolean {
  return id === typed.trim() || sameShortReference(shortReference(id), typed);
}
