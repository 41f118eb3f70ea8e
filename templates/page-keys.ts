/**
 * Each page's cache key, as the site divides its content (CacheParts, generator/cache/build-cache.ts), and the
 * check that keeps the division honest.
 *   - shared, in every page's key: all the content but the articles, and of each article only where the site
 *     places it: its file, slug, topic and date, and the order the lists give them (newest first, ties by
 *     title). Editing any of these renders every page again.
 *   - own, by article file: the whole article, for its own page.
 *   - shown, by page: the route's meta (title, description, structured data) and what its `shows` names
 *     (templates/routes.ts): each named article but its body and word count (its card: title, summary,
 *     reading time, topic), and for /search/ every page's listing (title, kind, language).
 * So an article's new title renders its own page, the lists and related-articles sections that name it, and
 * /search/; an edit of its body alone renders its own page, and the cards that show its reading time if that
 * changes.
 *
 * The check: the route table and the renderer see each article through getters, and while a page renders,
 * reading anything of an article but where it is placed, when it is neither the page's own nor named in its
 * `shows` (or reading the body of one it only names), stops the build, naming the page, the article and the
 * field: that page's key would not hold what it shows, and a later build would reuse it wrongly. So a new
 * template that shows more of an article must say so before it builds at all.
 *
 * What it saves (docs/performance.md, round of issue 40, third part): an article's new title renders 6 of the
 * site's 136 pages instead of all of them (the dev loop's build from 420 to 130 CPU ms, with what
 * cache/recent.ts keeps), and 6 of 5,468 at 4,000 articles (a warm build of 7.0 CPU s instead of 12.0). Making
 * the keys costs about 0.2 CPU s of a cold build at 4,000 articles; the watch, within the noise of rendering
 * (docs/performance.md has the runs). A new title that changes the order of articles of the
 * same date (the lists break ties by title) changes what every page's key shares, and renders every page.
 */
import { createHash } from 'node:crypto';
import type { CacheParts } from '../generator/cache/build-cache.ts';
import { BuildError } from '../generator/errors.ts';
import type { PageRenderer } from '../generator/render/pages.ts';
import { byNewest, type Article } from './content/markdown-kinds.ts';
import type { SiteContent } from './content/types.ts';
import type { SiteRoute } from './routes.ts';
import { searchListings } from './search-documents.ts';

/** What of an article every page's key holds: where the site places it (lists by topic and date). */
const PLACED = ['file', 'slug', 'category', 'categorySlug', 'date'] as const;
const PLACED_FIELDS = new Set<string>(PLACED);
/** What of an article only its own page shows, never a page that names it. */
const OWN_ONLY = new Set(['body', 'words']);

export function pageKeys(content: SiteContent, routes: readonly SiteRoute[]): CacheParts {
  // Each article as other pages show it (all but its body and word count), written once, not once per page that names it.
  const cards = new Map(
    content.articles.map((article) => [
      article.slug,
      JSON.stringify(article, function (this: unknown, field: string, value: unknown) {
        return this === article && OWN_ONLY.has(field) ? undefined : value;
      }),
    ]),
  );
  let listings: string | undefined;
  const shownOf = (route: SiteRoute) => {
    const { articles = [], listings: everyPage } = route.shows ?? {};
    const named = articles.map((slug) => cards.get(slug) ?? 'null').join(',');
    const all = everyPage ? (listings ??= JSON.stringify(searchListings(content, routes))) : '';
    return `${JSON.stringify(route.meta)}\n${named}\n${all}`;
  };
  return {
    shared: {
      ...content,
      dir: undefined,
      pages: [...content.pages.entries()],
      articles: content.articles.map((article) => Object.fromEntries(PLACED.map((field) => [field, article[field]]))),
      order: [...content.articles].sort(byNewest).map((article) => article.slug),
    },
    // Digests, not the JSON: at 4,000 articles the JSON is tens of MB, which the build would carry to its peak.
    own: new Map(content.articles.map((article) => [article.file, digest(JSON.stringify(article))])),
    shown: new Map(routes.map((route) => [route.meta.path, digest(shownOf(route))])),
  };
}

const digest = (text: string) => createHash('sha1').update(text).digest('base64url');

/** The page being rendered, what it may read of other articles. */
let rendering: { route: SiteRoute; named: ReadonlySet<string> } | undefined;

function checkRead(article: Article, field: string | symbol): void {
  if (!rendering || typeof field !== 'string' || PLACED_FIELDS.has(field)) return;
  const { route, named } = rendering;
  if (route.source === article.file || (named.has(article.slug) && !OWN_ONLY.has(field))) return;
  throw new BuildError(
    `${route.meta.path} shows "${field}" of ${article.file}, which is not part of the page's cache key: ` +
      (OWN_ONLY.has(field) ? 'only an article\'s own page may show its body or word count.' : `name "${article.slug}" in the route's \`shows\` (templates/routes.ts), so the page is rendered again when the article changes.`),
  );
}

/** Every field an article may have: one it lacks (`updated`, `audience`) is watched too, as reading it is still showing it. */
const ARTICLE_FIELDS: Record<keyof Article, true> = { file: true, slug: true, body: true, title: true, description: true, category: true, categorySlug: true, date: true, updated: true, reviewBy: true, audience: true, outsideOurWork: true, crisisContent: true, readingTime: true, words: true, helpLines: true };

/**
 * The article as templates see it: where it is placed as plain values, every other field a getter that checks
 * the read first (in the article's own order, so spreading or listing it gives what the article would; a field
 * it lacks is there but not listed). Getters, not a Proxy: V8 inlines them, where every read through a Proxy
 * takes the slow path.
 */
function watched(article: Article): Article {
  const view = {} as Article;
  const fields = [...Object.keys(article), ...Object.keys(ARTICLE_FIELDS).filter((field) => !Object.hasOwn(article, field))];
  for (const field of fields as (keyof Article)[]) {
    const enumerable = Object.hasOwn(article, field);
    if (PLACED_FIELDS.has(field)) Object.defineProperty(view, field, { value: article[field], enumerable });
    else
      Object.defineProperty(view, field, {
        enumerable,
        get: () => {
          checkRead(article, field);
          return article[field];
        },
      });
  }
  return view;
}

const watchedContent = new WeakMap<SiteContent, SiteContent>();

/** The content with each article watched (the same objects for the route table and the renderer). */
export function watchedArticles(content: SiteContent): SiteContent {
  let seen = watchedContent.get(content);
  if (!seen) {
    seen = { ...content, articles: content.articles.map(watched) };
    watchedContent.set(content, seen);
  }
  return seen;
}

/** The page renderer, each page checked to read of the articles only what its key holds. */
export function checkingShown(render: PageRenderer<SiteRoute>): PageRenderer<SiteRoute> {
  return (route) => {
    rendering = { route, named: new Set(route.shows?.articles ?? []) };
    try {
      return render(route);
    } finally {
      rendering = undefined;
    }
  };
}
