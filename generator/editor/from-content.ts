/**
 * The site's content config as the editor's collections. Every collection the site declares, and its
 * settings, becomes one: its name, label and description as the site declares them, its files and format,
 * and the schema the build checks it with (each field's label, hint and limits are the schema's meta). A
 * content kind added to the config appears in the editor with no other change.
 *
 *   { file }              a file collection of that one file, or a screen of its own where the site says so
 *   { folder, names }     a folder of entries the editor can change but not add to or remove (each is needed)
 *   { folder }            a folder of entries the editor can add to and remove from
 *   { folder, except }    its files today, each by name: the editor cannot leave a file out of a folder it lists
 *
 * The site adds only what is the editor's alone (EditorChoices): which kinds in one file are screens of their
 * own, first in the list, and any screen on part of a file (a chore: the help lines of the settings), which
 * collections come first, icons, previews, and how entries are labelled and sorted.
 */
import { basename, isAbsolute, join, relative } from 'node:path';
import { existsSync } from 'node:fs';
import { collectionFiles, schemaOf, EXTENSION, type Collection, type SchemaContext } from '../content/collection.ts';
import { frontMatterAsWritten } from '../content/markdown-file.ts';
import { readTextSync } from '../content/read.ts';
import { ROOT } from '../files/paths.ts';
import type { MarkdownRenderer } from '../markdown/processor.ts';
import type { EditorCollection, EditorFile, EditorFiles } from './collections.ts';
import { humanize } from './fields.ts';

/** The editor's own choices for one content kind (none needed: each has a default). */
export interface EditorView {
  /** A Material Symbols icon name. */
  icon?: string;
  /** Singular, for "New article". */
  labelSingular?: string;
  /** Top-level groups shown open, every other group folded. */
  open?: readonly string[];
  /** Top-level groups shown folded. */
  folded?: readonly string[];
  /** Markdown: the body's label and hint (default "Text"). */
  body?: { label: string; hint?: string };
  /** Show the page beside the form as it will look, with these fields alone; `path`: its address on the site. */
  preview?: { fields: readonly string[]; path?: string };
  /** Sort a folder's entries by this field, newest first. */
  sortBy?: string;
  /** A kind listed file by file: each file's label, from its value (default: its name in words). */
  fileLabel?: (data: unknown, name: string) => string;
}

/** A screen on part of a kind in one file (`of`), with its own name, label and description: a chore. */
export interface PartScreen extends EditorView {
  name: string;
  label: string;
  description: string;
  /** The name of the kind in one file it shows. */
  of: string;
}

export interface EditorChoices {
  /**
   * Screens of their own, first in the editor's list and in this order: a kind in one file (by its name), or
   * a screen on part of one. Every other kind is a collection, in the order the site declares it.
   */
  screens?: readonly (string | PartScreen)[];
  /** Collections listed first (the ones staff open most), in this order; the rest follow as the site declares them. */
  first?: readonly string[];
  /** The editor's own choices for each kind, by its name. */
  views?: Readonly<Record<string, EditorView>>;
}

/** The content config as the engine reads it: the settings collection, read first, and the others. */
export interface EditorContentConfig<Settings> {
  settings: Collection<Settings, undefined, { file: string }>;
  collections: Readonly<Record<string, Collection<unknown, Settings>>>;
}

/** A schema that renders markdown as it reads needs a renderer; the editor reads only its shape. */
const shapeOnly: MarkdownRenderer = () => ({ html: '', toc: [] }) as unknown as ReturnType<MarkdownRenderer>;

/**
 * Every collection of the content config (in `dir`, the content folder) as the editor's, given the checked
 * settings (schemas that depend on them read them) and the site's choices.
 */
export function editorCollections<Settings>(config: EditorContentConfig<Settings>, dir: string, settings: Settings, choices: EditorChoices = {}): EditorCollection[] {
  const views = choices.views ?? {};
  const screens = choices.screens ?? [];
  const declared: Collection<unknown, Settings>[] = [config.settings as unknown as Collection<unknown, Settings>, ...Object.values(config.collections)];
  const byName = new Map(declared.map((collection) => [collection.name, collection]));
  const screenNames = new Set(screens.filter((screen): screen is string => typeof screen === 'string'));
  for (const screen of screens) {
    const name = typeof screen === 'string' ? screen : screen.of;
    const collection = byName.get(name);
    if (!collection || !('file' in collection.files)) throw new Error(`The editor's screen "${typeof screen === 'string' ? screen : screen.name}" names "${name}", which is not a content kind in one file of the content config`);
  }
  const made = (collection: Collection<unknown, Settings>, view: EditorView, screen: boolean): EditorCollection | undefined => {
    const isSettings = collection === (config.settings as unknown);
    const files = editorFiles(collection, dir, view);
    if (!files) return undefined;
    const [first] = collectionFiles(dir, collection);
    const context: SchemaContext<Settings> = { file: first ?? collection.name, renderMarkdown: shapeOnly, settings: (isSettings ? undefined : settings) as Settings };
    return {
      name: collection.name,
      label: collection.label,
      description: collection.description,
      files,
      format: collection.format,
      schema: schemaOf(collection.schema, context),
      ...(screen ? { screen } : {}),
      ...viewOptions(view),
    };
  };
  const first = screens.flatMap((screen) => {
    if (typeof screen === 'string') return [made(byName.get(screen)!, views[screen] ?? {}, true)];
    const whole = made(byName.get(screen.of)!, screen, true);
    return whole ? [{ ...whole, name: screen.name, label: screen.label, description: screen.description }] : [];
  });
  const order = (name: string) => {
    const place = (choices.first ?? []).indexOf(name);
    return place === -1 ? Number.MAX_SAFE_INTEGER : place;
  };
  const rest = declared
    .filter((collection) => !screenNames.has(collection.name))
    .map((collection, index) => ({ collection, index }))
    .sort((a, b) => order(a.collection.name) - order(b.collection.name) || a.index - b.index)
    .map(({ collection }) => made(collection, views[collection.name] ?? {}, false));
  return [...first, ...rest].filter((collection): collection is EditorCollection => collection !== undefined);
}

function viewOptions(view: EditorView): Partial<EditorCollection> {
  return {
    ...(view.icon ? { icon: view.icon } : {}),
    ...(view.labelSingular ? { labelSingular: view.labelSingular } : {}),
    ...(view.open ? { expanded: view.open } : {}),
    ...(view.folded ? { collapsed: view.folded } : {}),
    ...(view.body ? { body: view.body } : {}),
    ...(view.preview ? { preview: true, previewFields: view.preview.fields, ...(view.preview.path ? { previewPath: view.preview.path } : {}) } : {}),
    ...(view.sortBy ? { sortBy: view.sortBy } : {}),
  };
}

/** Where a collection's files are, as the editor lists them; undefined for an optional file that is not there. */
function editorFiles<Settings>(collection: Collection<unknown, Settings>, dir: string, view: EditorView): EditorFiles | undefined {
  const { files, format } = collection;
  const extension = EXTENSION[format];
  const read = (file: string): unknown => (format === 'markdown' ? frontMatterAsWritten(file) : JSON.parse(readTextSync(file)));
  const editorFile = (file: string, label?: string): EditorFile => {
    const name = basename(file, extension);
    const data = read(file);
    return { name, label: label ?? view.fileLabel?.(data, name) ?? humanize(name), file: repositoryPath(dir, file), data };
  };
  if ('file' in files) {
    const [file] = collectionFiles(dir, collection);
    if (!file || (collection.optional && !existsSync(file))) return undefined;
    return { kind: 'file', file: editorFile(file, collection.label) };
  }
  if ('except' in files && files.except?.length) return { kind: 'files', files: collectionFiles(dir, collection).map((file) => editorFile(file)) };
  const fixed = 'names' in files;
  return {
    kind: 'folder',
    folder: repositoryPath(dir, join(dir, files.folder)),
    extension: format === 'markdown' ? 'md' : 'json',
    create: !fixed,
    delete: !fixed,
    samples: collectionFiles(dir, collection)
      .filter((file) => existsSync(file))
      .map(read),
  };
}

/**
 * A path under the content folder `dir` as the editor names it in the repository: from the project root,
 * with forward slashes. A content folder outside the project (a test's copy of content/) stands for the repository's
 * own `content/`, so the configuration is the same wherever the build reads its content from.
 */
export function repositoryPath(dir: string, path: string): string {
  const inProject = relative(ROOT, dir);
  const folder = inProject && !inProject.startsWith('..') && !isAbsolute(inProject) ? inProject : 'content';
  return join(folder, relative(dir, path)).split('\\').join('/');
}
