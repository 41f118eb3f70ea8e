/**
 * /resources/ and /resources/category/<slug>/: every article as a card, newest first, and a category
 * filter made of plain links, so it works without JavaScript and each filtered view has its own address.
 * On phones the topics fold behind one line (a native <details>), so eleven chips do not fill the screen.
 */
import type { Article, Page } from '../../generator/content/types.ts';
import { ArticleCardList } from '../components/ArticleCard.tsx';
import { PageIntro } from '../components/PageIntro.tsx';
import { Prose } from '../components/Prose.tsx';

export interface CategorySummary {
  name: string;
  slug: string;
  count: number;
}

export function ResourcesPage({ page, introHtml, articles, categories, current }: { page: Page; introHtml: string; articles: readonly Article[]; categories: readonly CategorySummary[]; current?: CategorySummary }) {
  const trail = [
    { label: 'Home', href: '/' },
    { label: page.title, href: '/resources/' },
    ...(current ? [{ label: current.name, href: `/resources/category/${current.slug}/` }] : []),
  ];
  const total = categories.reduce((sum, category) => sum + category.count, 0);
  return (
    <>
      <PageIntro title={current ? `${page.title}: ${current.name}` : page.title} trail={trail}>
        <Prose html={introHtml} className="page-intro__prose" />
      </PageIntro>
      <div className="container page-body">
        <nav className="filter" aria-labelledby="filter-title">
          <h2 id="filter-title" className="filter__title">Show articles about</h2>
          {/* Phones: one line that opens the topics. Wider screens: every topic in view. */}
          <details className="filter__compact">
            <summary className="filter__summary">
              {current ? `${current.name} (${current.count})` : `All topics (${total})`}
              <span className="filter__change">Change topic</span>
            </summary>
            <FilterLinks categories={categories} total={total} current={current} />
          </details>
          <div className="filter__wide">
            <FilterLinks categories={categories} total={total} current={current} />
          </div>
        </nav>
        <h2 className="visually-hidden">{current ? `Articles about ${current.name}` : 'All articles'}</h2>
        <p className="result-count">{`${articles.length} ${articles.length === 1 ? 'article' : 'articles'}, newest first.`}</p>
        <ArticleCardList articles={articles} />
        <p className="feed-link">
          <a href="/resources/feed.xml">Follow new articles with a feed reader (Atom feed)</a>
        </p>
      </div>
    </>
  );
}

function FilterLinks({ categories, total, current }: { categories: readonly CategorySummary[]; total: number; current?: CategorySummary }) {
  return (
    <ul className="filter__list">
      <li>
        <a className="filter__link" href="/resources/" aria-current={current ? undefined : 'page'}>
          {`All topics (${total})`}
        </a>
      </li>
      {categories.map((category) => (
        <li key={category.slug}>
          <a className="filter__link" href={`/resources/category/${category.slug}/`} aria-current={current?.slug === category.slug ? 'page' : undefined}>
            {`${category.name} (${category.count})`}
          </a>
        </li>
      ))}
    </ul>
  );
}
