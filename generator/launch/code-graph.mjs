/**
 * The code a build depends on, taken from the import graph itself: esbuild resolves every import from the
 * entry points (its metafile lists each source file and what it imports), so a cache keyed by the graph
 * changes when any file the code really reaches changes, and not otherwise. Nothing here is a hand-kept
 * list of folders: a helper the markdown plugins import (generator/text.ts, say) is in the
 * markdown cache's key because the plugins import it.
 *
 * Packages (node_modules) are left out of the graph and stand in it as the hash of package-lock.json:
 * every dependency is pinned there, to its exact version and integrity.
 *
 * Resolving the graph takes esbuild about a tenth of a second, so the graph is kept in a file beside the
 * other caches, with the hash of every file in it. It is used again only while each of those files is
 * unchanged (the graph is a function of their contents: this project imports files by their full name,
 * extension included), which costs one read of each.
 *
 * Plain JavaScript, because generator/launch/launch.mjs uses it before anything is compiled.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const LOCKFILE = 'package-lock.json';

/** The build and its three workers (markdown, share images, page writer), by the name of their compiled module (generator/launch/launch.mjs compiles them). */
export const BUILD_ENTRY_POINTS = {
  build: 'build.ts',
  'render-worker': 'generator/render/render-worker.ts',
  'share-image-worker': 'generator/share-images/share-image-worker.ts',
  'page-writer-thread': 'generator/files/page-writer-thread.ts',
};

/** The sha1 of a file's bytes, or '' when it cannot be read. */
export function hashFile(root, path) {
  try {
    return createHash('sha1').update(readFileSync(join(root, path))).digest('hex');
  } catch {
    return '';
  }
}

function readCached(cacheFile) {
  try {
    return JSON.parse(readFileSync(cacheFile, 'utf8'));
  } catch {
    return undefined;
  }
}

/** True when the cached graph was made from these entry points and every file in it is as it was. */
function stillValid(graph, root, entryPoints, lock) {
  if (!graph || graph.lock !== lock || JSON.stringify(graph.entryPoints) !== JSON.stringify(entryPoints) || !graph.files) return false;
  return Object.entries(graph.files).every(([path, file]) => file.hash === hashFile(root, path));
}

/** esbuild's metafile of the entry points, packages left external: every source file and its imports. */
function resolveGraph(root, entryPoints) {
  const esbuild = createRequire(join(root, 'package.json'))('esbuild');
  const result = esbuild.buildSync({
    absWorkingDir: root,
    entryPoints,
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    splitting: true,
    outdir: join(root, '.cache', 'code-graph-unused'),
    jsx: 'automatic',
    logLevel: 'silent',
  });
  const files = {};
  for (const [path, input] of Object.entries(result.metafile.inputs)) {
    if (path.startsWith('node_modules/') || path.includes(':')) continue;
    files[path] = {
      hash: hashFile(root, path),
      imports: input.imports.filter((item) => !item.external && !item.path.startsWith('node_modules/')).map((item) => item.path).sort(),
    };
  }
  return files;
}

/**
 * The import graph of `entryPoints` (paths relative to `root`), from `cacheFile` while it is still true,
 * else resolved again by esbuild and kept there.
 */
export function readCodeGraph({ root, entryPoints, cacheFile }) {
  const entries = [...entryPoints].sort();
  const lock = hashFile(root, LOCKFILE);
  const cached = readCached(cacheFile);
  if (stillValid(cached, root, entries, lock)) return { ...cached, root };
  const graph = { entryPoints: entries, lock, files: resolveGraph(root, entries) };
  try {
    mkdirSync(dirname(cacheFile), { recursive: true });
    const temporary = `${cacheFile}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(graph));
    renameSync(temporary, cacheFile);
  } catch {
    // A cache that cannot be written is only slower next time.
  }
  return { ...graph, root };
}

/** Every source file reachable from `from` (paths in the graph), sorted. */
export function reachable(graph, from) {
  const seen = new Set();
  const stack = [...from];
  while (stack.length) {
    const path = stack.pop();
    if (seen.has(path) || !graph.files[path]) continue;
    seen.add(path);
    stack.push(...graph.files[path].imports);
  }
  return [...seen].sort();
}

/**
 * A version of the code reachable from `from`: each file's path and hash, the lockfile's hash, and the
 * path and hash of each of `dataFiles` (files the code reads as it runs, such as stylesheets).
 */
export function graphVersion(graph, from, dataFiles = []) {
  const hash = createHash('sha1').update(`${LOCKFILE}\0${graph.lock}\0`);
  for (const path of reachable(graph, from)) hash.update(`${path}\0${graph.files[path].hash}\0`);
  for (const path of [...dataFiles].sort()) hash.update(`${path}\0${hashFile(graph.root, path)}\0`);
  return hash.digest('hex').slice(0, 20);
}
