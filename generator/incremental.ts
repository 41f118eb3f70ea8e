/**
 * Incremental builds. The build is deterministic, so a page's HTML depends only on the build's code, the
 * content's metadata (everything but article bodies), the page's address and its own markdown. From those
 * come two keys:
 *   - a page key for each page: a page whose key matches the previous build is not rendered again, its
 *     file is hard-linked from the previous output into the new one;
 *   - a build key over everything: when it matches the previous build and the previous output is still
 *     complete, there is nothing to do at all.
 * The keys and the list of output files are kept in a manifest in the cache folder, one per output folder.
 * `--fresh` ignores all of it.
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { copyFile, link, mkdir, readFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { sourceFiles, writeJsonAtomically } from './cache-files.ts';
import type { SiteContent } from './content/types.ts';
import type { BuildOptions } from './options.ts';
import { ROOT } from './paths.ts';
import type { RenderedPage } from './render.ts';
import type { Route } from './routes.ts';

const CODE_FOLDERS = ['generator', 'templates', 'widgets'];
const CODE_FILES = ['build.ts', 'package-lock.json'];

export type PageSummary = Omit<RenderedPage, 'html'>;

export interface OutputManifest {
  /** Hash of the raw input files, the code and the options: equal means nothing at all changed. */
  inputKey: string;
  /** The placeholder warning of that build, repeated when nothing changed. */
  placeholderWarning?: string;
  /** Each article's reviewBy date, so a build with nothing changed still warns once one has passed. */
  reviewDates?: Array<{ file: string; reviewBy?: string }>;
  buildKey: string;
  codeVersion: string;
  pages: Record<string, PageSummary & { key: string }>;
  /** Every file of the output, relative and sorted, to notice a folder changed by hand. */
  files: string[];
}

let codeVersionMemo: string | undefined;

/** A hash of every file of build code, templates, widgets and styles, and of the exact dependencies. */
export function codeVersion(): string {
  if (codeVersionMemo) return codeVersionMemo;
  const hash = createHash('sha1');
  for (const folder of CODE_FOLDERS) for (const file of sourceFiles(join(ROOT, folder), /\.(ts|tsx|mjs|css)$/)) hash.update(relative(ROOT, file)).update(readFileSync(file));
  for (const file of CODE_FILES) hash.update(file).update(readFileSync(join(ROOT, file)));
  codeVersionMemo = hash.digest('hex').slice(0, 20);
  return codeVersionMemo;
}

export const hashText = (text: string) => createHash('sha1').update(text).digest('base64url');

/**
 * A hash of every input file's bytes (content and static), the code and the options: computed before any
 * parsing, so a rebuild with nothing changed can stop at once.
 */
export async function inputKey(folders: readonly string[], code: string, options: BuildOptions): Promise<string> {
  const hash = createHash('sha1').update(code).update(JSON.stringify([options.widgetRuntime, options.shareImages]));
  for (const folder of folders) {
    let files: string[];
    try {
      files = await listFiles(folder);
    } catch {
      continue;
    }
    for (const file of files) hash.update(`\0${folder}/${file}\0`).update(readFileSync(join(folder, file)));
  }
  return hash.digest('base64url');
}

export interface Fingerprint {
  /** Everything in the content that more than one page can show: all but article bodies and word counts. */
  metadata: string;
  /** Article file -> hash of what only its own page shows (its body and exact word count). */
  bodies: Map<string, string>;
}

export function fingerprint(content: SiteContent, imagesKey: string): Fingerprint {
  const bodies = new Map(content.articles.map((article) => [article.file, hashText(`${article.words}\n${article.body}`)]));
  const metadata = hashText(
    JSON.stringify({
      ...content,
      dir: undefined,
      imagesKey,
      pages: [...content.pages.entries()],
      articles: content.articles.map((article) => ({ ...article, body: undefined, words: undefined })),
    }),
  );
  return { metadata, bodies };
}

/** One hash for all of the content: a render worker checks it loaded exactly what the main thread did. */
export function contentKey(print: Fingerprint): string {
  return hashText(JSON.stringify([print.metadata, [...print.bodies.entries()].sort(([a], [b]) => a.localeCompare(b))]));
}

export function pageKey(code: string, print: Fingerprint, route: Route): string {
  return hashText(`${code}|${print.metadata}|${route.meta.path}|${print.bodies.get(route.source) ?? ''}`);
}

export function buildKey(code: string, print: Fingerprint, options: BuildOptions): string {
  const bodies = [...print.bodies.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([file, hash]) => `${file}:${hash}`);
  return hashText(JSON.stringify([code, print.metadata, bodies, options.widgetRuntime, options.shareImages]));
}

const manifestFile = (cacheDir: string, outDir: string) => join(cacheDir, 'outputs', `${hashText(outDir).slice(0, 16)}.json`);

export async function readManifest(cacheDir: string, outDir: string): Promise<OutputManifest | undefined> {
  try {
    return JSON.parse(await readFile(manifestFile(cacheDir, outDir), 'utf8')) as OutputManifest;
  } catch {
    return undefined;
  }
}

/**
 * Every file under a folder, relative and sorted. A plain synchronous walk: on a folder of thousands of
 * pages it is several times faster than readdir's recursive option.
 */
export async function listFiles(dir: string): Promise<string[]> {
  const files: string[] = [];
  const walk = (folder: string, prefix: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(folder, entry.name), `${prefix}${entry.name}/`);
      else if (entry.isFile()) files.push(`${prefix}${entry.name}`);
    }
  };
  walk(dir, '');
  return files.sort();
}

/** True when the previous output is still exactly the set of files the previous build wrote. */
export async function outputIntact(outDir: string, manifest: OutputManifest): Promise<boolean> {
  try {
    const files = await listFiles(outDir);
    return files.length === manifest.files.length && files.every((file, index) => file === manifest.files[index]);
  } catch {
    return false;
  }
}

export async function writeManifest(cacheDir: string, outDir: string, manifest: OutputManifest): Promise<void> {
  await writeJsonAtomically(manifestFile(cacheDir, outDir), manifest);
}

/** Puts a previous page into the new output: a hard link (no data is copied), or a copy if linking fails. */
export async function reusePage(previousOutDir: string, stagingDir: string, file: string, made: Set<string>): Promise<void> {
  const target = join(stagingDir, file);
  const folder = dirname(target);
  if (!made.has(folder)) {
    await mkdir(folder, { recursive: true });
    made.add(folder);
  }
  try {
    await link(join(previousOutDir, file), target);
  } catch {
    await copyFile(join(previousOutDir, file), target);
  }
}
