/**
 * What the editor is told about each content kind: its name, label and description, where its files are
 * (one file, several files, or a folder), their format, the zod schema that checks them, and each file's
 * value today (for the names a map has, and which fields need several lines). from-content.ts makes this
 * list from the site's content config; config.ts turns it into the editor's configuration.
 */
import type { z } from 'zod';

export type EditorFormat = 'json' | 'markdown';

/** One file of a kind held in one or several named files. */
export interface EditorFile {
  /** A name for the editor's address (letters, digits, - and _). */
  name: string;
  label: string;
  /** Path from the project root, like content/referrers.json. */
  file: string;
  /** The file's value today. */
  data?: unknown;
}

export type EditorFiles =
  /** A kind in one file. */
  | { kind: 'file'; file: EditorFile }
  /** A kind in several files the editor cannot add to (the language pages). */
  | { kind: 'files'; files: readonly EditorFile[] }
  /** A folder of files, one entry each (articles). */
  | { kind: 'folder'; folder: string; extension: 'md' | 'json'; create: boolean; delete: boolean; samples: readonly unknown[] };

export interface EditorCollection {
  name: string;
  label: string;
  /** Singular, for "New article". */
  labelSingular?: string;
  description: string;
  /** A Material Symbols icon name. */
  icon?: string;
  /** A kind in one file shown as a screen of its own, first in the editor's list (a chore, the settings). */
  screen?: boolean;
  files: EditorFiles;
  format: EditorFormat;
  schema: z.ZodType;
  /** Markdown files: the body under the front matter, with its label and hint. */
  body?: { label: string; hint?: string };
  /** Show the page as it will look beside the form (articles and pages), with these fields only. */
  preview?: boolean;
  previewFields?: readonly string[];
  /** The address of an entry on the site, for the editor's "view on site" link (`/resources/{{slug}}/`). */
  previewPath?: string;
  /** Sort a folder's entries by this field, newest first. */
  sortBy?: string;
  /** Top-level groups shown open; every other group is folded (the chore's screen: its part open). */
  expanded?: readonly string[];
  /** Top-level groups shown folded. */
  collapsed?: readonly string[];
}
