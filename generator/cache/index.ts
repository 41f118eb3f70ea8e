/**
 * cache/: the build's caches as one layer (build-cache.ts). build.ts asks it whether there is anything to do
 * at all, which pages must be rendered and which can be reused from the previous output, and what to keep for
 * the next build. Each step's own cache (rendered markdown, front matter, images, icons, share images) is
 * keyed by its inputs and lives beside the step; the code's part of every key is the version of the code
 * the step reaches through its imports (code-version.ts), never a list kept by hand. `--fresh` reads none of it.
 * recent.ts keeps values worked out from their inputs in memory from one build to the next, for `npm run dev`.
 */
