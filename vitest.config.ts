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

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 180_000,
    pool: 'forks',
    maxWorkers: WORKERS,
    reporters: ['default'],
    globalSetup: ['tests/global-setup.ts'],
    projects: [
      { extends: true, test: { name: 'unit', include: [...UNIT, 'tests/docs/**/*.test.ts', 'generator/**/*.test.ts', 'server/**/*.test.ts'] } },
      { extends: true, test: { name: 'content', include: ['tests/content/**/*.test.ts'] } },
      { extends: true, test: { name: 'build', include: ['tests/build/**/*.test.ts'], exclude: UNIT } },
      { extends: true, test: { name: 'forms', include: ['tests/forms/**/*.test.ts'] } },
      { extends: true, test: { name: 'servers', include: ['tests/servers/**/*.test.ts'] } },
      { extends: true, test: { name: 'browser', include: ['tests/browser/**/*.test.ts', 'widgets/**/*.test.ts'], exclude: UNIT, sequence: { groupOrder: 1 } } },
    ],
  },
});
