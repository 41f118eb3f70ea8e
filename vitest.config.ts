import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'widgets/**/*.test.ts', 'generator/**/*.test.ts', 'server/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    pool: 'forks',
    fileParallelism: false,
    reporters: ['default'],
    globalSetup: ['tests/global-setup.ts'],
  },
});
