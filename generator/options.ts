/** Command-line options: `--content DIR` and `--out DIR` (defaults content/ and dist/). */
import { resolve } from 'node:path';
import { BuildError } from './errors.ts';

export interface BuildOptions {
  contentDir: string;
  outDir: string;
  /** Client runtime for widgets: preact/compat (the default, 3x smaller) or react-dom. */
  widgetRuntime: 'preact' | 'react';
  /** Draw a share image for every page (cached across builds). */
  shareImages: boolean;
  /** Ignore every cache and the previous output: render everything. */
  fresh: boolean;
  quiet: boolean;
}

const USAGE = 'Usage: npm run build -- [--content DIR] [--out DIR] [--runtime preact|react] [--no-share-images] [--fresh] [--quiet]';

export function parseOptions(argv: readonly string[], cwd = process.cwd()): BuildOptions {
  const options: BuildOptions = { contentDir: resolve(cwd, 'content'), outDir: resolve(cwd, 'dist'), widgetRuntime: 'preact', shareImages: true, fresh: false, quiet: false };
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index]!;
    const [flag, inline] = arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    const value = () => {
      const next = inline ?? argv[++index];
      if (next === undefined || next.startsWith('--')) throw new BuildError(`${flag} needs a value. ${USAGE}`);
      return next;
    };
    switch (flag) {
      case '--content':
        options.contentDir = resolve(cwd, value());
        break;
      case '--out':
        options.outDir = resolve(cwd, value());
        break;
      case '--runtime': {
        const runtime = value();
        if (runtime !== 'preact' && runtime !== 'react') throw new BuildError(`--runtime must be preact or react, found "${runtime}". ${USAGE}`);
        options.widgetRuntime = runtime;
        break;
      }
      case '--fresh':
        options.fresh = true;
        break;
      case '--no-share-images':
        options.shareImages = false;
        break;
      case '--quiet':
        options.quiet = true;
        break;
      default:
        throw new BuildError(`Unknown option "${arg}". ${USAGE}`);
    }
  }
  if (process.env.WIDGET_RUNTIME === 'react' || process.env.WIDGET_RUNTIME === 'preact') options.widgetRuntime = process.env.WIDGET_RUNTIME;
  return options;
}
