/**
 * An article: breadcrumb, category, title, reading time and dates, the body, and related articles from
 * the same category, with the sidebar on wide screens. An article that sets help lines puts a line of help
 * above its title and the help lines at the top and at the end, and says plainly that we are not a crisis
 * service. Only crisis content (`crisisContent`: suicide, self-harm, crisis, trauma) also goes without a
 * referral prompt: no "Submit a referral" in the header and no "talk to us" at its end. An article on a
 * topic outside our work (`outsideOurWork`) ends with where to go instead, and carries no "talk to us" either.
 */
import type { Article } from '../content/types.ts';
import type { TocEntry } from '../../generator/markdown/plugins/rehype-toc.ts';
import { ArticleCardList } from '../components/ArticleCard.tsx';
import { CallToAction } from '../components/CallToAction.tsx';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { HelpLinesBox } from '../components/HelpLinesBox.tsx';
import { HelpStrip } from '../components/HelpStrip.tsx';
import { PageAside, WithAside } from '../components/PageAside.tsx';
import { Prose } from '../components/Prose.tsx';
import { formatDate } from '../format.ts';
import { fillWords } from '../content/site-words.ts';
import { Words } from '../components/Words.tsx';
import { useRender } from '../context.ts';

export function articleTrail(article: Article) {
  return [
    { label: 'Home', href: '/' },
    { label: 'Resources', href: '/resources/' },
    { label: article.category, href: `/resources/category/${article.categorySlug}/` },
    { label: article.title, href: `/resources/${article.slug}/` },
  ];
}

export function ArticlePage({ article, bodyHtml, toc = [], related }: { article: Article; bodyHtml: string; toc?: readonly TocEntry[]; related: readonly Article[] }) {
  const siteWords = useRender().content.words;
  const words = siteWords.article;
  const sensitive = article.helpLines.length > 0;
  // Beside crisis content or on a topic we do not work in, no "talk to us": help lines or where to go instead.
  const invite = !article.crisisContent && !article.outsideOurWork;
  return (
    <article className={sensitive ? 'article article--sensitive' : 'article'}>
      <header className="page-intro article__header">
        <div className="container">
          <Breadcrumbs trail={articleTrail(article)} />
          {sensitive ? <HelpStrip lead={words.helpLead} lines={article.helpLines} className="help-strip--article" /> : null}
          <p className="article__category">
            <a className="tag" href={`/resources/category/${article.categorySlug}/`}>
              {article.category}
            </a>
          </p>
          <h1 className="page-intro__title">{article.title}</h1>
          <p className="lead">{article.description}</p>
          {article.audience ? (
            <p className="article__audience">
              <span className="article__audience-label">{words.writtenFor}</span>
              {article.audience}
            </p>
          ) : null}
          <p className="article__meta">
            <span>{fillWords(words.readingTime, { minutes: article.readingTime })}</span>
            <span>
              <Words text={words.published} values={{ date: <time dateTime={article.date}>{formatDate(article.date)}</time> }} />
            </span>
            {article.updated ? (
              <span>
                <Words text={words.reviewed} values={{ date: <time dateTime={article.updated}>{formatDate(article.updated)}</time> }} />
              </span>
            ) : null}
          </p>
        </div>
      </header>
      <div className="container page-body">
        <WithAside aside={<PageAside toc={toc} helpLines={article.helpLines} talk={invite} />}>
          {sensitive ? <HelpLinesBox lines={article.helpLines} /> : null}
          <Prose html={bodyHtml} className="prose--article" />
          {sensitive ? <HelpLinesBox lines={article.helpLines} headingId="help-lines-end-title" title={siteWords.helpLines.endTitle} exit /> : null}
          {invite ? <CallToAction /> : null}
          {related.length > 0 ? (
            <section className="related" aria-labelledby="related-title">
              <h2 id="related-title">{fillWords(words.moreAbout, { category: article.category.toLowerCase() })}</h2>
              <ArticleCardList articles={related} />
            </section>
          ) : null}
        </WithAside>
      </div>
    </article>
  );
}
