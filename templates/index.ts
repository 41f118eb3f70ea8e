/**
 * templates/: the site. What the engine takes from here is site.ts, the site's half of the contract in
 * generator/site.ts. Its ground floor is content/ (the content config: every content kind under content/,
 * declared once with its schema, files, tokens and checks across files) and checks/ (the editor's rules the
 * build runs, and the release checks: sample values, stale places and help lines, claim captions). Above
 * them: the route table (routes.ts: every address, family by family), the page components (pages/), the
 * section components (components/), the layout (render-page.ts, Document.ts, Head.tsx, Header.tsx,
 * Footer.tsx), the navigation, the structured data, the art (art/), the CSS (styles/), and what the site's
 * own files say (site-files.ts, addresses.ts, search-documents.ts, share-card.ts), and the choices that are
 * the content editor's alone (editor.ts: its collections come from content/), and what each page's cache
 * key holds (page-keys.ts: what a page shows, checked as it renders). The templates use the
 * engine (generator/) and the widgets (widgets/), mapping content to each widget's own props; neither
 * imports the templates.
 */
