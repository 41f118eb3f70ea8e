/**
 * content/: reads and checks what authors write under content/, and returns it typed. One zod schema per
 * content kind (load-site.ts for site.json; parse-data.ts, parse-people.ts, parse-markdown.ts, parse-terms.ts
 * for the service terms, parse-forms.ts for every word of the forms, parse-search.ts for the search words and
 * the resources lists, parse-languages.ts with inline-text.ts and language-tags.ts for the pages in community
 * languages), each checking a file as written. What a page derives from a file (word counts, rendered FAQ
 * answers, the forms' rendered notices) is a separate pure step; where a schema renders short markdown itself
 * (programs, service terms, Easy Read, places for referrers) it is handed the renderer, never a global. Also: the types inferred from them (types.ts); front matter (markdown-file.ts and
 * its cache); how content files are read (read.ts: no links, UTF-8 only, no secrets); site tokens such as
 * {{phone}} (tokens.ts); claims about us (claims.ts) and claims typed outside site.json (claims-check.ts);
 * whom each article is written for (readers.ts); values of site.json checked for the server configuration
 * they are written into (server-config-values.ts); the editor's settings (editor-settings.ts); and the loader (load-content.ts), which runs them all,
 * checks references across files and what the site needs of the content, and reports every problem as
 * `file: field: what to do`.
 * A new field goes in its kind's schema; a new check across files, in load-content.ts.
 */
