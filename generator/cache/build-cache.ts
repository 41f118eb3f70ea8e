/**
 * The build's caches, as one layer: build.ts opens it once and asks it three things: is anything to do at
 * all, which pages must be rendered, and what to keep for next time. Every cached thing is keyed by its
 * inputs, and the build is deterministic, so a hit is always exactly what the step would make again:
 *   - the whole build: a hash of every input file's bytes, the code and the options (nothing changed:
 *     nothing to do, when the previous output is still whole);
 *   - each page: the code, what of the content every page may show, its address, what only its own content
 *     file gives it, and what it alone shows of other files (the cards of the articles it lists), as the site
 *     divides them (unchanged: its file is hard-linked from the previous output);
 *   - rendered markdown: its text (markdown/cache.ts);
 *   - images, icons and share images: files named by the hash of what they are drawn from (`folder`).
 * `--fresh` reads none of it (content-named files excepted: their name is their inputs) and rebuilds it.
 *
 * What it saves, at 4,000 articles (bench of the round of issue 40, docs/performance.md): with nothing
 * changed the build takes 1.1 s (0.6 CPU s) instead of a cold build's 25 s (16 CPU s); with one article
 * edited, reusing every other page and the rendered markdown, 15 s (7 CPU s).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { copyFile, link, mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { buildCodeVersion, markdownCodeVersion } from './code-version.ts';
import { writeJsonAtomically } from '../files/cache-files.ts';
import { entriesBelow, type ListedEntry } from '../files/list-files.mjs';
import { linkTarget } from '../files/input-files.ts';
import type { BuildOptions } from '../launch/options.ts';
import { contentMarkdownKeys, readMarkdownCache, updateMarkdownCache, type MarkdownEntries } from '../markdown/cache.ts';
import type { RenderedPage, Route } from '../render/pages.ts';

export type PageSummary = Omit<RenderedPage, 'html'>;

/**
 * What a page's key is made of, as the site divides its content: `shared`, everything any page may show
 * (as JSON); `own`, by content file, what only the pages made from that file show (an article's body);
 * `shown`, by page address, what that page alone shows of other files (the titles and summaries of the
 * articles a list or a related-articles section names). A change to `shared` renders every page again; a
 * change to one file's `own`, only its pages; a change to what a page's `shown` holds, only that page. The
 * site answers for the division: a page must show nothing of the content beyond these three.
 */
export interface CacheParts {
  shared: unknown;
  own: ReadonlyMap<string, string>;
  shown?: ReadonlyMap<string, string>;
}

interface OutputManifest {
  /** Hash of the raw input files, the code and the options: equal means nothing at all changed. */
  inputKey: string;
  /** What the site's release checks read of that build's content, checked again when nothing changed. */
  releaseState?: unknown;
  codeVersion: string;
  pages: Record<string, PageSummary & { key: string }>;
  /** Every file of the output, relative and sorted, to notice a folder changed by hand. */
  files: string[];
}

/** The pages of this build: those to render, and those whose key matches the previous build's. */
export interface PagePlan<R extends Route = Route> {
  toRender: R[];
  reused: R[];
  /** Hard-links the reused pages from the previous output into `stagingDir`. */
  reuse(stagingDir: string): Promise<void>;
  /** The reused pages as the previous build summarised them. */
  reusedSummaries(): PageSummary[];
}

export interface BuildCache {
  /** What render workers read (the front matter and markdown caches); nothing with --fresh. */
  readonly forWorkers: { cacheDir: string | undefined; markdownCache: { file: string; version: string } | undefined };
  /** True when the previous build was made by other code, so every page will be rendered. */
  readonly renderingAll: boolean;
  /** A folder for a step whose files are named by the hash of their inputs (images, icons, share). */
  folder(step: 'images' | 'icons' | 'share'): string;
  /** The previous build's summary when no input, code or option changed and its output is whole. */
  unchanged(): Promise<{ pages: number; releaseState: unknown } | undefined>;
  /** Reads the content once loaded: which pages to render, which to reuse. */
  plan<R extends Route>(parts: CacheParts, imagesKey: string, routes: readonly R[]): Promise<PagePlan<R>>;
  /** Rendered markdown from earlier builds (none with --fresh). */
  markdown(): Promise<MarkdownEntries>;
  /** After the output is in place: keeps the markdown this content uses and the output's manifest. */
  keep(input: { markdownBodies: readonly string[]; markdownContext: string; markdownBefore: MarkdownEntries; markdownAdded: MarkdownEntries; pages: readonly PageSummary[]; releaseState: unknown }): Promise<void>;
}

export function openBuildCache(options: BuildOptions): BuildCache {
  const dir = options.cacheDir;
  // Both versions come from the code's import graph (code-version.ts), not from lists of folders.
  const code = buildCodeVersion(dir);
  const markdownFile = join(dir, 'markdown.json');
  const markdownVersion = markdownCodeVersion(dir);
  const manifestFile = join(dir, 'outputs', `${hashText(options.outDir).slice(0, 16)}.json`);
  const previous = options.fresh ? undefined : readManifest(manifestFile);
  let inputs: string | undefined;
  let intact: Promise<boolean> | undefined;
  const outputIsIntact = () => (intact ??= previous ? outputIntact(options.outDir, previous) : Promise.resolve(false));
  let pageKeys = new Map<string, string>();

  return {
    forWorkers: { cacheDir: options.fresh ? undefined : dir, markdownCache: options.fresh ? undefined : { file: markdownFile, version: markdownVersion } },
    renderingAll: previous?.codeVersion !== code,
    folder: (step) => join(dir, step),

    async unchanged() {
      inputs = await inputKey([options.contentDir, options.staticDir], code, options);
      if (previous?.inputKey !== inputs || !(await outputIsIntact())) return undefined;
      return { pages: Object.keys(previous.pages).length, releaseState: previous.releaseState };
    },

    async plan(parts, imagesKey, routes) {
      pageKeys = keysOf(code, parts, imagesKey, routes);
      const canReuse = await outputIsIntact();
      const reused = canReuse ? routes.filter((route) => previous!.pages[route.meta.path]?.key === pageKeys.get(route.meta.path)) : [];
      const reusedPaths = new Set(reused.map((route) => route.meta.path));
      return {
        toRender: routes.filter((route) => !reusedPaths.has(route.meta.path)),
        reused,
        async reuse(stagingDir) {
          const made = new Set<string>();
          await Promise.all(reused.map((route) => reusePage(options.outDir, stagingDir, route.file, made)));
        },
        reusedSummaries: () => reused.map((route) => previous!.pages[route.meta.path]!),
      };
    },

    markdown: () => (options.fresh ? Promise.resolve({}) : readMarkdownCache(markdownFile, markdownVersion)),

    async keep({ markdownBodies, markdownContext, markdownBefore, markdownAdded, pages, releaseState }) {
      await updateMarkdownCache(markdownFile, markdownVersion, markdownBefore, markdownAdded, contentMarkdownKeys(markdownBodies, markdownContext));
      const manifest: OutputManifest = {
        inputKey: inputs ?? (await inputKey([options.contentDir, options.staticDir], code, options)),
        releaseState,
        codeVersion: code,
        files: manifestFiles(entriesBelow(options.outDir)),
        pages: Object.fromEntries(pages.map((page) => [page.path, { path: page.path, file: page.file, stylesheets: page.stylesheets, noindex: page.noindex, key: pageKeys.get(page.path)! }])),
      };
      await writeJsonAtomically(manifestFile, manifest);
    },
  };
}

const hashText = (text: string) => createHash('sha1').update(text).digest('base64url');

/**
 * A hash of every input file's bytes (content and static), the code and the options: computed before any
 * parsing, so a rebuild with nothing changed can stop at once. Symbolic links and other special files
 * count too (a link by its target): the build refuses them (input-files.ts), so adding one must not be
 * "nothing changed", and removing one must be noticed.
 */
async function inputKey(folders: readonly string[], code: string, options: BuildOptions): Promise<string> {
  const hash = createHash('sha1').update(code).update(JSON.stringify([options.widgetRuntime, options.shareImages]));
  for (const folder of folders) {
    for (const entry of listed(folder) ?? []) {
      hash.update(`\0${folder}/${entry.path}\0${entry.kind}\0`);
      if (entry.kind === 'file') hash.update(readFileSync(join(folder, entry.path)));
      else if (entry.kind === 'link') hash.update(linkTarget(folder, entry.path));
    }
  }
  return hash.digest('base64url');
}

interface Fingerprint {
  /** Everything in the content that more than one page can show, with the image set. */
  metadata: string;
  /** Content file -> hash of what only the pages made from it show. */
  bodies: Map<string, string>;
}

/**
 * Each page's key, by address. A function of its own, so that nothing the plan keeps for the rest of the
 * build holds on to `parts` (at 4,000 articles, tens of MB of JSON).
 */
function keysOf(code: string, parts: CacheParts, imagesKey: string, routes: readonly Route[]): Map<string, string> {
  const print = fingerprint(parts, imagesKey);
  return new Map(routes.map((route) => [route.meta.path, hashText(`${code}|${print.metadata}|${route.meta.path}|${print.bodies.get(route.source) ?? ''}|${parts.shown?.get(route.meta.path) ?? ''}`)]));
}

function fingerprint(parts: CacheParts, imagesKey: string): Fingerprint {
  const bodies = new Map([...parts.own].map(([file, own]) => [file, hashText(own)]));
  return { metadata: hashText(JSON.stringify({ shared: parts.shared, imagesKey })), bodies };
}

function readManifest(file: string): OutputManifest | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as OutputManifest;
  } catch {
    return undefined;
  }
}

/** True when the previous output is still exactly the set of files the previous build wrote. */
async function outputIntact(outDir: string, manifest: OutputManifest): Promise<boolean> {
  const entries = listed(outDir);
  const files = entries && manifestFiles(entries);
  return files !== undefined && files.length === manifest.files.length && files.every((file, index) => file === manifest.files[index]);
}

/** The output as its manifest lists it: a file by its path; a link or special file marked with its kind. */
function manifestFiles(entries: readonly ListedEntry[]): string[] {
  return entries.map((entry) => (entry.kind === 'file' ? entry.path : `${entry.path} (${entry.kind})`));
}

/** Every entry below a folder (files/list-files.mjs, links included); undefined when it cannot be read. */
function listed(dir: string): ListedEntry[] | undefined {
  try {
    return entriesBelow(dir);
  } catch {
    return undefined;
  }
}

/** Puts a previous page into the new output: a hard link (no data is copied), or a copy if linking fails. */
async function reusePage(previousOutDir: string, stagingDir: string, file: string, made: Set<string>): Promise<void> {
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
