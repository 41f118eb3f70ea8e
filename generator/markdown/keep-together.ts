/**
 * Non-breaking spaces where a line break would split one thing in two: the groups of a phone number or
 * ABN (1800 035 544), a time and its am or pm (5 pm), and an abbreviation and its number (APP 3). Used on
 * markdown text and on business constants the templates print.
 */
const NBSP = '\u00a0';

export function keepTogether(text: string): string {
  if (!/\d/.test(text)) return text;
  return text
    .replace(/(\d) (?=\d)/g, `$1${NBSP}`)
    .replace(/(\d) (?=[ap]m\b)/g, `$1${NBSP}`)
    .replace(/\b([A-Z]{2,}) (?=\d)/g, `$1${NBSP}`);
}
