/**
 * Page weight, measured on the built site as a phone on a slow connection pays for it: bytes after gzip -9
 * (what the host sends), for a page's HTML, the stylesheets it links and the scripts of every island on it
 * with everything they import. The budgets are the sweep's (tests/gates/run-gates.ts); search has its own
 * (tests/build/search-budgets.test.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { HTMLElement } from 'node-html-parser';

export const KB = 1024;

/** What one page may weigh, gzipped. A page over budget fails the sweep, naming the page and the part. */
export const PAGE_BUDGETS = { html: 24 * KB, css: 16 * KB, js: 50 * KB } as const;

const gzipCache = new Map<string, number>();

/** A file of the built site, gzipped at level 9, in bytes. */
export function gzipped(siteDir: string, path: string): number {
  const key = join(siteDir, path);
  let size = gzipCache.get(key);
  if (size === undefined) {
    size = gzipSync(readFileSync(key), { level: 9 }).length;
    gzipCache.set(key, size);
  }
  return size;
}

/** A script and every module it imports, by path under the site (no leading slash). */
export function moduleGraph(siteDir: string, entry: string): string[] {
  const seen = new Set<string>();
  const visit = (path: string) => {
    if (seen.has(path)) return;
    seen.add(path);
    const code = readFileSync(join(siteDir, path), 'utf8');
    for (const match of code.matchAll(/(?:import|from)\s*\(?\s*["'](\.\.?\/[^"']+)["']/g)) visit(join(path, '..', match[1]!).replace(/\\/g, '/'));
  };
  visit(entry);
  return [...seen];
}

/** A page's weight, gzipped: its HTML, its stylesheets, and the scripts of every island on it. */
export function pageWeight(siteDir: string, file: string, page: HTMLElement): { html: number; css: number; js: number } {
  const css = page
    .querySelectorAll('link[rel~="stylesheet"]')
    .map((link) => link.getAttribute('href')!.replace(/^\//, ''))
    .reduce((sum, path) => sum + gzipped(siteDir, path), 0);
  const scripts = new Set(page.querySelectorAll('[data-island][data-src]').flatMap((island) => moduleGraph(siteDir, island.getAttribute('data-src')!.replace(/^\//, ''))));
  const js = [...scripts].reduce((sum, path) => sum + gzipped(siteDir, path), 0);
  return { html: gzipSync(readFileSync(file), { level: 9 }).length, css, js };
}
