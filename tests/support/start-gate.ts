/**
 * Loaded with `--import` before a server's entry point (tests/forms/store-lock.test.ts): it loads the
 * receiver's modules, then holds the process until the time in START_AT, so several processes started
 * together reach the store within a millisecond of each other however long each took to load.
 */
await import('../../server/receiver-config.ts');
await import('../../server/site-server.ts');
await import('../../generator/launch/command-line.ts');
const at = Number(process.env.START_AT);
if (at) {
  const early = at - Date.now() - 3;
  if (early > 0) await new Promise((resolve) => setTimeout(resolve, early));
  while (Date.now() < at) {
    // spin to the moment
  }
}
export {};
