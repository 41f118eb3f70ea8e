/**
 * The build's command-line options (`npm run build -- --help` lists them); `npm run dev` takes some of them
 * too. Two options can also come from the environment, for CI and for tests; a flag given on the command line
 * wins over its variable. Every variable the build reads is listed in the usage below.
 */
import { join, resolve } from 'node:path';
import { ROOT } from '../files/paths.ts';
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
  /** Threads that render pages, the main one included; undefined: one per core for a large site, one for a small one. */
  threads?: number;
  /** Where the build keeps its caches between runs (default .cache/ in the project). */
  cacheDir: string;
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
  threads: { type: 'string' },
  'cache-dir': { type: 'string' },
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
  --threads N           render on N threads, the main one included (default: one, and one more
                        for every 400 pages, up to one per core and 8 in all)
  --cache-dir DIR       keep the build's caches in DIR (default: .cache)
  -h, --help            show this help

Environment (a flag given above wins over its variable):
  BUILD_THREADS=N       as --threads
  BUILD_CACHE_DIR=DIR   as --cache-dir
  BUILD_TIMINGS=1       print how long each step took, on standard error
  DEBUG_BUILD=1         print the stack trace of a failure that is not a content error`,
  options: BUILD_OPTIONS,
};

/** A count of threads from --threads or BUILD_THREADS: a whole number from 1. */
function threadCount(value: string | undefined, source: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1) throw new UsageError(`${source} must be a whole number above 0, found "${value}".`);
  return count;
}

/** Build options from values read with BUILD_OPTIONS, and the environment for what they leave out. */
export function buildOptionsFrom(values: Values, cwd = process.cwd(), env: NodeJS.ProcessEnv = process.env): BuildOptions {
  const runtime = (values.runtime as string | undefined) ?? 'preact';
  if (runtime !== 'preact' && runtime !== 'react') throw new UsageError(`--runtime must be preact or react, found "${runtime}".`);
  const threadsFlag = values.threads as string | undefined;
  const threads = threadsFlag !== undefined ? threadCount(threadsFlag, '--threads') : threadCount(env.BUILD_THREADS, 'BUILD_THREADS');
  const cacheDir = (values['cache-dir'] as string | undefined) || env.BUILD_CACHE_DIR || join(ROOT, '.cache');
  return {
    contentDir: resolve(cwd, (values.content as string | undefined) ?? 'content'),
    outDir: resolve(cwd, (values.out as string | undefined) ?? 'dist'),
    staticDir: resolve(cwd, (values.static as string | undefined) ?? 'static'),
    widgetRuntime: runtime,
    shareImages: !values['no-share-images'],
    fresh: values.fresh === true,
    quiet: values.quiet === true,
    strict: values.strict === true,
    ...(threads === undefined ? {} : { threads }),
    cacheDir: resolve(cwd, cacheDir),
  };
}

/** The build's options, or `help` for `--help`; a mistake throws a UsageError. */
export function parseOptions(argv: readonly string[], cwd = process.cwd()): BuildOptions | 'help' {
  const { help, values } = parseCommandLine(argv, BUILD_COMMAND);
  return help ? 'help' : buildOptionsFrom(values, cwd);
}
