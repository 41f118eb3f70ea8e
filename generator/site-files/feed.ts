/** The resources feed, in Atom (RFC 4287): every article, newest first, with its summary. */
import type { Article, SiteConfig } from '../content/types.ts';
import { escapeXml } from '../text.ts';

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
      `    <title>${escapeXml(article.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(url)}"/>`,
      `    <id>${escapeXml(url)}</id>`,
      `    <published>${timestamp(article.date)}</published>`,
      `    <updated>${timestamp(article.updated ?? article.date)}</updated>`,
      `    <category term="${escapeXml(article.categorySlug)}" label="${escapeXml(article.category)}"/>`,
      `    <summary>${escapeXml(article.description)}</summary>`,
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en-AU">',
    `  <title>${escapeXml(site.name)}: resources</title>`,
    `  <subtitle>${escapeXml('Plain-language guides to the NDIS, mental health and recovery.')}</subtitle>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(feedUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(`${site.baseUrl}/resources/`)}"/>`,
    `  <id>${escapeXml(`${site.baseUrl}/resources/`)}</id>`,
    `  <updated>${timestamp(updated)}</updated>`,
    `  <author><name>${escapeXml(site.name)}</name><uri>${escapeXml(`${site.baseUrl}/`)}</uri></author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
