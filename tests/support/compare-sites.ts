/** Comparing two built sites. */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect } from 'vitest';

/** Two output folders hold the same files, byte for byte (text compared as text, so a failure shows the difference). */
export function expectSameSite(actual: string, expected: string): void {
  const list = (dir: string) => readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => relative(dir, join(entry.parentPath, entry.name))).sort();
  const files = list(expected);
  expect(list(actual)).toEqual(files);
  for (const file of files) {
    if (/\.(html|xml|css|js|json|txt|webmanifest|svg)$/.test(file)) expect(readFileSync(join(actual, file), 'utf8'), file).toBe(readFileSync(join(expected, file), 'utf8'));
    else expect(readFileSync(join(actual, file)).equals(readFileSync(join(expected, file))), file).toBe(true);
  }
}
