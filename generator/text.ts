/**
 * Text helpers every part of the house may use: the engine, the templates, the widgets in the browser and the
 * server. Plain functions of text, with no Node modules, so each runs anywhere.
 */

/**
 * Escaping text for HTML and XML written as strings: the sitemap, the Atom feed, the SVG the share images and
 * the map are drawn from, and the form receiver's pages and error messages (React escapes the templates).
 * Every attribute written this way is double-quoted, so an apostrophe needs no escaping and stays readable.
 */
export function escapeMarkup(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const SCRIPT_UNSAFE = /[<>&]/g;
const SCRIPT_ESCAPES: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026' };

/** JSON for inside a <script> element, which it must not be able to close: one pass over the text, not three. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(SCRIPT_UNSAFE, (character) => SCRIPT_ESCAPES[character]!);
}

const NBSP = '\u00a0';

/**
 * Non-breaking spaces where a line break would split one thing in two: the groups of a phone number or
 * ABN (1800 035 544), a time and its am or pm (5 pm), and an abbreviation and its number (APP 3). Used on
 * markdown text and on business constants the templates print.
 */
export function keepTogether(text: string): string {
  if (!/\d/.test(text)) return text;
  return text
    .replace(/(\d) (?=\d)/g, `$1${NBSP}`)
    .replace(/(\d) (?=[ap]m\b)/g, `$1${NBSP}`)
    .replace(/\b([A-Z]{2,}) (?=\d)/g, `$1${NBSP}`);
}

/** An Australian phone number as a `tel:` link: "03 5550 0142" -> "tel:+61355500142"; "13 11 14" -> "tel:131114"; "000" -> "tel:000". */
export function telHref(number: string): string {
  const digits = number.replace(/[^\d+]/g, '');
  if (/^0[2378]\d{8}$/.test(digits) || /^04\d{8}$/.test(digits)) return `tel:+61${digits.slice(1)}`;
  return `tel:${digits}`;
}

/** "0477 13 11 14" -> "sms:+61477131114": a text message to an Australian mobile number. */
export function smsHref(number: string): string {
  return `sms:${telHref(number).slice('tel:'.length)}`;
}

/**
 * Numbers a visitor in Australia can dial, as written: a landline or mobile (0 or +61), a 1800 or 1300
 * number, a 13 number, or 000, with spaces, brackets and hyphens anywhere. One expression, so the content
 * schemas and the editor in the browser (which is given its source) accept exactly the same numbers.
 */
export const AUSTRALIAN_PHONE = /* @__PURE__ */ phonePattern(['(?:\\+61|0)[23478]\\d{8}', '1[38]00\\d{6}', '13\\d{4}', '000']);

/** The numbers' digit patterns (on the digits alone) as one expression on the number as written. */
function phonePattern(numbers: readonly string[]): RegExp {
  const gap = String.raw`[\s()-]*`;
  // Each digit, `+`, character class or `\d` may be followed by a gap: `0[23478]\d{8}` becomes
  // `0<gap>[23478]<gap>(?:\d<gap>){8}`.
  const spaced = (pattern: string) => pattern.replace(/(\\d|\[[^\]]*\]|\+|\d)(\{\d+\})?/g, (_, unit: string, times?: string) => (times ? `(?:${unit}${gap})${times}` : `${unit}${gap}`));
  return new RegExp(`^${gap}(?:${numbers.map(spaced).join('|')})$`);
}

export function isAustralianPhone(number: string): boolean {
  return AUSTRALIAN_PHONE.test(number);
}

/** Today's date as YYYY-MM-DD in Melbourne, where the provider works and the content is reviewed. */
export function todayInMelbourne(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Melbourne', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from one YYYY-MM-DD date to another (both read as calendar dates, so no time zone moves them). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}
