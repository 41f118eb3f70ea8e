/**
 * A content schema's JSON Schema (zod 4's z.toJSONSchema(), `io: 'input'`: the file as it is written) as the
 * editor's fields. Generic: it knows JSON Schema and Sveltia CMS's field types, never a content kind.
 *
 *   string                  string, or text (several lines) or markdown, from the field's `widget` meta;
 *                           long values in the file today also get several lines
 *   string, format date     date, with Sveltia's "Today" button, stored YYYY-MM-DD
 *   enum / `choices` meta   select, its options the enum's values or a named list the build gives
 *   integer, number         number, with its minimum and maximum
 *   boolean                 boolean
 *   array                   list (of one field, or of objects), with its min and max
 *   object                  object, its fields in the schema's order
 *   record (a map by name)  object, one group per name: the `keys` meta's named list, or the names the
 *                           file has today (a new name is a developer's change)
 *   anyOf (a union)         the branch the file's value has today, else the first: the nearest editable field
 *
 * Rules carried over: required (a required text must not be empty), pattern (with the field's
 * `patternHint` as the message), minLength and maxLength, minItems and maxItems, enum. Labels are the
 * field's `title` (else its name in words); hints are its `description`. What cannot be mapped is kept in
 * the file untouched and reported (`approximations`), never guessed.
 */
import type { Field } from '@sveltia/cms';
import type { FieldMeta } from '../content/field-meta.ts';

/** The parts of a JSON Schema node the mapper reads (zod writes the field's meta keys beside them). */
export interface JsonSchemaNode extends FieldMeta {
  type?: string | string[];
  properties?: Record<string, JsonSchemaNode>;
  required?: string[];
  items?: JsonSchemaNode;
  additionalProperties?: JsonSchemaNode | boolean;
  propertyNames?: JsonSchemaNode;
  anyOf?: JsonSchemaNode[];
  oneOf?: JsonSchemaNode[];
  not?: JsonSchemaNode;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  title?: string;
  description?: string;
}

/** A named list of choices (services, council areas, help lines...): each value with its label. */
export type Choices = readonly { value: string; label: string }[];

export interface FieldContext {
  /** Named lists the `choices` and `keys` meta refer to. */
  lists: Readonly<Record<string, Choices>>;
  /** Where a field could only be approximated, written as `path: what was done`. */
  approximations: string[];
}

/** A value is "long" (several lines of plain text) past this many characters. */
const LONG_TEXT = 90;
const NAME = /^[A-Za-z0-9_-]+$/;
/** A map's entries are shown open up to this many (a service each); a longer map's are folded (help lines). */
const OPEN_ENTRIES = 8;

/** "asAtLabel" -> "As at label", "helpLines" -> "Help lines", "13yarn" -> "13yarn". */
export function humanize(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const types = (node: JsonSchemaNode): string[] => (node.type === undefined ? [] : Array.isArray(node.type) ? node.type : [node.type]);
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The fields of an object schema, in the order the file has them today, then the schema's others in its
 * order: the editor writes fields in this order, so a saved file differs from the one read only where
 * something was changed. `value` is the file's value today (for that order, maps and unions).
 */
export function objectFields(node: JsonSchemaNode, value: unknown, context: FieldContext, path = ''): Field[] {
  const data = isObject(value) ? value : {};
  const required = new Set(node.required ?? []);
  const properties = node.properties ?? {};
  const names = [...Object.keys(data).filter((name) => name in properties), ...Object.keys(properties).filter((name) => !(name in data))];
  return names.flatMap((name) => {
    const child = properties[name]!;
    const field = fieldFor(name, child, data[name], { required: child.requiredInEditor ?? required.has(name), path: join(path, name) }, context);
    return field ? [field] : [];
  });
}

function join(path: string, name: string): string {
  return path ? `${path}.${name}` : name;
}

/** One field, or undefined where the value cannot be edited (kept in the file as it is). */
export function fieldFor(name: string, input: JsonSchemaNode, value: unknown, where: { required: boolean; path: string }, context: FieldContext): Field | undefined {
  const node = pickBranch(input, value, where.path, context);
  if (!node) return undefined;
  const common = {
    name,
    label: node.title ?? humanize(name),
    ...(node.description ? { hint: node.description } : {}),
  };
  if (node.hidden) return { name, widget: 'hidden' };
  const kinds = types(node).filter((type) => type !== 'null');
  if (kinds.includes('array')) return listField(common, node, value, where, context);
  const choices = namedList(node.choices, where.path, context);
  if (node.enum || choices) return { ...common, widget: 'select', options: selectOptions(node, choices), required: where.required };
  if (kinds.includes('string')) return stringField(common, node, value, where);
  if (kinds.includes('integer') || kinds.includes('number')) {
    return {
      ...common,
      widget: 'number',
      value_type: kinds.includes('integer') ? 'int' : 'float',
      ...(node.minimum !== undefined ? { min: node.minimum } : {}),
      ...(node.maximum !== undefined ? { max: node.maximum } : {}),
      required: where.required,
    };
  }
  // Never required: an unticked box is false, which every schema reads as it reads a missing one.
  if (kinds.includes('boolean')) return { ...common, widget: 'boolean', required: false };
  if (kinds.includes('object')) {
    if (node.properties) {
      return { ...common, widget: 'object', fields: objectFields(node, value, context, where.path), required: where.required, ...(node.collapsed ? { collapsed: true } : {}) };
    }
    if (isObject(node.additionalProperties)) return mapField(common, node, node.additionalProperties, value, where, context);
  }
  note(context, `${where.path}: a value of no editable type (${JSON.stringify(node).slice(0, 60)}), kept in the file as it is`);
  return undefined;
}

/** The named list a `choices` or `keys` meta names, or undefined where it names none. */
function namedList(name: string | undefined, path: string, context: FieldContext): Choices | undefined {
  if (!name) return undefined;
  const list = context.lists[name];
  if (!list) throw new Error(`${path}: the list "${name}" is not among the lists given to the editor (${Object.keys(context.lists).join(', ')})`);
  return list;
}

/** Each approximation once, however many entries share it. */
function note(context: FieldContext, text: string): void {
  if (!context.approximations.includes(text)) context.approximations.push(text);
}

/** A select's options: the named list's, else the enum's values. */
function selectOptions(node: JsonSchemaNode, choices: Choices | undefined): { value: string; label: string }[] {
  if (choices) return choices.map(({ value, label }) => ({ value, label }));
  return (node.enum ?? []).filter((option): option is string => typeof option === 'string').map((option) => ({ value: option, label: option }));
}

/** A union (anyOf): the branch the file's value has today, else the first one that is not null. */
function pickBranch(node: JsonSchemaNode, value: unknown, path: string, context: FieldContext): JsonSchemaNode | undefined {
  if (node.not && Object.keys(node.not).length === 0) return undefined; // z.never(): the field must not be there
  const branches = node.anyOf ?? node.oneOf;
  if (!branches) return node;
  const usable = branches.filter((branch) => !(types(branch).length === 1 && types(branch)[0] === 'null'));
  const matching = usable.find((branch) => matchesType(branch, value)) ?? usable[0];
  if (!matching) return undefined;
  if (usable.length > 1) note(context, `${path}: one of ${usable.length} shapes (${usable.map((branch) => types(branch).join('/')).join(' or ')}); edited as the one the file has now, else the first`);
  const { anyOf: _anyOf, oneOf: _oneOf, ...meta } = node;
  return pickBranch({ ...matching, ...meta, type: matching.type }, value, path, context);
}

function matchesType(node: JsonSchemaNode, value: unknown): boolean {
  const kinds = types(node);
  if (value === undefined) return false;
  if (typeof value === 'string') return kinds.includes('string');
  if (typeof value === 'number') return kinds.includes('number') || kinds.includes('integer');
  if (typeof value === 'boolean') return kinds.includes('boolean');
  if (Array.isArray(value)) return kinds.includes('array');
  return kinds.includes('object');
}

type Common = { name: string; label: string; hint?: string };

function stringField(common: Common, node: JsonSchemaNode, value: unknown, where: { required: boolean }): Field {
  // Required in the file and never empty there: required in the editor too.
  const required = where.required && !mayBeEmpty(node);
  if (node.format === 'date') return { ...common, widget: 'datetime', type: 'date', format: 'YYYY-MM-DD', required };
  const long = typeof value === 'string' && (value.length > LONG_TEXT || value.includes('\n'));
  const widget = node.widget ?? (long ? 'text' : 'string');
  const rules = {
    required,
    ...(node.minLength !== undefined && node.minLength > 1 ? { minlength: node.minLength } : {}),
    ...(node.maxLength !== undefined ? { maxlength: node.maxLength } : {}),
    ...(node.pattern ? { pattern: editorPattern(node.pattern, required, node.patternHint) } : {}),
  };
  if (widget === 'markdown') return { ...common, widget: 'markdown', required, ...(node.pattern ? { pattern: editorPattern(node.pattern, required, node.patternHint) } : {}) };
  return { ...common, widget, ...rules };
}

/** Whether the schema lets the text be empty (no minimum length, no pattern or date format refusing ''). */
function mayBeEmpty(node: JsonSchemaNode): boolean {
  if ((node.minLength ?? 0) >= 1 || node.format === 'date') return false;
  return !node.pattern || new RegExp(node.pattern, /\\[pPu]\{/.test(node.pattern) ? 'u' : '').test('');
}

/**
 * A pattern as Sveltia CMS reads it: written `/source/flags`, so a slash inside is never read as the end,
 * with the u flag where the source needs it, and matching an empty value where the field may be empty
 * (the editor tests a field's pattern even when it is empty).
 */
export function editorPattern(source: string, required: boolean, hint?: string): [string, string] {
  const unicode = /\\[pPu]\{/.test(source);
  const body = required ? source : `^$|(?:${source})`;
  return [`/${body}/${unicode ? 'u' : ''}`, hint ?? 'This is not written the way the site needs it: see the hint above.'];
}

function listField(common: Common, node: JsonSchemaNode, value: unknown, where: { required: boolean; path: string }, context: FieldContext): Field | undefined {
  const item = node.items ?? {};
  const items = Array.isArray(value) ? value : [];
  const limits = {
    ...(node.minItems !== undefined && node.minItems > 0 ? { min: node.minItems } : {}),
    ...(node.maxItems !== undefined ? { max: node.maxItems } : {}),
  };
  // A list chooses its items from a named list: the list's own `choices` meta, or its items'.
  const choices = namedList(item.choices ?? node.choices, where.path, context);
  if (item.enum || choices) return { ...common, widget: 'select', multiple: true, options: selectOptions(item, choices), required: where.required && (node.minItems ?? 0) > 0, ...limits };
  const sample = items.find((entry) => entry !== undefined);
  if (types(item).includes('object') && item.properties) {
    const fields = objectFields(item, sample, context, `${where.path}[]`);
    const title = fields.find((field) => ['name', 'title', 'heading', 'question', 'label', 'id', 'slug'].includes(field.name));
    return {
      ...common,
      widget: 'list',
      fields,
      collapsed: true,
      ...(title ? { summary: `{{fields.${title.name}}}` } : {}),
      required: where.required && (node.minItems ?? 0) > 0,
      ...limits,
    };
  }
  const single = fieldFor('item', { ...item, title: item.title ?? (item.format === 'uri' ? 'Address' : singular(common.label)) }, sample, { required: true, path: `${where.path}[]` }, context);
  if (!single) return undefined;
  return { ...common, widget: 'list', field: single, required: where.required && (node.minItems ?? 0) > 0, ...limits };
}

function singular(label: string): string {
  return label.replace(/ies$/, 'y').replace(/s$/, '');
}

/**
 * A map of named entries (a record): one group per name. The names are the `keys` meta's named list (every
 * service, say, each optional) or else the names the file has today (each kept).
 */
function mapField(common: Common, node: JsonSchemaNode, entry: JsonSchemaNode, value: unknown, where: { required: boolean; path: string }, context: FieldContext): Field | undefined {
  const data = isObject(value) ? value : {};
  const named = namedList(node.keys, where.path, context);
  const names: Choices = named ?? Object.keys(data).map((key) => ({ value: key, label: entryLabel(key, data[key]) }));
  if (!named) note(context, `${where.path}: a map by name, edited as one group for each name the file has now; a new name is added in the file`);
  const fields = names.flatMap(({ value: key, label }) => {
    if (!NAME.test(key)) {
      note(context, `${where.path}.${key}: a name the editor cannot hold, kept in the file as it is`);
      return [];
    }
    const field = fieldFor(key, { ...entry, title: label }, data[key], { required: named ? false : true, path: `${where.path}.*` }, context);
    if (!field) return [];
    return [types(entry).includes('object') && 'widget' in field && field.widget === 'object' && names.length > OPEN_ENTRIES ? { ...field, collapsed: true } : field];
  });
  // A map with no names (an optional one the file leaves empty) has nothing to edit.
  if (fields.length === 0) return undefined;
  return { ...common, widget: 'object', fields, required: where.required, ...(node.collapsed ? { collapsed: true } : {}) };
}

/** A map entry's label: its own name or title where it has one ("Lifeline"), else its key in words. */
function entryLabel(key: string, value: unknown): string {
  if (isObject(value)) {
    for (const field of ['name', 'title', 'label', 'heading']) if (typeof value[field] === 'string') return value[field];
  }
  return humanize(key);
}
