/**
 * The route table: every address the site answers, where its content comes from, and how to render its main
 * content, family by family. A new page is a route in its family, or a new family in mapRoutes; a page of
 * content/pages/ is also named in PAGES with its address, so the loader checks the file is there. The engine
 * derives each route's output file and stops the build when two routes write one file (generator/render/pages.ts).
 */
import { createElement, type ReactElement } from 'react';
import { byNewest } from './content/markdown-kinds.ts';
import { languageAlternates } from './content/languages.ts';
import type { Article, Page, SiteContent } from './content/types.ts';
import { BuildError } from '../generator/errors.ts';
import type { MarkdownRenderer } from '../generator/markdown/processor.ts';
import type { TocEntry } from '../generator/markdown/plugins/rehype-toc.ts';
import { withFiles, type Route } from '../generator/render/pages.ts';
import { searchListings } from './search-documents.ts';
import { SEARCH_INDEX_PATH } from '../generator/site-files/search-index.ts';
import { shareImageOf } from './share-card.ts';
import { LOGIN_PATH } from './addresses.ts';
import { fillWords } from './content/site-words.ts';
import { INTAKE_INBOX_PATH } from '../widgets/intake-inbox/props.ts';
import { WORDS as INBOX_WORDS } from '../widgets/intake-inbox/words.ts';
import { searchIslandProps } from '../widgets/search/Search.tsx';
import { PAGES, noticePath, programPath, type PageSlug } from './content/pages.ts';
import { SITE_LANG, type PageMeta } from './context.ts';
import { ArticlePage, articleTrail } from './pages/ArticlePage.tsx';
import { ContentPage } from './pages/ContentPage.tsx';
import { HomePage } from './pages/HomePage.tsx';
import { NotFoundPage } from './pages/NotFoundPage.tsx';
import { RedirectPage } from './pages/RedirectPage.tsx';
import { ResourcesPage, pagePath, type CategorySummary, type ReaderSummary, type ResourcesCurrent } from './pages/ResourcesPage.tsx';
import { ProgramPage } from './pages/ProgramPage.tsx';
import { NoticePage } from './pages/NoticePage.tsx';
import { CALL_BACK_PATH, CALL_BACK_SENT_PATH, CallBackPage, CallBackSentPage } from './pages/CallBackPage.tsx';
import { SearchPage } from './pages/SearchPage.tsx';
import { ServicePage } from './pages/ServicePage.tsx';
import { ServicesPage } from './pages/ServicesPage.tsx';
import { StaffSignInPage } from './pages/StaffSignInPage.tsx';
import { IntakeInboxPage } from './pages/IntakeInboxPage.tsx';
import { TeamPage } from './pages/TeamPage.tsx';
import { AboutPage } from './pages/AboutPage.tsx';
import { ReferrersPage } from './pages/ReferrersPage.tsx';
import { EasyReadIndex, EasyReadLinks, EasyReadPage, easyReadPath } from './pages/EasyReadPage.tsx';
import { ContactPage } from './pages/ContactPage.tsx';
import { ReferralPage } from './pages/ReferralPage.tsx';
import { ReferralSentPage, SentPage } from './pages/SentPage.tsx';
import { ComplaintsPage } from './pages/ComplaintsPage.tsx';
import { LanguagePage } from './pages/LanguagePage.tsx';
import { articleJsonLd, breadcrumbJsonLd, faqJsonLd, htmlToText, serviceJsonLd } from './structured-data.ts';

export interface RenderTools {
  markdown: MarkdownRenderer;
}

/** A route of the site: the engine's route with the page's full meta, and how to render its main content. */
export interface SiteRoute extends Route {
  meta: PageMeta;
  render(tools: RenderTools): ReactElement;
  /**
   * What the page shows of other content files than its own, beyond what every page's key holds
   * (templates/page-keys.ts): the articles (by slug) whose cards it lists, and for /search/, every page's
   * listing. A page is rendered again when one of these changes, and only then: the build stops when a page
   * reads an article it does not name here.
   */
  shows?: PageShows;
}

export interface PageShows {
  articles?: readonly string[];
  /** Every searchable page's title, kind and language (the A to Z). */
  listings?: true;
}



export const RELATED_ARTICLES = 3;

/** Cards on one page of a resources list: a phone scrolls about five screens, not thirty. */
export const ARTICLES_PER_PAGE = 12;

export function categoriesOf(articles: readonly Article[]): CategorySummary[] {
  const bySlug = new Map<string, CategorySummary>();
  for (const article of articles) {
    const entry = bySlug.get(article.categorySlug) ?? { name: article.category, slug: article.categorySlug, count: 0 };
    entry.count += 1;
    bySlug.set(article.categorySlug, entry);
  }
  return [...bySlug.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** The audience groups (content/resources-list.json) with how many of these articles each is written for. */
export function readerGroups(content: SiteContent, articles: readonly Article[]): ReaderSummary[] {
  return content.resourcesList.groups.map((group) => ({
    slug: group.slug,
    label: group.label,
    description: group.description,
    count: articles.filter((article) => content.readers[article.slug]?.includes(group.slug)).length,
  }));
}

/** A page of PAGES, which the loader has checked is there. */
function requirePage(content: SiteContent, slug: PageSlug): Page {
  const page = content.pages.get(slug);
  if (!page) throw new BuildError(`content/pages/${slug}.md is missing: the content was not loaded with the site's needs (templates/site.ts)`);
  return page;
}

/** A route before its output file is known (mapRoutes derives it from the path). */
type RouteSpec = Omit<SiteRoute, 'file'>;

/** Every route of the site, family by family, in the order the sitemap lists them. */
export function mapRoutes(content: SiteContent): SiteRoute[] {
  const pages = [
    homeRoute(content),
    ...serviceRoutes(content),
    ...programRoutes(content),
    ...resourceRoutes(content),
    ...noticeRoutes(content),
    ...informationRoutes(content),
    ...formRoutes(content),
    ...peopleRoutes(content),
    ...languageRoutes(content),
    ...redirectRoutes(content),
    notFoundRoute(content),
  ];
  // The search page lists every other page, so it is mapped last and placed before the 404.
  return withFiles([...pages.slice(0, -1), searchRoute(content, pages), pages.at(-1)!]);
}

/** A page from content/pages/, at its address in PAGES, rendered with its own component, which takes the page and its body. */
function pageRoute(content: SiteContent, slug: PageSlug, meta: Omit<PageMeta, 'path' | 'title' | 'description'>, component: (props: { page: Page; bodyHtml: string; toc: TocEntry[] }) => ReactElement | null): RouteSpec {
  const page = requirePage(content, slug);
  return {
    meta: { title: page.title, description: page.description, path: PAGES[slug], ...meta },
    source: page.file,
    render: ({ markdown }) => {
      const body = markdown(page.body, page.file);
      return createElement(component, { page, bodyHtml: body.html, toc: body.toc });
    },
  };
}

function homeRoute({ site, home, faq }: SiteContent): RouteSpec {
  return {
    meta: {
      path: '/',
      title: home.title,
      description: home.description,
      section: 'home',
      shareLabel: site.tagline,
      styles: ['cards', 'home'],
      jsonLd: [faqJsonLd(faq.map((item) => ({ question: item.question, answerText: htmlToText(item.fullAnswerHtml) })))],
    },
    source: home.file,
    shows: { articles: home.resources.articles },
    render: () => createElement(HomePage),
  };
}

/** /services/ and a page for each service. */
function serviceRoutes(content: SiteContent): RouteSpec[] {
  const { site } = content;
  const servicesPage = requirePage(content, 'services');
  const articlesBySlug = new Map(content.articles.map((article) => [article.slug, article]));
  const index: RouteSpec = {
    meta: { path: PAGES.services, title: servicesPage.title, description: servicesPage.description, section: 'services', shareLabel: 'Services', styles: ['cards', 'about'] },
    source: servicesPage.file,
    render: ({ markdown }) => createElement(ServicesPage, { page: servicesPage, introHtml: markdown(servicesPage.body, servicesPage.file).html }),
  };
  return [
    index,
    ...content.services.map((service): RouteSpec => {
      const path = `/services/${service.slug}/`;
      return {
        meta: {
          path,
          title: service.title,
          description: service.description,
          section: 'services',
          shareLabel: 'Our services',
          jsonLd: [
            serviceJsonLd(site, service),
            breadcrumbJsonLd(site, [
              { label: 'Home', href: '/' },
              { label: 'Services', href: '/services/' },
              { label: service.title, href: path },
            ]),
          ],
        },
        source: service.file,
        shows: { articles: service.related },
        render: ({ markdown }) => {
          const body = markdown(service.body, service.file);
          return createElement(ServicePage, { service, bodyHtml: body.html, toc: body.toc, related: service.related.map((slug) => articlesBySlug.get(slug)!) });
        },
      };
    }),
  ];
}

/** A page for each program open for expressions of interest (content/programs.json). */
function programRoutes(content: SiteContent): RouteSpec[] {
  const { site, programs } = content;
  return programs.items.map((program): RouteSpec => {
    const path = programPath(program.id);
    return {
      meta: {
        path,
        title: program.name,
        description: `${program.description} ${program.frequency}. ${programs.status}.`,
        section: 'services',
        shareLabel: programs.page.trailLabel,
        styles: ['cards', 'about'],
        jsonLd: [
          breadcrumbJsonLd(site, [
            { label: 'Home', href: '/' },
            { label: programs.page.trailLabel, href: '/services/#programs' },
            { label: program.name, href: path },
          ]),
        ],
      },
      source: 'content/programs.json',
      render: () => createElement(ProgramPage, { program }),
    };
  });
}

/**
 * /resources/, a list per topic and per group of readers, each in pages of ARTICLES_PER_PAGE, and a page per
 * article (newest first). Every list is plain links and pages, so it all works without JavaScript.
 */
function resourceRoutes(content: SiteContent): RouteSpec[] {
  const { site } = content;
  const resourcesPage = requirePage(content, 'resources');
  const sorted = [...content.articles].sort(byNewest);
  const categories = categoriesOf(sorted);
  const readers = readerGroups(content, sorted);
  const lists = (articles: Article[], basePath: string, title: string, description: string, current?: ResourcesCurrent): RouteSpec[] => {
    const count = Math.max(1, Math.ceil(articles.length / ARTICLES_PER_PAGE));
    return Array.from({ length: count }, (_, index): RouteSpec => {
      const number = index + 1;
      const first = index * ARTICLES_PER_PAGE;
      const shown = articles.slice(first, first + ARTICLES_PER_PAGE);
      return {
        meta: {
          path: pagePath(basePath, number),
          title: number === 1 ? title : `${title} (page ${number} of ${count})`,
          description: number === 1 ? description : `${description} Page ${number} of ${count}.`,
          section: 'resources',
          shareLabel: 'Resources',
          styles: ['lists'],
          // The first page of a list is the one to find; its later pages are reached from it.
          ...(number > 1 ? { search: false as const } : {}),
        },
        source: resourcesPage.file,
        shows: { articles: shown.map((article) => article.slug) },
        render: ({ markdown }) =>
          createElement(ResourcesPage, {
            page: resourcesPage,
            introHtml: markdown(resourcesPage.body, resourcesPage.file).html,
            articles: shown,
            total: articles.length,
            first,
            categories,
            readers,
            pager: { number, count, basePath },
            ...(current ? { current } : {}),
          }),
      };
    });
  };
  const categoryPages = categories.flatMap((category) =>
    lists(
      sorted.filter((article) => article.categorySlug === category.slug),
      `/resources/category/${category.slug}/`,
      `${resourcesPage.title}: ${category.name}`,
      `Articles about ${category.name.toLowerCase()}: ${resourcesPage.description}`,
      { topic: category },
    ),
  );
  const readerPages = readers
    .filter((group) => group.count > 0)
    .flatMap((group) =>
      lists(
        sorted.filter((article) => content.readers[article.slug]?.includes(group.slug)),
        `/resources/for/${group.slug}/`,
        `${resourcesPage.title}: ${group.label}`,
        group.description,
        { readers: group },
      ),
    );
  const byCategory = groupBy(sorted, (article) => article.categorySlug);
  const articles = sorted.map((article): RouteSpec => {
    const related = newestOthers(byCategory.get(article.categorySlug)!, article, RELATED_ARTICLES);
    return {
      meta: {
        path: `/resources/${article.slug}/`,
        title: article.title,
        description: article.description,
        section: 'resources',
        ogType: 'article',
        shareLabel: article.category,
        // Exit this page wherever there are help lines; no "Submit a referral" only beside crisis content.
        ...(article.helpLines.length > 0 ? { quickExit: true } : {}),
        ...(article.crisisContent ? { crisisContent: true } : {}),
        jsonLd: [articleJsonLd(site, article, shareImageOf(site, article.title, article.category)), breadcrumbJsonLd(site, articleTrail(article))],
      },
      source: article.file,
      shows: { articles: related.map((other) => other.slug) },
      render: ({ markdown }) => {
        const body = markdown(article.body, article.file);
        return createElement(ArticlePage, { article, bodyHtml: body.html, toc: body.toc, related });
      },
    };
  });
  return [...lists(sorted, PAGES.resources, resourcesPage.title, resourcesPage.description), ...categoryPages, ...readerPages, ...articles];
}

/** A page for each short notice (content/notices/), newest first. */
function noticeRoutes(content: SiteContent): RouteSpec[] {
  return content.notices.map(
    (notice): RouteSpec => ({
      meta: { path: noticePath(notice.slug), title: notice.title, description: notice.description, shareLabel: content.words.notices.title },
      source: notice.file,
      render: ({ markdown }) => createElement(NoticePage, { notice, bodyHtml: markdown(notice.body, notice.file).html }),
    }),
  );
}

/** /search/: the search widget over the index of every other page, and those pages by topic and A to Z. */
function searchRoute(content: SiteContent, routes: readonly RouteSpec[]): RouteSpec {
  const page = requirePage(content, 'search');
  const sorted = [...content.articles].sort(byNewest);
  return {
    meta: { path: PAGES.search, title: page.title, description: page.description, section: 'search', shareLabel: content.site.name, search: false, styles: ['lists'] },
    source: page.file,
    shows: { listings: true },
    render: ({ markdown }) =>
      createElement(SearchPage, {
        page,
        introHtml: markdown(page.body, page.file).html,
        island: searchIslandProps(content.search, SEARCH_INDEX_PATH),
        documents: searchListings(content, routes),
        topics: categoriesOf(sorted).map((category) => ({ label: category.name, href: `/resources/category/${category.slug}/`, count: category.count })),
        readers: readerGroups(content, sorted)
          .filter((group) => group.count > 0)
          .map((group) => ({ label: group.label, href: `/resources/for/${group.slug}/`, count: group.count })),
      }),
  };
}

/** About, the policies, the accessibility statement and the team. */
function informationRoutes(content: SiteContent): RouteSpec[] {
  const { site } = content;
  const plain = (slug: PageSlug) => pageRoute(content, slug, { shareLabel: site.name }, ({ page, bodyHtml, toc }) => createElement(ContentPage, { page, bodyHtml, toc, path: PAGES[slug] }));
  return [
    pageRoute(content, 'about', { section: 'about', shareLabel: site.name, styles: ['cards', 'about'] }, AboutPage),
    plain('privacy'),
    plain('terms'),
    pageRoute(content, 'accessibility', { shareLabel: site.name }, ({ page, bodyHtml }) => createElement(ContentPage, { page, bodyHtml, path: PAGES.accessibility, after: createElement(EasyReadLinks) })),
    pageRoute(content, 'team', { section: 'about', shareLabel: 'Our team', styles: ['cards', 'about'] }, TeamPage),
    pageRoute(content, 'staying-safe-online', { shareLabel: site.name, quickExit: true }, ({ page, bodyHtml, toc }) =>
      createElement(ContentPage, { page, bodyHtml, toc, path: PAGES['staying-safe-online'] }),
    ),
  ];
}

/** The page for referrers, the Easy Read versions of key pages, and the list of them. */
function peopleRoutes(content: SiteContent): RouteSpec[] {
  // Each Easy Read page's original is the address of a page in PAGES (the loader checks it).
  const slugAt = new Map<string, PageSlug>(Object.entries(PAGES).map(([slug, path]) => [path, slug as PageSlug]));
  const titleOf = (path: string) => requirePage(content, slugAt.get(path)!).title;
  const easyRead = content.easyRead.pages.map((easy) => ({ easy, path: easyReadPath(easy.slug), originalTitle: titleOf(easy.original) }));
  return [
    pageRoute(content, 'referrers', { section: 'referrers', shareLabel: 'For referrers', styles: ['cards', 'about'] }, ReferrersPage),
    ...easyRead.map(
      ({ easy, path, originalTitle }): RouteSpec => ({
        meta: { path, title: easy.title, description: easy.description, shareLabel: 'Easy Read', styles: ['easy-read'] },
        source: 'content/easy-read.json',
        render: () => createElement(EasyReadPage, { easyRead: easy, originalTitle }),
      }),
    ),
    {
      meta: { path: '/easy-read/', title: content.words.easyRead.listTitle, description: content.words.easyRead.listDescription, shareLabel: 'Easy Read', styles: ['easy-read'] },
      source: 'content/easy-read.json',
      render: () => createElement(EasyReadIndex, { pages: easyRead.map(({ easy, path, originalTitle }) => ({ path, title: easy.title, original: easy.original, originalTitle, picture: easy.picture })) }),
    },
  ];
}

/**
 * /languages/ (the English source, where a language is chosen) and a page in each community language
 * (content/languages/). Each page names all the others, itself included, as its alternates in other
 * languages, and the English page as the default.
 */
function languageRoutes(content: SiteContent): RouteSpec[] {
  const source = content.languages.find((language) => language.isSource);
  if (!source) return [];
  const alternates = languageAlternates(content.languages);
  return content.languages.map(
    (language): RouteSpec => ({
      meta: {
        path: language.path,
        title: language.title,
        description: language.description,
        shareLabel: source.chooser!.shareLabel,
        styles: ['languages'],
        alternates,
        // Someone may read about help in their language where it is not safe to be seen doing so.
        quickExit: true,
        ...(language.lang === SITE_LANG ? {} : { lang: language.lang, dir: language.dir, shareTitle: language.englishName }),
        // Found in its own language, and by its name in its script and in English ("Tiếng Việt", "Vietnamese").
        search: { kind: 'language', language: language.lang === SITE_LANG ? 'en' : language.lang, keywords: `${language.name}. ${language.englishName}` },
      },
      source: language.file,
      render: () => createElement(LanguagePage, { language }),
    }),
  );
}

/**
 * The contact and referral forms, the Easy Read "Ask us to call you", and the page each one's sending leads
 * to (an interest form is on its program's page: programRoutes).
 */
function formRoutes(content: SiteContent): RouteSpec[] {
  const callBack = content.forms.callback.page;
  return [
    pageRoute(content, 'contact', { section: 'contact', shareLabel: 'Contact us', quickExit: true, styles: ['forms', 'contact-ways'] }, ContactPage),
    pageRoute(content, 'referral', { shareLabel: 'Make a referral', quickExit: true, styles: ['forms'] }, ReferralPage),
    // A sent page shows the form's confirmation, styled by the form's CSS.
    pageRoute(content, 'referral-sent', { noindex: true, styles: ['widgets/form'] }, ReferralSentPage),
    pageRoute(content, 'contact-sent', { noindex: true, section: 'contact', styles: ['widgets/form'] }, SentPage),
    pageRoute(content, 'interest-sent', { noindex: true, styles: ['widgets/form'] }, SentPage),
    pageRoute(content, 'complaints', { shareLabel: content.site.name, styles: ['forms', 'contact-ways'] }, ComplaintsPage),
    pageRoute(content, 'complaints-sent', { noindex: true, styles: ['widgets/form'] }, SentPage),
    { meta: { path: CALL_BACK_PATH, title: callBack.title, description: callBack.description, shareLabel: 'Easy Read', quickExit: true, styles: ['easy-read'] }, source: 'content/forms.json', render: () => createElement(CallBackPage) },
    { meta: { path: CALL_BACK_SENT_PATH, title: callBack.sentTitle, description: callBack.sentDescription, noindex: true, styles: ['easy-read', 'widgets/form'] }, source: 'content/forms.json', render: () => createElement(CallBackSentPage) },
  ];
}

/**
 * Old addresses (content/redirects.json), /login/, which leads each kind of staff to their place, and the
 * intake inbox. (/admin/, the content editor, is written by generator/editor/: it has a policy of its own.)
 */
function redirectRoutes(content: SiteContent): RouteSpec[] {
  const { site, words } = content;
  const aliases = content.redirects.map(
    (alias): RouteSpec => ({
      meta: { path: alias.from, title: fillWords(words.redirect.title, { title: alias.title }), description: fillWords(words.redirect.description, { path: alias.to }), noindex: true, redirectTo: alias.to, canonicalPath: alias.to },
      source: 'content/redirects.json',
      render: () => createElement(RedirectPage, { title: alias.title, target: alias.to }),
    }),
  );
  const heading = words.signIn.login;
  const signIn: RouteSpec = {
    meta: { path: LOGIN_PATH, title: heading, description: fillWords(words.signIn.description, { heading, name: site.name }), noindex: true, search: false },
    source: 'content/site.json (auth, editor)',
    render: () => createElement(StaffSignInPage, { heading }),
  };
  const inbox: RouteSpec = {
    meta: { path: INTAKE_INBOX_PATH, title: INBOX_WORDS.title, description: fillWords(INBOX_WORDS.description, { name: site.name }), noindex: true, search: false, staffScript: 'intake-inbox' },
    source: 'content/site.json (auth.intake)',
    render: () => createElement(IntakeInboxPage),
  };
  return [...aliases, signIn, inbox];
}

function notFoundRoute(content: SiteContent): RouteSpec {
  return pageRoute(content, 'not-found', { noindex: true, styles: ['lists'] }, NotFoundPage);
}

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

/** The first `count` articles of a newest-first group, leaving out the article itself. */
function newestOthers(group: readonly Article[], article: Article, count: number): Article[] {
  const others: Article[] = [];
  for (const other of group) {
    if (other.slug === article.slug) continue;
    others.push(other);
    if (others.length === count) break;
  }
  return others;
}
