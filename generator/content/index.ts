/**
 * content/: reads and checks what authors write under content/, and returns it typed. One zod schema per
 * content kind (load-site.ts for site.json; parse-data.ts, parse-people.ts and parse-markdown.ts for the rest),
 * each checking a file as written, with what a page derives from it (word counts, rendered answers) as a
 * separate pure step; the types inferred from them (types.ts); front matter (markdown-file.ts and its cache);
 * site tokens such as {{phone}} (tokens.ts); claims typed outside site.json (claims-check.ts); and the loader
 * (load-content.ts), which runs them all, checks references across files and what the site needs of the
 * content, and reports every problem as `file: field: what to do`.
 * A new field goes in its kind's schema; a new check across files, in load-content.ts.
 */
