/**
 * Step: stylesheets. The site's CSS is small files beside the templates and widgets. A page names the
 * stylesheets it links, each as a list of CSS files (relative to the project) in cascade order; the engine
 * joins each list, minifies it and names it by a hash of its content, so it can be cached forever. What
 * goes together is the site's choice (templates/stylesheets.ts): the engine knows no page kind.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import type { Staging } from '../files/output.ts';
import { BuildError } from '../errors.ts';
import { ROOT } from '../files/paths.ts';

const TEMPLATE_STYLES = 'templates/styles';

/** Every stylesheet a page may use (relative to the project): the template CSS, its folders included, and each widget's. */
export function stylesheetFiles(): string[] {
  const templates = readdirSync(join(ROOT, TEMPLATE_STYLES), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.css'))
    .map((name) => `${TEMPLATE_STYLES}/${name.replaceAll('\\', '/')}`);
  const widgets = readdirSync(join(ROOT, 'widgets'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(ROOT, 'widgets', entry.name, `${entry.name}.css`)))
    .map((entry) => `widgets/${entry.name}/${entry.name}.css`);
  return [...templates, ...widgets].sort();
}

export interface Stylesheets {
  /** URL of the stylesheet made of these CSS files, in this order (made on first request). */
  stylesheetFor(files: readonly string[]): string;
  /** The stylesheets made so far: path relative to the output folder, and CSS text. */
  files(): { path: string; css: string }[];
}

function readCss(file: string): string {
  try {
    return readFileSync(join(ROOT, file), 'utf8');
  } catch (error) {
    throw new BuildError(`Cannot read the stylesheet ${file}`, { cause: error });
  }
}

/**
 * Minified CSS by its source text, kept for the life of the process: `npm run dev`'s builder runs the build
 * again on every save, and its stylesheets (about 20, each minified by esbuild twice a build: once as the
 * pages render, once as they are written) are the same unless a CSS file changed. Keyed by the source itself,
 * so a changed file is minified again. What it saves, measured (docs/performance.md, round of issue 40,
 * third part): about 80 ms of each dev rebuild's 400; nothing in a one-off build, where each stylesheet is
 * still minified once.
 */
const minified = new Map<string, string>();

function minify(source: string, files: readonly string[]): string {
  let css = minified.get(source);
  if (css !== undefined) return css;
  try {
    css = esbuild.transformSync(source, { loader: 'css', minify: true, target: ['chrome100', 'safari15', 'firefox100'], legalComments: 'none' }).code;
  } catch (error) {
    throw new BuildError(`The CSS of ${files.join(', ')} does not parse`, { cause: error });
  }
  // A long dev session through many CSS edits keeps only recent stylesheets.
  if (minified.size >= 200) minified.clear();
  minified.set(source, css);
  return css;
}

export function createStylesheets(): Stylesheets {
  const made = new Map<string, { path: string; css: string; url: string }>();
  return {
    stylesheetFor(files) {
      const key = files.join('+');
      const existing = made.get(key);
      if (existing) return existing.url;
      const source = files.map((file) => `/* ${file} */\n${readCss(file)}`).join('\n');
      const css = minify(source, files);
      const hash = createHash('sha256').update(css).digest('hex').slice(0, 10);
      const path = `assets/site-${hash}.css`;
      const entry = { path, css, url: `/${path}` };
      made.set(key, entry);
      return entry.url;
    },
    files: () => [...new Map([...made.values()].map(({ path, css }) => [path, { path, css }])).values()],
  };
}

/** Step: write every stylesheet the pages link (each page named its own, as lists of CSS files). */
export async function writeStylesheets(pages: readonly { stylesheets: readonly (readonly string[])[] }[], staging: Staging): Promise<number> {
  const stylesheets = createStylesheets();
  for (const page of pages) for (const files of page.stylesheets) stylesheets.stylesheetFor(files);
  const files = stylesheets.files();
  await Promise.all(files.map((file) => staging.write(file.path, file.css)));
  return files.length;
}
