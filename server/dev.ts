/**
 * npm run dev: builds, serves dist/ on 127.0.0.1 (PORT, default 4321), watches content/, templates/,
 * widgets/, static/ and the build code, rebuilds what a change touches, and reloads the browser.
 *
 * The build runs in a long-lived builder process: a content edit rebuilds only the pages it touches (the
 * incremental build) with no start-up cost. A code change replaces the builder, so new code is loaded.
 * Pages served here carry a tiny script that reloads them when a build finishes (server-sent events).
 * Requests whose Host is not loopback are refused (421), so a web page cannot reach this server through
 * DNS rebinding.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { watch as chokidarWatch } from 'chokidar';
import { createServer, type ServerResponse } from 'node:http';
import { join, relative, resolve } from 'node:path';
import { createFormReceiver, readSecurityHeaders } from './form-receiver.ts';
import { answerClientErrors, serverError } from './http-errors.ts';
import { startFailureLine } from './start-error.ts';
import { receiverNotice, receiverOptionsFromEnv } from './receiver-config.ts';
import { DEFAULT_TIMEOUTS } from './site-server.ts';
import { ROOT } from '../generator/files/paths.ts';
import { readCommandLine } from '../generator/launch/command-line.ts';
import { BUILD_OPTIONS, buildOptionsFrom, type BuildOptions } from '../generator/launch/options.ts';
import { createStaticHandler } from './static-files.ts';
import { EDITOR_TEMPORARY } from '../generator/files/input-files.ts';

const USAGE = `Usage: npm run dev -- [options]

Builds the site, serves it on http://127.0.0.1:PORT, rebuilds what a change touches and reloads the browser.

Options:
  --content DIR         read content from DIR (default: content)
  --out DIR             write the site to DIR (default: dist)
  --static DIR          copy the files in DIR into the site as they are (default: static)
  --runtime NAME        widgets' browser runtime: preact (default) or react
  --fresh               ignore every cache on the first build
  -h, --help            show this help

Environment:
  PORT                  the port to serve on (default: 4321)
  SUBMISSIONS_FILE      where form submissions are stored (default: data/submissions.jsonl)
  The form receiver's other settings are npm run preview's (npm run preview -- --help), and the build's
  variables are npm run build's (npm run build -- --help).`;
const { content, out, static: staticFiles, runtime, fresh } = BUILD_OPTIONS;
const options: BuildOptions = { ...readCommandLine(process.argv.slice(2), { usage: USAGE, options: { content, out, static: staticFiles, runtime, fresh } }, (values) => buildOptionsFrom(values)), shareImages: false, quiet: true };
const port = Number(process.env.PORT ?? 4321);
const siteDir = options.outDir;
const RELOAD_SCRIPT = `new EventSource('/__dev/events').addEventListener('reload', () => location.reload());\n`;
const CODE = ['generator', 'templates', 'widgets', 'server', 'build.ts'];
const INPUTS = [relative(ROOT, options.contentDir), relative(ROOT, options.staticDir)];

const clients = new Set<ServerResponse>();
const serveStatic = createStaticHandler(siteDir, { devReload: '/__dev/reload.js' });
let receiverOptions: ReturnType<typeof receiverOptionsFromEnv>;
try {
  receiverOptions = receiverOptionsFromEnv();
} catch (error) {
  console.error(startFailureLine(error, 'Cannot read the settings'));
  process.exit(1);
}
/** The site's security headers, for answers made outside the handlers (read again after each build). */
let securityHeaders: [string, string][] = [];
const receive = createFormReceiver({ siteDir, ...receiverOptions, securityHeaders: () => securityHeaders });

/** Only names that always mean this machine: anything else may be a rebinding attack from a web page. */
function isLoopbackHost(host: string | undefined): boolean {
  if (!host) return false;
  return /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])(?::\d{1,5})?$/i.test(host);
}

// --- The builder -----------------------------------------------------------------------------------
let builder: ChildProcess | undefined;
let ready: Promise<void> = Promise.resolve();
let nextId = 1;
const pending = new Map<number, (reply: BuildReply) => void>();
type BuildReply = { type: 'built'; rendered: string[]; pages: number; ms: number } | { type: 'failed'; message: string; ms: number };

function startBuilder(): void {
  builder?.kill();
  const child = fork(join(ROOT, 'server/dev-builder.ts'), [], { execArgv: ['--import', 'tsx'], cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  builder = child;
  ready = new Promise((resolveReady) => {
    child.on('message', (message: { type: 'ready' } | (BuildReply & { id: number })) => {
      if (message.type === 'ready') resolveReady();
      else pending.get(message.id)?.(message);
    });
  });
  child.on('exit', () => {
    if (builder === child) builder = undefined;
  });
}

async function rebuild(reason: string): Promise<void> {
  await ready;
  const id = nextId++;
  const reply = await new Promise<BuildReply>((resolveReply) => {
    pending.set(id, resolveReply);
    builder!.send({ type: 'build', options, id });
  });
  pending.delete(id);
  if (reply.type === 'failed') {
    console.error(`\n${reason}: the build failed (the previous pages are still served).\n${reply.message}`);
    return;
  }
  const what = reply.rendered.length === 0 ? 'nothing to rebuild' : `${reply.rendered.length} page${reply.rendered.length === 1 ? '' : 's'} rebuilt`;
  console.log(`${reason}: ${what} in ${reply.ms.toFixed(0)} ms.`);
  // A read that fails (say, out of descriptors) keeps the headers last read, never none.
  securityHeaders = await readSecurityHeaders(siteDir).catch((error: unknown) => {
    console.error((error as Error).message);
    return securityHeaders;
  });
  for (const client of clients) client.write('event: reload\ndata: {}\n\n');
}

// --- Watching ----------------------------------------------------------------------------------------
let timer: ReturnType<typeof setTimeout> | undefined;
let codeChanged = false;
let changed = new Set<string>();
let running: Promise<void> = Promise.resolve();

function onChange(path: string, isCode: boolean): void {
  changed.add(path);
  codeChanged ||= isCode;
  clearTimeout(timer);
  timer = setTimeout(() => {
    const files = [...changed];
    const restart = codeChanged;
    changed = new Set();
    codeChanged = false;
    running = running.then(async () => {
      if (restart) startBuilder();
      await rebuild(files.length === 1 ? files[0]! : `${files.length} files changed`);
    });
  }, 30);
}

// chokidar: one watcher per folder on Linux's inotify, new folders picked up, editors' save-by-rename
// seen as one change. Editors' swap and backup files are not changes to the site.
const EDITOR_FILES = EDITOR_TEMPORARY;
const watcher = chokidarWatch([...INPUTS, ...CODE].map((folder) => resolve(ROOT, folder)), {
  ignoreInitial: true,
  ignored: (path) => EDITOR_FILES.test(path) || /(?:^|\/)(?:node_modules|\.git)(?:\/|$)/.test(path),
});
watcher.on('all', (_event, path) => {
  const name = relative(ROOT, path);
  onChange(name, CODE.some((folder) => name === folder || name.startsWith(`${folder}/`)));
});
const watching = new Promise<void>((resolveReady) => watcher.once('ready', () => resolveReady()));

// --- Serving -----------------------------------------------------------------------------------------
const server = createServer({ headersTimeout: DEFAULT_TIMEOUTS.headersMs, requestTimeout: DEFAULT_TIMEOUTS.requestMs, keepAliveTimeout: DEFAULT_TIMEOUTS.keepAliveMs }, (request, response) => {
  if (!isLoopbackHost(request.headers.host)) {
    for (const [name, value] of securityHeaders) response.setHeader(name, value);
    response.writeHead(421, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }).end('The dev server answers only to localhost or 127.0.0.1.\n');
    return;
  }
  (async () => {
    const path = (request.url ?? '/').split('?')[0];
    if (path === '/__dev/events') {
      response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
      response.write(': connected\n\n');
      clients.add(response);
      request.on('close', () => clients.delete(response));
      return;
    }
    if (path === '/__dev/reload.js') {
      response.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' }).end(RELOAD_SCRIPT);
      return;
    }
    if (await receive(request, response)) return;
    await serveStatic(request, response);
  })().catch((error: unknown) => {
    console.error(error);
    serverError(response, securityHeaders);
  });
});
server.on('clientError', answerClientErrors(() => securityHeaders));

console.log(receiverNotice(receiverOptions));
try {
  await receive.ready;
} catch (error) {
  console.error(startFailureLine(error, 'Cannot open the submissions store'));
  process.exit(1);
}
startBuilder();
running = rebuild('First build');
await Promise.all([running, watching]);
server.listen(port, '127.0.0.1', () => {
  console.log(`Serving ${siteDir} at http://127.0.0.1:${port}/ and watching for changes. Press Ctrl+C to stop.`);
});
