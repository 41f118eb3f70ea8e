/**
 * /admin/index.html: the editor's own page, outside the site's templates (it has its own
 * Content-Security-Policy, and none of the site's scripts). Without JavaScript, or before sign-in is set
 * up, it is a short page of text in the site's words: what the editor is, and exactly what the deployer must
 * set. With both, the editor (Sveltia CMS) opens over it.
 */
import { escapeMarkup } from '../text.ts';
import type { MissingSetting } from './settings.ts';
import type { EditorSignIn } from './sign-in.ts';

/** What the editor's page says, in the site's own words (the site keeps them with its content). */
export interface AdminPageText {
  /** The page's language (BCP 47). */
  lang: string;
  /** The page's title and description. */
  title: string;
  description: string;
  /**
   * The page's text as HTML, for when the editor does not open: without JavaScript once staff can sign in
   * (`ready`), or before then, with what the deployer must set (`missing`).
   */
  notes(state: { ready: true } | { ready: false; missing: readonly MissingSetting[] }): string;
}

export interface AdminPageInput {
  text: AdminPageText;
  signIn: EditorSignIn;
  /** The origins the boot script lets the editor reach (the same as the page's connect-src). */
  origins: readonly string[];
  /** Where the editor's files are, under /admin/. */
  files: { css: string; fonts: string; boot: string; editor: string; config: string };
  /** The site's stylesheet, for the preview of articles and pages. */
  previewStyle?: string;
  /** The id of the editor's own font style, which the page links from /admin/ in its place. */
  fontStyle?: string;
}

/** Where the deployer reads how to set up sign-in (in the site's repository). */
export const SIGN_IN_GUIDE = 'docs/editor-sign-in.md';

export function adminPage({ text, signIn, origins, files, previewStyle, fontStyle }: AdminPageInput): string {
  const e = escapeMarkup;
  const head = [
    '<meta charset="utf-8"/>',
    '<meta name="viewport" content="width=device-width, initial-scale=1"/>',
    '<meta name="robots" content="noindex"/>',
    `<title>${e(text.title)}</title>`,
    `<meta name="description" content="${e(text.description)}"/>`,
    `<link rel="stylesheet" href="${files.css}"/>`,
    ...(signIn.ready
      ? [
          ...(fontStyle ? [`<link rel="stylesheet" id="${e(fontStyle)}" href="${files.fonts}"/>`] : []),
          `<link rel="cms-config-url" type="application/json" href="${files.config}"/>`,
          `<script src="${files.boot}" data-origins="${e(origins.join(' '))}"${previewStyle ? ` data-preview-style="${e(previewStyle)}"` : ''}></script>`,
          `<script src="${files.editor}"></script>`,
        ]
      : []),
  ];
  const notes = text.notes(signIn.ready ? { ready: true } : { ready: false, missing: signIn.missing });
  return `<!DOCTYPE html>
<html lang="${e(text.lang)}">
<head>
${head.join('\n')}
</head>
<body>
<main id="main-content" class="admin-notes">
${notes.trim()}
</main>
${signIn.ready ? '<div id="nc-root"></div>\n' : ''}</body>
</html>
`;
}
