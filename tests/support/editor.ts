/**
 * The content editor at /admin/ in a test browser, with Sveltia CMS's test backend: its files live in the
 * browser's origin private file system (OPFS), under sveltia-cms-test/, seeded here from a content folder.
 *
 * The test backend is switched on in the test's own browser and nowhere else: the page's request for
 * /admin/config.json is answered with the built configuration and `backend: { name: 'test-repo' }`. No
 * build writes that backend (site.json's schema allows github, gitlab and gitea only), so it can never ship.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Page } from 'playwright-core';

/** Answers /admin/config.json with the test backend in place of the git host. */
export async function useTestBackend(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname === '/admin/config.json',
    async (route) => {
      const response = await route.fetch();
      const config = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...config, backend: { name: 'test-repo' }, publish_mode: 'simple' } });
    },
  );
}

/** Every JSON and markdown file under `contentDir`, by its path in the repository (content/...). */
export function repositoryFiles(contentDir: string, root = join(contentDir, '..')): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(json|md)$/.test(name)) files[relative(root, path)] = readFileSync(path, 'utf8');
    }
  };
  walk(contentDir);
  return files;
}

/** Writes the files into the test backend's folder in OPFS (the page must be on the site's origin). */
export async function seedTestRepository(page: Page, files: Record<string, string>): Promise<void> {
  await page.evaluate(async (entries) => {
    const root = await navigator.storage.getDirectory();
    await root.removeEntry('sveltia-cms-test', { recursive: true }).catch(() => undefined);
    const top = await root.getDirectoryHandle('sveltia-cms-test', { create: true });
    for (const [path, text] of Object.entries(entries)) {
      const parts = path.split('/');
      let dir = top;
      for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create: true });
      const writable = await (await dir.getFileHandle(parts.at(-1)!, { create: true })).createWritable();
      await writable.write(text);
      await writable.close();
    }
  }, files);
}

/** A file as the editor saved it in the test backend. */
export async function readSavedFile(page: Page, path: string): Promise<string> {
  return page.evaluate(async (parts) => {
    let dir = await (await navigator.storage.getDirectory()).getDirectoryHandle('sveltia-cms-test');
    for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part);
    return (await (await dir.getFileHandle(parts.at(-1)!)).getFile()).text();
  }, path.split('/'));
}

/** Reports every Content-Security-Policy violation as a console error (the test reads console errors). */
export async function reportPolicyViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => console.error(`Content-Security-Policy violation: ${event.violatedDirective} ${event.blockedURI}`));
  });
}
