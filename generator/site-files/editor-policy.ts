/**
 * The content editor's page (/admin/) has a policy of its own, for that page only: scripts from this
 * site alone (still no 'unsafe-eval', no inline script), the styles Sveltia CMS writes into the page
 * ('unsafe-inline' for styles only), and requests to this site, the git host's API and the sign-in
 * origin (generator/editor/sign-in.ts), nothing else. Its sign-in window must be able to answer the page
 * that opened it, so the page may keep its opener (same-origin-allow-popups). Every other header is the
 * site's.
 *
 * `_headers`: the site's rule for every path (`/*`) comes first, so Cloudflare Pages' `! Name` lines here
 * take its Content-Security-Policy and Cross-Origin-Opener-Policy off this page before they are set again
 * (Cloudflare applies rules in file order and would otherwise join the two with a comma, which enforces
 * both). Netlify skips a line without a colon, and serves the later, more specific rule's value.
 * `_nginx.conf`: exact locations for the page, which nginx prefers to any other.
 */
import { cspOrigin, headerValue } from '../content/server-config-values.ts';
import { EDITOR_PATH } from '../editor/paths.ts';
import { editorSignIn } from '../editor/sign-in.ts';
import { contentSecurityPolicy, type HostPolicy } from './host-policy.ts';

/** The editor's page, at its address and as its file: the only paths the policy is for. */
export const EDITOR_DOCUMENTS = [EDITOR_PATH, `${EDITOR_PATH}index.html`];

type EditorPolicy = Pick<HostPolicy, 'editor' | 'forms'>;

/** Whether the editor's page opens the editor (staff can sign in), and so takes its own policy. */
function editorOpens({ editor }: EditorPolicy): boolean {
  return editor !== undefined && editorSignIn(editor.settings).ready;
}

/** The origins the editor page may reach, each checked for server configuration (it goes into a header). */
export function editorOrigins({ editor }: EditorPolicy): { connect: string[]; images: string[] } {
  if (!editor) return { connect: [], images: [] };
  const signIn = editorSignIn(editor.settings);
  if (!signIn.ready) return { connect: [], images: [] };
  // The addresses as written are checked whole, though only their origins go into the header.
  for (const field of ['signInUrl', 'apiUrl'] as const) {
    const value = editor.settings[field];
    if (value) cspOrigin(value, { file: editor.source.file, field: `${editor.source.field}.${field}` });
  }
  return { connect: signIn.connect, images: signIn.images };
}

/**
 * The site's policy (host-config.ts), with what the editor needs in place of its directives for scripts,
 * styles, pictures and requests, and the blob: frames and workers Sveltia uses for previews and pictures:
 * whatever else the site's policy says holds here too.
 */
export function editorContentSecurityPolicy(policy: EditorPolicy): string {
  const { connect, images } = editorOrigins(policy);
  const self = "'self'";
  const directives = new Map(
    contentSecurityPolicy(policy, '')
      .split('; ')
      .map((directive) => [directive.split(' ')[0]!, directive] as const),
  );
  const editor: Record<string, string> = {
    'script-src': `script-src ${self}`,
    'style-src': `style-src ${self} 'unsafe-inline'`,
    'img-src': `img-src ${[self, 'data:', 'blob:', ...images].join(' ')}`,
    'media-src': `media-src ${self} blob:`,
    'connect-src': `connect-src ${[self, 'blob:', 'data:', ...connect].join(' ')}`,
    'frame-src': `frame-src ${self} blob:`,
    'worker-src': `worker-src ${self} blob:`,
  };
  for (const [name, directive] of Object.entries(editor)) directives.set(name, directive);
  return [...directives.values()].join('; ');
}

/** The headers the editor's page takes in place of the site's. */
export function editorHeaders(policy: EditorPolicy): [string, string][] {
  const headers: [string, string][] = [
    ['Content-Security-Policy', editorContentSecurityPolicy(policy)],
    ['Cross-Origin-Opener-Policy', 'same-origin-allow-popups'],
  ];
  return headers.map(([name, value]) => [name, headerValue(name, value)]);
}

/** The `_headers` rules for the editor's page, once it opens the editor; they follow the site's `/*` rule. */
export function editorHeaderRules(policy: EditorPolicy): string[] {
  if (!editorOpens(policy)) return [];
  const headers = editorHeaders(policy);
  const lines = ["# The content editor's page: its own policy (generator/site-files/editor-policy.ts)."];
  for (const path of EDITOR_DOCUMENTS) {
    lines.push(path, ...headers.map(([name]) => `  ! ${name}`), ...headers.map(([name, value]) => `  ${name}: ${value}`), '');
  }
  return lines;
}

/**
 * The `_nginx.conf` locations for the editor's page, given the site's headers for the rest, once it opens the
 * editor (until then it is a page of text, under the site's policy).
 */
export function editorNginxLocations(policy: EditorPolicy, siteHeaders: [string, string][]): string {
  if (!editorOpens(policy)) return '';
  const own = editorHeaders(policy);
  const replaced = new Set(own.map(([name]) => name));
  const headers = [...siteHeaders.filter(([name]) => !replaced.has(name)), ...own, ['Cache-Control', 'no-store'], ['X-Robots-Tag', 'noindex']]
    .map(([name, value]) => `    add_header ${name} "${value}" always;`)
    .join('\n');
  const locations = EDITOR_DOCUMENTS.map((path) => `  location = ${path} {\n${headers}\n    try_files ${path.endsWith('/') ? `${path}index.html` : '$uri'} =404;\n  }`);
  return `  # The content editor's page, with its own policy.\n${locations.join('\n\n')}\n`;
}
