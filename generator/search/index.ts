/**
 * search/: how the site's search reads words (text.ts), what its index holds (types.ts), and the index itself
 * (engine.ts: MiniSearch, with the synonyms and the fallback to any word), the same in the build, which writes
 * the index (site-files/search-index.ts), and in the browser, where the search widget (widgets/search/)
 * queries it. Plain functions with no Node modules, so each runs in both.
 */
