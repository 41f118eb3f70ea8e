/**
 * /admin/index.html: the editor's own page, outside the site's templates (it has its own
 * Content-Security-Policy, and none of the site's scripts). Without JavaScript, or before sign-in is set
 * up, it is a short page of text: what the editor is, and exactly what the deployer must set. With both,
 * the editor (Sveltia CMS) opens over it.
 */
import type { EditorSettings, MissingSetting } from '../content/editor-settings.ts';
import { escapeMarkup, keepTogether } from '../text.ts';
import { HOST_NAMES, type EditorSignIn } from './sign-in.ts';

export interface AdminPageInput {
  siteName: string;
  phone: string;
  phoneHref: string;
  settings: EditorSettings;
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

export function adminPage({ siteName, phone, phoneHref, settings, signIn, origins, files, previewStyle, fontStyle }: AdminPageInput): string {
  const e = escapeMarkup;
  const host = HOST_NAMES[settings.host];
  const head = [
    '<meta charset="utf-8"/>',
    '<meta name="viewport" content="width=device-width, initial-scale=1"/>',
    '<meta name="robots" content="noindex"/>',
    `<title>Edit the website: ${e(siteName)}</title>`,
    `<meta name="description" content="Where ${e(siteName)} staff edit the website."/>`,
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
  const body = signIn.ready ? readyNotes(host, settings) : setUpNotes(signIn.missing, host);
  return `<!DOCTYPE html>
<html lang="en-AU">
<head>
${head.join('\n')}
</head>
<body>
<main class="admin-notes">
<h1>Edit the website</h1>
${body}
<p>Looking for support? <a href="/contact/">Contact us</a> or call <a href="${e(phoneHref)}">${e(keepTogether(phone))}</a>.</p>
<p><a href="/login/">Staff sign-in</a> · <a href="/">Back to the website</a></p>
</main>
${signIn.ready ? '<div id="nc-root"></div>\n' : ''}</body>
</html>
`;
}

function readyNotes(host: string, settings: EditorSettings): string {
  return `<p>This is where our office staff update the website: places for referrers, help lines, articles and pages.</p>
<p>Sign in with your ${escapeMarkup(host)} account. Only people the website's repository (${escapeMarkup(settings.repository)}) lets write can sign in and save.${
    settings.drafts && settings.host !== 'gitea' ? ' A change waits as a draft until someone publishes it.' : ' A change goes live once the site is built again.'
  }</p>
<noscript><p><strong>The editor needs JavaScript.</strong> Turn it on for this website in your browser, or ask the person who looks after the website.</p></noscript>`;
}

function setUpNotes(missing: readonly MissingSetting[], host: string): string {
  const items = missing.map(({ field, what }) => `<li><code>${escapeMarkup(field)}</code>: ${escapeMarkup(what)}</li>`).join('\n');
  return `<p>The website editor is not set up yet. Until it is, the website is changed in its files (content/README.md says how).</p>
<h2>To set it up</h2>
<p>Staff will sign in through ${escapeMarkup(host)}. In the website's files, set these in <code>content/site.json</code>, under <code>"editor"</code>, then build and publish the website again:</p>
<ul>
${items}
</ul>
<p>How to set up sign-in on GitHub, GitLab, Gitea or Forgejo, and who can edit, is in <code>${SIGN_IN_GUIDE}</code> in the website's repository.</p>`;
}
