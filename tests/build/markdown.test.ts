/**
 * The markdown pipeline and our plugins, on fixture documents: tests/fixtures/markdown/<case>/input.md
 * renders to output.html. Set UPDATE_FIXTURES=1 to write the expected output after an intended change.
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMarkdownRenderer } from '../../build/markdown/processor.ts';

const FIXTURES = 'tests/fixtures/markdown';
const render = createMarkdownRenderer({ siteOrigin: 'https://www.example.org', tocMinHeadings: 4, tocMinWords: 30 });

describe('markdown fixtures', () => {
  for (const name of readdirSync(FIXTURES).sort()) {
    it(name, () => {
      const input = readFileSync(join(FIXTURES, name, 'input.md'), 'utf8');
      const expectedFile = join(FIXTURES, name, 'output.html');
      const actual = `${render(input, `${name}.md`).html}\n`;
      if (process.env.UPDATE_FIXTURES || !existsSync(expectedFile)) writeFileSync(expectedFile, actual);
      expect(actual).toBe(readFileSync(expectedFile, 'utf8'));
    });
  }
});

describe('plugins', () => {
  it('gives headings unique ids and a link that does not change the heading name', () => {
    const { html } = render(readFileSync(join(FIXTURES, 'heading-anchors', 'input.md'), 'utf8'));
    expect(html).toContain('<h2 id="what-it-is">What it is</h2>');
    expect(html).toContain('<h2 id="what-it-is-2">What it is</h2>');
    expect(html).toContain('<h3 id="a-detail">A detail</h3>');
    expect(html).toMatch(/<a class="heading-anchor__link" href="#what-it-is"><span aria-hidden="true">#<\/span><span class="visually-hidden">Link to the section: What it is<\/span><\/a>/);
  });

  it('adds a table of contents to documents with four or more sections, before the first', () => {
    const long = render(readFileSync(join(FIXTURES, 'toc-long', 'input.md'), 'utf8'));
    expect(long.toc.map((entry) => entry.id)).toEqual(['one', 'two', 'three', 'four']);
    expect(long.html.indexOf('<nav class="toc"')).toBeGreaterThan(long.html.indexOf('An introduction'));
    expect(long.html.indexOf('<nav class="toc"')).toBeLessThan(long.html.indexOf('id="one"'));
    const short = render(readFileSync(join(FIXTURES, 'toc-short', 'input.md'), 'utf8'));
    expect(short.toc).toEqual([]);
    expect(short.html).not.toContain('class="toc"');
    const brief = createMarkdownRenderer({ siteOrigin: 'https://www.example.org', tocMinHeadings: 4, tocMinWords: 600 })(readFileSync(join(FIXTURES, 'toc-long', 'input.md'), 'utf8'));
    expect(brief.toc).toEqual([]);
  });

  it('marks links to other websites and leaves our own alone', () => {
    const { html } = render(readFileSync(join(FIXTURES, 'external-links', 'input.md'), 'utf8'));
    expect(html).toMatch(/<a href="https:\/\/www\.ndis\.gov\.au\/" rel="external noopener noreferrer" class="external-link">the NDIS<span class="external-link__icon" aria-hidden="true">↗<\/span><span class="visually-hidden"> \(another website\)<\/span><\/a>/);
    expect(html).toContain('<a href="/services/">services</a>');
    expect(html).toContain('<a href="https://www.example.org/">home page</a>');
    expect(html).toContain('<a href="tel:131114">phone</a>');
    expect(html).not.toContain('target=');
  });

  it('drops raw HTML, so content can never add script', () => {
    const { html } = render(readFileSync(join(FIXTURES, 'raw-html-dropped', 'input.md'), 'utf8'));
    expect(html).not.toMatch(/<script|<img|<iframe|onerror/);
    expect(html).toContain('Safe text');
  });
});
