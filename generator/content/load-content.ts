/**
 * Step: read everything under the content folder, check it, and return the site's content. The site
 * declares its collections (collection.ts); this reads each the same way: its files (no links, UTF-8 only,
 * no secrets: read.ts), JSON or markdown with front matter (markdown-file.ts), tokens filled in from the
 * site's settings (tokens.ts), each file checked by its schema (schema.ts). Every problem in every file is
 * gathered before failing, so one run shows the author all of them, each as `file: field: what to do`.
 * The site then puts its content together, checks what spans files, and runs its editor's rules.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import type { ImageIndex } from '../assets/images.ts';
import { recentValues } from '../cache/recent.ts';
import { ContentError, ContentErrors, contentProblems } from '../errors.ts';
import { checkContentFolder } from '../files/input-files.ts';
import { createMarkdownRenderer, type MarkdownRenderer } from '../markdown/processor.ts';
import { EXTENSION, collectionFiles, schemaOf, type Collection, type CollectionFiles, type Loaded, type SchemaContext } from './collection.ts';
import { parseMarkdownFile } from './markdown-file.ts';
import { filesEndingIn, readJson, readText, readTextSync } from './read.ts';
import { checkContent } from './schema.ts';
import { fillTokensDeep, type Tokens } from './tokens.ts';

/** A content file as written, for the site's rules that read the text itself (a typed phone number, its line). */
export interface SourceText {
  file: string;
  text: string;
  format: 'json' | 'markdown';
  /** The collection it belongs to. */
  collection: string;
}

/** Everything the site's `assemble` and `checks` are given besides the collections. */
export interface ContentContext {
  /** The content folder. */
  dir: string;
  /** A path under the content folder as errors name it (relative to the working folder). */
  at(...parts: string[]): string;
  /** Every file read, as written (before tokens), by path. */
  sources: ReadonlyMap<string, SourceText>;
  renderMarkdown: MarkdownRenderer;
  /** The images the build processed (by the address content uses); undefined when a test reads content alone. */
  images: ImageIndex | undefined;
}

/** What the engine asks of a site's content (the site's content config, templates/content/collections.ts). */
export interface ContentConfig<Settings, C extends Record<string, Collection<unknown, Settings>>, Content> {
  /** Read first, as written (no tokens): the values every token and every other collection may use. */
  settings: Collection<Settings, undefined, { file: string }>;
  collections: C;
  /** The tokens prose may use ({{phone}}), made from the settings. */
  tokens(settings: Settings): Tokens;
  /** The site's own address (https://…): links to it are not marked external. */
  origin(settings: Settings): string;
  /** The site's content from the checked collections, with the checks across files. Throw ContentErrors. */
  assemble(loaded: { [K in keyof C]: Loaded<C[K]> }, settings: Settings, context: ContentContext): Content;
  /** The editor's rules, run on every build: each problem names the file, the line and what to write instead. */
  checks?(content: Content, context: ContentContext): ContentError[];
}

export interface LoadOptions<Settings> {
  /** The images the build processed: photos the content names must be among them. Left out, not checked. */
  images?: ImageIndex;
  /** The settings, when the build has read them already (readSettings). */
  settings?: Settings;
}

export interface LoadedContent<Content> {
  content: Content;
  /** Every markdown body, tokens filled in: the markdown cache keeps what these render to. */
  markdownBodies: string[];
}

const at = (dir: string) => (...parts: string[]) => relative(process.cwd(), join(dir, ...parts)) || parts.join('/');

/** The site's settings file, checked: read first, since tokens and other collections depend on it. */
export async function readSettings<Settings>(dir: string, collection: Collection<Settings, undefined, { file: string }>): Promise<Settings> {
  const [file] = collectionFiles(dir, collection) as [string];
  const context: SchemaContext<undefined> = { file, renderMarkdown: () => ({ html: '', toc: [] }), settings: undefined };
  const raw = await readJson(file);
  const value = checkContent(schemaOf(collection.schema, context), file, raw);
  return collection.entry ? collection.entry(value, { file, slug: basename(file, EXTENSION.json), raw, body: '' }, context) : (value as Settings);
}

/**
 * Each file's checked value, by the settings it was read with, its collection, its path and its text, kept
 * from one build to the next (cache/recent.ts): `npm run dev`'s builder reads the content again on every save,
 * and every file but the edited one gives what it gave last time. Each build is handed a copy (content is
 * plain data), so nothing one build does to its content reaches the next. What it saves, measured
 * (docs/performance.md, round of issue 40, third part): about 40 ms of each dev rebuild (the schemas, and the
 * markdown of services' answers and the forms' words); a one-off build keeps nothing.
 */
const checkedFiles = recentValues<{ value: unknown; body: string }>({ copied: true });

/** One file read and checked. */
interface ReadFile {
  file: string;
  value: unknown;
}

export async function loadContent<Settings, C extends Record<string, Collection<unknown, Settings>>, Content>(
  dir: string,
  config: ContentConfig<Settings, C, Content>,
  { images, settings: given }: LoadOptions<Settings> = {},
): Promise<LoadedContent<Content>> {
  // No links, hidden files or never-public files anywhere under content/ (input-files.ts).
  checkContentFolder(dir);
  const settings = given ?? (await readSettings(dir, config.settings));
  const tokens = config.tokens(settings);
  const renderMarkdown = createMarkdownRenderer({ siteOrigin: config.origin(settings) });
  const sources = new Map<string, SourceText>();
  const markdownBodies: string[] = [];
  const settingsFile = collectionFiles(dir, config.settings)[0]!;
  checkedFiles.nextBuild();
  const readWith = createHash('sha1').update(JSON.stringify(settings)).digest('base64');
  const checked = (collection: Collection<unknown, Settings>, file: string, text: string, make: () => { value: unknown; body: string }) => checkedFiles.get(`${readWith}\0${collection.name}\0${file}\0${text}`, make);
  sources.set(settingsFile, { file: settingsFile, text: await readText(settingsFile), format: 'json', collection: config.settings.name });

  /** One file read and checked; a problem rejects the promise. */
  const readOne = async (collection: Collection<unknown, Settings>, file: string): Promise<ReadFile> => {
    const context: SchemaContext<Settings> = { file, renderMarkdown, settings };
    if (collection.format === 'markdown') {
      const text = readTextSync(file);
      sources.set(file, { file, text, format: 'markdown', collection: collection.name });
      const { value, body } = checked(collection, file, text, () => {
        const markdown = parseMarkdownFile(file, text, tokens);
        const value = checkContent(schemaOf(collection.schema, context), file, markdown.data);
        const source = { file, slug: markdown.slug, raw: markdown.data, body: markdown.body };
        return { value: collection.entry ? collection.entry(value, source, context) : value, body: markdown.body };
      });
      markdownBodies.push(body);
      return { file, value };
    }
    const text = await readText(file);
    sources.set(file, { file, text, format: 'json', collection: collection.name });
    const { value } = checked(collection, file, text, () => {
      const raw = parseJson(file, text);
      const filled = collection.tokens === false ? raw : fillTokensDeep(raw, tokens, file);
      const value = checkContent(schemaOf(collection.schema, context), file, filled);
      const source = { file, slug: basename(file, EXTENSION.json), raw: filled, body: '' };
      return { value: collection.entry ? collection.entry(value, source, context) : value, body: '' };
    });
    return { file, value };
  };

  // Each collection's files are read at once; problems are listed collection by collection, file by file,
  // in the order the site declares them, whatever finished first.
  const names = Object.keys(config.collections) as (keyof C & string)[];
  const loaded = {} as Record<string, unknown>;
  const problems = await Promise.all(
    names.map(async (name) => {
      const collection = config.collections[name]!;
      const found = strayFiles(dir, collection.files, collection.format);
      const listed = collectionFiles(dir, collection);
      // A named file the site needs, missing, says so; an optional single file may be left out.
      const named = 'names' in collection.files;
      const files = listed.filter((file) => existsSync(file) || (!collection.optional && !named));
      if (named) for (const file of listed.filter((file) => !existsSync(file))) found.push(new ContentError(file, '(file)', 'is missing: the site needs this file'));
      const results = await Promise.allSettled(files.map((file) => readOne(collection, file)));
      for (const result of results) if (result.status === 'rejected') found.push(...contentProblems(result.reason));
      const values = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value.value] : []));
      loaded[name] = 'file' in collection.files ? values[0] : values;
      return found;
    }),
  );
  if (problems.flat().length) throw new ContentErrors(problems.flat());

  const context: ContentContext = { dir, at: at(dir), sources, renderMarkdown, images };
  const content = config.assemble(loaded as { [K in keyof C]: Loaded<C[K]> }, settings, context);
  const broken = config.checks?.(content, context) ?? [];
  if (broken.length) throw new ContentErrors(broken);
  return { content, markdownBodies };
}

function parseJson(file: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ContentError(file, '(file)', `is not valid JSON: ${(error as Error).message}`, { cause: error });
  }
}

/** Files in a named-files folder that are none of its names: an editor's new page the site would never show. */
function strayFiles(dir: string, files: CollectionFiles, format: 'json' | 'markdown'): ContentError[] {
  if (!('names' in files)) return [];
  const extension = EXTENSION[format];
  const names = new Set(files.names);
  return filesEndingIn(join(dir, files.folder), extension)
    .filter((file) => !names.has(basename(file, extension)))
    .map((file) => new ContentError(relative(process.cwd(), file) || file, '(file)', `is not one of the files the site shows (${files.names.join(', ')}): rename it to one of them, or remove it`));
}

