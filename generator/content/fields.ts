/**
 * Reads typed fields out of parsed JSON or front matter, failing with `file: field: what is wrong`.
 * Each reader names the field path (`faq[2].question`), so an error points straight at the line to fix.
 */
import { ContentError } from '../errors.ts';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (value instanceof Date) return `the date ${value.toISOString().slice(0, 10)}`;
  const json = JSON.stringify(value);
  return json.length > 60 ? `${json.slice(0, 57)}...` : json;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}

/** The value at a dotted path (`forms.storageNotice`), or undefined where the path leads nowhere. */
export function readPath(value: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((current, key) => (current && typeof current === 'object' ? (current as Record<string, unknown>)[key] : undefined), value);
}

export class Fields {
  constructor(
    readonly file: string,
    readonly data: Record<string, unknown>,
    readonly path = '',
  ) {}

  static of(file: string, value: unknown, path = ''): Fields {
    if (!isRecord(value)) throw new ContentError(file, path || '(top level)', `must be an object of named fields, found ${describe(value)}`);
    return new Fields(file, value, path);
  }

  name(field: string): string {
    return this.path ? `${this.path}.${field}` : field;
  }

  fail(field: string, problem: string): never {
    throw new ContentError(this.file, this.name(field), problem);
  }

  has(field: string): boolean {
    return this.data[field] !== undefined && this.data[field] !== null;
  }

  string(field: string): string {
    const value = this.data[field];
    if (value === undefined || value === null) this.fail(field, 'is required: add it');
    if (typeof value !== 'string') this.fail(field, `must be text, found ${describe(value)}`);
    if (value.trim() === '') this.fail(field, 'must not be empty');
    return value.trim();
  }

  optionalString(field: string): string | undefined {
    return this.has(field) ? this.string(field) : undefined;
  }

  /** A string that may be empty: for settings a deployer fills in later (e.g. a sign-in URL). */
  stringOrEmpty(field: string): string {
    const value = this.data[field];
    if (value === undefined || value === null) return '';
    if (typeof value !== 'string') this.fail(field, `must be text, found ${describe(value)}`);
    return value.trim();
  }

  /** A calendar date written YYYY-MM-DD. YAML turns such values into Date objects; both are accepted. */
  date(field: string): string {
    const value = this.data[field];
    if (value === undefined || value === null) this.fail(field, 'is required: add a date written YYYY-MM-DD');
    let text: string;
    if (value instanceof Date) {
      if (Number.isNaN(value.getTime())) this.fail(field, 'is not a real date: write it YYYY-MM-DD');
      text = value.toISOString().slice(0, 10);
    } else if (typeof value === 'string' && ISO_DATE.test(value.trim())) {
      text = value.trim();
    } else {
      this.fail(field, `must be a date written YYYY-MM-DD, found ${describe(value)}`);
    }
    const parsed = new Date(`${text}T00:00:00Z`);
    if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== text) {
      this.fail(field, `${text} is not a real calendar date`);
    }
    return text;
  }

  optionalDate(field: string): string | undefined {
    return this.has(field) ? this.date(field) : undefined;
  }

  integer(field: string, { min = -Infinity, max = Infinity } = {}): number {
    const value = this.data[field];
    if (value === undefined || value === null) this.fail(field, 'is required: add a whole number');
    if (typeof value !== 'number' || !Number.isInteger(value)) this.fail(field, `must be a whole number, found ${describe(value)}`);
    if (value < min || value > max) this.fail(field, `must be between ${min} and ${max}, found ${value}`);
    return value;
  }

  optionalInteger(field: string, range?: { min?: number; max?: number }): number | undefined {
    return this.has(field) ? this.integer(field, range) : undefined;
  }

  boolean(field: string): boolean {
    const value = this.data[field];
    if (typeof value !== 'boolean') this.fail(field, `must be true or false, found ${describe(value)}`);
    return value;
  }

  stringList(field: string): string[] {
    const value = this.data[field];
    if (!Array.isArray(value)) this.fail(field, `must be a list, found ${describe(value)}`);
    return value.map((item, index) => {
      if (typeof item !== 'string' || item.trim() === '') {
        throw new ContentError(this.file, `${this.name(field)}[${index}]`, `must be non-empty text, found ${describe(item)}`);
      }
      return item.trim();
    });
  }

  optionalStringList(field: string): string[] {
    return this.has(field) ? this.stringList(field) : [];
  }

  object(field: string): Fields {
    const value = this.data[field];
    if (!isRecord(value)) this.fail(field, `must be an object of named fields, found ${describe(value)}`);
    return new Fields(this.file, value, this.name(field));
  }

  list(field: string): Fields[] {
    const value = this.data[field];
    if (!Array.isArray(value)) this.fail(field, `must be a list, found ${describe(value)}`);
    return value.map((item, index) => Fields.of(this.file, item, `${this.name(field)}[${index}]`));
  }

  optionalList(field: string): Fields[] {
    return this.has(field) ? this.list(field) : [];
  }

  oneOf<T extends string>(field: string, allowed: readonly T[]): T {
    const value = this.string(field);
    if (!(allowed as readonly string[]).includes(value)) this.fail(field, `must be one of ${allowed.join(', ')}, found "${value}"`);
    return value as T;
  }
}
