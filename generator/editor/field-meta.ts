/**
 * What a content schema may say about a field for the editor, beside the field in zod's metadata
 * (`.meta({...})`): zod writes every key into the field's JSON Schema, where the editor's mapper
 * (fields.ts) reads it. `title` is the field's label and `description` its hint (zod's own keys).
 */

export interface EditorFieldMeta {
  /** `text`: several lines of plain text; `markdown`: markdown with a formatting toolbar. */
  widget?: 'text' | 'markdown';
  /** Choose the value from a named list the build gives the editor (`services`, `areas`, `helpLines`...). */
  choices?: string;
  /** For a map of named entries (a service's places): one group per name of this named list. */
  keys?: string;
  /** What the editor says when the value does not match the field's pattern. */
  patternHint?: string;
  /** Required in the editor, though the schema reads the field as optional and then refuses it empty. */
  requiredInEditor?: boolean;
  /** Shown folded in the editor: words that rarely change. */
  collapsed?: boolean;
  /** Not shown in the editor (kept as it is in the file). */
  hidden?: boolean;
}

declare module 'zod' {
  interface GlobalMeta extends EditorFieldMeta {}
}
