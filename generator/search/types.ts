/** The shapes search shares between the build (which writes the index) and the browser (which reads it). */

/** What a result is; each kind has a label in content/search.json. */
export const SEARCH_KINDS = ['article', 'service', 'program', 'topic', 'page', 'easy-read', 'language'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** One searchable page, as the index holds it. */
export interface SearchDocument {
  /** The page's address, which is also its id. */
  id: string;
  kind: SearchKind;
  /** BCP 47 language of the page's words ("en", "vi", "zh-Hans"): results carry it, so they are read aloud right. */
  lang: string;
  title: string;
  summary: string;
  /** Words a person might use that the page is about: its topic, whom it is written for. */
  keywords: string;
  /** More of the page's own words: its headings, its questions. */
  text: string;
  /** The rest of its words, each once (the body of an article, a service, a page): searched with the least weight. */
  body?: string;
}

/** The fields a result shows: stored in the index beside the terms. */
export type StoredFields = Pick<SearchDocument, 'kind' | 'lang' | 'title' | 'summary'>;

/** Fields the index searches, and how much a match in each counts. */
export const SEARCH_FIELDS = ['title', 'keywords', 'summary', 'text', 'body'] as const;
export const FIELD_BOOST: Record<(typeof SEARCH_FIELDS)[number], number> = { title: 3, keywords: 2, summary: 1.5, text: 1, body: 0.4 };
export const STORED_FIELDS = ['kind', 'lang', 'title', 'summary'] as const;

/** What a page tells the search index about itself (a route's `meta.search`): any field left out keeps the default. */
export interface SearchDeclaration {
  kind?: SearchKind;
  /** BCP 47 language of the page's words, such as "vi" or "zh-Hans" (default "en"). */
  language?: string;
  title?: string;
  summary?: string;
  /** Words the page is about that its title may not use. */
  keywords?: string;
  /** More of the page's own words (headings, questions), searched with the least weight. */
  text?: string;
}

/** A plain word a visitor may use, and the site's own words it should also find. */
export interface Synonym {
  words: string[];
  finds: string[];
}

/** The index file: the MiniSearch index and the synonyms it is searched with. */
export interface SearchIndexFile {
  version: 1;
  synonyms: Synonym[];
  index: unknown;
}
