/**
 * Serves a built site the way a static host does: /path/ -> path/index.html, a 301 to add the trailing
 * slash to folders, the _redirects rules, 404.html for anything unknown, and the caching policy:
 * HTML revalidates every time, hashed assets are immutable.
 */
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

export interface Redirect {
  from: string;
  to: string;
  status: number;
}

export function parseRedirects(text: string): Redirect[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [from = '', to = '', status = '301'] = line.split(/\s+/);
      return { from, to, status: Number(status) };
    });
}

/** Headers from a Netlify/Cloudflare-style _headers file: path patterns with indented header lines. */
export function parseHeaders(text: string): { pattern: string; headers: [string, string][] }[] {
  const rules: { pattern: string; headers: [string, string][] }[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({ pattern: line.trim(), headers: [] });
    else {
      const index = line.indexOf(':');
      rules.at(-1)?.headers.push([line.slice(0, index).trim(), line.slice(index + 1).trim()]);
    }
  }
  return rules;
}

function matches(pattern: string, path: string): boolean {
  if (pattern.endsWith('*')) return path.startsWith(pattern.slice(0, -1));
  return pattern === path;
}

export interface StaticOptions {
  /** Dev server only: a script added to every HTML page, and _headers and _redirects re-read each time. */
  devReload?: string;
}

export function createStaticHandler(root: string, options: StaticOptions = {}) {
  let config: Promise<{ redirects: Redirect[]; headers: ReturnType<typeof parseHeaders> }> | undefined;
  const loadConfig = () =>
    (config = (options.devReload ? undefined : config) ?? Promise.all([readFile(join(root, '_redirects'), 'utf8').catch(() => ''), readFile(join(root, '_headers'), 'utf8').catch(() => '')]).then(([r, h]) => ({
      redirects: parseRedirects(r),
      headers: parseHeaders(h),
    })));

  return async function serveStatic(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const { redirects, headers } = await loadConfig();
    const url = new URL(request.url ?? '/', 'http://localhost');
    let path: string;
    try {
      path = decodeURIComponent(url.pathname);
    } catch {
      path = '/';
    }
    const applyHeaders = (forPath: string) => {
      for (const rule of headers) if (matches(rule.pattern, forPath)) for (const [name, value] of rule.headers) response.setHeader(name, value);
    };

    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' }).end('Method not allowed\n');
      return;
    }
    const redirect = redirects.find((rule) => rule.from === path);
    if (redirect) {
      applyHeaders(path);
      response.writeHead(redirect.status, { Location: redirect.to }).end();
      return;
    }

    const file = normalize(join(root, path));
    if (!file.startsWith(root + sep) && file !== root) return notFound();
    let target = file;
    try {
      const info = await stat(file);
      if (info.isDirectory()) {
        if (!path.endsWith('/')) {
          response.writeHead(301, { Location: `${path}/${url.search}` }).end();
          return;
        }
        target = join(file, 'index.html');
        await stat(target);
      }
    } catch {
      return notFound();
    }
    applyHeaders(path);
    if (options.devReload && target.endsWith('.html')) {
      const html = (await readFile(target, 'utf8')).replace('</body>', `<script src="${options.devReload}" defer></script></body>`);
      response.writeHead(200, { 'Content-Type': TYPES['.html']!, 'Cache-Control': 'no-store' }).end(request.method === 'HEAD' ? undefined : html);
      return;
    }
    response.writeHead(200, { 'Content-Type': TYPES[extname(target)] ?? 'application/octet-stream' });
    if (request.method === 'HEAD') response.end();
    else createReadStream(target).pipe(response);

    async function notFound(): Promise<void> {
      applyHeaders('/404.html');
      const body = await readFile(join(root, '404.html')).catch(() => Buffer.from('Not found\n'));
      response.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' }).end(request.method === 'HEAD' ? undefined : body);
    }
  };
}
