/**
 * editor/: the content editor at /admin/ (Sveltia CMS, from our own origin). from-content.ts reads the site's
 * content config (every collection, with its label, description, files, format and zod schema) into the
 * editor's collections (collections.ts), with the few choices that are the editor's alone (which kinds are
 * screens of their own, icons, previews); fields.ts maps each schema's JSON Schema to the editor's fields
 * (content/field-meta.ts: what a schema may say beside a field for the editor); config.ts makes the whole
 * configuration; settings.ts and sign-in.ts read the site's editor settings (where it saves, how staff sign
 * in through the git host); admin-page.ts writes the page around the site's words; boot.ts runs in the
 * browser before the editor; write-editor.ts is the build step. The page's own Content-Security-Policy is in
 * site-files/editor-policy.ts. It names no content kind of the site.
 */
