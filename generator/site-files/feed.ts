/** The resources feed, in Atom (RFC 4287): every article, newest first, with its summary. */
import type { Article, SiteConfig } from '../../templates/content/types.ts';
import { escapeMarkup } from '../text.ts';

const timestamp = (date: string) => `${date}T00:00:00Z`;

export function atomFeed(site: SiteConfig, articlesNewestFirst: readonly Article[]): string {
  const feedUrl = `${site.baseUrl}/resources/feed.xml`;
  const updated = articlesNewestFirst.reduce((latest, article) => {
    const date = article.updated ?? article.date;
    return date > latest ? date : latest;
  }, '1970-01-01');
  const entries = articlesNewestFirst.map((article) => {
    const url = `${site.baseUrl}/resources/${article.slug}/`;
    return [
      '  <entry>',
      `    <title>${escapeMarkup(article.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeMarkup(url)}"/>`,
      `    <id>${escapeMarkup(url)}</id>`,
      `    <published>${timestamp(article.date)}</published>`,
      `    <updated>${timestamp(article.updated ?? article.date)}</updated>`,
      `    <category term="${escapeMarkup(article.categorySlug)}" label="${escapeMarkup(article.category)}"/>`,
      `    <summary>${escapeMarkup(article.description)}</summary>`,
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en-AU">',
    `  <title>${escapeMarkup(site.name)}: resources</title>`,
    `  <subtitle>${escapeMarkup('Plain-language guides to the NDIS, mental health and recovery.')}</subtitle>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeMarkup(feedUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeMarkup(`${site.baseUrl}/resources/`)}"/>`,
    `  <id>${escapeMarkup(`${site.baseUrl}/resources/`)}</id>`,
    `  <updated>${timestamp(updated)}</updated>`,
    `  <author><name>${escapeMarkup(site.name)}</name><uri>${escapeMarkup(`${site.baseUrl}/`)}</uri></author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
