/**
 * Imported first by every entry point (build.ts, the render worker): React reads NODE_ENV when it loads,
 * and its development build, with its checks and warnings, is several times slower at rendering.
 */
process.env.NODE_ENV ??= 'production';
