/**
 * Step: stylesheets. The site's CSS is small files beside the templates and widgets. Each page links one
 * stylesheet: the template CSS plus the CSS of exactly the widgets that page uses, minified, with a
 * content hash in its name so it can be cached forever.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import type { WidgetName } from './bundle-widgets.ts';
import type { Staging } from '../files/output.ts';
import { BuildError } from '../errors.ts';
import { ROOT } from '../files/paths.ts';

const TEMPLATE_STYLES = join(ROOT, 'templates/styles');

/** Every stylesheet a page may use (relative to the project): the template CSS and each widget's. */
export function stylesheetFiles(): string[] {
  const templates = readdirSync(TEMPLATE_STYLES).filter((name) => name.endsWith('.css')).map((name) => `templates/styles/${name}`);
  const widgets = readdirSync(join(ROOT, 'widgets'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(ROOT, 'widgets', entry.name, `${entry.name}.css`)))
    .map((entry) => `widgets/${entry.name}/${entry.name}.css`);
  return [...templates, ...widgets].sort();
}

export interface Stylesheets {
  /** URL of the stylesheet for a page with these widgets (made on first request). */
  stylesheetFor(widgets: readonly WidgetName[]): string;
  /** The stylesheets made so far: path relative to the output folder, and CSS text. */
  files(): { path: string; css: string }[];
}

function readCss(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    throw new BuildError(`Cannot read the stylesheet ${file}`, { cause: error });
  }
}

export function createStylesheets(): Stylesheets {
  const templateCss = readdirSync(TEMPLATE_STYLES)
    .filter((name) => name.endsWith('.css'))
    .sort()
    .map((name) => `/* ${name} */\n${readCss(join(TEMPLATE_STYLES, name))}`)
    .join('\n');
  const made = new Map<string, { path: string; css: string; url: string }>();

  return {
    stylesheetFor(widgets) {
      const key = [...new Set(widgets)].sort().join('+');
      const existing = made.get(key);
      if (existing) return existing.url;
      const source = [templateCss, ...key.split('+').filter(Boolean).map((widget) => readCss(join(ROOT, 'widgets', widget, `${widget}.css`)))].join('\n');
      let css: string;
      try {
        css = esbuild.transformSync(source, { loader: 'css', minify: true, target: ['chrome100', 'safari15', 'firefox100'], legalComments: 'none' }).code;
      } catch (error) {
        throw new BuildError(`The CSS for ${key || 'pages without widgets'} does not parse`, { cause: error });
      }
      const hash = createHash('sha256').update(css).digest('hex').slice(0, 10);
      const path = `assets/site-${hash}.css`;
      const entry = { path, css, url: `/${path}` };
      made.set(key, entry);
      return entry.url;
    },
    files: () => [...made.values()].map(({ path, css }) => ({ path, css })),
  };
}

/** Step: write the stylesheet of every widget combination the pages use (each page named its own). */
export async function writeStylesheets(pages: readonly { widgets: readonly WidgetName[] }[], staging: Staging): Promise<number> {
  const stylesheets = createStylesheets();
  for (const page of pages) stylesheets.stylesheetFor(page.widgets);
  const files = stylesheets.files();
  await Promise.all(files.map((file) => staging.write(file.path, file.css)));
  return files.length;
}
