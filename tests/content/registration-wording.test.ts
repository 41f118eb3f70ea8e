/**
 * No page or data file calls our status "registration pending" (issue 32). The badge check in
 * provider-pages.test.ts reads only site.json; this one reads every content file, so a table label or a
 * page sentence with the old wording fails too.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pendingWordingProblems } from '../../templates/checks/provider-pages.ts';

/** Every markdown and JSON file under `dir`, except the editor's guide (which quotes the wording to forbid it). */
function contentTextFiles(dir = 'content'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return contentTextFiles(path);
    return /\.(?:md|json)$/.test(entry.name) && entry.name !== 'README.md' ? [path] : [];
  });
}

describe('"registration pending" wording', () => {
  it('appears in no content file', () => {
    const files = contentTextFiles();
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap((file) => pendingWordingProblems(readFileSync(file, 'utf8')).map((problem) => `${file}: line ${problem.line}: ${problem.message}`))).toEqual([]);
  });

  it('fails the old wording wherever it is, in a data file or a page', () => {
    expect(pendingWordingProblems('    "plans": "Not NDIA-managed plans while our registration is pending.",')).toEqual([{ line: 1, message: expect.stringMatching(/^says "registration is pending", which is not an NDIS Commission status: say "not yet NDIS registered"/) }]);
    expect(pendingWordingProblems('"badge": "NDIS Registration Pending"')).toHaveLength(1);
    expect(pendingWordingProblems('Line one.\nWhile our NDIS registration is pending, we can help.')).toEqual([expect.objectContaining({ line: 2 })]);
    expect(pendingWordingProblems('Our application for registration has not yet been decided.')).toEqual([]);
  });
});
