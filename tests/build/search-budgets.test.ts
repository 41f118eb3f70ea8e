/**
 * Search's budgets, measured on the built site: the script a search needs (its entry and every chunk it
 * imports) at most 20 KB gzipped, the index at most 80 KB gzipped, and the Content-Security-Policy the same
 * on /search/ as everywhere: no 'unsafe-eval', no 'wasm-unsafe-eval', no other host.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { parseHeaders } from '../../server/headers-file.ts';
import { KB, gzipped as gzippedFile, moduleGraph } from '../support/budgets.ts';
import { readPage } from '../support/site.ts';

const siteDir = inject('siteDir');
const gzipped = (path: string) => gzippedFile(siteDir, path);

describe('search budgets', () => {
  const island = readPage(siteDir, '/search/').querySelector('[data-island="search"]')!;
  const script = island.getAttribute('data-src')!.slice(1);

  it('the search script, with everything it imports, is at most 20 KB gzipped', () => {
    const files = moduleGraph(siteDir, script);
    const total = files.reduce((sum, file) => sum + gzipped(file), 0);
    console.log(`search script: ${files.join(' + ')} = ${(total / KB).toFixed(1)} KB gzipped`);
    expect(total).toBeLessThanOrEqual(20 * KB);
  });

  it('the index is at most 80 KB gzipped, and holds every searchable page', () => {
    const bytes = gzipped('search/index.json');
    console.log(`search index: ${(bytes / KB).toFixed(1)} KB gzipped`);
    expect(bytes).toBeLessThanOrEqual(80 * KB);
    const index = JSON.parse(readFileSync(join(siteDir, 'search/index.json'), 'utf8'));
    expect(index.version).toBe(1);
    expect(index.index.documentCount).toBeGreaterThan(80);
  });

  it('needs no change to the Content-Security-Policy', () => {
    const headers = readFileSync(join(siteDir, '_headers'), 'utf8');
    const withPolicy = parseHeaders(headers).filter((rule) => rule.headers.some(([name]) => name === 'Content-Security-Policy'));
    // One policy for every public path: only the staff pages under /admin/ (the intake inbox, the editor) have their own.
    expect(
      withPolicy.map((rule) => rule.pattern).filter((pattern) => !pattern.startsWith('/admin/')),
      'one policy for every public path',
    ).toEqual(['/*']);
    const policy = withPolicy[0]!.headers.find(([name]) => name === 'Content-Security-Policy')![1];
    expect(policy).toMatch(/script-src 'self' 'sha256-[^']+'(;|$)/);
    expect(policy).not.toMatch(/unsafe-eval|wasm-unsafe-eval|unsafe-inline/);
    expect(policy).toMatch(/connect-src 'self'/);
    // The index is served like a page: checked again on every visit, so a new build is seen at once.
    expect(headers).toMatch(/^\/search\/\*\n {2}Cache-Control: no-cache$/m);
  });
});
