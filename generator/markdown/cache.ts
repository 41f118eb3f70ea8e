/**
 * A cache of rendered markdown, so a rebuild parses only what changed. An entry's key is a hash of the
 * markdown and the site's origin (it decides which links are external); the cache as a whole belongs to
 * one version of the pipeline: the markdown processor and every file it imports, and the locked packages
 * (code-version.ts, from the import graph). Changing any of them starts a new cache. Each build keeps the
 * entries for the content as it now is.
 *
 * What it saves: the markdown is most of a cold build's work (docs/performance.md). A change that
 * renders every page again but no markdown (the site config, a template) takes the markdown from here. Not
 * yet measured on its own: on the real site, a build into a new folder with every cache kept (this one,
 * the front matter's then, images, share images) took 5.0 s against 14.3 s with none (bench of the round of issue 40,
 * load 6 to 16); at 4,000 articles, only together with page reuse (build-cache.ts).
 */
import { createHash } from 'node:crypto';
import { readVersionedEntries, writeVersionedEntries } from '../files/cache-files.ts';
import type { RenderedMarkdown } from './processor.ts';

/** The context of the markdown cache's keys: the site's origin (it decides which links are external) and the image set. */
export function markdownContext(siteOrigin: string, imagesKey: string): string {
  return `${siteOrigin}|${imagesKey}`;
}

/** `context` is everything besides the markdown that shapes the HTML: the site's origin and the image set. */
export function markdownKey(context: string, markdown: string): string {
  return createHash('sha256').update(context).update('\0').update(markdown).digest('base64url').slice(0, 32);
}

export type MarkdownEntries = Record<string, RenderedMarkdown>;

/**
 * The cache is one file (one read and at most one write per build: file operations are the slow part of
 * a build on most disks). Entries of another pipeline version are ignored.
 */
export function readMarkdownCache(file: string, version: string): Promise<MarkdownEntries> {
  return readVersionedEntries<RenderedMarkdown>(file, version);
}

/**
 * The keys of every markdown body in the content (the bodies of the markdown collections), which is all the
 * markdown pages render: the entries worth keeping, whether or not this build rendered their pages (an
 * unchanged page is reused, not rendered).
 */
export function contentMarkdownKeys(bodies: readonly string[], context: string): Set<string> {
  return new Set(bodies.map((body) => markdownKey(context, body)));
}

/** Keeps exactly the entries in `keep`; writes only when that differs from what was read. */
export async function updateMarkdownCache(file: string, version: string, before: MarkdownEntries, added: MarkdownEntries, keep: ReadonlySet<string>): Promise<void> {
  const entries: MarkdownEntries = {};
  for (const key of [...keep].sort()) {
    const entry = added[key] ?? before[key];
    if (entry) entries[key] = entry;
  }
  const unchanged = Object.keys(added).length === 0 && Object.keys(entries).length === Object.keys(before).length;
  if (unchanged) return;
  await writeVersionedEntries(file, version, entries);
}
