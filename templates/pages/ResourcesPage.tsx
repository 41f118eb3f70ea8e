/**
 * /resources/ and its lists: by topic (/resources/category/<slug>/) and by who an article is written for
 * (/resources/for/<group>/), each newest first, in pages of a dozen cards with numbered page links. Every
 * filter and page is a plain link with its own address, so all of it works without JavaScript; a search box
 * sits above for a person who would rather ask. On phones the filters fold behind one line (a native
 * <details>), so the first card is on the first screen.
 */
import { fillWords } from '../content/site-words.ts';
import { FEED_PATH } from '../content/pages.ts';
import type { Article, Page, ResourcesListContent } from '../content/types.ts';
import { SearchForm } from '../../widgets/search/SearchForm.tsx';
import { ArticleCardList } from '../components/ArticleCard.tsx';
import { PageIntro } from '../components/PageIntro.tsx';
import { Prose } from '../components/Prose.tsx';
import { useRender } from '../context.ts';

/** Pages of a list: its first page at `basePath`, the next at `basePath`page/2/ and on. */
export function pagePath(basePath: string, number: number): string {
  return number === 1 ? basePath : `${basePath}page/${number}/`;
}

export interface CategorySummary {
  name: string;
  slug: string;
  count: number;
}

export interface ReaderSummary {
  slug: string;
  label: string;
  description: string;
  count: number;
}

/** What a list is narrowed to: one topic, or one group of readers (never both: each is one click away). */
export type ResourcesCurrent = { topic: CategorySummary } | { readers: ReaderSummary };

export interface Pager {
  /** This page's number, from 1. */
  number: number;
  count: number;
  /** The list's first page; later pages are `page/N/` below it. */
  basePath: string;
}

export interface ResourcesPageProps {
  page: Page;
  introHtml: string;
  /** The articles on this page of the list. */
  articles: readonly Article[];
  /** How many articles the whole list holds, and where this page starts in it. */
  total: number;
  first: number;
  categories: readonly CategorySummary[];
  readers: readonly ReaderSummary[];
  pager: Pager;
  current?: ResourcesCurrent;
}

function currentName(current: ResourcesCurrent | undefined): string | undefined {
  if (!current) return undefined;
  return 'topic' in current ? current.topic.name : current.readers.label;
}

function currentPath(current: ResourcesCurrent | undefined): string {
  if (!current) return '/resources/';
  return 'topic' in current ? `/resources/category/${current.topic.slug}/` : `/resources/for/${current.readers.slug}/`;
}

export function ResourcesPage({ page, introHtml, articles, total, first, categories, readers, pager, current }: ResourcesPageProps) {
  const { content } = useRender();
  const name = currentName(current);
  const trail = [{ label: 'Home', href: '/' }, { label: page.title, href: '/resources/' }, ...(name ? [{ label: name, href: currentPath(current) }] : [])];
  const all = categories.reduce((sum, category) => sum + category.count, 0);
  const words = content.resourcesList;
  const own = content.words.resources;
  const title = name ? `${page.title}: ${name}` : page.title;
  const count = total === 1 ? words.count.one : words.count.many.replace('{count}', String(total));
  const span =
    pager.count > 1
      ? ` ${fillWords(words.pageOf, { page: pager.number, pages: pager.count, from: first + 1, to: first + articles.length })}`
      : '';
  return (
    <>
      <PageIntro title={pager.number > 1 ? fillWords(own.titleOnPage, { title, page: pager.number }) : title} trail={trail}>
        <Prose html={introHtml} className="page-intro__prose" />
      </PageIntro>
      <div className="container page-body">
        <SearchForm id="resources-search" words={content.search.form} hint={false} compact />
        <nav className="filter" aria-labelledby="filter-title">
          <h2 id="filter-title" className="filter__title">
            {words.filterHeading}
          </h2>
          {/* Phones: one line that opens the filters. Wider screens: every filter in view. */}
          <details className="filter__compact">
            <summary className="filter__summary">
              {name ? `${name} (${total})` : `${words.allTopics} (${all})`}
              <span className="filter__change">{words.change}</span>
            </summary>
            <Filters categories={categories} readers={readers} all={all} current={current} words={words} />
          </details>
          <div className="filter__wide">
            <Filters categories={categories} readers={readers} all={all} current={current} words={words} />
          </div>
        </nav>
        <h2 className="visually-hidden">{name ? fillWords(own.articlesOn, { name }) : own.allArticles}</h2>
        {current && 'readers' in current ? <p className="filter__about">{current.readers.description}</p> : null}
        <p className="result-count">{`${count}${span}`}</p>
        <ArticleCardList articles={articles} />
        {pager.count > 1 ? <PageLinks pager={pager} words={words} /> : null}
        <p className="feed-link">
          <a href={FEED_PATH}>{own.feedLink}</a>
        </p>
      </div>
    </>
  );
}

function Filters({ categories, readers, all, current, words }: { categories: readonly CategorySummary[]; readers: readonly ReaderSummary[]; all: number; current?: ResourcesCurrent; words: ResourcesListContent }) {
  const topic = current && 'topic' in current ? current.topic.slug : undefined;
  const group = current && 'readers' in current ? current.readers.slug : undefined;
  return (
    <>
      <h3 className="filter__group">{words.topicHeading}</h3>
      <ul className="filter__list">
        <li>
          <a className="filter__link" href="/resources/" aria-current={current ? undefined : 'page'}>
            {`${words.allTopics} (${all})`}
          </a>
        </li>
        {categories.map((category) => (
          <li key={category.slug}>
            <a className="filter__link" href={`/resources/category/${category.slug}/`} aria-current={topic === category.slug ? 'page' : undefined}>
              {`${category.name} (${category.count})`}
            </a>
          </li>
        ))}
      </ul>
      <h3 className="filter__group">{words.readersHeading}</h3>
      <ul className="filter__list">
        <li>
          <a className="filter__link" href="/resources/" aria-current={current ? undefined : 'true'}>
            {`${words.everyone} (${all})`}
          </a>
        </li>
        {readers
          .filter((reader) => reader.count > 0)
          .map((reader) => (
            <li key={reader.slug}>
              <a className="filter__link" href={`/resources/for/${reader.slug}/`} aria-current={group === reader.slug ? 'page' : undefined}>
                {`${reader.label} (${reader.count})`}
              </a>
            </li>
          ))}
      </ul>
    </>
  );
}

/** Numbered page links with Previous and Next: each a plain link, the current page marked. */
function PageLinks({ pager, words }: { pager: Pager; words: ResourcesListContent }) {
  const { number, count, basePath } = pager;
  const numbers = Array.from({ length: count }, (_, index) => index + 1);
  // "Page {page}": the number is what shows; the words around it are for screen readers.
  const [before, after] = words.page.split('{page}') as [string, string];
  return (
    <nav className="pager" aria-label={words.pagerLabel}>
      <ul className="pager__list">
        {number > 1 ? (
          <li>
            <a className="pager__link pager__link--step" href={pagePath(basePath, number - 1)} rel="prev">
              {words.previous}
            </a>
          </li>
        ) : null}
        {numbers.map((n) => (
          <li key={n}>
            <a className="pager__link" href={pagePath(basePath, n)} aria-current={n === number ? 'page' : undefined}>
              {before ? <span className="visually-hidden">{before}</span> : null}
              {n}
              {after ? <span className="visually-hidden">{after}</span> : null}
            </a>
          </li>
        ))}
        {number < count ? (
          <li>
            <a className="pager__link pager__link--step" href={pagePath(basePath, number + 1)} rel="next">
              {words.next}
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
