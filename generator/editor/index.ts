/**
 * editor/: the content editor at /admin/ (Sveltia CMS, from our own origin). The site hands over its content
 * kinds (collections.ts: each kind's files, format and zod schema); fields.ts maps each schema's JSON Schema
 * to the editor's fields (field-meta.ts: what a schema may say beside a field for the editor); config.ts
 * makes the whole configuration; sign-in.ts reads site.json's `editor` (where it saves, how staff sign in
 * through the git host); admin-page.ts writes the page; boot.ts runs in the browser before the editor;
 * write-editor.ts is the build step; chores.ts names the screens the build's warnings point to. The page's
 * own Content-Security-Policy is in site-files/editor-policy.ts.
 */
