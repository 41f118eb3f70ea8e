/**
 * An article card (spec section 2, item 14): category label, reading time, title, and a summary clamped to
 * three lines. The title is the card's one link: its hit area is stretched over the whole card, so a tap
 * anywhere on the card opens the article, while a screen reader meets one link per card, named by the
 * title alone (no "Read more" links that all sound the same).
 */
import { categoryIllustration } from '../art/illustrations.ts';
import { Art } from './Art.tsx';
import { Reused } from './Reused.tsx';

export interface ArticleCardData {
  slug: string;
  title: string;
  description: string;
  category: string;
  readingTime: number;
}

export function ArticleCard({ article, headingLevel = 3 }: { article: ArticleCardData; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  const href = `/resources/${article.slug}/`;
  const art = categoryIllustration(article.category);
  return (
    <article className="card article-card">
      {art ? <Art name={art} size={56} className="article-card__art" /> : null}
      <p className="article-card__meta">
        <span className="tag">{article.category}</span>
        <span className="article-card__time">{`${article.readingTime} min read`}</span>
      </p>
      <Heading className="article-card__title">
        <a className="article-card__link" href={href}>
          {article.title}
        </a>
      </Heading>
      <p className="article-card__summary">{article.description}</p>
    </article>
  );
}

export function ArticleCardList({ articles, headingLevel = 3 }: { articles: readonly ArticleCardData[]; headingLevel?: 2 | 3 }) {
  return (
    <ul className="card-grid card-grid--articles">
      {articles.map((article) => (
        <li key={article.slug}>
          {/* The same card shows in every list that names the article: rendered once. */}
          <Reused by={`article-card\n${headingLevel}\n${article.slug}\n${article.title}\n${article.description}\n${article.category}\n${article.readingTime}`}>
            <ArticleCard article={article} headingLevel={headingLevel} />
          </Reused>
        </li>
      ))}
    </ul>
  );
}
