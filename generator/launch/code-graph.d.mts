/** Types for code-graph.mjs (plain JavaScript, so that generator/launch/launch.mjs can use it before compiling). */
export interface CodeGraph {
  root: string;
  entryPoints: string[];
  /** The hash of package-lock.json: it stands for every package. */
  lock: string;
  /** Each source file reached from the entry points (relative to root): its hash and the files it imports. */
  files: Record<string, { hash: string; imports: string[] }>;
}

/** The build and its two workers, by the name of their compiled module. */
export const BUILD_ENTRY_POINTS: Readonly<Record<'build' | 'render-worker' | 'share-image-worker', string>>;

export function hashFile(root: string, path: string): string;
export function readCodeGraph(options: { root: string; entryPoints: readonly string[]; cacheFile: string }): CodeGraph;
export function reachable(graph: CodeGraph, from: readonly string[]): string[];
export function graphVersion(graph: CodeGraph, from: readonly string[], dataFiles?: readonly string[]): string;
