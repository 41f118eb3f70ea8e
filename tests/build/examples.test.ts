/**
 * The named examples (tests/support/examples.ts) cover the site: every example is a page of the build, and
 * every page of the build belongs to a template that has an example. A new template, or a new state of one,
 * fails here until it has its example, so the browser tests, which check each template once on its
 * example, never silently miss it.
 */
import { describe, expect, inject, it } from 'vitest';
import { EXAMPLES, templateOf } from '../support/examples.ts';
import { allPagePaths, hasPage, readPage } from '../support/site.ts';

const siteDir = inject('siteDir');
const paths = allPagePaths(siteDir);
/** A page that only sends the visitor on to another address is drawn by the redirect template, whatever its address. */
const template = (path: string) => (readPage(siteDir, path).querySelector('meta[http-equiv="refresh"]') ? 'RedirectPage' : templateOf(path));

describe('named examples', () => {
  it.each(Object.entries(EXAMPLES))('%s (%s) is a page of the build', (_name, path) => {
    expect(hasPage(siteDir, path)).toBe(true);
  });

  it('cover every template the build uses', () => {
    const covered = new Set(Object.values(EXAMPLES).map(template));
    const missing = paths.filter((path) => !covered.has(template(path))).map((path) => `${path} (${template(path) ?? 'no template: add its address to templateOf'})`);
    expect(missing).toEqual([]);
  });

  it('each check a page of the template their name says', () => {
    expect(template(EXAMPLES.article)).toBe('ArticlePage');
    expect(template(EXAMPLES.articleWithHelpLines)).toBe('ArticlePage');
    expect(readPage(siteDir, EXAMPLES.articleWithHelpLines).querySelector('main .help-lines')).not.toBeNull();
    expect(readPage(siteDir, EXAMPLES.article).querySelector('main .help-lines')).toBeNull();
    expect(readPage(siteDir, EXAMPLES.articleOutsideOurWork).querySelectorAll('main h2').map((h2) => h2.textContent.trim())).toContain('Where to go for this support');
    expect(readPage(siteDir, EXAMPLES.languageRightToLeft).querySelector('html')?.getAttribute('dir')).toBe('rtl');
    expect(readPage(siteDir, EXAMPLES.language).querySelector('html')?.getAttribute('dir') ?? 'ltr').toBe('ltr');
    expect(template(EXAMPLES.moved)).toBe('RedirectPage');
  });
});
