#!/usr/bin/env node
/**
 * npm run build: compiles the build (build.ts and its three workers) with esbuild once per version of the
 * code (the files they import, found from the import graph, and package-lock.json), into
 * .cache/compiled/<version>/, then runs it. A compiled build starts in a fraction of the time a
 * build transpiled on every start takes, and so does each render worker. The dependencies are bundled in
 * too, all but the two with native parts (sharp, esbuild): Node's loader then resolves and reads a few
 * files instead of hundreds (micromark alone is dozens of packages), which halved the time to load the
 * build (215 to 115 ms) and brought a render worker's first file forward by about 0.3 s; a build with
 * nothing to do went from 0.33 to 0.22 s. `tsx build.ts` runs the same code uncompiled (most tests do;
 * tests/build/build-command.test.ts checks that both write the same site, byte for byte).
 */
import { existsSync } from 'node:fs';
import { readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { BUILD_ENTRY_POINTS, graphVersion, readCodeGraph } from './code-graph.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
process.env.SITE_ROOT = ROOT;
process.env.NODE_ENV ??= 'production';
// Between full collections, let each thread's heap grow by half its live size, where V8 would let it grow
// up to fourfold: a render worker's live data is small but its garbage (syntax trees) is not, and it let its
// heap reach six times what it kept. Paired cold builds at 4,000 articles: about 50 MB less at peak for a
// few per cent more CPU. The setting is read at each collection, so setting it here, first, is enough.
setFlagsFromString('--heap-growing-percent=50');
// No escape analysis in V8's optimising compiler. A build is a short run, and a quarter of its CPU went to
// optimising code on V8's helper threads, the largest single job being mdast-util-from-markdown's `compiler`
// (made afresh for every document: about 0.55 s to optimise, once on each thread, nearly all of it escape
// analysis). Without it: that job takes 0.02 to 0.09 s, and paired cold builds at 4,000 articles used 7% less
// CPU and 7% less wall time, the code it makes no slower that we could measure.
setFlagsFromString('--no-turbo-escape');
// The main thread's young generation is limited by `npm run build` itself (package.json: node
// --max-semi-space-size=8), as V8 reads that flag only as node starts (set here, it changed nothing). Left to
// itself, Node 24 let it grow to 128 MB: paired cold builds at 4,000 articles peaked at 539 and 544 MB
// without the flag and 450 and 422 MB with it, for the same CPU (docs/performance.md).

// The compiled build is kept per version of the code it is made from: every file the build and its workers
// import (their import graph, from esbuild: code-graph.mjs) and package-lock.json.
const entryPoints = Object.values(BUILD_ENTRY_POINTS);
const graph = readCodeGraph({ root: ROOT, entryPoints, cacheFile: join(ROOT, '.cache', 'code-graph', 'launch.json') });
const compiledRoot = join(ROOT, '.cache', 'compiled');
const outdir = join(compiledRoot, graphVersion(graph, entryPoints).slice(0, 16));

if (!existsSync(join(outdir, 'build.mjs'))) {
  const esbuild = await import('esbuild');
  const staging = `${outdir}.${process.pid}.tmp`;
  await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: BUILD_ENTRY_POINTS,
    outdir: staging,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node24',
    // sharp and esbuild load native binaries from their own folders: they stay in node_modules.
    external: ['sharp', 'esbuild'],
    // The CommonJS dependencies (react-dom/server, gray-matter) require Node's own modules; an ES module
    // bundle has no `require` unless it is given one.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    jsx: 'automatic',
    outExtension: { '.js': '.mjs' },
    chunkNames: '[name]-[hash]',
    logLevel: 'error',
  });
  await rename(staging, outdir).catch(async () => rm(staging, { recursive: true, force: true }));
  // Older compiled versions are no longer needed.
  for (const name of await readdir(compiledRoot)) if (join(compiledRoot, name) !== outdir) await rm(join(compiledRoot, name), { recursive: true, force: true });
}

const { runCli } = await import(pathToFileURL(join(outdir, 'build.mjs')).href);
await runCli(process.argv.slice(2));
