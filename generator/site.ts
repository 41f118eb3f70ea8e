/**
 * What the engine asks of a site: everything it knows of one comes through this contract, which the site
 * fills in (templates/site.ts) and build.ts hands over. The engine reads the content the site declares,
 * renders the routes the site maps with the site's renderer, and writes the files the site describes; it
 * names no content kind, page or word of the site itself.
 */
import type { CacheParts } from './cache/build-cache.ts';
import type { Collection } from './content/collection.ts';
import type { ContentConfig } from './content/load-content.ts';
import type { SiteEditor } from './editor/write-editor.ts';
import type { Placeholder } from './release-checks/sample-values.ts';
import type { PageRendererFactory, Route, RouteMeta } from './render/pages.ts';
import type { ShareCard } from './share-images/share-image-path.ts';
import type { SearchInput } from './site-files/search-index.ts';
import type { SiteFiles } from './site-files/site-files.ts';

/** What every build checks before the site is published, from what the site keeps of its content. */
export interface ReleaseChecks<Content, State> {
  /**
   * What the checks read of the content (plain JSON: sample values, dates to watch). It is kept with the
   * output, so a build that finds nothing changed checks it again against today's date.
   */
  state(content: Content): State;
  /**
   * What every build prints, given today's date (YYYY-MM-DD, Melbourne) and the sample values the engine's
   * own checks found (security.txt's).
   */
  warnings(state: State, today: string, others: readonly Placeholder[]): string[];
  /** Why `--strict` refuses to publish (sample values, unconfirmed claims, stale facts), or undefined. */
  refusal(state: State, today: string, others: readonly Placeholder[]): string | undefined;
}

export interface Site<Settings, C extends Record<string, Collection<unknown, Settings>>, Content, R extends Route, State> {
  /** The content kinds, each declared once with its files, schema, tokens and checks. */
  content: ContentConfig<Settings, C, Content>;
  /** Every address the site answers, with how to render it. */
  routes(content: Content): R[];
  /** Renders the routes once this build's assets and markdown are known. */
  renderer(content: Content): PageRendererFactory<R>;
  /** The picture a page shows when shared. */
  shareCard(content: Content, meta: RouteMeta): ShareCard;
  /** Which parts of the content each page's cache key is made of (see CacheParts). */
  pageKeys(content: Content, routes: readonly R[]): CacheParts;
  /** What the search index holds. */
  search(content: Content, routes: readonly R[]): SearchInput;
  /** The site-level files: sitemap dates and alternates, the feed, the manifest, host policy, drawn files. */
  files(content: Content): SiteFiles;
  /**
   * The content editor at /admin/: where it saves and how staff sign in, the named lists its choices come
   * from, its page's words, and the few choices that are the editor's alone. Its collections are `content`'s.
   */
  editor(content: Content): SiteEditor;
  release: ReleaseChecks<Content, State>;
}
