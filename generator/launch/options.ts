/** The build's command-line options (`npm run build -- --help` lists them); `npm run dev` takes them too. */
import { resolve } from 'node:path';
import { UsageError, parseCommandLine, type Command, type Values } from './command-line.ts';

export interface BuildOptions {
  contentDir: string;
  outDir: string;
  /** Files copied into the output as they are (default static/). */
  staticDir: string;
  /** Client runtime for widgets: preact/compat (the default, 3x smaller) or react-dom. */
  widgetRuntime: 'preact' | 'react';
  /** Draw a share image for every page (cached across builds). */
  shareImages: boolean;
  /** Ignore every cache and the previous output: render everything. */
  fresh: boolean;
  quiet: boolean;
  /** The release check: fail while any placeholder or unconfirmed claim is still in use. */
  strict: boolean;
}

/** The options `npm run build` and `npm run dev` share. */
export const BUILD_OPTIONS = {
  content: { type: 'string' },
  out: { type: 'string' },
  static: { type: 'string' },
  runtime: { type: 'string' },
  'no-share-images': { type: 'boolean' },
  fresh: { type: 'boolean' },
  quiet: { type: 'boolean' },
  strict: { type: 'boolean' },
} as const satisfies Command['options'];

export const BUILD_COMMAND: Command = {
  usage: `Usage: npm run build -- [options]

Builds the site from content/ into dist/. Only what changed since the last build is rendered again.

Options:
  --content DIR         read content from DIR (default: content)
  --out DIR             write the site to DIR (default: dist)
  --static DIR          copy the files in DIR into the site as they are (default: static)
  --runtime NAME        widgets' browser runtime: preact (default) or react
  --no-share-images     skip drawing the 1200 by 630 share image of each page
  --fresh               ignore every cache and the previous output: render everything
  --quiet               print only warnings and errors
  --strict              the release check: fail, listing each one, while any placeholder or
                        unconfirmed claim is still in use (without it the build only warns)
  -h, --help            show this help`,
  options: BUILD_OPTIONS,
};

/** Build options from values read with BUILD_OPTIONS. */
export function buildOptionsFrom(values: Values, cwd = process.cwd()): BuildOptions {
  const fromEnv = process.env.WIDGET_RUNTIME;
  const runtime = fromEnv === 'react' || fromEnv === 'preact' ? fromEnv : ((values.runtime as string | undefined) ?? 'preact');
  if (runtime !== 'preact' && runtime !== 'react') throw new UsageError(`--runtime must be preact or react, found "${runtime}".`);
  return {
    contentDir: resolve(cwd, (values.content as string | undefined) ?? 'content'),
    outDir: resolve(cwd, (values.out as string | undefined) ?? 'dist'),
    staticDir: resolve(cwd, (values.static as string | undefined) ?? 'static'),
    widgetRuntime: runtime,
    shareImages: !values['no-share-images'],
    fresh: values.fresh === true,
    quiet: values.quiet === true,
    strict: values.strict === true,
  };
}

/** The build's options, or `help` for `--help`; a mistake throws a UsageError. */
export function parseOptions(argv: readonly string[], cwd = process.cwd()): BuildOptions | 'help' {
  const { help, values } = parseCommandLine(argv, BUILD_COMMAND);
  return help ? 'help' : buildOptionsFrom(values, cwd);
}
