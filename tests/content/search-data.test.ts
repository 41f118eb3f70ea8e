/**
 * The search and resources-list data are checked like any content: hostile edits to content/search.json and
 * content/resources-list.json stop the build with the file, the field and what to do, and the real files pass.
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSiteContent } from '../../templates/site.ts';
import { ContentErrors } from '../../generator/errors.ts';
import { runBuild } from '../support/cli.ts';

const work = mkdtempSync(join(tmpdir(), 'search-data-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

let count = 0;
function fixture(edits: Record<string, (data: any) => void>): string {
  const dir = join(work, `site-${(count += 1)}`);
  cpSync('tests/fixtures/site', dir, { recursive: true });
  for (const [file, edit] of Object.entries(edits)) {
    const data = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    edit(data);
    writeFileSync(join(dir, file), JSON.stringify(data, null, 2));
  }
  return dir;
}

async function problems(edits: Record<string, (data: any) => void>): Promise<string[]> {
  const dir = fixture(edits);
  try {
    await loadSiteContent(dir);
  } catch (error) {
    if (!(error instanceof ContentErrors)) throw error;
    return error.errors.map((e) => e.message.replace(`${relative(process.cwd(), dir)}/`, ''));
  }
  throw new Error('the content loaded without a problem');
}

describe('content/search.json', () => {
  it("passes on the real site's file", async () => {
    await expect(loadSiteContent('content')).resolves.toBeTruthy();
  });

  it('needs at least two 24/7 lines in every crisis list (Mindframe), and knows every line it names', async () => {
    const found = await problems({
      'search.json': (data) => {
        data.crisis.topics[0].lines = ['lifeline', 'qlife'];
        data.crisis.defaultLines = ['lifeline', 'no-such-line'];
      },
    });
    expect(found).toContain('search.json: crisis.topics[0].lines: must name at least two lines that answer 24 hours a day (Mindframe), found 1');
    expect(found.some((line) => line.startsWith('search.json: crisis.defaultLines[1]: "no-such-line" is not a help line in site.json'))).toBe(true);
  });

  it('keeps Emergency 000 out of the lists, because the box always shows it first', async () => {
    const found = await problems({ 'search.json': (data) => data.crisis.topics[0].lines.push('emergency') });
    expect(found).toContain('search.json: crisis.topics[0].lines[2]: "emergency" is always shown first: leave it out of this list');
  });

  it('wants crisis words as a search reads them: lower case, no punctuation, each once', async () => {
    // (in any script: the marks of Vietnamese, Gurmukhi or Khmer, and Persian's half-spaces, are kept as typed)
    const found = await problems({ 'search.json': (data) => data.crisis.topics[0].terms.push("don't want to live", 'Suicide', 'suicide') });
    expect(found).toContain(`search.json: crisis.topics[0].terms[4]: must be a word or phrase in lower case, without punctuation (write "dont", not "don't"), found "don't want to live"`);
    expect(found.some((line) => line.includes('crisis.topics[0].terms[5]') && line.includes('"Suicide"'))).toBe(true);
    expect(found).toContain('search.json: crisis.topics: lists the crisis word "suicide" twice: keep one');
  });

  it('needs the intro to place Emergency 000, and counts and queries in the status lines', async () => {
    const found = await problems({
      'search.json': (data) => {
        data.crisis.intro = 'Call 000 now.';
        data.status.many = 'Lots of pages.';
      },
    });
    expect(found).toContain('search.json: crisis.intro: must contain {emergency}');
    expect(found).toContain('search.json: status.many: must contain {count} and {query}');
  });

  it('takes synonyms one word at a time, each word in one entry only', async () => {
    const found = await problems({ 'search.json': (data) => data.synonyms.push({ words: ['pay day', 'money'], finds: ['service'] }) });
    expect(found.some((line) => line.startsWith('search.json: synonyms[1].words[0]: must be one word without *'))).toBe(true);
    expect(found).toContain('search.json: synonyms: lists the word "money" twice: keep one');
  });

  it('stops the build when a synonym finds nothing on the site, naming it', () => {
    const dir = fixture({ 'search.json': (data) => data.synonyms.push({ words: ['cash'], finds: ['moneybags'] }) });
    const result = runBuild(['--content', dir, '--out', join(work, 'out'), '--no-share-images', '--quiet']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('search.json: synonyms[1].finds[0]: "moneybags" is on no page of the site, so it finds nothing: use a word the pages use, or remove it');
  });

  it('stops the build the same way when the index is built on a render worker (two threads), writing nothing', () => {
    const dir = fixture({ 'search.json': (data) => data.synonyms.push({ words: ['cash'], finds: ['moneybags'] }) });
    const run = (threads: string) => {
      const out = join(work, `out-threads-${threads}`);
      const result = runBuild(['--content', dir, '--out', out, '--no-share-images', '--quiet', '--fresh'], { BUILD_THREADS: threads, BUILD_TIMINGS: '1' });
      return { ...result, out, said: result.stderr.split('\n').filter((line) => !line.startsWith('[timing]')).join('\n') };
    };
    const one = run('1');
    const two = run('2');
    expect(two.code).toBe(1);
    // The worker built the index (it says so when timings are on), and its errors are the main thread's, word for word.
    expect(two.stderr).toMatch(/search index built on the markdown worker \(failed\)/);
    expect(two.said).toContain('search.json: synonyms[1].finds[0]: "moneybags" is on no page of the site');
    expect(two.said).toBe(one.said);
    expect(existsSync(two.out), 'nothing written').toBe(false);
    expect(readdirSync(work).filter((entry) => entry.includes('.staging-'))).toEqual([]);
  });
});

describe('content/resources-list.json', () => {
  it('stops on an article whose audience names none of the readers, saying what to do', async () => {
    const dir = fixture({});
    const article = join(dir, 'resources/first-article.md');
    writeFileSync(article, readFileSync(article, 'utf8').replace(/^audience: .*$/m, 'audience: lighthouse keepers on remote islands'));
    const found = await loadSiteContent(dir).then(
      () => [],
      (error: ContentErrors) => error.errors.map((e) => e.message.replace(`${relative(process.cwd(), dir)}/`, '')),
    );
    expect(found).toEqual([
      'resources/first-article.md: audience: "lighthouse keepers on remote islands" names none of the readers the resources filter knows (People getting support, Families and carers, Referrers and workers): use one of their words (' +
        `${relative(process.cwd(), dir)}/resources-list.json), or list the article under "articles" there`,
    ]);
  });

  it('reads whom an article is written for from its audience line, unless the file names the groups itself', async () => {
    const dir = fixture({ 'resources-list.json': (data) => (data.articles = { 'second-article': ['referrers'] }) });
    const article = join(dir, 'resources/first-article.md');
    writeFileSync(article, readFileSync(article, 'utf8').replace(/^audience: .*$/m, 'audience: parents and carers of young people'));
    const content = await loadSiteContent(dir);
    expect(content.readers['first-article']).toEqual(['participants', 'carers']);
    expect(content.readers['second-article']).toEqual(['referrers']);
  });

  it('names a group it does not know, and an article it lists that does not exist', async () => {
    const unknownGroup = await problems({ 'resources-list.json': (data) => (data.articles = { 'first-article': ['plumbers'] }) });
    expect(unknownGroup).toContain('resources-list.json: articles.first-article[0]: "plumbers" is not a group: use one of participants, carers, referrers');
    const unknownArticle = await problems({ 'resources-list.json': (data) => (data.articles = { 'no-such-article': ['carers'] }) });
    expect(unknownArticle).toContain('resources-list.json: articles.no-such-article: "no-such-article" is not an article in resources/: check the spelling or remove it');
  });
});

describe('crisis words in community languages', () => {
  it('take words in any script, as they are written, and link only language pages that exist', async () => {
    const found = await problems({
      'search.json': (data) => {
        data.crisis.topics.push({ id: 'vietnamese', finds: ['crisis'], lines: ['lifeline', 'suicide-call-back'], languages: ['no-such-language'], terms: ['tự tử', 'می\u200cخواهم بمیرم', 'ਖ਼ੁਦਕੁਸ਼ੀ', '自杀'] });
      },
    });
    expect(found).toEqual([expect.stringMatching(/^search\.json: crisis\.topics\[\d+\]\.languages\[0\]: "no-such-language" is not a page in languages\//)]);
  });
});
