/**
 * An article: breadcrumb, category, title, reading time and dates, the help-lines box where the topic
 * calls for it, the body, a call to action, and related articles from the same category.
 */
import type { Article } from '../../generator/content/types.ts';
import { ArticleCardList } from '../components/ArticleCard.tsx';
import { CallToAction } from '../components/CallToAction.tsx';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { HelpLinesBox } from '../components/HelpLinesBox.tsx';
import { Prose } from '../components/Prose.tsx';
import { formatDate } from '../format.ts';

export function articleTrail(article: Article) {
  return [
    { label: 'Home', href: '/' },
    { label: 'Resources', href: '/resources/' },
    { label: article.category, href: `/resources/category/${article.categorySlug}/` },
    { label: article.title, href: `/resources/${article.slug}/` },
  ];
}

export function ArticlePage({ article, bodyHtml, related }: { article: Article; bodyHtml: string; related: readonly Article[] }) {
  return (
    <article className="article">
      <header className="page-intro article__header">
        <div className="container">
          <Breadcrumbs trail={articleTrail(article)} />
          <p className="article__category">
            <a className="tag" href={`/resources/category/${article.categorySlug}/`}>
              {article.category}
            </a>
          </p>
          <h1 className="page-intro__title">{article.title}</h1>
          <p className="lead">{article.description}</p>
          <p className="article__meta">
            <span>{`${article.readingTime} min read`}</span>
            <span>
              {'Published '}
              <time dateTime={article.date}>{formatDate(article.date)}</time>
            </span>
            {article.updated ? (
              <span>
                {'Last reviewed '}
                <time dateTime={article.updated}>{formatDate(article.updated)}</time>
              </span>
            ) : null}
          </p>
        </div>
      </header>
      <div className="container page-body">
        {article.helpLines.length > 0 ? <HelpLinesBox lines={article.helpLines} /> : null}
        <Prose html={bodyHtml} className="prose--article" />
        <CallToAction heading="Talk to us about support" />
        {related.length > 0 ? (
          <section className="related" aria-labelledby="related-title">
            <h2 id="related-title">{`More about ${article.category.toLowerCase()}`}</h2>
            <ArticleCardList articles={related} />
          </section>
        ) : null}
      </div>
    </article>
  );
}
