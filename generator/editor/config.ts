/**
 * The editor's whole configuration (Sveltia CMS, as /admin/config.json), generated from the site's content
 * config (from-content.ts): never written by hand. A kind in one file is a collection of that file, or a
 * screen of its own at the top of the editor's list where the site says so ("Places for referrers"); a kind
 * in several files or a folder is a collection of entries. Every field comes from the kind's zod schema
 * (fields.ts), so the editor refuses at field level what the build would refuse there.
 */
import type { CmsConfig, CollectionFile, EntryCollection, Field, FileCollection } from '@sveltia/cms';
import { z } from 'zod';
import type { EditorCollection, EditorFile } from './collections.ts';
import { objectFields, type Choices, type FieldContext, type JsonSchemaNode } from './fields.ts';
import type { EditorSignIn } from './sign-in.ts';

export interface EditorConfigInput {
  collections: readonly EditorCollection[];
  /** Named lists the schemas' `choices` and `keys` meta refer to. */
  lists: Readonly<Record<string, Choices>>;
  signIn: Extract<EditorSignIn, { ready: true }>;
  /** The editor's title, in the site's words ("Example Support: edit the website"). */
  title: string;
  siteUrl: string;
  /** Where pictures are kept (content/images) and the address they are published at (/images). */
  media: { folder: string; publicFolder: string };
  logoUrl: string;
}

export interface EditorConfigResult {
  config: CmsConfig;
  /** Fields that could only be approximated, as `collection: path: what was done`. */
  approximations: string[];
}

/** The JSON Schema of what a file holds as written (the schema's input), for the mapper. */
export function inputSchema(schema: z.ZodType): JsonSchemaNode {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchemaNode;
}

export function editorConfig(input: EditorConfigInput): EditorConfigResult {
  const approximations: string[] = [];
  const singletons: CollectionFile[] = [];
  const collections: (FileCollection | EntryCollection)[] = [];
  for (const collection of input.collections) {
    const context: FieldContext = { lists: input.lists, approximations: [] };
    const { files } = collection;
    if (files.kind === 'file' && collection.screen) {
      singletons.push({ ...collectionFile(collection, { ...files.file, name: collection.name, label: collection.label }, context), ...(collection.icon ? { icon: collection.icon } : {}) });
    } else if (files.kind === 'file') {
      collections.push({ name: collection.name, label: collection.label, ...describe(collection), files: [collectionFile(collection, files.file, context)] });
    } else if (files.kind === 'files') {
      collections.push({
        name: collection.name,
        label: collection.label,
        ...describe(collection),
        format: formatOf(collection),
        editor: { preview: collection.preview ?? false },
        files: files.files.map((file) => {
          const own: FieldContext = { lists: input.lists, approximations: [] };
          const made = collectionFile(collection, file, own);
          approximations.push(...own.approximations.map((note) => `${collection.name}/${file.name}: ${note}`));
          return made;
        }),
      });
    } else {
      const fields = previewOnly([...objectFields(inputSchema(collection.schema), mergeSamples(files.samples), context), ...bodyField(collection)], collection);
      collections.push({
        name: collection.name,
        label: collection.label,
        ...(collection.labelSingular ? { label_singular: collection.labelSingular } : {}),
        ...describe(collection),
        folder: files.folder,
        extension: files.extension,
        format: formatOf(collection),
        create: files.create,
        delete: files.delete,
        slug: '{{slug}}',
        identifier_field: 'title',
        ...(collection.previewPath ? { preview_path: collection.previewPath } : {}),
        ...(collection.sortBy ? { sortable_fields: { fields: [collection.sortBy, 'title'], default: { field: collection.sortBy, direction: 'descending' } } } : {}),
        editor: { preview: collection.preview ?? false },
        fields,
      });
    }
    approximations.push(...context.approximations.map((note) => `${collection.name}: ${note}`));
  }
  const { signIn } = input;
  return {
    approximations,
    config: {
      backend: signIn.backend,
      publish_mode: signIn.drafts ? 'editorial_workflow' : 'simple',
      app_title: input.title,
      site_url: input.siteUrl,
      logo_url: input.logoUrl,
      media_folder: input.media.folder,
      public_folder: input.media.publicFolder,
      // An optional field left empty is left out of the file, as the content is written by hand.
      output: { omit_empty_optional_fields: true, json: { indent_style: 'space', indent_size: 2 } },
      singletons,
      collections,
    },
  };
}

function describe(collection: EditorCollection): { description: string; icon?: string } {
  return { description: collection.description, ...(collection.icon ? { icon: collection.icon } : {}) };
}

function formatOf(collection: EditorCollection): 'json' | 'yaml-frontmatter' {
  return collection.format === 'json' ? 'json' : 'yaml-frontmatter';
}

function collectionFile(collection: EditorCollection, file: EditorFile, context: FieldContext): CollectionFile {
  const fields: Field[] = [...fold(objectFields(inputSchema(collection.schema), file.data, context), collection), ...bodyField(collection)];
  return {
    name: file.name,
    label: file.label,
    file: file.file,
    format: formatOf(collection),
    editor: { preview: collection.preview ?? false },
    fields,
  };
}

/** With `previewFields`, the preview shows those fields alone, as the page does (a title, then the text). */
function previewOnly(fields: Field[], { previewFields }: EditorCollection): Field[] {
  if (!previewFields) return fields;
  return fields.map((field) => ('widget' in field && field.widget === 'hidden') || previewFields.includes(field.name) ? field : { ...field, preview: false });
}

/** The collection's `expanded` groups open and every other group folded, or its `collapsed` groups folded. */
function fold(fields: Field[], { expanded, collapsed }: EditorCollection): Field[] {
  return fields.map((field) => {
    if (!('widget' in field) || (field.widget !== 'object' && field.widget !== 'list')) return field;
    if (expanded) return { ...field, collapsed: !expanded.includes(field.name) };
    if (collapsed?.includes(field.name)) return { ...field, collapsed: true };
    return field;
  });
}

/** A markdown file's body, under its front matter: the site's label and hint for it, else "Text". */
function bodyField(collection: EditorCollection): Field[] {
  if (collection.format !== 'markdown') return [];
  const body = collection.body ?? { label: 'Text' };
  return [{ name: 'body', label: body.label, widget: 'markdown', ...(body.hint ? { hint: body.hint } : {}) }];
}

/**
 * One value standing for a folder's files: for each field, the longest text any file has (so a field that
 * often runs long gets several lines) and the union of the names its maps have.
 */
export function mergeSamples(samples: readonly unknown[]): unknown {
  return samples.reduce<unknown>((merged, sample) => mergeTwo(merged, sample), undefined);
}

function mergeTwo(a: unknown, b: unknown): unknown {
  if (a === undefined) return b;
  if (b === undefined) return a;
  if (typeof a === 'string' && typeof b === 'string') return b.length > a.length ? b : a;
  if (Array.isArray(a) && Array.isArray(b)) return [mergeSamples([...a, ...b])];
  if (a && b && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
    const result: Record<string, unknown> = { ...a };
    for (const [key, value] of Object.entries(b)) result[key] = mergeTwo(result[key], value);
    return result;
  }
  return a;
}
