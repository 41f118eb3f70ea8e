/**
 * Step: bundle the widgets. Each widget's client entry becomes an ES module with a content hash in its
 * name; shared code (the UI runtime) is split into chunks that every widget reuses. The island loader is
 * built separately, as a tiny script that every page inlines.
 *
 * The client runtime is Preact (react and react-dom aliased to preact/compat, @preact/signals-react to
 * @preact/signals) unless `--runtime react` asks for React itself: the same components, about a third of
 * the bytes. The browser tests run against the Preact build, which is the one that ships.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import * as esbuild from 'esbuild';
import { BuildError } from '../errors.ts';
import { ROOT } from '../files/paths.ts';

/** Each widget's client entry: a widget is one folder under widgets/ (add it here to have it bundled). */
export const WIDGET_ENTRIES = {
  menu: 'widgets/menu/client.ts',
  faq: 'widgets/faq/client.ts',
  carousel: 'widgets/carousel/client.ts',
  form: 'widgets/form/client.ts',
  search: 'widgets/search/client.ts',
  'help-panel': 'widgets/help-panel/client.ts',
  'quick-exit': 'widgets/quick-exit/client.ts',
} as const;

/**
 * Scripts bundled each on its own, sharing no chunk with the public widgets, so the public widgets' files stay
 * as they were: the staff inbox's page script (nothing of it ever loads on a public page), and the referral
 * form's documents code (age encryption), which the form loads by address only once someone chooses a document.
 */
export const STAFF_ENTRIES = {
  'intake-inbox': 'widgets/intake-inbox/client.ts',
  'form-documents': 'widgets/form/documents-client.ts',
} as const;

export type WidgetName = keyof typeof WIDGET_ENTRIES | keyof typeof STAFF_ENTRIES;

/** The island loader every page inlines, built on its own. */
export const ISLAND_LOADER = 'widgets/islands/loader.ts';
/** What @preact/signals-react/runtime becomes in the Preact build (an alias, so no import reaches it). */
export const PREACT_SIGNALS_SHIM = 'widgets/islands/signals-runtime-preact.ts';

export interface WidgetBundle {
  widgetScripts: Record<WidgetName, string>;
  loaderCode: string;
  /** Every file written, relative to the output folder, with its size in bytes. */
  files: { path: string; bytes: number }[];
}

function preactAliases(): esbuild.Plugin {
  const shim = join(ROOT, PREACT_SIGNALS_SHIM);
  const map: Record<string, string> = {
    react: 'preact/compat',
    'react-dom': 'preact/compat',
    'react-dom/client': 'preact/compat/client',
    'react/jsx-runtime': 'preact/jsx-runtime',
    '@preact/signals-react': '@preact/signals',
  };
  return {
    name: 'preact-runtime',
    setup(build) {
      build.onResolve({ filter: /^@preact\/signals-react\/runtime$/ }, () => ({ path: shim }));
      build.onResolve({ filter: /^(react|react-dom|react-dom\/client|react\/jsx-runtime|@preact\/signals-react)$/ }, (args) =>
        build.resolve(map[args.path]!, { kind: args.kind, resolveDir: ROOT }),
      );
    },
  };
}

interface Bundled {
  widgetScripts: Record<WidgetName, string>;
  loaderCode: string;
  files: { path: string; contents: Uint8Array }[];
}

/** One bundle per runtime for the life of the process: the widgets' code cannot change under it. */
const bundled = new Map<string, Promise<Bundled>>();

/**
 * Starts compiling the widgets (once per process and runtime: `npm run dev` reuses the bundle), so a build
 * does other work meanwhile; `writeInto` writes the bundle into the output once it is compiled.
 */
export function bundleWidgets(runtime: 'preact' | 'react'): { writeInto(outDir: string): Promise<WidgetBundle> } {
  let bundle = bundled.get(runtime);
  if (!bundle) {
    bundle = compileWidgets(runtime);
    bundled.set(runtime, bundle);
    // Handled here so a build that fails first leaves no unhandled rejection; writeInto reports it.
    bundle.catch(() => bundled.delete(runtime));
  }
  const compiled = bundle;
  return {
    async writeInto(outDir) {
      const { widgetScripts, loaderCode, files } = await compiled;
      const folders = new Set(files.map((file) => dirname(join(outDir, file.path))));
      await Promise.all([...folders].map((folder) => mkdir(folder, { recursive: true })));
      await Promise.all(files.map((file) => writeFile(join(outDir, file.path), file.contents)));
      return { widgetScripts, loaderCode, files: files.map((file) => ({ path: file.path, bytes: file.contents.length })) };
    },
  };
}

async function compileWidgets(runtime: 'preact' | 'react'): Promise<Bundled> {
  const outDir = '/';
  const assetsDir = join(outDir, 'assets');
  let result: esbuild.BuildResult<{ metafile: true; write: false }>;
  let loader: esbuild.BuildResult<{ write: false }>;
  let staff: esbuild.BuildResult<{ metafile: true; write: false }>;
  try {
    [result, loader, staff] = await Promise.all([
      esbuild.build({
        absWorkingDir: ROOT,
        entryPoints: Object.fromEntries(Object.entries(WIDGET_ENTRIES).map(([name, entry]) => [name, entry])),
        bundle: true,
        format: 'esm',
        splitting: true,
        minify: true,
        target: ['es2020', 'chrome90', 'firefox90', 'safari15'],
        jsx: 'automatic',
        outdir: assetsDir,
        entryNames: '[name]-[hash]',
        chunkNames: 'chunks/[name]-[hash]',
        metafile: true,
        write: false,
        legalComments: 'none',
        define: { 'process.env.NODE_ENV': '"production"' },
        plugins: runtime === 'preact' ? [preactAliases()] : [],
        logLevel: 'silent',
      }),
      esbuild.build({
        absWorkingDir: ROOT,
        entryPoints: [ISLAND_LOADER],
        bundle: true,
        format: 'iife',
        minify: true,
        target: ['es2020', 'chrome90', 'firefox90', 'safari15'],
        write: false,
        legalComments: 'none',
        logLevel: 'silent',
      }),
      esbuild.build({
        absWorkingDir: ROOT,
        entryPoints: STAFF_ENTRIES,
        bundle: true,
        format: 'esm',
        minify: true,
        target: ['es2022', 'chrome100', 'firefox100', 'safari16'],
        outdir: assetsDir,
        entryNames: '[name]-[hash]',
        metafile: true,
        write: false,
        legalComments: 'none',
        logLevel: 'silent',
      }),
    ]);
  } catch (error) {
    throw new BuildError('Bundling the widgets failed: fix the error above in widgets/', { cause: error });
  }

  const widgetScripts = {} as Record<WidgetName, string>;
  const files: Bundled['files'] = [];
  const entries: Record<WidgetName, string> = { ...WIDGET_ENTRIES, ...STAFF_ENTRIES };
  for (const output of [...result.outputFiles, ...staff.outputFiles]) {
    const path = relative(outDir, output.path).split('\\').join('/');
    files.push({ path, contents: output.contents });
  }
  for (const [file, output] of [...Object.entries(result.metafile.outputs), ...Object.entries(staff.metafile.outputs)]) {
    const name = (Object.keys(entries) as WidgetName[]).find((widget) => entries[widget] === output.entryPoint);
    if (name) widgetScripts[name] = `/${relative(outDir, join(ROOT, file)).split('\\').join('/')}`;
  }
  for (const name of Object.keys(entries) as WidgetName[]) {
    if (!widgetScripts[name]) throw new BuildError(`esbuild produced no output for the ${name} widget (${entries[name]})`);
  }
  const loaderCode = loader.outputFiles[0]!.text.trim();
  return { widgetScripts, loaderCode, files: files.sort((a, b) => a.path.localeCompare(b.path)) };
}
