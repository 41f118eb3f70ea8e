/**
 * The index file written a term at a time (generator/search/index-json.ts) is the file JSON.stringify writes
 * from MiniSearch's toJSON, character for character: on the site's own index, and on words that could trip a
 * hand-made writer (quotes, a backslash, other scripts, an object's own names). If MiniSearch changes how it
 * keeps its terms, this fails.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { buildIndex, loadIndex } from '../../generator/search/engine.ts';
import { indexFileJson } from '../../generator/search/index-json.ts';
import type { SearchDocument, SearchIndexFile } from '../../generator/search/types.ts';

const siteDir = inject('siteDir');

const stringified = (index: ReturnType<typeof buildIndex>, synonyms: SearchIndexFile['synonyms']) =>
  JSON.stringify({ version: 1, synonyms: [...synonyms], index: index.toJSON() } satisfies SearchIndexFile);

describe('the search index file, written a term at a time', () => {
  it('is the file JSON.stringify writes, for the built site\'s terms', () => {
    // The built index loaded back: every term and page of the site (loading does not give back the very same
    // text, MiniSearch's own doing, so the two writers are compared on the loaded index).
    const file = JSON.parse(readFileSync(join(siteDir, 'search/index.json'), 'utf8')) as SearchIndexFile;
    const index = loadIndex(file);
    expect(index.termCount).toBeGreaterThan(1000);
    expect(indexFileJson(index, file.synonyms)).toBe(stringified(index, file.synonyms));
  });

  it('is the file JSON.stringify writes, for awkward words', () => {
    const page = (id: string, body: string): SearchDocument => ({ id, kind: 'page', lang: 'en', title: `Title "${id}"`, summary: 'a \\ backslash', keywords: '', text: '', body });
    const index = buildIndex([
      page('/a/', 'constructor __proto__ tostring hasownproperty valueof'),
      page('/b/', 'Tiếng Việt 简体中文 دری ភាសាខ្មែរ naïve café'),
      page('/c/', 'recovery recovery coaching 2026 000'),
    ]);
    index.discard('/c/');
    const synonyms = [{ words: ['money'], finds: ['funding', 'budget'] }];
    expect(indexFileJson(index, synonyms)).toBe(stringified(index, synonyms));
  });
});
