/**
 * Search that finds (issue 39), on the built index with the same engine the browser runs: the UX review's
 * failing queries (misspellings, conditions people name, complaints, costs), each with the page it should
 * lead to in the top three. Distress queries are the crisis check's (widgets/search/), not these.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { loadIndex, search } from '../../generator/search/engine.ts';
import type { SearchIndexFile } from '../../generator/search/types.ts';

const siteDir = inject('siteDir');
const file = JSON.parse(readFileSync(join(siteDir, 'search/index.json'), 'utf8')) as SearchIndexFile;
const index = loadIndex(file);
const top = (query: string, count = 3) => search(index, file.synonyms, query).slice(0, count).map((result) => result.id);

/** [query, a page that must be in the top three (a pattern: any page about it)]. */
const QUERIES: [string, RegExp][] = [
  // Misspellings (the review found "No pages found" for each).
  ['anxeity', /anxiety/],
  ['depresion', /mental-health/],
  ['scitzophrenia', /psychosocial/],
  ['recovry', /psychosocial-recovery-coaching/],
  ['suport cordinator', /support-coordinat/],
  // Conditions people name: the articles about them, or who we support (the psychosocial services).
  ['schizophrenia', /^\/services\/psychosocial-recovery-coaching\/$/],
  ['bipolar', /^\/services\/psychosocial-recovery-coaching\/$/],
  ['psychosis', /^\/services\/psychosocial-recovery-coaching\/$/],
  ['PTSD', /ptsd/],
  ['BPD', /borderline-personality-disorder/],
  ['OCD', /ocd/],
  ['ADHD', /adhd/],
  ['autism', /autism/],
  // What people look for about us.
  ['costs', /^\/services\/[^/]+\/$/],
  ['fees', /^\/services\/[^/]+\/$/],
  ['price', /^\/services\/[^/]+\/$/],
];

describe('search finds', () => {
  it.each(QUERIES)('"%s": the right page in the top three', (query, expected) => {
    const found = top(query);
    expect(found.some((id) => expected.test(id)), `${query}: ${found.join(', ')}`).toBe(true);
  });

  it('"complaint" and "complaints": the complaints page first', () => {
    expect(top('complaint', 1)).toEqual(['/complaints/']);
    expect(top('complaints', 1)).toEqual(['/complaints/']);
  });

  it('"my son refuses help": the section for when the person has not agreed, at its own address, in the top three', () => {
    expect(top('my son refuses help')).toContain('/referral/#not-agreed-yet');
    expect(top('refuses help', 1)).toEqual(['/referral/#not-agreed-yet']);
    expect(top('not agreed', 1)).toEqual(['/referral/#not-agreed-yet']);
    // It is the section the referral page shows there.
    expect(readFileSync(join(siteDir, 'referral/index.html'), 'utf8')).toContain('id="not-agreed-yet"');
  });

  it('reads body text: a word only in an article\'s body finds it', () => {
    // "schizophrenia" is in no title, summary, keyword or heading of the dual-diagnosis article: only in its body.
    const exact = { prefix: false, fuzzy: false } as const;
    const article = '/resources/substance-use-mental-health-dual-diagnosis-ndis/';
    expect(index.search('schizophrenia', { ...exact, fields: ['body'] }).map((result) => result.id)).toContain(article);
    expect(index.search('schizophrenia', { ...exact, fields: ['title', 'keywords', 'summary', 'text'] }).map((result) => result.id)).not.toContain(article);
    expect(top('prescribed', 5)).toContain(article);
  });

});
