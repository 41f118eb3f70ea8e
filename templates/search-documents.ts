/**
 * What the search index holds: one document per indexable page, read from the route table, so every page
 * the site publishes is found unless it says otherwise. A route may declare how it is found
 * (`meta.search`: its kind, language, title, summary, keywords, text); whatever it leaves out is worked out
 * here: the kind from its address, the title and summary from the page's own, and more words (headings,
 * topic, whom it is written for, questions) from the content file it is made from.
 */
import { join, relative } from 'node:path';
import type { RouteMeta } from '../generator/render/pages.ts';
import { indexedDocument, type SearchInput, type SearchSource } from '../generator/site-files/search-index.ts';
import type { SiteContent } from './content/types.ts';
import type { SearchDeclaration, SearchDocument, SearchKind } from '../generator/search/types.ts';
import { PAGES } from './content/pages.ts';
import { NOT_AGREED_ID as NOT_AGREED_SECTION } from './pages/ReferralPage.tsx';

const REFERRAL_PATH = PAGES.referral;

/**
 * What the index reads of a route: the engine's meta, with the page's description, where an alias page sends
 * its visitor, and how the page is found (the site's own meta holds all of these).
 */
export interface SearchableRoute {
  meta: RouteMeta & { description: string; redirectTo?: string; search?: SearchDeclaration | false };
  /** The content file the page is made from: more of its words go into the index. */
  source: string;
}

/** The kind of a page by its address, first match wins; a route's own `meta.search.kind` overrides it. */
const KIND_BY_PATH: readonly [RegExp, SearchKind][] = [
  [/(^|\/)easy-read\/$/, 'easy-read'],
  [/^\/services\/[^/]+\/$/, 'service'],
  [/^\/programs\/[^/]+\/$/, 'program'],
  [/^\/resources\/(category|for)\//, 'topic'],
  [/^\/resources\/[^/]+\/$/, 'article'],
  [/^\/languages?\/[^/]+\/$/, 'language'],
];

export function kindOfPath(path: string): SearchKind {
  return KIND_BY_PATH.find(([pattern]) => pattern.test(path))?.[1] ?? 'page';
}

/** The `##` and `###` headings of a markdown body, as plain text. */
export function markdownHeadings(body: string): string[] {
  return [...body.matchAll(/^#{2,3}[ \t]+(.+?)[ \t#]*$/gm)].map((match) => plainText(match[1]!)).filter((heading) => heading !== 'Sources');
}

/** Markdown inline text without its marks: links keep their words, emphasis and code lose their signs. */
function plainText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Does this route become a search result? Pages kept from search engines, redirects and the 404 do not. */
function searchable(route: SearchableRoute): boolean {
  const { meta } = route;
  return meta.search !== false && !meta.noindex && !meta.redirectTo && meta.path.endsWith('/');
}

/** The words each content file adds to the pages made from it, by the file's path. */
/** The headings of the terms every service page shows ("Costs, agreements and your rights", "What it costs"...). */
function serviceTermsHeadings(content: SiteContent): string[] {
  const terms = content.serviceTerms as unknown as Record<string, unknown>;
  const part = (value: unknown) => (value && typeof value === 'object' && 'heading' in value && typeof value.heading === 'string' ? [value.heading] : []);
  return [...new Set([typeof terms.heading === 'string' ? terms.heading : '', ...Object.values(terms).flatMap(part)].filter(Boolean))];
}

/** `bodyText`: the markdown (or HTML) the body's words are read from, where the index is built. */
type SourceWords = Pick<SearchDeclaration, 'keywords' | 'text'> & { bodyText?: string };

function wordsBySource(content: SiteContent): Map<string, SourceWords> {
  const bySource = new Map<string, SourceWords>();
  for (const article of content.articles) {
    bySource.set(article.file, { keywords: [article.category, article.audience ?? ''].join('. '), text: markdownHeadings(article.body).join('. '), bodyText: article.body });
  }
  // Every service page carries the terms (what it costs, cancelling, complaints): their headings find it.
  const terms = serviceTermsHeadings(content);
  for (const service of content.services) {
    const answers = service.faq.map((item) => item.answerHtml).join('\n\n');
    bySource.set(service.file, { keywords: [service.summary, ...terms].join('. '), text: [...markdownHeadings(service.body), ...service.faq.map((item) => item.question)].join('. '), bodyText: `${service.body}\n\n${answers}` });
  }
  for (const page of content.pages.values()) bySource.set(page.file, { text: markdownHeadings(page.body).join('. '), bodyText: page.body });
  return bySource;
}

/**
 * The referral page's section for when the person has not agreed (forms.json notAgreed) is a result of its
 * own, at its own address: "my son refuses help" leads a family straight to it, not to the top of a form
 * they cannot send yet.
 */
function notAgreedDocument(content: SiteContent, routes: readonly SearchableRoute[]): SearchSource | undefined {
  const referral = routes.find((route) => route.meta.path === REFERRAL_PATH && searchable(route));
  if (!referral) return undefined;
  const { summary, introHtml, talkHtml, carersHtml, raiseHtml, tipsHtml } = content.forms.notAgreed;
  const plain = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
  return {
    id: `${REFERRAL_PATH}#${NOT_AGREED_SECTION}`,
    kind: 'page',
    lang: 'en',
    title: summary,
    summary: plain(introHtml),
    keywords: referral.meta.title,
    text: [talkHtml, carersHtml, raiseHtml].map(plain).join(' '),
    bodyText: tipsHtml.join('\n\n'),
  };
}

/** Easy Read pages: their headings and each idea's sentence. */
function easyReadWords(content: SiteContent): Map<string, string> {
  return new Map(
    content.easyRead.pages.map((page) => [page.slug, page.sections.flatMap((section) => [section.heading, ...section.items.map((item) => item.text.words)]).join('. ')]),
  );
}

/** Every searchable page as the index will hold it, its body's words read here (tests and the bench read these). */
export function searchDocuments(content: SiteContent, routes: readonly SearchableRoute[]): SearchDocument[] {
  return searchSources(content, routes).map(indexedDocument);
}

/** A page as the /search/ page lists it: its address, kind, language and title. */
export type SearchListing = Pick<SearchDocument, 'id' | 'kind' | 'lang' | 'title'>;

/** How a searchable route is listed: read from its meta alone. */
function listingOf({ meta }: SearchableRoute): SearchListing {
  const declared: SearchDeclaration = meta.search || {};
  return { id: meta.path, kind: declared.kind ?? kindOfPath(meta.path), lang: declared.language ?? 'en', title: declared.title ?? meta.title };
}

/**
 * Every searchable page as the /search/ page lists it, in the index's order. It reads the routes' meta and
 * the site's words, and nothing of the articles themselves, so an article's body is no part of that page
 * (its cache key holds these listings: templates/page-keys.ts).
 */
export function searchListings(content: SiteContent, routes: readonly SearchableRoute[]): SearchListing[] {
  const listings = routes.filter(searchable).map(listingOf);
  const notAgreed = notAgreedDocument(content, routes);
  if (notAgreed) listings.push({ id: notAgreed.id, kind: notAgreed.kind, lang: notAgreed.lang, title: notAgreed.title });
  return listings;
}

/**
 * Every searchable page with the text its body's words are read from: the words themselves are read when the
 * index is built (search-index.ts).
 */
export function searchSources(content: SiteContent, routes: readonly SearchableRoute[]): SearchSource[] {
  const bySource = wordsBySource(content);
  const easyRead = easyReadWords(content);
  const documents: SearchSource[] = [];
  for (const route of routes) {
    if (!searchable(route)) continue;
    const { meta } = route;
    const declared: SearchDeclaration = meta.search || {};
    const { id, kind, lang, title } = listingOf(route);
    // A listing (a topic page) shares its content file with the main listing: it takes only its own title.
    const fromSource: SourceWords = kind === 'topic' ? {} : (bySource.get(route.source) ?? {});
    const easySlug = kind === 'easy-read' ? /^\/([^/]+)\/easy-read\/$/.exec(meta.path)?.[1] : undefined;
    documents.push({
      id,
      kind,
      lang,
      title,
      summary: declared.summary ?? meta.description,
      keywords: declared.keywords ?? fromSource.keywords ?? '',
      text: declared.text ?? (easySlug ? easyRead.get(easySlug) : undefined) ?? fromSource.text ?? '',
      ...(fromSource.bodyText !== undefined ? { bodyText: fromSource.bodyText } : {}),
    });
  }
  const notAgreed = notAgreedDocument(content, routes);
  if (notAgreed) documents.push(notAgreed);
  return documents;
}

/**
 * What the search index holds: every searchable page, the synonyms, and the words content/search.json says
 * must find a page (each synonym's and each crisis topic's `finds`).
 */
export function searchInput(content: SiteContent, routes: readonly SearchableRoute[]): SearchInput {
  const file = relative(process.cwd(), join(content.dir, 'search.json'));
  const mustFind = [
    ...content.search.synonyms.flatMap((synonym, at) => synonym.finds.map((phrase, position) => ({ phrase, file, field: `synonyms[${at}].finds[${position}]` }))),
    ...content.search.crisis.topics.flatMap((topic, at) => topic.finds.map((phrase, position) => ({ phrase, file, field: `crisis.topics[${at}].finds[${position}]` }))),
  ];
  return { documents: searchSources(content, routes), synonyms: content.search.synonyms, mustFind };
}
