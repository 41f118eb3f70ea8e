/**
 * Each page's cache key holds what it shows (templates/page-keys.ts): after an article's title changes, the
 * pages that show the title are rendered again and every other page is reused; after an edit of its body
 * alone, only its own page is. Each incremental build matches a --fresh build byte for byte. A page that reads
 * more of an article than its key holds stops the build.
 *
 * Which pages were rendered is read from the output: a reused page is a hard link to the previous build's
 * file, so it keeps its inode; a rendered page is a new file.
 */
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMarkdownRenderer } from '../../generator/markdown/processor.ts';
import { SITE, loadSiteContent } from '../../templates/site.ts';
import { runBuild } from '../support/cli.ts';
import { expectSameSite } from '../support/compare-sites.ts';

const FIXTURE = 'tests/fixtures/site';
let work: string;

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'page-keys-'));
});

afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

interface PageFile {
  inode: number;
  html: string;
}

/** Every page of a built site (its index.html files) by address, with its inode and text. */
function pagesOf(out: string): Map<string, PageFile> {
  const pages = new Map<string, PageFile>();
  for (const entry of readdirSync(out, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html') || relative(out, entry.parentPath).startsWith('admin')) continue;
    const file = join(entry.parentPath, entry.name);
    pages.set(`/${relative(out, file)}`, { inode: statSync(file).ino, html: readFileSync(file, 'utf8') });
  }
  return pages;
}

/** Builds, applies `edit` to the content, builds again: which pages were rendered, which changed, and the fresh build to compare. */
function buildEditBuild(name: string, edit: (content: string) => void) {
  const content = join(work, name);
  cpSync(FIXTURE, content, { recursive: true });
  const out = join(work, `${name}-out`);
  const env = { BUILD_CACHE_DIR: join(work, `${name}-cache`) };
  expect(runBuild(['--content', content, '--out', out, '--no-share-images'], env).code).toBe(0);
  const before = pagesOf(out);
  edit(content);
  const again = runBuild(['--content', content, '--out', out, '--no-share-images'], env);
  expect(again.code, again.stderr).toBe(0);
  const after = pagesOf(out);
  expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
  const rendered = [...after].filter(([page, file]) => file.inode !== before.get(page)!.inode).map(([page]) => page).sort();
  const changed = [...after].filter(([page, file]) => file.html !== before.get(page)!.html).map(([page]) => page).sort();
  const fresh = join(work, `${name}-fresh`);
  expect(runBuild(['--content', content, '--out', fresh, '--no-share-images', '--fresh'], env).code).toBe(0);
  return { out, fresh, after, rendered, changed, pages: after.size };
}

const editArticle = (replace: (text: string) => string) => (content: string) => {
  const file = join(content, 'resources', 'first-article.md');
  writeFileSync(file, replace(readFileSync(file, 'utf8')));
};

describe('an incremental build after an article is edited', () => {
  it('renders again, after a title edit, the pages that show the title (the article, the lists, /search/), reuses the others, and matches a fresh build', () => {
    const { out, fresh, after, rendered, changed, pages } = buildEditBuild('title', editArticle((text) => text.replace('title: First article', 'title: A first article, retitled')));
    const showing = [...after].filter(([, file]) => file.html.includes('A first article, retitled')).map(([page]) => page).sort();
    expect(showing).toEqual(expect.arrayContaining(['/resources/first-article/index.html', '/resources/index.html', '/resources/category/mental-health/index.html', '/search/index.html']));
    // The third article lists the first as related (same topic): it shows the new title too.
    expect(showing).toContain('/resources/third-article/index.html');
    expect(rendered).toEqual(showing);
    expect(changed).toEqual(showing);
    expect(rendered.length).toBeLessThan(pages / 3);
    expectSameSite(out, fresh);
  });

  it('renders only the article itself after an edit of its body alone, and matches a fresh build', () => {
    const { out, fresh, rendered, changed } = buildEditBuild('body', editArticle((text) => text.replace('An introduction to the first article.', 'A new introduction to the first article.')));
    expect(rendered).toEqual(['/resources/first-article/index.html']);
    expect(changed).toEqual(rendered);
    expectSameSite(out, fresh);
  });

  it('renders the pages that show its reading time when the body grows by a minute, and matches a fresh build', () => {
    const words = Array.from({ length: 60 }, () => 'You can ask us for help.').join(' ');
    const { out, fresh, after, rendered, changed } = buildEditBuild('reading-time', editArticle((text) => text.replace('An introduction to the first article.', `An introduction to the first article. ${words}`)));
    expect(rendered).toContain('/resources/first-article/index.html');
    expect(rendered).toContain('/resources/index.html');
    expect(rendered).toEqual(changed);
    expect(rendered.length).toBeLessThan(after.size / 3);
    expectSameSite(out, fresh);
  });
});

describe('what a page shows of the articles', () => {
  it('stops the build, naming the page, the article and the field, when a page shows an article its route does not name', async () => {
    const content = await loadSiteContent(FIXTURE);
    const routes = SITE.routes(content);
    const list = routes.find((route) => route.meta.path === '/resources/')!;
    const assets = { widgetScripts: { menu: '/m.js', faq: '/f.js', carousel: '/c.js', form: '/x.js', search: '/s.js', 'help-panel': '/h.js', 'quick-exit': '/q.js', 'intake-inbox': '/i.js', 'form-documents': '/d.js' }, loaderCode: '', stylesheetFor: () => '/s.css', images: {} };
    const render = SITE.renderer(content)(assets, createMarkdownRenderer({ siteOrigin: 'https://www.example.org' }));
    expect(render(list).html).toContain('First article');
    const [first, ...others] = list.shows!.articles!;
    expect(() => render({ ...list, shows: { articles: others } })).toThrow(new RegExp(`/resources/ shows "[a-zA-Z]+" of .*${first}\\.md, which is not part of the page's cache key: name "${first}" in the route's \`shows\``));
  });
});
