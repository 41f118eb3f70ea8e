/**
 * The security and caching policy, written by the site-files step for the hosts that read a `_headers` file
 * (Netlify, Cloudflare Pages) and as an nginx snippet (`_nginx.conf`) that applies the same policy and redirects.
 *
 * - Content-Security-Policy: scripts only from this site, plus the hash of the inline island loader (no
 *   'unsafe-inline', no 'unsafe-eval'); forms post only to this site or the configured endpoint; no framing.
 * - HSTS, nosniff, a strict referrer policy, and a Permissions-Policy that turns off what the site never uses.
 * - Caching: hashed files (assets, share images) are immutable; HTML revalidates on every visit. Both hosts
 *   join a header set by two matching rules with a comma, so the two never match the same path: the
 *   HTML rules are written per top-level folder, which the build knows.
 */
import type { RenderedPage } from '../render/pages.ts';
import { configPath, headerValue, nginxQuotedText } from '../content/server-config-values.ts';
import { editorHeaderRules, editorNginxLocations } from './editor-policy.ts';
import { contentSecurityPolicy, scriptHash, type HostPolicy } from './host-policy.ts';

export { contentSecurityPolicy, scriptHash, type HostPolicy };

export const IMMUTABLE_PREFIXES = ['/assets/', '/share/', '/images/'];
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * The intake inbox's own policy, stricter than the site's: scripts and connections only to this site, no
 * inline script at all (its page has none, not even the island loader), no plug-ins, frames or base, and
 * Trusted Types, so no text from a submission can ever be written into the page as markup. Every source it
 * allows the site's policy allows too, so a host that sends both (Netlify joins two matching rules' headers)
 * enforces this one.
 */
export function inboxContentSecurityPolicy(): string {
  const self = "'self'";
  return [
    "default-src 'none'",
    `script-src ${self}`,
    `style-src ${self}`,
    `img-src ${self}`,
    `font-src ${self}`,
    `connect-src ${self}`,
    `form-action ${self}`,
    "base-uri 'none'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "require-trusted-types-for 'script'",
    "trusted-types 'none'",
    'upgrade-insecure-requests',
  ].join('; ');
}

export function securityHeaders(policy: Pick<HostPolicy, 'forms'>, loaderCode: string): [string, string][] {
  const headers: [string, string][] = [
    ['Content-Security-Policy', contentSecurityPolicy(policy, loaderCode)],
    ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), interest-cohort=()'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
  ];
  return headers.map(([name, value]) => [name, headerValue(name, value)]);
}

/** Paths that serve HTML (and the feed): `/`, `/404.html`, and each top-level folder with pages. */
export function htmlPathPatterns(rendered: readonly Omit<RenderedPage, 'html'>[]): string[] {
  const patterns = new Set<string>(['/', '/index.html']);
  for (const page of rendered) {
    if (page.path === '/') continue;
    const first = page.path.split('/')[1]!;
    patterns.add(configPath(page.path.endsWith('/') ? `/${first}/*` : page.path, { file: page.file, field: 'path' }));
  }
  return [...patterns].sort();
}

export function headersFile(policy: HostPolicy, loaderCode: string, rendered: readonly Omit<RenderedPage, 'html'>[]): string {
  const security = securityHeaders(policy, loaderCode).map(([name, value]) => `  ${name}: ${value}`);
  const lines = ['# Security headers for every response (Netlify and Cloudflare Pages read this file).', '/*', ...security, ''];
  lines.push('# Hashed file names: cache for a year.');
  for (const prefix of IMMUTABLE_PREFIXES) lines.push(`${prefix}*`, `  Cache-Control: ${IMMUTABLE}`, '');
  lines.push('# Pages: check for a new version on every visit.');
  for (const pattern of htmlPathPatterns(rendered)) lines.push(pattern, `  Cache-Control: ${REVALIDATE}`, '');
  lines.push('# Staff pages must never be stored.');
  for (const path of policy.staff) lines.push(`${path}*`, '  Cache-Control: no-store', '  X-Robots-Tag: noindex', '');
  if (policy.inbox) {
    lines.push('# The intake inbox: its own, stricter policy (it allows nothing the policy above does not).');
    lines.push(`${configPath(policy.inbox.path, { file: 'widgets/intake-inbox/props.ts', field: 'INTAKE_INBOX_PATH' })}*`, `  Content-Security-Policy: ${headerValue('Content-Security-Policy', inboxContentSecurityPolicy())}`, '');
  }
  lines.push(...editorHeaderRules(policy));
  return `${lines.join('\n').trimEnd()}\n`;
}

/** Where the forms' receiver (npm run preview) is reached; `set $form_receiver ...;` after the include changes it. */
export const DEFAULT_FORM_RECEIVER = 'http://127.0.0.1:4321';

/** nginx `add_header` lines for the policy and a Cache-Control, at an indent. `always`: on errors too. */
function nginxHeaders(policy: HostPolicy, loaderCode: string, cache: string, indent = '    '): string {
  return [...securityHeaders(policy, loaderCode), ['Cache-Control', cache] as const].map(([name, value]) => `${indent}add_header ${name} "${value}" always;`).join('\n');
}

/** The inbox's headers for nginx: the site's, with the inbox's policy in place of the site's, never stored. */
function inboxHeaders(policy: HostPolicy, loaderCode: string, indent = '    '): string {
  return securityHeaders(policy, loaderCode)
    .map(([name, value]): [string, string] => (name === 'Content-Security-Policy' ? [name, headerValue(name, inboxContentSecurityPolicy())] : [name, value]))
    .concat([['Cache-Control', 'no-store']])
    .map(([name, value]) => `${indent}add_header ${name} "${value}" always;`)
    .join('\n');
}

/** The most a referral with documents may be: three documents of 10 MB, sealed, and the answers. */
export const DOCUMENTS_BODY_LIMIT = '32m';

/**
 * The form that takes documents (forms.publicKey set): up to three of 10 MB each, so its body may be far
 * larger than a form's 64 KB. nginx reads the whole body before passing it on, so a slow upload never
 * holds the receiver.
 */
function documentsLocation(path: string | undefined): string {
  if (!path) return '';
  return `
    location = ${configPath(path, { file: 'widgets/form/delivery.ts', field: 'receiverPath' })} {
      client_max_body_size ${DOCUMENTS_BODY_LIMIT};
      proxy_pass $form_receiver;
    }
`;
}

/**
 * With forms delivered to our own receiver: /api/ is passed to it, its answers carry the same security
 * headers (the receiver's own copies are hidden, so none is sent twice), and when it is down the person
 * gets a plain page with the phone number instead of nginx's bare 502.
 */
function apiBlock(policy: HostPolicy, loaderCode: string): string {
  const { receiver } = policy.forms;
  if (!receiver) return '';
  const headers = nginxHeaders(policy, loaderCode, 'no-store');
  const hide = [...securityHeaders(policy, loaderCode).map(([name]) => name), 'Cache-Control'].map((name) => `    proxy_hide_header ${name};`).join('\n');
  const down = receiver.downMessage;
  return `# The forms' receiver (npm run preview with TRUST_PROXY=1): /api/ is passed to it. To reach it elsewhere,
# put "set $form_receiver http://HOST:PORT;" after the include line. X-Forwarded-For is set to the address
# of the client alone (not appended to), and the receiver believes it only from this proxy's address.
  set $form_receiver ${DEFAULT_FORM_RECEIVER};

  location ^~ /api/ {
${headers}
${hide}
    client_max_body_size 64k;
    proxy_set_header Host $host;
    proxy_set_header X-Forwarded-For $remote_addr;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_connect_timeout 5s;
    proxy_read_timeout 30s;
    proxy_pass $form_receiver;
    error_page 502 503 504 = @form_receiver_down;
${documentsLocation(receiver.documents)}  }

  location @form_receiver_down {
${headers}
    default_type "text/plain; charset=utf-8";
    return 503 "${nginxQuotedText(down)}\\n";
  }
`;
}

/** An nginx snippet with the same policy: include it inside a `server {}` block whose root is dist/. */
export function nginxSnippet(policy: HostPolicy, loaderCode: string): string {
  const headers = (cache: string) => nginxHeaders(policy, loaderCode, cache);
  // A redirect is a location of its own, so it carries the policy itself (nginx gives a location's
  // add_header lines only to the answers that location makes).
  const redirect = (from: string, status: 301 | 302, to: string, cache: string) => `  location = ${from} {\n${headers(cache)}\n    return ${status} "${to}";\n  }`;
  const redirects = policy.aliases.flatMap((alias) => [redirect(alias.from.replace(/\/$/, ''), 301, alias.to, REVALIDATE), redirect(alias.from, 301, alias.to, REVALIDATE)]);
  const folders = (paths: readonly string[]) => paths.map((path) => path.replace(/^\/|\/$/g, '')).join('|');
  return `# Generated by the build: the same policy as _headers and _redirects, for nginx.
# Include it inside a server block whose root is the deployed dist/ folder, for example:
#   server { listen 443 ssl; server_name www.example.org; root /srv/site/dist; include /srv/site/dist/_nginx.conf; }
# The host's own files (_headers, _redirects, this file) and dot files are never served, nor is anything
# reached through a symbolic link below the root.
${apiBlock(policy, loaderCode)}
  index index.html;
  charset utf-8;
  absolute_redirect off;
  server_tokens off;
  disable_symlinks on from=$document_root;
  error_page 404 /404.html;
  error_page 403 =404 /404.html;

  # The answers nginx makes before any location (a malformed request's 400, say) carry the policy too.
  # Each location below sets its own headers, which take the place of these.
${nginxHeaders(policy, loaderCode, 'no-store', '  ')}

  # Addresses from the spec that now live elsewhere.
${redirects.join('\n')}

  location ~ (^|/)(_headers|_redirects|_nginx\\.conf)$ {
${headers(REVALIDATE)}
    return 404;
  }

  location ~ /\\.(?!well-known/) {
${headers(REVALIDATE)}
    return 404;
  }

  # Hashed file names: cache for a year.
  location ~ ^/(${folders(IMMUTABLE_PREFIXES)})/ {
${headers(IMMUTABLE)}
    try_files $uri =404;
  }

  location = /manifest.webmanifest {
    default_type application/manifest+json;
${headers(REVALIDATE)}
  }

${
    policy.inbox
      ? `  # The intake inbox: the site's headers with its own, stricter policy in place of the site's.
  location ^~ ${configPath(policy.inbox.path, { file: 'widgets/intake-inbox/props.ts', field: 'INTAKE_INBOX_PATH' })} {
${inboxHeaders(policy, loaderCode)}
    add_header X-Robots-Tag "noindex" always;
    try_files $uri $uri/ =404;
  }

`
      : ''
  }  location ~ ^/(${folders(policy.staff)})/ {
${headers('no-store')}
    add_header X-Robots-Tag "noindex" always;
    try_files $uri $uri/ =404;
  }

${editorNginxLocations(policy, securityHeaders(policy, loaderCode))}
  # Pages, the feed and everything else: check for a new version on every visit.
  location / {
${headers(REVALIDATE)}
    try_files $uri $uri/ =404;
  }
`;
}
