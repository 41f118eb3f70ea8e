/**
 * No page or data file calls our status "registration pending" (issue 32). The badge check in
 * provider-pages.test.ts reads only site.json; this one reads every content file, so a table label or a
 * page sentence with the old wording fails too.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contentTextFiles, pendingWordingProblems } from '../../templates/checks/provider-pages.ts';

describe('"registration pending" wording', () => {
  it('appears in no content file', () => {
    const files = contentTextFiles();
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap((file) => pendingWordingProblems(file, readFileSync(file, 'utf8')))).toEqual([]);
  });

  it('fails the old wording wherever it is, in a data file or a page', () => {
    expect(pendingWordingProblems('referrers.json', '    "plans": "Not NDIA-managed plans while our registration is pending.",')).toEqual([
      expect.stringMatching(/^referrers\.json:1 says "registration is pending"/),
    ]);
    expect(pendingWordingProblems('site.json', '"badge": "NDIS Registration Pending"')).toHaveLength(1);
    expect(pendingWordingProblems('about.md', 'Line one.\nWhile our NDIS registration is pending, we can help.')).toEqual([expect.stringMatching(/^about\.md:2 /)]);
    expect(pendingWordingProblems('x.md', 'Our application for registration has not yet been decided.')).toEqual([]);
  });
});
