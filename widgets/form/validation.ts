/**
 * One validation module for the browser and the receiver: required answers, e-mail addresses,
 * Australian phone numbers, NDIS numbers, dates in range, lengths, allowed choices and consent.
 * Messages follow the GOV.UK pattern: say what to do, in plain words. Their words are the form's
 * (content/forms.json): a field's own `missing` and `invalid` messages, else the shared ones.
 */
// Bidirectional embeddings, overrides and isolates, and the direction marks: the rule content follows too.
import { DIRECTION_CONTROL } from '../../generator/content/direction-controls.ts';
import { HONEYPOT_FIELD, allFields, fieldTargetId, fillIn, type Condition, type Field, type FormDefinition, type FormMessages } from './fields.ts';

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
export function characterProblem(value: string, label: string, multiline: boolean, messages: FormMessages): string | undefined {
  if (LONE_SURROGATE.test(value)) return fillIn(messages.notText, { label });
  if (CONTROL.test(value) || (!multiline && LINE_BREAK.test(value))) return fillIn(messages.controlCharacters, { label });
  if (DIRECTION_CONTROL.test(value)) return fillIn(messages.directionControls, { label });
  if (!multiline && INVISIBLE_FORMAT.test(value)) return fillIn(messages.invisibleCharacters, { label });
  return undefined;
}

/** True when the answer is made only of characters that show nothing (a zero-width space, say). */
export function isInvisible(value: string): boolean {
  return value !== '' && INVISIBLE.test(value);
}

/** Answers sent more than once (a field repeated in the form data) that may hold only one value. */
export function repeatedFields(form: FormDefinition, values: FormValues): string[] {
  const multi = new Set(allFields(form).filter((field) => field.kind === 'checkboxes' || field.kind === 'files').map((field) => field.name));
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

function conditionHolds(condition: Condition | undefined, values: FormValues): boolean {
  return condition === undefined || condition.in.includes(text(values, condition.field));
}

function groupOf(form: FormDefinition, field: Field) {
  return form.groups.find((group) => group.fields.includes(field))!;
}

/**
 * The answers as they count: an answer to a question that does not apply (its condition, or its group's, is
 * false) counts as not given, so a question that depends on it does not apply either. Questions are read in
 * page order, so a chain (a follow-up to a follow-up) resolves in one pass.
 */
export function answersThatApply(form: FormDefinition, values: FormValues): FormValues {
  const effective: FormValues = { ...values };
  for (const field of allFields(form)) {
    const group = groupOf(form, field);
    if (conditionHolds(group.showWhen, effective) && conditionHolds(field.showWhen, effective)) continue;
    if (field.required !== undefined && typeof field.required === 'object' && conditionHolds(field.required, effective)) continue;
    if (field.required === true) continue;
    if (field.kind === 'date') for (const part of ['day', 'month', 'year']) effective[`${field.name}-${part}`] = '';
    else effective[field.name] = field.kind === 'checkboxes' || field.kind === 'files' ? [] : '';
  }
  return effective;
}

/** True when a question's condition holds for the answers that count. */
export function applies(condition: Condition | undefined, effective: FormValues): boolean {
  return conditionHolds(condition, effective);
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
function checkDate(field: Extract<Field, { kind: 'date' }>, values: FormValues, today: string, messages: FormMessages): string | undefined {
  const label = nameOf(field);
  const day = text(values, `${field.name}-day`);
  const month = text(values, `${field.name}-month`);
  const year = text(values, `${field.name}-year`);
  if (!day && !month && !year) return isRequired(field, values) ? field.missing ?? fillIn(messages.dateMissing, { label: label.toLowerCase() }) : undefined;
  if (!day || !month || !year) {
    const parts = messages.datePart;
    const missing = [!day && parts.day, !month && parts.month, !year && parts.year].filter(Boolean).join(` ${parts.and} `);
    return fillIn(parts.missing, { label, parts: missing });
  }
  if (!/^\d{1,2}$/.test(day) || !/^\d{1,2}$/.test(month) || !/^\d{4}$/.test(year)) return fillIn(messages.dateNumbers, { label });
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso) return fillIn(messages.dateReal, { label });
  if (iso > today) return fillIn(messages.dateFuture, { label });
  const oldest = `${Number(today.slice(0, 4)) - field.maxAgeYears}${today.slice(4)}`;
  if (iso < oldest) return fillIn(messages.dateTooOld, { label, year: Number(oldest.slice(0, 4)) });
  return undefined;
}

/** What is wrong with one answer (from the answers that count), or undefined. */
function checkField(field: Field, values: FormValues, today: string, messages: FormMessages): string | undefined {
  const required = isRequired(field, values);
  switch (field.kind) {
    case 'date':
      return checkDate(field, values, today, messages);
    case 'consent':
      if (required && text(values, field.name) !== 'yes') return field.missing;
      if (!required && text(values, field.name) !== '' && text(values, field.name) !== 'yes') return messages.onlyListed;
      return undefined;
    case 'fixed':
      return text(values, field.name) === field.value ? undefined : field.missing ?? messages.onlyListed;
    case 'files': {
      // The names of the documents received: their sizes and kinds are checked as they arrive (documents.ts).
      const names = list(values, field.name);
      if (names.length > field.maxFiles) return fillIn(messages.files.tooMany, { max: field.maxFiles, count: names.length });
      return undefined;
    }
    case 'checkboxes': {
      const chosen = list(values, field.name);
      if (required && chosen.length === 0) return field.missing;
      if (chosen.some((value) => !field.choices.some((choice) => choice.value === value))) return messages.onlyListed;
      return undefined;
    }
    case 'radios':
    case 'select': {
      const value = text(values, field.name);
      if (!value) return required ? field.missing : undefined;
      if (!field.choices.some((choice) => choice.value === value)) return field.missing ?? fillIn(messages.chooseListed, { label: field.label });
      return undefined;
    }
    default: {
      const value = text(values, field.name);
      const label = nameOf(field);
      if (!value || isInvisible(value)) return required ? field.missing ?? fillIn(messages.enter, { label: label.toLowerCase() }) : isInvisible(value) ? fillIn(messages.invisible, { label }) : undefined;
      const characters = characterProblem(value, label, field.kind === 'textarea', messages);
      if (characters) return characters;
      if (value.length > field.maxLength) return fillIn(messages.tooLong, { label, max: field.maxLength });
      const format =
        (field.kind === 'email' && !isEmail(value) && messages.email) ||
        (field.kind === 'tel' && !isAustralianPhone(value) && messages.phone) ||
        (field.kind === 'postcode' && !/^\d{4}$/.test(value) && messages.postcode) ||
        (field.kind === 'ndis-number' && !isNdisNumber(value) && messages.ndisNumber);
      // A field's own message names whose answer it is ("your e-mail address", "the person's").
      if (format) return field.invalid ?? fillIn(format, { label });
      return undefined;
    }
  }
}

export function validate(form: FormDefinition, values: FormValues, today: string): ValidationResult {
  const errors: FieldError[] = [];
  const clean: Record<string, string | string[]> = {};
  const messages = form.text.messages;
  // Answers to questions that do not apply (hidden by script, or following an answer that does not apply) are not kept.
  const effective = answersThatApply(form, values);
  for (const field of allFields(form)) {
    const inUse = (applies(groupOf(form, field).showWhen, effective) && applies(field.showWhen, effective)) || isRequired(field, effective);
    if (!inUse) {
      if (field.kind === 'date') for (const part of ['day', 'month', 'year']) clean[`${field.name}-${part}`] = '';
      else clean[field.name] = field.kind === 'checkboxes' || field.kind === 'files' ? [] : '';
      continue;
    }
    const message = checkField(field, effective, today, messages);
    if (message) errors.push({ field: field.name, targetId: fieldTargetId(form.kind, field), message });
    if (field.kind === 'checkboxes' || field.kind === 'files') clean[field.name] = list(effective, field.name);
    else if (field.kind === 'date') for (const part of ['day', 'month', 'year']) clean[`${field.name}-${part}`] = text(effective, `${field.name}-${part}`);
    else clean[field.name] = text(effective, field.name);
  }
  for (const rule of form.oneOf) {
    if (!applies(rule.when, effective)) continue;
    if (rule.fields.some((name) => text(effective, name) !== '')) continue;
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
