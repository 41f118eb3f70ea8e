/**
 * Writing the site atomically. Everything is written into a staging folder beside the output folder; only
 * when the whole build has succeeded is the staging folder swapped in. A failed build leaves the previous
 * dist/ exactly as it was.
 *
 * The swap is two renames: dist/ to .dist.old-<pid>, then the staging folder to dist/. A build killed between
 * them leaves no dist/, and .dist.old-<pid> is then the only copy of the site: the next build puts it back
 * before anything else, and only ever deletes an old copy while dist/ exists.
 */
import { spawn } from 'node:child_process';
import { copyFile, mkdir, rename, rm, readdir, stat } from 'node:fs/promises';
import { checkStaticFolder } from './input-files.ts';
import { writeIntoSync } from './write-into.ts';
import { basename, dirname, join } from 'node:path';

export interface Staging {
  dir: string;
  write(relativePath: string, data: string | Uint8Array): Promise<void>;
  commit(): Promise<void>;
  discard(): Promise<void>;
}

/**
 * A writer for files under a folder, creating sub-folders once each. It writes synchronously: the few files
 * besides the pages (stylesheets, site files, the search index) gain nothing from the promise API. The pages
 * of a large site are written on a thread of their own (page-writer.ts).
 */
export function writeInto(dir: string): Staging['write'] {
  const write = writeIntoSync(dir);
  return async (relativePath, data) => write(relativePath, data);
}

/** Deletes a folder, trying again while something still writes into it (ENOTEMPTY, EBUSY). */
const removeFolder = (dir: string) => rm(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 });

/**
 * Previous outputs this process is deleting in the background (their paths), each under a name of its own
 * (`.dist.old-<pid>-<swap>`): the next build leaves them to their `rm`. `npm run dev`'s builder swaps in a new
 * output on every save; when the last one's `rm` had not finished, the next build used to delete the same
 * folder again in line, 25 to 100 ms of a 300 ms rebuild under load (docs/performance.md, round of issue 40,
 * third part).
 */
const beingRemoved = new Set<string>();
let swaps = 0;

/**
 * What a build killed part-way left beside the output: its staging folder is cleared; an old copy of the
 * site is put back where the output was missing (a swap cut between its two renames), and otherwise cleared.
 */
async function tidyAfterKilledBuilds(outDir: string, report: (line: string) => void): Promise<void> {
  const parent = dirname(outDir);
  const name = basename(outDir);
  const entries = (await readdir(parent)).filter((entry) => !beingRemoved.has(join(parent, entry)));
  const old = entries.filter((entry) => entry.startsWith(`.${name}.old-`));
  if (old.length > 0 && !entries.includes(name)) {
    // The newest copy is the site as last published.
    const stats = await Promise.all(old.map(async (entry) => ({ entry, time: (await stat(join(parent, entry))).mtimeMs })));
    const newest = stats.sort((a, b) => b.time - a.time)[0]!.entry;
    await rename(join(parent, newest), outDir);
    report(`${outDir} was missing (a build was stopped while it swapped the new site in): the previous site was put back from ${newest}.`);
  }
  for (const entry of await readdir(parent)) {
    if (beingRemoved.has(join(parent, entry))) continue;
    if (entry.startsWith(`.${name}.staging-`) || entry.startsWith(`.${name}.old-`)) await removeFolder(join(parent, entry));
  }
}

export async function openStaging(outDir: string, report: (line: string) => void = (line) => console.warn(line)): Promise<Staging> {
  const parent = dirname(outDir);
  const name = basename(outDir);
  await mkdir(parent, { recursive: true });
  await tidyAfterKilledBuilds(outDir, report);
  const dir = join(parent, `.${name}.staging-${process.pid}`);
  await mkdir(dir, { recursive: true });

  return {
    dir,
    write: writeInto(dir),
    async commit() {
      swaps += 1;
      const old = join(parent, `.${name}.old-${process.pid}-${swaps}`);
      let hadPrevious = true;
      try {
        await rename(outDir, old);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        hadPrevious = false;
      }
      try {
        await rename(dir, outDir);
      } catch (error) {
        if (hadPrevious) await rename(old, outDir);
        throw error;
      }
      if (hadPrevious) await removeInBackground(old);
    },
    async discard() {
      await removeFolder(dir);
    },
  };
}

/**
 * Deletes the previous output without making the build wait: a detached `rm -rf` outlives this process.
 * Where there is no rm, it is deleted in line; any leftover is cleared by the next build's openStaging.
 */
async function removeInBackground(dir: string): Promise<void> {
  if (process.platform !== 'win32') {
    try {
      const child = spawn('rm', ['-rf', dir], { detached: true, stdio: 'ignore' });
      beingRemoved.add(dir);
      child.on('exit', () => beingRemoved.delete(dir));
      child.on('error', () => {
        beingRemoved.delete(dir);
        void rm(dir, { recursive: true, force: true });
      });
      child.unref();
      return;
    } catch {
      // fall through
    }
  }
  await rm(dir, { recursive: true, force: true });
}

/**
 * Copies static/ into the staging folder as it is, file by file, once every file has passed the checks of
 * input-files.ts (no links, no hidden files but .well-known/, nothing that must never be public, no archive
 * but those the site config allows); the number of files copied.
 */
export async function copyStatic(staticDir: string, staging: Staging, allowedArchives: readonly string[] = []): Promise<number> {
  const files = checkStaticFolder(staticDir, allowedArchives);
  const folders = new Set(files.map((file) => dirname(join(staging.dir, file))));
  for (const folder of [...folders].sort()) await mkdir(folder, { recursive: true });
  await Promise.all(files.map((file) => copyFile(join(staticDir, file), join(staging.dir, file))));
  return files.length;
}

/**
 * Like Promise.all, but settles only once every promise has: a step that fails must not leave the others
 * writing into the staging folder while it is deleted (which failed with ENOTEMPTY and hid the real error).
 */
export async function allWritten<T extends readonly unknown[]>(steps: { [K in keyof T]: Promise<T[K]> }): Promise<T> {
  const results = await Promise.allSettled(steps);
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw (failed as PromiseRejectedResult).reason;
  return results.map((result) => (result as PromiseFulfilledResult<unknown>).value) as unknown as T;
}
