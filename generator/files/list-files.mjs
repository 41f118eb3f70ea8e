/**
 * Listing files: the one recursive walk of the house. Every file below a folder as a path relative to it
 * ('/' between folders), sorted, so whatever hashes or compares the list sees the same order on every
 * machine. A plain synchronous walk: on a folder of thousands of pages it is several times faster than
 * readdir's recursive option. Links are not followed, and nothing but files and folders is listed. Plain
 * JavaScript with types in JSDoc, so the launcher (launch.mjs), which runs before anything is compiled,
 * uses it too.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Every file below `dir`, relative to it and sorted; throws when `dir` cannot be read.
 * @param {string} dir
 * @returns {string[]}
 */
export function filesBelow(dir) {
  /** @type {string[]} */
  const files = [];
  /** @param {string} folder @param {string} prefix */
  const walk = (folder, prefix) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(folder, entry.name), `${prefix}${entry.name}/`);
      else if (entry.isFile()) files.push(`${prefix}${entry.name}`);
    }
  };
  walk(dir, '');
  return files.sort();
}

/**
 * The source files below `dir` whose names match `pattern`, tests left out, as paths joined to `dir`: the code
 * whose bytes decide a cache's or a compiled build's version.
 * @param {string} dir
 * @param {RegExp} pattern
 * @returns {string[]}
 */
export function sourceFiles(dir, pattern) {
  return filesBelow(dir)
    .filter((file) => pattern.test(file) && !file.endsWith('.test.ts'))
    .map((file) => join(dir, file));
}
