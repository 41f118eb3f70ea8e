/**
 * Step 2: the route map. Every address the site answers, the file it is written to, where its content
 * comes from, and how to render its main content. Two routes writing one file stop the build.
 */
import { createElement, type ReactElement } from 'react';
import type { Article, Page, SiteConfig, SiteContent } from './content/types.ts';
import { BuildError } from './errors.ts';
import { shareImagePath } from './share-image-path.ts';
import type { MarkdownRenderer } from './markdown/processor.ts';
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

export function mapRoutes(content: SiteContent): Route[] {
  const { site, home } = content;
  const routes: Route[] = [];
  const add = (route: Omit<Route, 'file'>) => routes.push({ ...route, file: fileForPath(route.meta.path) });
  const page = (slug: string) => requirePage(content, slug);
  const sorted = [...content.articles].sort(byNewest);
  const categories = categoriesOf(sorted);

  add({
    meta: {
      path: '/',
      title: home.title,
      description: home.description,
      section: 'home',
      shareLabel: site.tagline,
      jsonLd: [faqJsonLd(content.faq.map((item) => ({ question: item.question, answerText: htmlToText(item.fullAnswerHtml) })))],
    },
    source: home.file,
    render: () => createElement(HomePage),
  });

  const servicesPage = page('services');
  add({
    meta: { path: '/services/', title: servicesPage.title, description: servicesPage.description, section: 'services', shareLabel: 'Services' },
    source: servicesPage.file,
    render: ({ markdown }) => createElement(ServicesPage, { page: servicesPage, introHtml: markdown(servicesPage.body, servicesPage.file).html }),
  });

  const articlesBySlug = new Map(content.articles.map((article) => [article.slug, article]));
  for (const service of content.services) {
    const path = `/services/${service.slug}/`;
    add({
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
      render: ({ markdown }) =>
        createElement(ServicePage, {
          service,
          bodyHtml: markdown(service.body, service.file).html,
          related: service.related.map((slug) => articlesBySlug.get(slug)!),
        }),
    });
  }

  const resourcesPage = page('resources');
  add({
    meta: { path: '/resources/', title: resourcesPage.title, description: resourcesPage.description, section: 'resources', shareLabel: 'Resources' },
    source: resourcesPage.file,
    render: ({ markdown }) => createElement(ResourcesPage, { page: resourcesPage, introHtml: markdown(resourcesPage.body, resourcesPage.file).html, articles: sorted, categories }),
  });
  for (const category of categories) {
    add({
      meta: {
        path: `/resources/category/${category.slug}/`,
        title: `${resourcesPage.title}: ${category.name}`,
        description: `Articles about ${category.name.toLowerCase()}: ${resourcesPage.description}`,
        section: 'resources',
        shareLabel: 'Resources',
      },
      source: resourcesPage.file,
      render: ({ markdown }) =>
        createElement(ResourcesPage, {
          page: resourcesPage,
          introHtml: markdown(resourcesPage.body, resourcesPage.file).html,
          articles: sorted.filter((article) => article.categorySlug === category.slug),
          categories,
          current: category,
        }),
    });
  }

  const byCategory = groupBy(sorted, (article) => article.categorySlug);
  for (const article of sorted) {
    const path = `/resources/${article.slug}/`;
    const related = newestOthers(byCategory.get(article.categorySlug)!, article, RELATED_ARTICLES);
    add({
      meta: {
        path,
        title: article.title,
        description: article.description,
        section: 'resources',
        ogType: 'article',
        shareLabel: article.category,
        jsonLd: [articleJsonLd(site, article, shareImagePath(site, article.title, article.category)), breadcrumbJsonLd(site, articleTrail(article))],
      },
      source: article.file,
      render: ({ markdown }) => createElement(ArticlePage, { article, bodyHtml: markdown(article.body, article.file).html, related }),
    });
  }

  for (const [slug, section] of [
    ['about', 'about'],
    ['privacy', undefined],
    ['terms', undefined],
    ['accessibility', undefined],
  ] as const) {
    const info = page(slug);
    const path = `/${slug}/`;
    add({
      meta: { path, title: info.title, description: info.description, ...(section ? { section } : {}), shareLabel: site.name },
      source: info.file,
      render: ({ markdown }) => createElement(ContentPage, { page: info, bodyHtml: markdown(info.body, info.file).html, path }),
    });
  }

  const team = page('team');
  add({
    meta: { path: '/team/', title: team.title, description: team.description, section: 'about', shareLabel: 'Our team' },
    source: team.file,
    render: ({ markdown }) => createElement(TeamPage, { page: team, bodyHtml: markdown(team.body, team.file).html }),
  });

  const contact = page('contact');
  add({
    meta: { path: '/contact/', title: contact.title, description: contact.description, section: 'contact', shareLabel: 'Contact us' },
    source: contact.file,
    render: ({ markdown }) => createElement(ContactPage, { page: contact, bodyHtml: markdown(contact.body, contact.file).html }),
  });

  const referral = page('referral');
  add({
    meta: { path: '/referral/', title: referral.title, description: referral.description, shareLabel: 'Make a referral' },
    source: referral.file,
    render: ({ markdown }) => createElement(ReferralPage, { page: referral, bodyHtml: markdown(referral.body, referral.file).html }),
  });

  for (const kind of ['referral', 'contact'] as const) {
    const sent = page(`${kind}-sent`);
    add({
      meta: { path: `/${kind}/sent/`, title: sent.title, description: sent.description, noindex: true, ...(kind === 'contact' ? { section: 'contact' as const } : {}) },
      source: sent.file,
      render: ({ markdown }) => createElement(SentPage, { page: sent, bodyHtml: markdown(sent.body, sent.file).html }),
    });
  }

  for (const alias of ALIASES) {
    add({
      meta: { path: alias.from, title: `${alias.title} has moved`, description: `This page is now at ${alias.to}.`, noindex: true, redirectTo: alias.to, canonicalPath: alias.to },
      source: 'generator/routes.ts (ALIASES)',
      render: () => createElement(RedirectPage, { title: alias.title, target: alias.to }),
    });
  }

  for (const { path, heading, target } of signInPages(site)) {
    add({
      meta: { path, title: heading, description: `${heading} for ${site.name} staff.`, noindex: true, ...(target ? { redirectTo: target } : {}) },
      source: 'content/site.json (auth)',
      render: () => createElement(SignInPage, { heading, target }),
    });
  }

  const notFound = page('not-found');
  add({
    meta: { path: '/404.html', title: notFound.title, description: notFound.description, noindex: true },
    source: notFound.file,
    render: ({ markdown }) => createElement(NotFoundPage, { page: notFound, bodyHtml: markdown(notFound.body, notFound.file).html }),
  });

  checkCollisions(routes);
  return routes;
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
