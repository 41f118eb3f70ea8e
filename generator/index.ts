/**
 * generator/: the engine that turns content/ into a static site, a folder per step. It knows a site only by what
 * site.ts asks of one (its content kinds, routes, renderer, share cards, search documents, site files and
 * release checks) and a page only by its address, title, file and source: the site (templates/) fills that
 * contract in and build.ts hands it over. No file here names a content kind of the site, and nothing here
 * imports templates/ or widgets/.
 *   site.ts          what the engine asks of a site
 *   launch/          how a build starts: npm run build's launcher, the code's import graph, options, worker threads
 *   content/         reading and checking content/: collections, schema helpers, the token filler, the loader
 *   release-checks/  what to fix before publishing: security.txt, sample values' shapes, review dates
 *   markdown/        markdown to HTML: the pipeline, its plugins, its cache
 *   assets/          widgets' scripts, stylesheets, images
 *   render/          rendering the pages, with worker threads for the markdown
 *   share-images/    the picture each page shows when shared
 *   site-files/      sitemap, robots.txt, feed, icons, search index, host files (_headers, _redirects, _nginx.conf)
 *   editor/          the content editor at /admin/: its configuration from the content schemas, its page
 *   search/          how search reads words and what its index holds, shared with the browser
 *   cache/           what to rebuild, what to reuse, what to keep
 *   files/           paths, the one lister, cache files, what content/ and static/ may hold, the staging folder
 *   errors.ts        errors that name the file, the field and what to do
 *   text.ts          text helpers the whole house shares (escaping, phone numbers, dates)
 */
