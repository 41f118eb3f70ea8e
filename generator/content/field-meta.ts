/**
 * What a content schema may say about a field besides its label and hint, for the browser editor: zod keeps
 * it as the field's meta (`field()` and `labelled()` in schema.ts set it beside the label), and writes every
 * key into the field's JSON Schema, where the editor's mapper (generator/editor/fields.ts) reads it. `title`
 * (the label) and `description` (the hint) are zod's own keys.
 */
export interface FieldMeta {
  /** `text`: several lines of plain text; `markdown`: markdown with a formatting toolbar. */
  widget?: 'text' | 'markdown';
  /**
   * Choose the value from a named list the site gives the editor (`services`, `areas`, `helpLines`...). On a
   * list, each of its items is chosen from it.
   */
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
  interface GlobalMeta extends FieldMeta {}
}
