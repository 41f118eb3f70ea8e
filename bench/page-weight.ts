/**
 * What a page costs a visitor: its HTML, its stylesheet, and the JavaScript of every island on it
 * (each widget's entry plus the chunks it imports), gzip level 9, as a phone would download them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileForPath } from '../generator/render/pages.ts';

const gz = (data: string | Buffer) => gzipSync(data, { level: 9 }).length;

export interface PageWeight {
  path: string;
  htmlGzip: number;
  cssGzip: number;
  jsGzip: number;
  scripts: string[];
}

/** A module and every module it imports statically, as site paths. */
function moduleClosure(siteDir: string, path: string, seen = new Set<string>()): Set<string> {
  if (seen.has(path)) return seen;
  seen.add(path);
  const code = readFileSync(join(siteDir, path), 'utf8');
  for (const match of code.matchAll(/(?:from|import)\s*"(\.{1,2}\/[^"]+\.js)"/g)) {
    moduleClosure(siteDir, new URL(match[1]!, `https://x${path}`).pathname, seen);
  }
  return seen;
}

export function pageWeight(siteDir: string, path: string): PageWeight {
  const html = readFileSync(join(siteDir, fileForPath(path)), 'utf8');
  // Every stylesheet the page links (the shared base and the page's own).
  const stylesheets = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]!);
  const entries = [...html.matchAll(/data-src="([^"]+)"/g)].map((match) => match[1]!);
  const modules = new Set<string>();
  for (const entry of entries) moduleClosure(siteDir, entry, modules);
  return {
    path,
    htmlGzip: gz(html),
    cssGzip: stylesheets.reduce((sum, css) => sum + gz(readFileSync(join(siteDir, css))), 0),
    jsGzip: [...modules].reduce((sum, module) => sum + gz(readFileSync(join(siteDir, module))), 0),
    scripts: [...modules].sort(),
  };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
