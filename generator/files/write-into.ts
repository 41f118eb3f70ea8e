/**
 * Writing files under a folder synchronously, creating each sub-folder once: what output.ts's staging folder
 * and the page writer's thread (page-writer-thread.ts) both do. Kept apart so that thread loads nothing else.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** A synchronous writer for files under `dir`, making each folder the first time a file goes into it. */
export function writeIntoSync(dir: string): (relativePath: string, data: string | Uint8Array) => void {
  const madeDirs = new Set<string>([dir]);
  return (relativePath, data) => {
    const file = join(dir, relativePath);
    const folder = dirname(file);
    if (!madeDirs.has(folder)) {
      makeFolder(folder);
      madeDirs.add(folder);
    }
    writeFileSync(file, data);
  };
}

/**
 * A page's folder, whose parent nearly always exists already: one mkdir call, where a recursive mkdir
 * first looks at the folders above it (half the cost of making 4,000 folders, measured here).
 */
function makeFolder(folder: string): void {
  try {
    mkdirSync(folder);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return;
    if (code !== 'ENOENT') throw error;
    mkdirSync(folder, { recursive: true });
  }
}
