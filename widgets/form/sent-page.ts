/**
 * The thank-you page's places for what only the receiver knows: the reference to quote, and the text for
 * an NDIA-managed plan. The built page has them empty and hidden (someone who opens the address alone sees
 * the page without them); the receiver fills them in the page it answers a form with, without script
 * (server/form-receiver.ts), and the form's script the same way in the page it shows (client.ts).
 */
import { NDIA_MANAGED } from './forms.ts';
import { answersThatApply, applies, type FormValues } from './validation.ts';
import type { FormKind } from './delivery.ts';
import type { FormDefinition } from './fields.ts';

/** The paragraph with the reference (hidden until filled). */
export const SENT_REFERENCE = 'data-sent-reference';
/** Where the reference itself goes, inside it. */
export const SENT_REFERENCE_VALUE = 'data-sent-reference-value';
/** The section for an NDIA-managed plan (hidden unless it was chosen). */
export const SENT_NDIA = 'data-sent-ndia';

/** What the thank-you page shows for one submission. */
export interface SentDetails {
  reference: string;
  /** The referral said the plan is managed by the NDIA. */
  ndiaManaged: boolean;
}

/** A place on the page, in the browser's DOM or node-html-parser's: each can unhide it. */
interface Place {
  removeAttribute(name: string): unknown;
}

/**
 * Fills a thank-you page's places for one submission: the reference (set by `setText`, which escapes it as
 * its DOM must) and, when chosen, the NDIA-managed section. False when the page has no place for the
 * reference. The receiver (without script) and the form's script (with it) both fill the page with this.
 */
export function fillSentPage<E extends Place>(root: { querySelector(selector: string): E | null }, details: SentDetails, setText: (place: E, text: string) => void): boolean {
  const paragraph = root.querySelector(`[${SENT_REFERENCE}]`);
  const value = root.querySelector(`[${SENT_REFERENCE_VALUE}]`);
  if (!paragraph || !value) return false;
  setText(value, details.reference);
  paragraph.removeAttribute('hidden');
  if (details.ndiaManaged) root.querySelector(`[${SENT_NDIA}]`)?.removeAttribute('hidden');
  return true;
}

/** Whether the answers sent chose an NDIA-managed plan (only the referral form asks, of participants). */
export function choseNdiaManaged(kind: FormKind, form: FormDefinition, values: FormValues): boolean {
  return kind === 'referral' && applies(NDIA_MANAGED, answersThatApply(form, values));
}

/** The words around the reference: before and after `{reference}`. */
export function referenceWords(sentence: string): [string, string] {
  const at = sentence.indexOf('{reference}');
  return at < 0 ? [`${sentence} `, ''] : [sentence.slice(0, at), sentence.slice(at + '{reference}'.length)];
}
