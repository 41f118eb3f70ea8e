/**
 * A cache of rendered markdown, so a rebuild parses only what changed. An entry's key is a hash of the
 * markdown and the site's origin (it decides which links are external); the cache as a whole belongs to
 * one version of the pipeline: the markdown processor and every file it imports, and the locked packages
 * (code-version.ts, from the import graph). Changing any of them starts a new cache. Each build keeps the
 * entries for the content as it now is.
 *
 * What it saves: the markdown is most of a cold build's work (docs/performance.md). A change that
 * renders every page again but no markdown (the site config, a template) takes the markdown from here.
 * Measured on its own (29 November 2026, site.json's opening hours edited, so every page renders again;
 * the same warm cache and output each run, with and without this file, alternating, Node 24, a machine
 * busy with other builds): the real site (136 pages, one thread, as `npm run dev` builds it) took 1.46 to
 * 1.67 CPU s with it against 1.87 to 2.06 without (five pairs; a fifth of the build); at 4,000 articles,
 * 11.9 to 14.2 user CPU s against 16.4 to 19.1 (three pairs), though not less wall time on two cores:
 * with every file cached the render worker has nothing to do, and the main thread's rendering, which
 * takes as long as the markdown on the worker, sets the time either way.
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
