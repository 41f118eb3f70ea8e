/**
 * The versions of the build's code that its caches are keyed by, taken from the import graph
 * (code-graph.mjs) rather than from lists of folders kept by hand:
 *   - the build's: every file reachable from the build, its workers and the widgets' browser entries, the
 *     stylesheets the pages are given, and package-lock.json (build-cache.ts: "is anything to do?" and each
 *     page's key);
 *   - the markdown pipeline's: every file reachable from the markdown processor (its plugins and what they
 *     import, such as text.ts) and package-lock.json (the rendered-markdown cache).
 */
import { join } from 'node:path';
import { BUILD_ENTRY_POINTS, graphVersion, readCodeGraph, type CodeGraph } from '../launch/code-graph.mjs';
import { ISLAND_LOADER, PREACT_SIGNALS_SHIM, STAFF_ENTRIES, WIDGET_ENTRIES } from '../assets/bundle-widgets.ts';
import { stylesheetFiles } from '../assets/styles.ts';
import { ROOT } from '../files/paths.ts';

/** The module whose import graph renders markdown: the cached HTML is whatever it makes. */
export const MARKDOWN_PROCESSOR = 'generator/markdown/processor.ts';

const ENTRY_POINTS = [...Object.values(BUILD_ENTRY_POINTS), ...Object.values(WIDGET_ENTRIES), ...Object.values(STAFF_ENTRIES), ISLAND_LOADER, PREACT_SIGNALS_SHIM];

let graph: CodeGraph | undefined;
const memo = new Map<string, string>();

/** The build's import graph, kept in `cacheDir` between builds (code-graph.mjs). */
function codeGraph(cacheDir: string): CodeGraph {
  graph ??= readCodeGraph({ root: ROOT, entryPoints: ENTRY_POINTS, cacheFile: join(cacheDir, 'code-graph', 'build.json') });
  if (!graph.files[MARKDOWN_PROCESSOR]) throw new Error(`${MARKDOWN_PROCESSOR} is not imported by the build: code-version.ts names the markdown processor`);
  return graph;
}

/** Every file of code the build's output depends on, with the stylesheets and the locked packages. */
export function buildCodeVersion(cacheDir: string): string {
  let version = memo.get('build');
  if (!version) memo.set('build', (version = graphVersion(codeGraph(cacheDir), ENTRY_POINTS, stylesheetFiles())));
  return version;
}

/** The markdown processor and everything it imports, with the locked packages. */
export function markdownCodeVersion(cacheDir: string): string {
  let version = memo.get('markdown');
  if (!version) memo.set('markdown', (version = graphVersion(codeGraph(cacheDir), [MARKDOWN_PROCESSOR])));
  return version;
}
