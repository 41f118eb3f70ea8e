/**
 * A stylesheet per kind of page (templates/stylesheets.ts), checked on every page of the built site: every
 * rule of the site's stylesheets that may apply to the page (each class its selector names is on the page)
 * is in a sheet the page links (a part left out of a route's `styles` fails here, naming the page, the
 * selector and the sheet that has it), and an article or a service page ships at most 8 KB of CSS, gzipped.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, inject, it } from 'vitest';

const siteDir = inject('siteDir');
const KB = 1024;

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Each selector of a minified stylesheet (strings and url() taken out first), split at its top-level commas. */
function selectorsOf(css: string): Set<string> {
  const text = css.replace(/url\([^)]*\)/g, '').replace(/"[^"]*"|'[^']*'/g, '""');
  const selectors = new Set<string>();
  for (const match of text.matchAll(/([^{};]+)\{/g)) {
    const prelude = match[1]!.trim();
    if (prelude.startsWith('@')) continue;
    let depth = 0;
    let start = 0;
    for (let at = 0; at <= prelude.length; at += 1) {
      const char = prelude[at];
      if (char === '(') depth += 1;
      else if (char === ')') depth -= 1;
      else if ((char === ',' && depth === 0) || at === prelude.length) {
        selectors.add(prelude.slice(start, at).trim());
        start = at + 1;
      }
    }
  }
  return selectors;
}

/** The classes an element must have for a selector to match it (those under :not() need not be there). */
const classesNeeded = (selector: string) => [...selector.replace(/:not\([^)]*\)/g, '').matchAll(/\.(-?[A-Za-z_][\w-]*)/g)].map((match) => match[1]!);

const linkedSheets = (html: string) => [...html.matchAll(/<link rel="stylesheet"(?: id="[^"]*")? href="\/([^"]+)"/g)].map((match) => match[1]!);
const sheets = new Map<string, { selectors: Set<string>; gzip: number }>();
const sheet = (path: string) => {
  let found = sheets.get(path);
  if (!found) {
    const css = readFileSync(join(siteDir, path), 'utf8');
    found = { selectors: selectorsOf(css), gzip: gzipSync(css, { level: 9 }).length };
    sheets.set(path, found);
  }
  return found;
};

describe('a stylesheet per kind of page', () => {
  const pages = htmlFiles(siteDir).map((file) => ({ path: `/${relative(siteDir, file).replace(/index\.html$/, '')}`, html: readFileSync(file, 'utf8') }));
  const cssFiles = readdirSync(join(siteDir, 'assets')).filter((name) => name.endsWith('.css')).map((name) => `assets/${name}`);
  // Every selector of the site with the classes it needs and the first sheet that has it.
  const rules = new Map<string, { classes: string[]; sheet: string }>();
  for (const path of cssFiles) {
    for (const selector of sheet(path).selectors) {
      const classes = classesNeeded(selector);
      if (classes.length > 0 && !rules.has(selector)) rules.set(selector, { classes, sheet: path });
    }
  }

  it('links, on every page, each rule of the site that may apply to it', () => {
    const missing: string[] = [];
    for (const page of pages) {
      const linked = linkedSheets(page.html).map(sheet);
      const used = new Set([...page.html.matchAll(/\sclass="([^"]*)"/g)].flatMap((match) => match[1]!.split(/\s+/).filter(Boolean)));
      for (const [selector, rule] of rules) {
        if (rule.classes.every((name) => used.has(name)) && !linked.some((linkedSheet) => linkedSheet.selectors.has(selector))) {
          missing.push(`${page.path}: "${selector}" is in ${rule.sheet}, which the page does not link`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('links the shared base first on every page', () => {
    // The editor's own page (/admin/) links the editor's stylesheet, not the site's.
    const sitePages = pages.filter((page) => linkedSheets(page.html).some((css) => css.startsWith('assets/')));
    const firsts = new Set(sitePages.map((page) => linkedSheets(page.html)[0]));
    expect(firsts.size).toBe(1);
  });

  it('ships at most 8 KB of CSS, gzipped, on an article and on a service page', () => {
    for (const path of ['/resources/understanding-psychosocial-recovery-coaching/', '/services/psychosocial-recovery-coaching/']) {
      const page = pages.find((candidate) => candidate.path === path)!;
      const total = linkedSheets(page.html).reduce((sum, css) => sum + sheet(css).gzip, 0);
      console.log(`${path}: CSS ${(total / KB).toFixed(1)} KB gzipped`);
      expect(total, path).toBeLessThanOrEqual(8 * KB);
    }
  });
});
