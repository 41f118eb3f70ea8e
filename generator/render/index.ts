/**
 * render/: rendering the pages. pages.ts says what the engine knows of a page (its address, title, file and
 * source; the site's templates render it); render-pool.ts renders every page on the main thread, sharing
 * the markdown with worker threads (render-worker.ts) through a table in shared memory (markdown-jobs.ts),
 * and hands the pages to a thread that writes them (files/page-writer.ts). A site under 400 pages renders
 * and writes on the main thread alone. Once its markdown is done, a worker builds the search index while
 * the main thread still renders (after-markdown.ts).
 */
