/**
 * Serves a built site the way a static host does: /path/ -> path/index.html, a 301 to add the trailing
 * slash to folders, the _redirects rules, 404.html for anything unknown, and the caching and security
 * policy of the _headers file (HTML revalidates every time, hashed assets are immutable).
 *
 * The file itself is sent by `send` (the engine of Express's serve-static): ETag and Last-Modified with
 * 304 answers, Range, HEAD, and read errors answered rather than thrown. Around it, this module adds what
 * a static host promises and `send` does not: a bad escape (`/%`) is 400; the host's own files (`_headers`,
 * `_redirects`, `_nginx.conf`) and dot files (but `/.well-known/`) are never served; a symlink that resolves outside the site
 * is 404; repeated slashes are merged, as nginx does (so `//about` never redirects to another host); a
 * Range or precondition `send` cannot meet is 416 or 412; no error (EACCES, EMFILE) ever ends the process;
 * and an error answer never keeps a header `send` had set for the file (its length, validators, type).
 *
 * `_headers` and `_redirects` are read once, when the server starts (readHostConfig): a server that cannot
 * read them does not start, rather than serve every page without its security headers. The dev server
 * reads them for each request, keeping the last copy it read when a read fails.
 */
import { readFile, realpath, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, relative, resolve, sep } from 'node:path';
import send from 'send';
import { parseHeaders, readHostFile } from './headers-file.ts';

/** Files the build writes for the host, never for visitors. */
export const HOST_FILES = ['_headers', '_redirects', '_nginx.conf'];

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

function matches(pattern: string, path: string): boolean {
  if (pattern.endsWith('*')) return path.startsWith(pattern.slice(0, -1));
  return pattern === path;
}

export interface HostConfig {
  redirects: Redirect[];
  headers: ReturnType<typeof parseHeaders>;
}

/** `_redirects` and `_headers`, read and parsed. */
export async function readHostConfig(siteDir: string): Promise<HostConfig> {
  const [redirects, headers] = await Promise.all([readHostFile(siteDir, '_redirects'), readHostFile(siteDir, '_headers')]);
  return { redirects: parseRedirects(redirects), headers: parseHeaders(headers) };
}

export interface StaticOptions {
  /** Dev server only: a script added to every HTML page, and _headers and _redirects re-read each time. */
  devReload?: string;
  /** `_headers` and `_redirects` as read at start (without it, they are read at the first request, and kept only once read). */
  config?: HostConfig;
}

const TEXT = { 'Content-Type': 'text/plain; charset=utf-8' };

/**
 * The URL path, decoded, with repeated slashes merged (as nginx's merge_slashes does: `//about` is
 * `/about`, never a path a redirect would send to the host "about"); undefined for a malformed escape or
 * a NUL byte.
 */
export function decodePath(rawUrl: string): string | undefined {
  const pathname = (rawUrl.split('?')[0] ?? '/').split('#')[0] ?? '/';
  let path: string;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (path.includes('\0') || !path.startsWith('/')) return undefined;
  return path.replace(/\/{2,}/g, '/');
}

/** What each client error `send` may raise says to the person. */
const SEND_CLIENT_ERRORS: Record<number, string> = {
  400: 'Bad request',
  403: 'Not found',
  412: 'Precondition failed: the file has changed',
  416: 'Range not satisfiable: the file is shorter than the range asked for',
};

/** Host files and dot files are hidden; `/.well-known/` (security.txt, RFC 8615) is public by design. */
function isHidden(path: string): boolean {
  return path.split('/').some((segment, index) => (segment.startsWith('.') && !(index === 1 && segment === '.well-known')) || HOST_FILES.includes(segment));
}

export function createStaticHandler(root: string, options: StaticOptions = {}) {
  const siteRoot = resolve(root);
  let realRoot: Promise<string> | undefined;
  let lastRead = options.config;
  /** The host's files: never an empty stand-in for one that could not be read (the request fails instead). */
  const loadConfig = async (): Promise<HostConfig> => {
    if (lastRead && !options.devReload) return lastRead;
    try {
      return (lastRead = await readHostConfig(siteRoot));
    } catch (error) {
      if (lastRead) return lastRead;
      throw error;
    }
  };

  /** The real path of a file inside the site, or undefined when it is missing or resolves outside it. */
  const inside = async (file: string): Promise<string | undefined> => {
    const base = await (realRoot ??= realpath(siteRoot).catch((error: unknown) => {
      realRoot = undefined;
      throw error;
    }));
    const real = await realpath(file).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ENOTDIR' || error.code === 'ELOOP' || error.code === 'ENAMETOOLONG') return undefined;
      throw error;
    });
    if (!real || (real !== base && !real.startsWith(base + sep))) return undefined;
    return real;
  };

  return async function serveStatic(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const { redirects, headers } = await loadConfig();
    const applyHeaders = (forPath: string) => {
      for (const rule of headers) {
        if (!matches(rule.pattern, forPath)) continue;
        for (const [name, value] of rule.headers) {
          if (name.startsWith('!')) response.removeHeader(name.slice(1));
          else response.setHeader(name, value);
        }
      }
    };
    /** Drops every header set so far (`send` sets the file's length, validators and type before it reads). */
    const clearHeaders = () => {
      for (const name of response.getHeaderNames()) response.removeHeader(name);
    };
    const fail = (status: number, message: string, extra: Record<string, string> = {}) => {
      if (response.headersSent) {
        // Part of the file has gone out: the only honest end is to close the connection.
        response.destroy();
        return;
      }
      clearHeaders();
      applyHeaders('/404.html');
      const body = `${message}\n`;
      response.writeHead(status, { ...TEXT, ...extra, 'Cache-Control': 'no-store', 'Content-Length': String(Buffer.byteLength(body)) }).end(request.method === 'HEAD' ? undefined : body);
    };
    const notFound = async () => {
      if (response.headersSent) return void response.destroy();
      clearHeaders();
      applyHeaders('/404.html');
      const page = await inside(join(siteRoot, '404.html')).catch(() => undefined);
      const body = page ? await readFile(page).catch(() => undefined) : undefined;
      response.writeHead(404, { 'Content-Type': body ? 'text/html; charset=utf-8' : TEXT['Content-Type'] }).end(request.method === 'HEAD' ? undefined : body ?? 'Not found\n');
    };

    if (request.method !== 'GET' && request.method !== 'HEAD') {
      applyHeaders('/404.html');
      response.writeHead(405, { Allow: 'GET, HEAD', ...TEXT }).end('Method not allowed\n');
      return;
    }
    const path = decodePath(request.url ?? '/');
    if (path === undefined) return fail(400, 'Bad request: the address has a malformed escape');
    const search = (request.url ?? '').includes('?') ? (request.url ?? '').slice((request.url ?? '').indexOf('?')) : '';

    const redirect = redirects.find((rule) => rule.from === path);
    if (redirect) {
      applyHeaders(path);
      response.writeHead(redirect.status, { Location: redirect.to }).end();
      return;
    }
    if (isHidden(path)) return notFound();

    try {
      const requested = resolve(siteRoot, `.${path}`);
      if (requested !== siteRoot && !requested.startsWith(siteRoot + sep)) return await notFound();
      const real = await inside(requested);
      if (!real) return await notFound();
      let target = real;
      if ((await stat(real)).isDirectory()) {
        if (!path.endsWith('/')) {
          applyHeaders(path);
          response.writeHead(301, { Location: `${encodeURI(path)}/${search}` }).end();
          return;
        }
        const index = await inside(join(real, 'index.html'));
        if (!index) return await notFound();
        target = index;
      }
      applyHeaders(path);
      if (options.devReload && target.endsWith('.html')) {
        const html = (await readFile(target, 'utf8')).replace('</body>', `<script src="${options.devReload}" defer></script></body>`);
        response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }).end(request.method === 'HEAD' ? undefined : html);
        return;
      }
      const base = await realRoot!;
      const within = `/${relative(base, target).split(sep).map(encodeURIComponent).join('/')}`;
      await new Promise<void>((done) => {
        send(request, within, { root: base, dotfiles: 'allow', index: false, cacheControl: false, etag: true, lastModified: true })
          .on('error', (error: NodeJS.ErrnoException & { status?: number; headers?: Record<string, string> }) => {
            if (error.status === 404 || error.status === 403) notFound().then(done, done);
            else if (error.status && SEND_CLIENT_ERRORS[error.status]) {
              // A Range past the end (416) or an If-Match / If-Unmodified-Since the file fails (412).
              fail(error.status, SEND_CLIENT_ERRORS[error.status]!, error.status === 416 ? { 'Content-Range': error.headers?.['Content-Range'] ?? '' } : {});
              done();
            } else {
              console.error(`Could not read ${target}: ${error.code ?? error.message}`);
              fail(error.code === 'EMFILE' || error.code === 'ENFILE' ? 503 : 500, 'Server error: the file could not be read');
              done();
            }
          })
          .on('end', done)
          .on('stream', (stream: NodeJS.ReadableStream) => stream.on('close', done))
          .pipe(response);
        response.on('close', done);
      });
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      console.error(`Could not serve ${path}: ${code ?? (error as Error).message}`);
      fail(code === 'EMFILE' || code === 'ENFILE' ? 503 : 500, 'Server error: the file could not be read');
    }
  };
}
