import { defineConfig } from 'vitest/config';

/**
 * The suites, as vitest projects. unit, content, build, forms and servers have no shared state (each file
 * builds into, serves from and writes to its own temporary folder, and picks a free port), so their files
 * run side by side, two at a time on this 2-core machine. The browser files run after them, also two at a
 * time: each drives its own Chromium against the one dist/ server that tests/global-setup.ts starts.
 * Run one project with `npx vitest run --project browser`, one file with `npx vitest run FILE`.
 */
const UNIT = ['tests/build/units.test.ts', 'tests/build/options.test.ts', 'tests/build/schemas.test.ts', 'tests/build/markdown.test.ts', 'widgets/search/search-engine.test.ts'];
const WORKERS = 2;
/**
 * The projects whose files run in Node only (no browser) share each worker's module cache (isolate: false):
 * each file no longer imports the generator, zod and the content loaders afresh. None of them mocks a
 * module, stubs a global or changes the working folder, and their shared modules keep no state between
 * files (each file builds into and serves from its own temporary folder).
 */
const SHARED_MODULES = { isolate: false };

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 180_000,
    pool: 'forks',
    maxWorkers: WORKERS,
    reporters: ['default'],
    globalSetup: ['tests/global-setup.ts'],
    projects: [
      { extends: true, test: { name: 'unit', ...SHARED_MODULES, include: [...UNIT, 'tests/docs/**/*.test.ts', 'generator/**/*.test.ts', 'server/**/*.test.ts'] } },
      { extends: true, test: { name: 'content', ...SHARED_MODULES, include: ['tests/content/**/*.test.ts'] } },
      { extends: true, test: { name: 'build', ...SHARED_MODULES, include: ['tests/build/**/*.test.ts'], exclude: UNIT } },
      { extends: true, test: { name: 'forms', ...SHARED_MODULES, include: ['tests/forms/**/*.test.ts'] } },
      { extends: true, test: { name: 'servers', ...SHARED_MODULES, include: ['tests/servers/**/*.test.ts'] } },
      { extends: true, test: { name: 'browser', include: ['tests/browser/**/*.test.ts', 'widgets/**/*.test.ts'], exclude: UNIT, sequence: { groupOrder: 1 } } },
    ],
  },
});
