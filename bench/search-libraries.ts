/**
 * Which search library, measured on this site: MiniSearch, Lunr, FlexSearch and Pagefind, each given the
 * site's real pages, in Chromium over loopback. Prints, for each: the script a first search needs (minified,
 * gzip -9), the index it fetches (gzip -9), the time from the first fetch to the first results, and whether it
 * runs under the site's Content-Security-Policy. It never fails; it is how the library was chosen.
 *
 *   npm install --prefix /tmp/search-libs minisearch lunr flexsearch pagefind   (kept out of package.json)
 *   npx tsx build.ts && npx tsx bench/search-libraries.ts /tmp/search-libs
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';
import { loadSiteContent } from '../templates/site.ts';
import { mapRoutes } from '../templates/routes.ts';
import { searchDocuments } from '../templates/search-documents.ts';
import { launchBrowser } from '../tests/support/browser.ts';
import type { SearchDocument } from '../generator/search/types.ts';

const libs = resolve(process.argv[2] ?? '/tmp/search-libs');
const siteDir = resolve(process.argv[3] ?? 'dist');
const requireLib = createRequire(join(libs, 'package.json'));
const QUERY = 'recovery coach';
const gz = (data: string | Uint8Array) => gzipSync(data, { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const content = await loadSiteContent('content');
const docs = searchDocuments(content, mapRoutes(content));
/** The same pages with every word of their bodies, to show what full text would cost. */
const bodies = new Map([...content.articles, ...content.services, ...content.pages.values()].map((source) => [source.file, source.body]));
const routes = mapRoutes(content);
const fullDocs: SearchDocument[] = docs.map((doc) => {
  const route = routes.find((candidate) => candidate.meta.path === doc.id)!;
  const body = doc.kind === 'topic' ? '' : (bodies.get(route.source) ?? '');
  return { ...doc, text: body.replace(/[#*_`>[\]()!-]/g, ' ').replace(/https?:\/\/\S+/g, ' ').replace(/\s+/g, ' ') };
});

interface Candidate {
  name: string;
  /** Source of the browser entry: exports run(indexUrl, query) resolving to the number of results. */
  client: string;
  /** The serialised index for these documents. */
  index(documents: SearchDocument[]): Promise<string>;
}

const FIELDS = ['title', 'keywords', 'summary', 'text'];
const STORE = ['kind', 'lang', 'title', 'summary'];

const candidates: Candidate[] = [
  {
    name: 'MiniSearch 7',
    client: `import MiniSearch from 'minisearch';
export async function run(url, query) {
  const json = await (await fetch(url)).text();
  const index = MiniSearch.loadJSON(json, { fields: ${JSON.stringify(FIELDS)}, storeFields: ${JSON.stringify(STORE)} });
  return index.search(query, { prefix: true, fuzzy: 0.2, boost: { title: 3 } }).length;
}`,
    async index(documents) {
      const MiniSearch = requireLib('minisearch');
      const index = new MiniSearch({ fields: FIELDS, storeFields: STORE });
      index.addAll(documents);
      return JSON.stringify(index);
    },
  },
  {
    name: 'Lunr 2',
    client: `import lunr from 'lunr';
export async function run(url, query) {
  const { index, store } = await (await fetch(url)).json();
  const idx = lunr.Index.load(index);
  return idx.search(query.split(' ').map((w) => w + '~1').join(' ')).map((r) => store[r.ref]).length;
}`,
    async index(documents) {
      const lunr = requireLib('lunr');
      const index = lunr(function (this: any) {
        this.ref('id');
        for (const field of FIELDS) this.field(field);
        for (const doc of documents) this.add(doc);
      });
      const store = Object.fromEntries(documents.map((doc) => [doc.id, { kind: doc.kind, lang: doc.lang, title: doc.title, summary: doc.summary }]));
      return JSON.stringify({ index, store });
    },
  },
  {
    name: 'FlexSearch 0.8',
    client: `import { Document } from 'flexsearch';
export async function run(url, query) {
  const data = await (await fetch(url)).json();
  const index = new Document({ tokenize: 'forward', document: { id: 'id', index: ${JSON.stringify(FIELDS)}, store: ${JSON.stringify(STORE)} } });
  for (const [key, value] of Object.entries(data)) await index.import(key, value);
  return index.search(query, { enrich: true, merge: true, limit: 100 }).length;
}`,
    async index(documents) {
      const { Document } = requireLib('flexsearch');
      const index = new Document({ tokenize: 'forward', document: { id: 'id', index: FIELDS, store: STORE } });
      for (const doc of documents) index.add(doc);
      const out: Record<string, unknown> = {};
      await index.export((key: string, data: unknown) => {
        out[key] = data;
      });
      return JSON.stringify(out);
    },
  },
];

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.mjs': 'text/javascript', '.json': 'application/json', '.wasm': 'application/wasm', '.css': 'text/css' };

/** A loopback server for one folder, with or without the site's CSP. */
async function serve(dir: string, csp: string | undefined) {
  const server = createServer((request, response) => {
    const path = join(dir, decodeURIComponent(new URL(request.url!, 'http://x').pathname).replace(/\/$/, '/index.html'));
    try {
      const body = readFileSync(path);
      response.writeHead(200, { 'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream', ...(csp ? { 'Content-Security-Policy': csp } : {}) });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((done) => server.close(done)) };
}

/** The site's own policy, read from its _headers. */
const siteCsp = /Content-Security-Policy: (.+)/.exec(readFileSync(join(siteDir, '_headers'), 'utf8'))![1]!.replace(/script-src [^;]+/, "script-src 'self'");

const PAGE = (script: string) => `<!doctype html><meta charset="utf-8"><title>bench</title><script type="module" src="${script}"></script>`;

async function firstSearch(dir: string, csp: string | undefined) {
  const server = await serve(dir, csp);
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico')) errors.push(message.text());
    });
    const fetched: string[] = [];
    page.on('requestfinished', (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto(`${server.url}/bench.html`);
    await page.waitForFunction(() => 'bench' in window, null, { timeout: 10_000 }).catch(() => undefined);
    const outcome = await page
      .evaluate(async (query) => {
        const started = performance.now();
        const count = await (window as unknown as { bench: (q: string) => Promise<number> }).bench(query);
        return { ms: performance.now() - started, count };
      }, QUERY)
      .catch((error: Error) => ({ ms: NaN, count: 0, error: error.message.split('\n')[0] }));
    return { ...outcome, errors, fetched };
  } finally {
    await browser.close();
    await server.close();
  }
}

const rows: string[] = [];
for (const candidate of candidates) {
  const dir = mkdtempSync(join(tmpdir(), 'search-bench-'));
  const bundle = await esbuild.build({
    stdin: { contents: `${candidate.client}\nwindow.bench = (query) => run('/index.json', query);`, resolveDir: libs, loader: 'js' },
    bundle: true,
    format: 'esm',
    minify: true,
    write: false,
    target: ['es2020'],
    nodePaths: [join(libs, 'node_modules')],
    logLevel: 'silent',
  });
  const script = bundle.outputFiles[0]!.contents;
  const index = await candidate.index(docs);
  const full = await candidate.index(fullDocs);
  writeFileSync(join(dir, 'bench.js'), script);
  writeFileSync(join(dir, 'index.json'), index);
  writeFileSync(join(dir, 'bench.html'), PAGE('/bench.js'));
  const open = await firstSearch(dir, undefined);
  const strict = await firstSearch(dir, siteCsp);
  rows.push(
    `${candidate.name.padEnd(16)} script ${kb(gz(script)).padStart(8)}  index ${kb(gz(index)).padStart(8)} (full text ${kb(gz(full))})  first search ${open.ms.toFixed(0).padStart(4)} ms, ${open.count} results  under the site's CSP: ${strict.count > 0 && strict.errors.length === 0 ? 'runs' : `fails (${[...strict.errors, 'error' in strict ? strict.error : ''].filter(Boolean).join('; ').slice(0, 120)})`}`,
  );
  rmSync(dir, { recursive: true, force: true });
}

// Pagefind indexes the built HTML itself and fetches its index in pieces as a search needs them.
{
  const dir = mkdtempSync(join(tmpdir(), 'search-bench-pagefind-'));
  cpSync(siteDir, dir, { recursive: true });
  const bin = join(libs, 'node_modules/@pagefind/linux-x64/bin');
  const binary = ['pagefind', 'pagefind_extended'].map((name) => join(bin, name)).find((path) => existsSync(path))!;
  execFileSync(binary, ['--site', dir, '--output-subdir', 'pagefind'], { stdio: 'ignore' });
  writeFileSync(join(dir, 'bench.js'), `import * as pagefind from '/pagefind/pagefind.js';\nwindow.bench = async (query) => { const search = await pagefind.search(query); await Promise.all(search.results.slice(0, 10).map((r) => r.data())); return search.results.length; };`);
  writeFileSync(join(dir, 'bench.html'), PAGE('/bench.js'));
  const open = await firstSearch(dir, undefined);
  const strict = await firstSearch(dir, siteCsp);
  const pieces = open.fetched.filter((path) => path.startsWith('/pagefind/'));
  const bytes = (paths: string[]) => paths.reduce((sum, path) => sum + gz(readFileSync(join(dir, path))), 0);
  const scripts = pieces.filter((path) => /\.(m?js|wasm|pagefind)$/.test(path) && !path.includes('/index/') && !path.includes('/fragment/'));
  const data = pieces.filter((path) => !scripts.includes(path));
  rows.push(
    `${'Pagefind 1.6'.padEnd(16)} script ${kb(bytes(scripts)).padStart(8)}  index ${kb(bytes(data)).padStart(8)} (fetched for this query, ${data.length} files)  first search ${open.ms.toFixed(0).padStart(4)} ms, ${open.count} results  under the site's CSP: ${strict.count > 0 && strict.errors.length === 0 ? 'runs' : `fails (${[...strict.errors, 'error' in strict ? strict.error : ''].filter(Boolean).join('; ').slice(0, 160)})`}`,
  );
  rmSync(dir, { recursive: true, force: true });
}

console.log(`${docs.length} pages, query "${QUERY}", sizes gzip -9, Chromium over loopback (no network delay)`);
for (const row of rows) console.log(row);
