/**
 * files/: the file system, for every step: where the project is (paths.ts), the one recursive listing
 * (list-files.mjs), cache files written atomically and read leniently (cache-files.ts), what content/ and
 * static/ may hold (input-files.ts: no links, hidden files, keys or submission stores), and the output's staging
 * folder (output.ts): everything is written beside dist/ and swapped into place only when the whole build has
 * succeeded, and static/ is copied in once it has been checked. A large site's pages are written into it on a
 * thread of their own (page-writer.ts, page-writer-thread.ts; write-into.ts is the writing both share).
 */
