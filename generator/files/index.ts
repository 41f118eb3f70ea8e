/**
 * files/: the file system, for every step: where the project is (paths.ts), cache files written atomically and
 * read leniently (cache-files.ts), and the output's staging folder (output.ts): everything is written beside
 * dist/ and swapped into place only when the whole build has succeeded, and static/ is copied in as it is.
 */
