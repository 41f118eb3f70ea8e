/**
 * content/: the site's content model. collections.ts is the content config: every kind under content/
 * declared once (its name and the words staff see, its files, its format, its schema, what each file becomes),
 * how the kinds fit together (references across files, what the templates need of them) and the editor's
 * rules the build runs (../checks/). Each kind's schema sits in the file named for it: site-settings.ts
 * (site.json, with staff-sign-in.ts for the intake inbox and editor-settings.ts for the browser editor),
 * home-and-programs.ts (home, testimonials, FAQ, programs), forms.ts, people-and-places.ts (team,
 * about, referrers, Easy Read), service-terms.ts, search-words.ts (search, resources lists), languages.ts with
 * inline-text.ts, markdown-kinds.ts (services, pages, articles); each field carries its label, hint and limits.
 * Also: the site's tokens (site-tokens.ts), claims about us (claims.ts), help lines named by id
 * (help-lines.ts), whom each article is written for (readers.ts), the pages the site shows (pages.ts), the
 * browser editor's two chore screens the build's warnings name (chores.ts), and the types the templates read
 * (types.ts). A new field goes in its kind's schema; a new kind, in collections.ts.
 */
