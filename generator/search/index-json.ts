/**
 * The index file's text, written a term at a time. `JSON.stringify` of MiniSearch's `toJSON()` first copies
 * the whole index into plain objects, one per term and field, all alive at once: at 4,000 articles that
 * copy took 35 MB of the thread's heap on top of the index's own 21 MB, for a file of 4.3 MB. Here each
 * term's entry is made as toJSON makes it and turned into text at once, so only the text stays; the file is
 * the same, character for character (tests/build/search-index-json.test.ts compares the two on the site's
 * own index). It reads MiniSearch's term table (`_index`), which has no public way to be walked: a
 * MiniSearch that changes it fails that test, and then `JSON.stringify(file)` is the way back.
 */
import type MiniSearch from 'minisearch';
import type { SearchDocument, SearchIndexFile, Synonym } from './types.ts';

/** What toJSON reads each term's entry from: a term, then its frequencies by field and by document. */
type TermTable = Iterable<[string, Map<number, Map<number, number>>]>;

/** The text of `{ version: 1, synonyms, index: index.toJSON() }`, as JSON.stringify writes it. */
export function indexFileJson(index: MiniSearch<SearchDocument>, synonyms: readonly Synonym[]): string {
  const internal = index as unknown as { _index: TermTable };
  const terms = internal._index;
  // Everything but the terms, from toJSON itself (its order of keys, its numbers): the term table is left
  // out for that call, and each term is written after.
  internal._index = [];
  let head: ReturnType<MiniSearch['toJSON']>;
  try {
    head = index.toJSON();
  } finally {
    internal._index = terms;
  }
  const file: SearchIndexFile = { version: 1, synonyms: [...synonyms], index: head };
  const shell = JSON.stringify(file);
  const end = '"index":[],"serializationVersion":2}}';
  if (!shell.endsWith(end)) throw new Error('MiniSearch writes its index in a shape this build does not know: write it with JSON.stringify (search/index-json.ts)');
  const parts = [shell.slice(0, -end.length), '"index":['];
  let first = true;
  for (const [term, fieldIndex] of terms) {
    const data: Record<number, Record<number, number>> = {};
    for (const [fieldId, frequencies] of fieldIndex) data[fieldId] = Object.fromEntries(frequencies);
    parts.push(first ? JSON.stringify([term, data]) : `,${JSON.stringify([term, data])}`);
    first = false;
  }
  parts.push('],"serializationVersion":2}}');
  return parts.join('');
}
