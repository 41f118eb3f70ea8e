/**
 * templates/: the site. The route table (routes.ts: every address, family by family), the page components
 * (pages/), the section components (components/), the layout (render-page.ts, Document.ts, Head.tsx,
 * Header.tsx, Footer.tsx), the navigation, the structured data, the art (art/) and the CSS (styles/).
 * editor-collections.ts lists the content kinds for the editor at /admin/. site.ts is what the build takes
 * from here. The templates use the engine's content types and text helpers
 * (generator/) and the widgets (widgets/); neither imports the templates.
 */
