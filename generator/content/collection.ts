/**
 * A content kind, declared by the site as Astro's `defineCollection` declares one: its name and the words
 * staff see (a label and a description), where its files are, their format, its zod schema (each field with
 * its label, hint and limits: `.meta({ title, description })`, lengths, patterns, choices), and what the site
 * makes of each checked file. The engine reads and checks every collection the same way (load-content.ts);
 * it never knows which kinds a site has. The declaration is plain data a program can read: the browser
 * editor's configuration is generated from it (`z.toJSONSchema` of each schema, in input mode).
 */
import { basename, join, relative } from 'node:path';
import type { z } from 'zod';
import type { MarkdownRenderer } from '../markdown/processor.ts';
import { filesEndingIn } from './read.ts';

/**
 * Where a collection's files are, relative to the content folder:
 *   { file: 'site.json' }                              one file
 *   { folder: 'pages', names: ['about', 'team'] }      several named files of one folder, each required
 *   { folder: 'resources' }                            every file of a folder (with `except`, all but those)
 * A folder's files end in the format's extension (.md for markdown, .json for JSON).
 */
export type CollectionFiles = { file: string } | { folder: string; names: readonly string[] } | { folder: string; except?: readonly string[] };

/** JSON, or markdown: YAML front matter (the schema checks it) and a body. */
export type CollectionFormat = 'json' | 'markdown';

export const EXTENSION: Record<CollectionFormat, string> = { json: '.json', markdown: '.md' };

/** What a collection's schema and entry step may use besides the file itself. */
export interface SchemaContext<Settings> {
  /** The file being read, as errors name it (relative to the working folder). */
  file: string;
  /** Renders short markdown fields (a FAQ answer), with the site's origin. */
  renderMarkdown: MarkdownRenderer;
  /** The site's settings collection, checked (undefined while the settings themselves are read). */
  settings: Settings;
}

/** One file of a collection: where it is, its name, the file as written, and for markdown its body. */
export interface EntrySource {
  file: string;
  /** The file's name without its extension: a folder entry's address part. */
  slug: string;
  /** The JSON, or the front matter, before the schema read it (tokens filled in where the collection has them). */
  raw: unknown;
  /** Markdown only: the body, tokens filled in. */
  body: string;
}

export interface CollectionConfig<S extends z.ZodType, T, Settings, F extends CollectionFiles> {
  /** The name the site and the editor's configuration use: `articles`, `site`. */
  name: string;
  /** What staff call it, in plain words: "Articles", "Phone numbers, help lines and settings". */
  label: string;
  /** One or two sentences for staff: what it holds and where it shows. */
  description: string;
  files: F;
  /** A single file the site can do without (read as undefined when it is not there). */
  optional?: boolean;
  format: CollectionFormat;
  /** false: read as written, without filling {{tokens}} (the settings the tokens come from). Default true. */
  tokens?: boolean;
  /** The file as written; a function when it needs the renderer, the settings or the file's own name. */
  schema: S | ((context: SchemaContext<Settings>) => S);
  /** What the site makes of one checked file (default: the checked value). Throw ContentError(s) for its problems. */
  entry?: (value: z.output<S>, source: EntrySource, context: SchemaContext<Settings>) => T;
}

/** A declared collection; `T` is what one of its files becomes. */
export type Collection<T = unknown, Settings = unknown, F extends CollectionFiles = CollectionFiles> = CollectionConfig<z.ZodType, T, Settings, F>;

/** What a collection becomes once read: one value for a single file (undefined if optional and absent), a list (in file order) otherwise. */
export type Loaded<C> = C extends Collection<infer T, never, infer F> ? (F extends { file: string } ? T : T[]) : never;

/** Declares a collection, keeping its types (the value of each file, its files' shape). */
export function defineCollection<S extends z.ZodType, F extends CollectionFiles, Settings = unknown, T = z.output<S>>(config: CollectionConfig<S, T, Settings, F>): Collection<T, Settings, F> {
  return config as unknown as Collection<T, Settings, F>;
}

/** The schema of a collection for this context. */
export function schemaOf<S extends z.ZodType, Settings>(schema: S | ((context: SchemaContext<Settings>) => S), context: SchemaContext<Settings>): S {
  return typeof schema === 'function' ? schema(context) : schema;
}

/** A folder collection's files: `names` each (present or not: a missing one is reported when read), else the folder's. */
export function collectionFiles(dir: string, collection: Pick<Collection, 'files' | 'format'>): string[] {
  const { files } = collection;
  const extension = EXTENSION[collection.format];
  const at = (...parts: string[]) => relative(process.cwd(), join(dir, ...parts)) || parts.join('/');
  if ('file' in files) return [at(files.file)];
  if ('names' in files) return files.names.map((name) => at(files.folder, `${name}${extension}`));
  const except = new Set(files.except ?? []);
  return filesEndingIn(join(dir, files.folder), extension)
    .filter((file) => !except.has(basename(file)))
    .map((file) => relative(process.cwd(), file) || file);
}

/** The files of every markdown collection: the render workers share their bodies (render/markdown-jobs.ts). */
export function markdownFiles(dir: string, collections: readonly Pick<Collection, 'files' | 'format'>[]): string[] {
  return collections.filter((collection) => collection.format === 'markdown').flatMap((collection) => collectionFiles(dir, collection));
}
