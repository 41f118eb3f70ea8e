/**
 * The intake team's spreadsheet of submissions, the same from the intake tool (npm run submissions -- export)
 * and the inbox (made in the browser): UTF-8 with a byte-order mark, CRLF rows, dates as dd/mm/yyyy in
 * Melbourne time, the safe-contact answers first, and every cell that a spreadsheet would run as a formula
 * (starting with =, +, -, @, a tab or a carriage return) prefixed with ' so it shows as text.
 * Browser-safe: no Node imports.
 */
import { safeContactLines, SAFE_CONTACT_FIELDS } from './intake-fields.ts';
import type { FormKind } from '../form/delivery.ts';
import type { FormValues as Answers } from '../form/validation.ts';

export interface Submission {
  record: { id: string; form: FormKind; receivedAt: string };
  /** The answers, or undefined when encrypted and no identity (or no matching one) was given. */
  values?: Answers;
  /** Encrypted to a key that is not in the identity file given. */
  unopened?: boolean;
}

/** Melbourne time as a spreadsheet in Australia reads it: 23/11/2026 14:05. */
export function australianDateTime(iso: string): string {
  const parts = new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Melbourne', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}`;
}

/** A cell a spreadsheet will show as text, never run as a formula. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) || safe !== safe.trim() ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(submissions: readonly Submission[]): string {
  const names: string[] = [];
  // How to contact the person safely comes first: the program, then the safe-contact answers, then the rest.
  const first = ['program', ...SAFE_CONTACT_FIELDS] as string[];
  for (const { values } of submissions) for (const name of Object.keys(values ?? {})) if (!names.includes(name)) names.push(name);
  names.sort((a, b) => (first.includes(a) ? first.indexOf(a) : first.length) - (first.includes(b) ? first.indexOf(b) : first.length));
  const header = ['Reference', 'Received (Melbourne)', 'Form', 'Contacting safely', ...names];
  const rows = submissions.map(({ record, values }) => [
    record.id,
    australianDateTime(record.receivedAt),
    record.form,
    values ? safeContactLines(values).join('; ') : '',
    ...names.map((name) => {
      const value = values?.[name];
      return Array.isArray(value) ? value.join('; ') : value ?? '';
    }),
  ]);
  // A byte-order mark tells spreadsheets the file is UTF-8; CRLF is what they expect between rows.
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
