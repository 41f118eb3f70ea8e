/**
 * The pieces every content schema is built from (zod), and the one place zod's findings become
 * `file: field: what to do`. A field's path reads as it does in the file (`faq[2].question`).
 */
import { z } from 'zod';
import { ContentError, ContentErrors } from '../errors.ts';
import type { FieldMeta } from './field-meta.ts';

export function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  const json = JSON.stringify(value);
  return json.length > 60 ? `${json.slice(0, 57)}...` : json;
}

const missing = (value: unknown) => value === undefined || value === null;

/** Wording for zod's own findings; a schema that needs other words gives them where it is declared. */
function wording(issue: z.core.$ZodRawIssue): string {
  const { input } = issue;
  const inList = typeof issue.path?.at(-1) === 'number';
  switch (issue.code) {
    case 'invalid_type':
      switch (issue.expected) {
        case 'string':
          if (inList) return `must be non-empty text, found ${describe(input)}`;
          return missing(input) ? 'is required: add it' : `must be text, found ${describe(input)}`;
        case 'number':
        case 'int':
          return missing(input) ? 'is required: add a whole number' : `must be a whole number, found ${describe(input)}`;
        case 'boolean':
          return `must be true or false, found ${describe(input)}`;
        case 'array':
          return `must be a list, found ${describe(input)}`;
        default:
          return `must be an object of named fields, found ${describe(input)}`;
      }
    case 'too_small':
      return inList ? `must be non-empty text, found ${describe(input)}` : 'must not be empty';
    case 'invalid_value':
      return missing(input) ? 'is required: add it' : `must be one of ${issue.values.join(', ')}, found ${describe(input)}`;
    default:
      return issue.message ?? 'is not valid';
  }
}

/** `['faq', 2, 'question']` as the author sees it: `faq[2].question`. */
export function fieldPath(path: readonly PropertyKey[]): string {
  const text = path.reduce<string>((name, key) => (typeof key === 'number' ? `${name}[${key}]` : name ? `${name}.${String(key)}` : String(key)), '');
  return text || '(top level)';
}

/** The value `raw` read through `schema`, or every problem in it, each naming the file and the field. */
export function checkContent<T extends z.ZodType>(schema: T, file: string, raw: unknown): z.output<T> {
  const result = schema.safeParse(raw, { error: wording });
  if (result.success) return result.data;
  throw new ContentErrors(result.error.issues.map((issue) => new ContentError(file, fieldPath(issue.path), issue.message)));
}

/**
 * A field as staff see it in the browser editor: a label and a hint in plain words, beside its limits, and
 * what else the editor needs to know of it (`meta`: several lines or markdown, a choice from a named list,
 * folded; field-meta.ts). zod keeps them as the schema's meta, and `z.toJSONSchema` writes them into the
 * field's JSON Schema (`title`, `description` and the rest), which the editor's configuration is generated from.
 */
export function field<T extends z.ZodType>(schema: T, label: string, hint?: string, meta?: FieldMeta): T {
  return schema.meta({ ...meta, title: label, ...(hint ? { description: hint } : {}) });
}

/** A label, a hint and any editor meta for each field of an object, as staff see them in the browser editor. */
export type Labels<T extends z.ZodRawShape> = { readonly [K in keyof T]: readonly [label: string, hint?: string, meta?: FieldMeta] };

/**
 * An object with a label and hint on every one of its fields (the compiler asks for each: a new field
 * without a label does not type-check). The object checks as before; only its fields' meta is added.
 */
export function labelled<T extends z.ZodRawShape>(object: z.ZodObject<T>, labels: Labels<T>): z.ZodObject<T> {
  const shape = object.shape as unknown as Record<string, z.ZodType>;
  const entries = Object.keys(shape).map((key) => {
    const [label, hint, meta] = (labels as Record<string, readonly [string, string?, FieldMeta?]>)[key]!;
    return [key, field(shape[key]!, label, hint, meta)];
  });
  return object.extend(Object.fromEntries(entries)) as unknown as z.ZodObject<T>;
}

/** Text, trimmed, never empty. */
export const text = z.string().trim().min(1);

/** A setting the deployer fills in later (a sign-in URL, say): text that may be empty or absent. */
export const textOrEmpty = z
  .string()
  .trim()
  .nullish()
  .transform((value) => value ?? '');

/** An optional field: absent and null both mean "not given" (and the editor lets it be left empty). */
export function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => value ?? undefined, schema.optional()).meta({ requiredInEditor: false });
}

export const textList = z.array(text);

/** A list that may be left out, read as empty. */
export const optionalList = <T extends z.ZodType>(item: T) => optional(z.array(item)).transform((list) => list ?? []);

export function wholeNumber(min: number, max: number) {
  const range = { error: (issue: { input?: unknown }) => `must be between ${min} and ${max}, found ${String(issue.input)}` };
  return z.number().int().min(min, range).max(max, range);
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isCalendarDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};
const dateWanted = (issue: { input?: unknown }) => (missing(issue.input) ? 'is required: add a date written YYYY-MM-DD' : `must be a date written YYYY-MM-DD, found ${describe(issue.input)}`);

/**
 * A calendar date written YYYY-MM-DD. Front matter is read with YAML's core schema, so a date stays the
 * text the author wrote and 2025-13-45 fails here instead of rolling over into 2026.
 */
export const isoDate = z
  .string({ error: dateWanted })
  .trim()
  .regex(ISO_DATE, { error: dateWanted, abort: true })
  .refine(isCalendarDate, { error: (issue) => `${String(issue.input)} is not a real calendar date` })
  .meta({ format: 'date' });

/** A path on this site ending in a slash (`/contact/`, `/faq/#fees`). */
export const sitePath = (what = 'a path on this site ending in a slash, like /contact/') =>
  text.regex(/^\/(?:[a-z0-9-]+\/)*(?:#[a-z0-9-]+)?$/, { error: (issue) => `must be ${what}, found ${describe(issue.input)}` }).meta({ patternHint: `Write ${what}` });

/** An https:// address; `required` false lets it be empty until the deployer sets it. */
export function httpsUrl({ required }: { required: boolean }) {
  return textOrEmpty
    .superRefine((value, ctx) => {
      if (value === '') {
        if (required) ctx.addIssue({ code: 'custom', message: 'is required: add an https:// address', input: value });
        return;
      }
      if (!URL.canParse(value)) ctx.addIssue({ code: 'custom', message: `must be a full https:// address, found "${value}"`, input: value });
      else if (new URL(value).protocol !== 'https:') ctx.addIssue({ code: 'custom', message: `must use https://, found "${value}": the site never sends people or data over plain http`, input: value });
    })
    .meta({ format: 'uri', pattern: String.raw`^https://\S+$`, patternHint: 'Write the full address, starting with https://', requiredInEditor: required });
}

/** The value at a dotted path (`forms.storageNotice`), or undefined where the path leads nowhere. */
export function readPath(value: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((current, key) => (current && typeof current === 'object' ? (current as Record<string, unknown>)[key] : undefined), value);
}
