/**
 * One validation module for the browser and the receiver: required answers, e-mail addresses,
 * Australian phone numbers, NDIS numbers, dates in range, lengths, allowed choices and consent.
 * Messages follow the GOV.UK pattern: say what to do, in plain words.
 */
import { HONEYPOT_FIELD, allFields, fieldTargetId, type Field, type FormDefinition } from './fields.ts';

export type FormValues = Record<string, string | string[]>;

export interface FieldError {
  field: string;
  /** The element the error summary links to. */
  targetId: string;
  message: string;
}

export interface ValidationResult {
  errors: FieldError[];
  /** Trimmed values for the fields the form defines (unknown fields are dropped). */
  values: Record<string, string | string[]>;
}

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[a-z]{2,}$/i;

export function text(values: FormValues, name: string): string {
  const value = values[name];
  return (Array.isArray(value) ? value[0] ?? '' : value ?? '').normalize('NFC').trim();
}

/** C0 and C1 controls (tab, line feed and carriage return are judged separately), and DEL. */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;
const LINE_BREAK = /[\r\n\t\u2028\u2029]/u;
/**
 * Bidirectional embeddings, overrides and isolates, and the direction marks (LRM, RLM, ALM): they can make
 * stored text read differently from how it was typed.
 */
const BIDI_CONTROL = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
/**
 * Invisible format characters (zero-width spaces, word joiners, soft hyphens, tags), but the two joiners
 * that Persian, Indic scripts and emoji need (ZWNJ U+200C, ZWJ U+200D).
 */
const INVISIBLE_FORMAT = /(?![\u200C\u200D])\p{Cf}/u;
/** Half of a surrogate pair on its own (possible in JSON): not a character at all. */
const LONE_SURROGATE = /\p{Cs}/u;
/**
 * Characters that show nothing: format characters, spaces, marks with nothing to sit on (a variation
 * selector such as U+FE0F, a combining accent), every default-ignorable code point, and the blank
 * "filler" letters.
 */
const INVISIBLE = /^[\p{Cf}\p{Z}\s\p{M}\p{Default_Ignorable_Code_Point}\u115F\u1160\u3164\uFFA0\u2800\u034F\u180E]*$/u;

/** What is wrong with the characters of a text answer, or undefined. Multi-line answers keep their line breaks. */
export function characterProblem(value: string, label: string, multiline: boolean): string | undefined {
  if (LONE_SURROGATE.test(value)) return `${label} has a character that is not valid text: type it again`;
  if (CONTROL.test(value) || (!multiline && LINE_BREAK.test(value))) return `${label} must not contain control characters or line breaks`;
  if (BIDI_CONTROL.test(value)) return `${label} must not contain text-direction control characters`;
  if (!multiline && INVISIBLE_FORMAT.test(value)) return `${label} must not contain invisible characters, such as a zero-width space: type it again without them`;
  return undefined;
}

/** True when the answer is made only of characters that show nothing (a zero-width space, say). */
export function isInvisible(value: string): boolean {
  return value !== '' && INVISIBLE.test(value);
}

/** Answers sent more than once (a field repeated in the form data) that may hold only one value. */
export function repeatedFields(form: FormDefinition, values: FormValues): string[] {
  const multi = new Set(allFields(form).filter((field) => field.kind === 'checkboxes').map((field) => field.name));
  return Object.entries(values)
    .filter(([name, value]) => Array.isArray(value) && !multi.has(name) && (value.length > 1 || knownName(form, name)))
    .map(([name]) => name);
}

function knownName(form: FormDefinition, name: string): boolean {
  return allFields(form).some((field) => field.name === name || (field.kind === 'date' && name.startsWith(`${field.name}-`)));
}

function list(values: FormValues, name: string): string[] {
  const value = values[name];
  if (value === undefined || value === '') return [];
  return (Array.isArray(value) ? value : [value]).map((item) => item.normalize('NFC').trim()).filter(Boolean);
}

export function digitsOf(value: string): string {
  return value.replace(/[\s()-]/g, '');
}

export function isAustralianPhone(value: string): boolean {
  const digits = digitsOf(value);
  return /^(?:\+?61|0)[23478]\d{8}$/.test(digits) || /^1[38]00\d{6}$/.test(digits) || /^13\d{4}$/.test(digits);
}

export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}

export function isNdisNumber(value: string): boolean {
  return /^\d{9}$/.test(digitsOf(value));
}

function applies(condition: { field: string; in: readonly string[] } | undefined, values: FormValues): boolean {
  return condition === undefined || condition.in.includes(text(values, condition.field));
}

function isRequired(field: Field, values: FormValues): boolean {
  if (field.required === true) return true;
  if (!field.required) return false;
  return applies(field.required, values);
}

/** A field's label as a message names it: without "(optional)". */
function nameOf(field: Field): string {
  return field.label.replace(/\s*\(optional\)/, '');
}

/** A calendar date from day, month and year fields, checked against today and the oldest age allowed. */
function checkDate(field: Extract<Field, { kind: 'date' }>, values: FormValues, today: string): string | undefined {
  const label = nameOf(field);
  const day = text(values, `${field.name}-day`);
  const month = text(values, `${field.name}-month`);
  const year = text(values, `${field.name}-year`);
  if (!day && !month && !year) return isRequired(field, values) ? field.missing ?? `Enter the ${label.toLowerCase()}` : undefined;
  if (!day || !month || !year) {
    const missing = [!day && 'day', !month && 'month', !year && 'year'].filter(Boolean).join(' and ');
    return `${label} must include a ${missing}`;
  }
  if (!/^\d{1,2}$/.test(day) || !/^\d{1,2}$/.test(month) || !/^\d{4}$/.test(year)) return `${label} must be a real date, written with numbers, like 27 3 1990`;
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso) return `${label} must be a real date`;
  if (iso > today) return `${label} must be in the past`;
  const oldest = `${Number(today.slice(0, 4)) - field.maxAgeYears}${today.slice(4)}`;
  if (iso < oldest) return `${label} must be after ${Number(oldest.slice(0, 4))}`;
  return undefined;
}

function checkField(field: Field, values: FormValues, today: string): string | undefined {
  if (!applies(field.showWhen, values) && !isRequired(field, values)) return undefined;
  const required = isRequired(field, values);
  switch (field.kind) {
    case 'date':
      return checkDate(field, values, today);
    case 'consent':
      if (required && text(values, field.name) !== 'yes') return field.missing;
      return undefined;
    case 'checkboxes': {
      const chosen = list(values, field.name);
      if (required && chosen.length === 0) return field.missing;
      if (chosen.some((value) => !field.choices.some((choice) => choice.value === value))) return 'Choose only from the options listed';
      return undefined;
    }
    case 'radios':
    case 'select': {
      const value = text(values, field.name);
      if (!value) return required ? field.missing : undefined;
      if (!field.choices.some((choice) => choice.value === value)) return field.missing ?? `Select one of the options for "${field.label}"`;
      return undefined;
    }
    default: {
      const value = text(values, field.name);
      const label = nameOf(field);
      if (!value || isInvisible(value)) return required ? field.missing ?? `Enter ${label.toLowerCase()}` : isInvisible(value) ? `${label} must have letters or numbers you can see, or be left empty` : undefined;
      const characters = characterProblem(value, label, field.kind === 'textarea');
      if (characters) return characters;
      if (value.length > field.maxLength) return `${label} must be ${field.maxLength} characters or fewer`;
      if (field.kind === 'email' && !isEmail(value)) return 'Enter an e-mail address in the correct format, like name@example.com';
      if (field.kind === 'tel' && !isAustralianPhone(value)) return 'Enter an Australian phone number, like 03 5550 0123 or 0491 570 006';
      if (field.kind === 'postcode' && !/^\d{4}$/.test(value)) return 'Enter a postcode with 4 numbers, like 3175';
      if (field.kind === 'ndis-number' && !isNdisNumber(value)) return 'Enter the NDIS number as 9 numbers, or leave it empty';
      return undefined;
    }
  }
}

function groupOf(form: FormDefinition, field: Field) {
  return form.groups.find((group) => group.fields.includes(field))!;
}

export function validate(form: FormDefinition, values: FormValues, today: string): ValidationResult {
  const errors: FieldError[] = [];
  const clean: Record<string, string | string[]> = {};
  for (const field of allFields(form)) {
    if (!applies(groupOf(form, field).showWhen, values) && !isRequired(field, values)) {
      clean[field.name] = field.kind === 'checkboxes' ? [] : '';
      continue;
    }
    const message = checkField(field, values, today);
    if (message) errors.push({ field: field.name, targetId: fieldTargetId(form.kind, field), message });
    // Answers to questions that do not apply (hidden by script) are not kept.
    const inUse = applies(field.showWhen, values) || isRequired(field, values);
    if (!inUse) clean[field.name] = field.kind === 'checkboxes' ? [] : '';
    else if (field.kind === 'checkboxes') clean[field.name] = list(values, field.name);
    else if (field.kind === 'date') for (const part of ['day', 'month', 'year']) clean[`${field.name}-${part}`] = text(values, `${field.name}-${part}`);
    else clean[field.name] = text(values, field.name);
  }
  for (const rule of form.oneOf) {
    if (!applies(rule.when, values)) continue;
    if (rule.fields.some((name) => text(values, name) !== '')) continue;
    if (errors.some((error) => rule.fields.includes(error.field))) continue;
    const field = allFields(form).find((f) => f.name === rule.fields[0])!;
    errors.push({ field: field.name, targetId: fieldTargetId(form.kind, field), message: rule.message });
  }
  // Show errors in the order the fields appear on the page.
  const order = allFields(form).map((field) => field.name);
  errors.sort((a, b) => order.indexOf(a.field) - order.indexOf(b.field));
  return { errors, values: clean };
}

/** True when the hidden honeypot field was filled in: almost certainly a bot. */
export function isBot(values: FormValues): boolean {
  return text(values, HONEYPOT_FIELD) !== '';
}
