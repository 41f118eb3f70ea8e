/**
 * Listing files: the one recursive walk of the house. Every entry below a folder as a path relative to it
 * ('/' between folders), sorted, so whatever hashes or compares the list sees the same order on every
 * machine. A plain synchronous walk: on a folder of thousands of pages it is several times faster than
 * readdir's recursive option. Links are never followed.
 *
 * `filesBelow` lists plain files. `entriesBelow` also lists symbolic links and special files (pipes, sockets,
 * devices), each marked with its kind, for what must see them: the checks of content/ and static/, which
 * refuse them (input-files.ts), and the build's change detection, for which adding or removing a link is a
 * change (cache/build-cache.ts).
 *
 * Plain JavaScript with types in JSDoc, so the launcher (launch.mjs), which runs before anything is compiled,
 * could use it too.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * @typedef {object} ListedEntry
 * @property {string} path relative to the folder listed, with '/' between parts
 * @property {'file' | 'link' | 'other'} kind
 */

/**
 * Every file, symbolic link and special file below `dir` (links are listed, never followed), sorted by path;
 * throws when `dir` cannot be read.
 * @param {string} dir
 * @returns {ListedEntry[]}
 */
export function entriesBelow(dir) {
  /** @type {ListedEntry[]} */
  const entries = [];
  /** @param {string} folder @param {string} prefix */
  const walk = (folder, prefix) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = `${prefix}${entry.name}`;
      if (entry.isDirectory()) walk(join(folder, entry.name), `${path}/`);
      else entries.push({ path, kind: entry.isFile() ? 'file' : entry.isSymbolicLink() ? 'link' : 'other' });
    }
  };
  walk(dir, '');
  return entries.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/**
 * Every plain file below `dir`, relative to it and sorted; throws when `dir` cannot be read.
 * @param {string} dir
 * @returns {string[]}
 */
export function filesBelow(dir) {
  return entriesBelow(dir)
    .filter((entry) => entry.kind === 'file')
    .map((entry) => entry.path);
}
