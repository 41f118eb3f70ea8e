/**
 * Search without a browser: the real site's index answers real queries, plain words reach the site's own
 * words, distress is recognised (misspelt, in slang, in each community language and script) and everyday
 * searches are left alone, quickly even on a huge paste, and every script the site publishes in is cut into
 * words the same way at build time and in the browser.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSiteContent } from '../../templates/site.ts';
import type { SiteContent } from '../../templates/content/types.ts';
import { mapRoutes } from '../../templates/routes.ts';
import { searchDocuments, searchInput } from '../../templates/search-documents.ts';
import { searchIndexFile } from '../../generator/site-files/search-index.ts';
import { crisisTopics, editDistance, languagesFor, linesFor, withoutReferralPrompts } from './crisis.ts';
import { buildIndex, loadIndex, search } from '../../generator/search/engine.ts';
import { DISTRESS_QUERIES, EVERYDAY_QUERIES, REAL_QUERIES, SCRIPTS } from './fixtures.ts';
import { normalise, words } from '../../generator/search/text.ts';
import type { SearchIndexFile } from '../../generator/search/types.ts';

let content: SiteContent;
let file: SearchIndexFile;

beforeAll(async () => {
  content = await loadSiteContent('content');
  file = JSON.parse(searchIndexFile(searchInput(content, mapRoutes(content))).json) as SearchIndexFile;
});

const topicsOf = (query: string) => crisisTopics(query, content.search.crisis.topics, content.search.crisis.calm);
const find = (query: string) => {
  const topics = topicsOf(query);
  return withoutReferralPrompts(search(loadIndex(file), file.synonyms, query, topics.flatMap((topic) => topic.finds)), topics.length > 0);
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
  it('are tested in at least 80 searches, in every language the site publishes, and 20 everyday ones', () => {
    expect(DISTRESS_QUERIES.length).toBeGreaterThanOrEqual(80);
    expect(EVERYDAY_QUERIES.length).toBeGreaterThanOrEqual(20);
    const community = content.languages.filter((language) => !language.isSource).map((language) => language.slug);
    expect(new Set(DISTRESS_QUERIES.flatMap((query) => (query.language ? [query.language] : [])))).toEqual(new Set(community));
    // and the words are in the data for each of them too: a topic in each language, linking its page
    expect(new Set(content.search.crisis.topics.flatMap((topic) => topic.languages ?? []))).toEqual(new Set(community));
  });

  it.each(DISTRESS_QUERIES)('"$query" shows the help lines ($topic)', ({ query, topic, language }) => {
    const topics = topicsOf(query);
    expect(topics.map((found) => found.id)).toContain(topic);
    if (language) expect(languagesFor(topics)).toContain(language);
  });

  it.each(EVERYDAY_QUERIES)('"%s" does not', (query) => {
    expect(topicsOf(query)).toEqual([]);
  });

  it('reads accents where they tell words apart: "tự tử" (suicide) is not "từ từ" (slowly), and "tu tu", typed without accents, leans towards help', () => {
    expect(topicsOf('tự tử').map((topic) => topic.id)).toEqual(['vietnamese']);
    expect(topicsOf('TỰ TỬ'.normalize('NFD')).map((topic) => topic.id)).toEqual(['vietnamese']);
    expect(topicsOf('từ từ')).toEqual([]);
    expect(topicsOf('tư vấn')).toEqual([]);
    expect(topicsOf('tu tu').map((topic) => topic.id)).toEqual(['vietnamese']);
  });

  it('reads the same words however the keyboard wrote them: Persian or Arabic letters, with or without the half-space, Gurmukhi with or without the nukta, Sinhala with or without its joiners, full-width Latin', () => {
    const ids = (query: string) => topicsOf(query).map((topic) => topic.id);
    expect(ids('\u062e\u0648\u062f\u0643\u0634\u064a')).toEqual(ids('خودکشی')); // ARABIC KAF and YEH for the Persian letters
    expect(ids('می\u200cخواهم بمیرم')).toEqual(['dari-hazaragi']);
    expect(ids('میخواهم بمیرم')).toEqual(['dari-hazaragi']);
    expect(ids('ਖ਼ੁਦਕੁਸ਼ੀ')).toEqual(ids('ਖੁਦਕੁਸੀ'));
    expect(ids('\u0a16\u0a3c\u0a41\u0a26\u0a15\u0a41\u0a38\u0a3c\u0a40')).toEqual(['punjabi']); // ਖ਼ as ਖ + nukta
    expect(ids('ආත්\u200dම ඝාතනය')).toEqual(['sinhala']);
    expect(ids('ＳＵＩＣＩＤＥ')).toEqual(['suicide']);
  });

  it('does not read an everyday word as a slip of the keyboard for a crisis word (the calm words)', () => {
    for (const word of ['talking', 'amused', 'violet', 'bills', 'rapid', 'dancer', 'subside', 'addition', 'odd', 'edit']) expect(topicsOf(word), word).toEqual([]);
  });

  it('stays fast on a 160 KB paste, and still hears the words at its end', () => {
    const paste = `${'I have been trying to sort out my plan and my days are long '.repeat(2700)} and now I want to die`;
    expect(paste.length).toBeGreaterThan(160_000);
    const started = performance.now();
    const topics = topicsOf(paste);
    const took = performance.now() - started;
    expect(topics.map((topic) => topic.id)).toContain('suicide');
    expect(took, `${Math.round(took)} ms`).toBeLessThan(1000);
    const unspaced = '我'.repeat(160_000);
    const again = performance.now();
    expect(topicsOf(`${unspaced}自杀`).map((topic) => topic.id)).toContain('chinese-simplified');
    expect(performance.now() - again).toBeLessThan(1000);
  });

  it('shows no page that asks for a referral (services, programs) under words of distress', () => {
    for (const { query } of DISTRESS_QUERIES) {
      expect(find(query).filter((result) => result.kind === 'service' || result.kind === 'program'), query).toEqual([]);
    }
    expect(find('ending my life').map((result) => result.id)).not.toContain('/services/nutrition-support/');
    // Everyday searches still find the services.
    expect(find('support coordinator')[0]?.kind).toBe('service');
  });

  it('lists at least two 24/7 lines for every topic, and the topic\'s own lines first', () => {
    for (const topic of content.search.crisis.topics) {
      const lines = linesFor([topic], content.search.crisis.defaultLines);
      expect(lines.filter((id) => content.site.helpLines[id]?.allDay).length, topic.id).toBeGreaterThanOrEqual(2);
    }
    const violence = content.search.crisis.topics.find((topic) => topic.id === 'violence')!;
    expect(linesFor([violence], [])[0]).toBe('safe-steps');
    expect(linesFor([violence], [])).toContain('1800respect');
    const overdose = content.search.crisis.topics.find((topic) => topic.id === 'overdose')!;
    expect(linesFor([overdose], [])[0]).toBe('poisons');
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
