/**
 * content/: how content is read and checked, for any site. A site declares its content kinds as collections
 * (collection.ts `defineCollection`: a file, several named files or a folder; JSON or markdown; a zod schema
 * with each field's label, hint and limits, and what else the browser editor needs of it: field-meta.ts; what
 * each file becomes), and its content config says how the kinds fit together (load-content.ts ContentConfig).
 * The loader (load-content.ts) reads every collection the same way and reports every problem as `file: field:
 * what to do`. Also: the pieces every schema is built from and the wording of zod's findings (schema.ts); how
 * content files are read (read.ts: no links, UTF-8 only, no secrets); front matter (markdown-file.ts and its
 * cache); the token filler (tokens.ts: the site gives the tokens); word counts (words.ts); language tags
 * (language-tags.ts); and values checked for the server configuration they are written into
 * (server-config-values.ts). The site's own kinds live in templates/content/.
 */
