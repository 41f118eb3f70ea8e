/**
 * generator/: the engine that turns content/ into a static site, a folder per step. It knows a page only by its
 * address, title, file and source: the site (templates/) renders it, and build.ts hands the engine the site's
 * routes, page renderer and needs. Nothing here imports templates/ or widgets/.
 *   launch/          how a build starts: npm run build's launcher, the code's import graph, options, worker threads
 *   content/         reading and checking content/: one schema per kind, tokens, the loader
 *   release-checks/  what to fix before publishing: sample values, security.txt, review dates, claim captions
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
