/**
 * Step 2: the route map. Every address the site answers, the file it is written to, where its content
 * comes from, and how to render its main content. Two routes writing one file stop the build.
 */
import { createElement, type ReactElement } from 'react';
import type { Article, Page, SiteConfig, SiteContent } from './content/types.ts';
import { BuildError } from './errors.ts';
import { shareImagePath } from './share-image-path.ts';
import type { MarkdownRenderer } from './markdown/processor.ts';
import type { TocEntry } from './markdown/plugins/rehype-toc.ts';
import type { PageMeta } from '../templates/context.ts';
import { ArticlePage, articleTrail } from '../templates/pages/ArticlePage.tsx';
import { ContentPage } from '../templates/pages/ContentPage.tsx';
import { HomePage } from '../templates/pages/HomePage.tsx';
import { NotFoundPage } from '../templates/pages/NotFoundPage.tsx';
import { RedirectPage } from '../templates/pages/RedirectPage.tsx';
import { ResourcesPage, type CategorySummary } from '../templates/pages/ResourcesPage.tsx';
import { ServicePage } from '../templates/pages/ServicePage.tsx';
import { ServicesPage } from '../templates/pages/ServicesPage.tsx';
import { SignInPage } from '../templates/pages/SignInPage.tsx';
import { TeamPage } from '../templates/pages/TeamPage.tsx';
import { AboutPage } from '../templates/pages/AboutPage.tsx';
import { ReferrersPage } from '../templates/pages/ReferrersPage.tsx';
import { EasyReadIndex, EasyReadLinks, EasyReadPage, easyReadPath } from '../templates/pages/EasyReadPage.tsx';
import { ContactPage } from '../templates/pages/ContactPage.tsx';
import { ReferralPage } from '../templates/pages/ReferralPage.tsx';
import { SentPage } from '../templates/pages/SentPage.tsx';
import { articleJsonLd, breadcrumbJsonLd, faqJsonLd, htmlToText, serviceJsonLd } from '../templates/structured-data.ts';

export interface RenderTools {
  markdown: MarkdownRenderer;
}

export interface Route {
  meta: PageMeta;
  /** Output file, relative to the output folder. */
  file: string;
  /** The content file the page comes from, for error messages. */
  source: string;
  render(tools: RenderTools): ReactElement;
}

/** Old or alternative addresses from the spec's route table, and where each now lives. */
export const ALIASES: readonly { from: string; to: string; title: string }[] = [
  { from: '/submit-referral/', to: '/referral/', title: 'Make a referral' },
  { from: '/advanced-referral/', to: '/referral/', title: 'Make a referral' },
  { from: '/privacy-policy/', to: '/privacy/', title: 'Privacy policy' },
  { from: '/terms-of-service/', to: '/terms/', title: 'Terms of use' },
];

export const RELATED_ARTICLES = 3;

/** The staff sign-in addresses: each hands over to the hosted provider when site.json names its address. */
export function signInPages(site: SiteConfig): { path: string; heading: string; target: string }[] {
  return [
    { path: '/login/', heading: 'Staff sign-in', target: site.auth.loginUrl },
    { path: '/admin/', heading: 'Staff dashboard', target: site.auth.adminUrl },
  ];
}

export function fileForPath(path: string): string {
  if (path.endsWith('/')) return `${path.slice(1)}index.html`;
  return path.slice(1);
}

/** Newest first; ties broken by title, so the order never depends on the file system. */
export function byNewest(a: Article, b: Article): number {
  return b.date.localeCompare(a.date) || a.title.localeCompare(b.title);
}

export function categoriesOf(articles: readonly Article[]): CategorySummary[] {
  const bySlug = new Map<string, CategorySummary>();
  for (const article of articles) {
    const entry = bySlug.get(article.categorySlug) ?? { name: article.category, slug: article.categorySlug, count: 0 };
    entry.count += 1;
    bySlug.set(article.categorySlug, entry);
  }
  return [...bySlug.values()].sort((a, b) => a.name.localeCompare(b.name));
}

function requirePage(content: SiteContent, slug: string): Page {
  const page = content.pages.get(slug);
  if (!page) throw new BuildError(`content/pages/${slug}.md is missing`);
  return page;
}

/** A route before its output file is known (mapRoutes derives it from the path). */
type RouteSpec = Omit<Route, 'file'>;

/** Every route of the site, family by family, in the order the sitemap lists them. */
export function mapRoutes(content: SiteContent): Route[] {
  const routes = [
    homeRoute(content),
    ...serviceRoutes(content),
    ...resourceRoutes(content),
    ...informationRoutes(content),
    ...formRoutes(content),
    ...peopleRoutes(content),
    ...redirectRoutes(content.site),
    notFoundRoute(content),
  ].map((route) => ({ ...route, file: fileForPath(route.meta.path) }));
  checkCollisions(routes);
  return routes;
}

/** A page from content/pages/ rendered with its own component, which takes the page and its body. */
function pageRoute(content: SiteContent, slug: string, meta: Omit<PageMeta, 'title' | 'description'>, component: (props: { page: Page; bodyHtml: string; toc: TocEntry[] }) => ReactElement | null): RouteSpec {
  const page = requirePage(content, slug);
  return {
    meta: { title: page.title, description: page.description, ...meta },
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
      jsonLd: [faqJsonLd(faq.map((item) => ({ question: item.question, answerText: htmlToText(item.fullAnswerHtml) })))],
    },
    source: home.file,
    render: () => createElement(HomePage),
  };
}

/** /services/ and a page for each service. */
function serviceRoutes(content: SiteContent): RouteSpec[] {
  const { site } = content;
  const servicesPage = requirePage(content, 'services');
  const articlesBySlug = new Map(content.articles.map((article) => [article.slug, article]));
  const index: RouteSpec = {
    meta: { path: '/services/', title: servicesPage.title, description: servicesPage.description, section: 'services', shareLabel: 'Services' },
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
        render: ({ markdown }) => {
          const body = markdown(service.body, service.file);
          return createElement(ServicePage, { service, bodyHtml: body.html, toc: body.toc, related: service.related.map((slug) => articlesBySlug.get(slug)!) });
        },
      };
    }),
  ];
}

/** /resources/, a page per category, and a page per article (newest first). */
function resourceRoutes(content: SiteContent): RouteSpec[] {
  const { site } = content;
  const resourcesPage = requirePage(content, 'resources');
  const sorted = [...content.articles].sort(byNewest);
  const categories = categoriesOf(sorted);
  const listing = (articles: Article[], current?: CategorySummary) => ({ markdown }: RenderTools) =>
    createElement(ResourcesPage, { page: resourcesPage, introHtml: markdown(resourcesPage.body, resourcesPage.file).html, articles, categories, ...(current ? { current } : {}) });
  const index: RouteSpec = {
    meta: { path: '/resources/', title: resourcesPage.title, description: resourcesPage.description, section: 'resources', shareLabel: 'Resources' },
    source: resourcesPage.file,
    render: listing(sorted),
  };
  const categoryPages = categories.map(
    (category): RouteSpec => ({
      meta: {
        path: `/resources/category/${category.slug}/`,
        title: `${resourcesPage.title}: ${category.name}`,
        description: `Articles about ${category.name.toLowerCase()}: ${resourcesPage.description}`,
        section: 'resources',
        shareLabel: 'Resources',
      },
      source: resourcesPage.file,
      render: listing(
        sorted.filter((article) => article.categorySlug === category.slug),
        category,
      ),
    }),
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
        ...(article.helpLines.length > 0 ? { crisisContent: true, quickExit: true } : {}),
        jsonLd: [articleJsonLd(site, article, shareImagePath(site, article.title, article.category)), breadcrumbJsonLd(site, articleTrail(article))],
      },
      source: article.file,
      render: ({ markdown }) => {
        const body = markdown(article.body, article.file);
        return createElement(ArticlePage, { article, bodyHtml: body.html, toc: body.toc, related });
      },
    };
  });
  return [index, ...categoryPages, ...articles];
}

/** About, the policies, the accessibility statement and the team. */
function informationRoutes(content: SiteContent): RouteSpec[] {
  const { site } = content;
  const plain = (slug: string, section?: 'about') => {
    const path = `/${slug}/`;
    return pageRoute(content, slug, { path, ...(section ? { section } : {}), shareLabel: site.name }, ({ page, bodyHtml, toc }) => createElement(ContentPage, { page, bodyHtml, toc, path }));
  };
  return [
    pageRoute(content, 'about', { path: '/about/', section: 'about', shareLabel: site.name }, AboutPage),
    plain('privacy'),
    plain('terms'),
    pageRoute(content, 'accessibility', { path: '/accessibility/', shareLabel: site.name }, ({ page, bodyHtml }) => createElement(ContentPage, { page, bodyHtml, path: '/accessibility/', after: createElement(EasyReadLinks) })),
    pageRoute(content, 'team', { path: '/team/', section: 'about', shareLabel: 'Our team' }, TeamPage),
    pageRoute(content, 'staying-safe-online', { path: '/staying-safe-online/', shareLabel: site.name, quickExit: true }, ({ page, bodyHtml, toc }) =>
      createElement(ContentPage, { page, bodyHtml, toc, path: '/staying-safe-online/' }),
    ),
  ];
}

/** The page for referrers, the Easy Read versions of key pages, and the list of them. */
function peopleRoutes(content: SiteContent): RouteSpec[] {
  const known = new Map<string, string>([
    ['/about/', requirePage(content, 'about').title],
    ['/services/', requirePage(content, 'services').title],
    ['/referral/', requirePage(content, 'referral').title],
  ]);
  const titleOf = (path: string) => {
    const title = known.get(path);
    if (!title) throw new BuildError(`content/easy-read.json: "original": "${path}" must be one of ${[...known.keys()].join(', ')}`);
    return title;
  };
  const easyRead = content.easyRead.pages.map((easy) => ({ easy, path: easyReadPath(easy.slug), originalTitle: titleOf(easy.original) }));
  return [
    pageRoute(content, 'referrers', { path: '/referrers/', section: 'referrers', shareLabel: 'For referrers' }, ReferrersPage),
    ...easyRead.map(
      ({ easy, path, originalTitle }): RouteSpec => ({
        meta: { path, title: easy.title, description: easy.description, shareLabel: 'Easy Read' },
        source: 'content/easy-read.json',
        render: () => createElement(EasyReadPage, { easyRead: easy, originalTitle }),
      }),
    ),
    {
      meta: { path: '/easy-read/', title: 'Easy Read', description: 'Our key pages in Easy Read: short sentences, one idea each, with a picture beside each idea.', shareLabel: 'Easy Read' },
      source: 'content/easy-read.json',
      render: () => createElement(EasyReadIndex, { pages: easyRead.map(({ easy, path, originalTitle }) => ({ path, title: easy.title, original: easy.original, originalTitle })) }),
    },
  ];
}

/** The contact and referral forms, and the page each one's sending leads to. */
function formRoutes(content: SiteContent): RouteSpec[] {
  return [
    pageRoute(content, 'contact', { path: '/contact/', section: 'contact', shareLabel: 'Contact us', quickExit: true }, ContactPage),
    pageRoute(content, 'referral', { path: '/referral/', shareLabel: 'Make a referral', quickExit: true }, ReferralPage),
    pageRoute(content, 'referral-sent', { path: '/referral/sent/', noindex: true }, SentPage),
    pageRoute(content, 'contact-sent', { path: '/contact/sent/', noindex: true, section: 'contact' }, SentPage),
  ];
}

/** The spec's old addresses, and the staff sign-in addresses that hand over to the hosted provider. */
function redirectRoutes(site: SiteConfig): RouteSpec[] {
  const aliases = ALIASES.map(
    (alias): RouteSpec => ({
      meta: { path: alias.from, title: `${alias.title} has moved`, description: `This page is now at ${alias.to}.`, noindex: true, redirectTo: alias.to, canonicalPath: alias.to },
      source: 'generator/routes.ts (ALIASES)',
      render: () => createElement(RedirectPage, { title: alias.title, target: alias.to }),
    }),
  );
  const signIn = signInPages(site).map(
    ({ path, heading, target }): RouteSpec => ({
      meta: { path, title: heading, description: `${heading} for ${site.name} staff.`, noindex: true, ...(target ? { redirectTo: target } : {}) },
      source: 'content/site.json (auth)',
      render: () => createElement(SignInPage, { heading, target }),
    }),
  );
  return [...aliases, ...signIn];
}

function notFoundRoute(content: SiteContent): RouteSpec {
  return pageRoute(content, 'not-found', { path: '/404.html', noindex: true }, NotFoundPage);
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

function checkCollisions(routes: readonly Route[]): void {
  const seen = new Map<string, Route>();
  const clashes: string[] = [];
  for (const route of routes) {
    const previous = seen.get(route.file);
    if (previous) clashes.push(`${route.file} would be written twice: by ${previous.source} (${previous.meta.path}) and by ${route.source} (${route.meta.path}). Rename one of them.`);
    else seen.set(route.file, route);
  }
  if (clashes.length) throw new BuildError(`Two routes write the same file:\n${clashes.join('\n')}`);
}
