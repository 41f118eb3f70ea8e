/**
 * Search without a browser: the real site's index answers real queries, plain words reach the site's own
 * words, distress is recognised (misspelt too) and everyday searches are left alone, and every script the
 * site publishes in is cut into words the same way at build time and in the browser.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSiteContent } from '../../templates/site.ts';
import type { SiteContent } from '../../templates/content/types.ts';
import { mapRoutes } from '../../templates/routes.ts';
import { searchDocuments, searchInput } from '../../templates/search-documents.ts';
import { searchIndexFile } from '../../generator/site-files/search-index.ts';
import { crisisTopics, editDistance, linesFor } from './crisis.ts';
import { buildIndex, loadIndex, search } from '../../generator/search/engine.ts';
import { DISTRESS_QUERIES, EVERYDAY_QUERIES, REAL_QUERIES, SCRIPTS } from './fixtures.ts';
import { normalise, words } from '../../generator/search/text.ts';
import type { SearchIndexFile } from '../../generator/search/types.ts';

let content: SiteContent;
let file: SearchIndexFile;

beforeAll(async () => {
  content = await loadSiteContent('content', { saveCache: false });
  file = JSON.parse(searchIndexFile(searchInput(content, mapRoutes(content))).json) as SearchIndexFile;
});

const find = (query: string) => {
  const topics = crisisTopics(query, content.search.crisis.topics);
  return search(loadIndex(file), file.synonyms, query, topics.flatMap((topic) => topic.finds));
};

describe('the site index', () => {
  it.each(Object.entries(REAL_QUERIES))('%s: the query finds the page people want near the top', (_name, { query, finds, within }) => {
    const results = find(query).map((result) => result.id);
    expect(results.slice(0, within), `${query}: ${results.slice(0, 10).join(', ')}`).toContain(finds);
  });

  it('reaches pages through the site\'s own words: "money" finds a page that never says money', () => {
    const target = searchDocuments(content, mapRoutes(content)).find((doc) => doc.id === REAL_QUERIES.moneyFindsFunding.finds)!;
    expect(normalise(Object.values(target).join(' '))).not.toContain('money');
    expect(find('money').map((result) => result.id)).toContain(target.id);
  });

  it('covers articles, services, programs, topics, pages, Easy Read and the language pages, each result with its kind, title, summary and language', () => {
    const documents = searchDocuments(content, mapRoutes(content));
    expect(new Set(documents.map((doc) => doc.kind))).toEqual(new Set(['article', 'service', 'program', 'topic', 'page', 'easy-read', 'language']));
    const languagePages = documents.filter((doc) => doc.kind === 'language');
    expect(languagePages.map((doc) => doc.lang).sort()).toEqual(content.languages.map((language) => (language.isSource ? 'en' : language.lang)).sort());
    expect(documents.filter((doc) => doc.kind === 'article')).toHaveLength(content.articles.length);
    for (const doc of documents) {
      expect(doc.title && doc.summary && doc.lang, doc.id).toBeTruthy();
      expect(doc.id, 'no search page, 404, redirect or later page of a list').not.toMatch(/^\/search\/$|404|\/page\/\d+\/$|^\/(login|admin|submit-referral)\//);
    }
    const [first] = find('recovery coach');
    expect(first).toEqual({ id: expect.stringMatching(/^\//), kind: expect.any(String), lang: 'en', title: expect.any(String), summary: expect.any(String) });
  });

  it('finds nothing for nonsense, and never throws on punctuation alone', () => {
    expect(find('zzqxv')).toEqual([]);
    expect(find('?!…')).toEqual([]);
    expect(find('   ')).toEqual([]);
  });
});

describe('a page in another language', () => {
  it('is indexed and found in its own language, and says which language it is in', () => {
    const index = buildIndex([
      { id: '/languages/vi/', kind: 'language', lang: 'vi', title: 'Tiếng Việt: hỗ trợ sức khỏe tâm thần', summary: 'Gọi TIS National 131 450 để có thông dịch viên.', keywords: '', text: '' },
      { id: '/languages/zh-hans/', kind: 'language', lang: 'zh-Hans', title: '简体中文：心理健康支持', summary: '请致电 131 450 获取免费口译。', keywords: '', text: '' },
      { id: '/about/', kind: 'page', lang: 'en', title: 'Our story', summary: 'Who we are.', keywords: '', text: '' },
    ]);
    expect(search(index, [], 'tieng viet')).toEqual([expect.objectContaining({ id: '/languages/vi/', lang: 'vi' })]);
    expect(search(index, [], 'sức khỏe')[0]?.id).toBe('/languages/vi/');
    expect(search(index, [], '心理健康')[0]).toEqual(expect.objectContaining({ id: '/languages/zh-hans/', lang: 'zh-Hans' }));
    expect(search(index, [], '健康')[0]?.id).toBe('/languages/zh-hans/');
  });

  it.each(Object.entries(SCRIPTS))('%s is cut into words', (_name, sample) => {
    const cut = words(sample.text);
    if ('words' in sample) expect(cut).toEqual(sample.words);
    else expect(cut.length).toBeGreaterThanOrEqual(sample.minimumWords);
    // The same text always gives the same words: the index and the query agree.
    expect(words(sample.text.normalize('NFD'))).toEqual(cut);
  });
});

describe('words of distress or danger', () => {
  it.each(DISTRESS_QUERIES)('"$query" shows the help lines ($topic)', ({ query, topic }) => {
    const topics = crisisTopics(query, content.search.crisis.topics).map((found) => found.id);
    expect(topics).toContain(topic);
  });

  it.each(EVERYDAY_QUERIES)('"%s" does not', (query) => {
    expect(crisisTopics(query, content.search.crisis.topics)).toEqual([]);
  });

  it('lists at least two 24/7 lines for every topic, and the topic\'s own lines first', () => {
    for (const topic of content.search.crisis.topics) {
      const lines = linesFor([topic], content.search.crisis.defaultLines);
      expect(lines.filter((id) => content.site.helpLines[id]?.allDay).length, topic.id).toBeGreaterThanOrEqual(2);
    }
    const violence = content.search.crisis.topics.find((topic) => topic.id === 'violence')!;
    expect(linesFor([violence], [])[0]).toBe('safe-steps');
    expect(linesFor([], content.search.crisis.defaultLines)).toEqual(content.search.crisis.defaultLines);
  });

  it('a search in distress also finds the pages on getting help', () => {
    const results = find('I want to die').map((result) => result.id);
    expect(results.slice(0, 3)).toContain('/resources/ndis-mental-health-crisis-support/');
    // and nothing found only because a word starts with "die" ("diet"): short words are matched whole.
    expect(results).not.toContain('/resources/nutrition-support-work-under-the-ndis/');
  });

  it('counts one slip of the keyboard, and no more', () => {
    expect(editDistance('suicide', 'sucide')).toBe(1);
    expect(editDistance('suicide', 'suicdie')).toBe(1);
    expect(editDistance('suicide', 'sicdie')).toBeGreaterThan(1);
  });
});
