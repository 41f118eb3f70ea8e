/** schema.org structured data (JSON-LD) for search engines: the organisation, articles, FAQs, services. */
import type { Article, FaqItem, Service, SiteConfig } from './content/types.ts';
import type { Crumb } from './components/Breadcrumbs.tsx';
import { decodeHTML } from 'entities';

const CONTEXT = 'https://schema.org';

export function organisationJsonLd(site: SiteConfig): object {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': `${site.baseUrl}/#organisation`,
    name: site.name,
    legalName: site.legalName,
    url: `${site.baseUrl}/`,
    logo: `${site.baseUrl}/icon-512.png`,
    telephone: site.phone,
    email: site.email,
    slogan: site.tagline,
    description: site.description,
    areaServed: site.serviceAreas.map((name) => ({ '@type': 'Place', name: `${name}, Victoria, Australia` })),
  };
}

export function breadcrumbJsonLd(site: SiteConfig, trail: readonly Crumb[]): object {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.label, item: `${site.baseUrl}${crumb.href}` })),
  };
}

export function articleJsonLd(site: SiteConfig, article: Article, imagePath: string | undefined): object {
  return {
    '@context': CONTEXT,
    '@type': 'Article',
    headline: article.title,
    description: article.description,
    datePublished: article.date,
    dateModified: article.updated ?? article.date,
    articleSection: article.category,
    wordCount: article.words,
    inLanguage: 'en-AU',
    mainEntityOfPage: `${site.baseUrl}/resources/${article.slug}/`,
    ...(imagePath ? { image: `${site.baseUrl}${imagePath}` } : {}),
    author: { '@id': `${site.baseUrl}/#organisation` },
    publisher: { '@id': `${site.baseUrl}/#organisation` },
  };
}

export function faqJsonLd(items: readonly { question: string; answerText: string }[]): object {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({ '@type': 'Question', name: item.question, acceptedAnswer: { '@type': 'Answer', text: item.answerText } })),
  };
}

export function serviceJsonLd(site: SiteConfig, service: Service): object {
  return {
    '@context': CONTEXT,
    '@type': 'Service',
    name: service.title,
    description: service.description,
    url: `${site.baseUrl}/services/${service.slug}/`,
    provider: { '@id': `${site.baseUrl}/#organisation` },
    areaServed: service.slug === 'ndis-application-advocacy' ? { '@type': 'State', name: 'Victoria, Australia' } : site.serviceAreas.map((name) => ({ '@type': 'Place', name: `${name}, Victoria, Australia` })),
  };
}

/**
 * Plain text of an HTML fragment, for structured data: tags become spaces, the screen-reader-only notes
 * are left out, and every character reference is decoded by `entities` (the decoder node-html-parser
 * uses), so `&#x26;` and `&#x3C;` come out as "&" and "<", as a reader sees them.
 */
export function htmlToText(html: string): string {
  const withoutTags = html.replace(/<span class="visually-hidden">[^<]*<\/span>/g, '').replace(/<[^>]+>/g, ' ');
  return decodeHTML(withoutTags).replace(/\s+/g, ' ').trim();
}

export type { FaqItem };
