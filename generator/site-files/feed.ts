/** A feed in Atom (RFC 4287): the entries the site gives, newest first, each with its summary. */
import { escapeMarkup } from '../text.ts';

/** One entry of the feed: a page, with the dates and category it was published under. */
export interface FeedEntry {
  title: string;
  /** The page's full address. */
  url: string;
  /** YYYY-MM-DD. */
  published: string;
  updated: string;
  category: { term: string; label: string };
  summary: string;
}

/** What the site says of its feed: where it is, its words, and its entries newest first. */
export interface Feed {
  /** The feed's own path (/resources/feed.xml). */
  path: string;
  /** The page the feed follows (/resources/). */
  pagePath: string;
  title: string;
  subtitle: string;
  author: string;
  /** The language of its words (en-AU). */
  lang: string;
  entries: readonly FeedEntry[];
}

const timestamp = (date: string) => `${date}T00:00:00Z`;

export function atomFeed(baseUrl: string, feed: Feed): string {
  const feedUrl = `${baseUrl}${feed.path}`;
  const updated = feed.entries.reduce((latest, entry) => (entry.updated > latest ? entry.updated : latest), '1970-01-01');
  const entries = feed.entries.map((entry) =>
    [
      '  <entry>',
      `    <title>${escapeMarkup(entry.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeMarkup(entry.url)}"/>`,
      `    <id>${escapeMarkup(entry.url)}</id>`,
      `    <published>${timestamp(entry.published)}</published>`,
      `    <updated>${timestamp(entry.updated)}</updated>`,
      `    <category term="${escapeMarkup(entry.category.term)}" label="${escapeMarkup(entry.category.label)}"/>`,
      `    <summary>${escapeMarkup(entry.summary)}</summary>`,
      '  </entry>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeMarkup(feed.lang)}">`,
    `  <title>${escapeMarkup(feed.title)}</title>`,
    `  <subtitle>${escapeMarkup(feed.subtitle)}</subtitle>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeMarkup(feedUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeMarkup(`${baseUrl}${feed.pagePath}`)}"/>`,
    `  <id>${escapeMarkup(`${baseUrl}${feed.pagePath}`)}</id>`,
    `  <updated>${timestamp(updated)}</updated>`,
    `  <author><name>${escapeMarkup(feed.author)}</name><uri>${escapeMarkup(`${baseUrl}/`)}</uri></author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
