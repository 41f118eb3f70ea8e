/**
 * launch/: how the build starts. launch.mjs is `npm run build`: it compiles the build once per version of
 * the code and runs it; code-graph.mjs finds that version from the import graph (esbuild's metafile of the
 * entry points: every file the code reaches, and package-lock.json), and the caches are keyed by it too
 * (cache/code-version.ts); options.ts reads the build's options (flags, and the environment variables it
 * lists in its usage); command-line.ts reads every script's command line and --help; production.ts puts React
 * in production mode before anything loads it; worker-script.ts and worker-boot.mjs start worker threads,
 * compiled or not; timings.ts prints where the time goes (BUILD_TIMINGS=1).
 */
