/**
 * The markdown pipeline and our plugins, on fixture documents: tests/fixtures/markdown/<case>/input.md
 * renders to output.html. Set UPDATE_FIXTURES=1 to write the expected output after an intended change.
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMarkdownRenderer } from '../../generator/markdown/processor.ts';

const FIXTURES = 'tests/fixtures/markdown';
const render = createMarkdownRenderer({ siteOrigin: 'https://www.example.org', tocMinHeadings: 4, tocMinWords: 30 });

describe('markdown fixtures', () => {
  for (const name of readdirSync(FIXTURES).sort()) {
    it(name, () => {
      const input = readFileSync(join(FIXTURES, name, 'input.md'), 'utf8');
      const expectedFile = join(FIXTURES, name, 'output.html');
      const actual = `${render(input, `${name}.md`).html}\n`;
      // The expected output is written only when asked: a new fixture fails until someone has read what it
      // renders to and written it with UPDATE_FIXTURES=1, so no expectation is ever accepted unreviewed.
      if (process.env.UPDATE_FIXTURES) writeFileSync(expectedFile, actual);
      if (!existsSync(expectedFile)) throw new Error(`${expectedFile} is missing: check what ${name}/input.md renders to, then run UPDATE_FIXTURES=1 npx vitest run tests/build/markdown.test.ts to write it`);
      expect(actual).toBe(readFileSync(expectedFile, 'utf8'));
    });
  }
});

describe('plugins', () => {
  it('gives headings unique ids, with no visible link or extra tab stop beside them', () => {
    const { html } = render(readFileSync(join(FIXTURES, 'heading-anchors', 'input.md'), 'utf8'));
    expect(html).toContain('<h2 id="what-it-is">What it is</h2>');
    expect(html).toContain('<h2 id="what-it-is-2">What it is</h2>');
    expect(html).toContain('<h3 id="a-detail">A detail</h3>');
    expect(html).not.toContain('href="#what-it-is"');
    expect(html).not.toMatch(/>#</);
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
    expect(html).toMatch(/<a href="https:\/\/www\.ndis\.gov\.au\/" rel="external noopener noreferrer" class="external-link">the <span class="nowrap">NDIS<span class="external-link__icon" aria-hidden="true">↗<\/span><\/span><span class="visually-hidden"> \(another website\)<\/span><\/a>/);
    expect(html).toContain('<a href="/services/">services</a>');
    expect(html).toContain('<a href="https://www.example.org/">home page</a>');
    expect(html).toContain('<a href="tel:131114">phone</a>');
    expect(html).not.toContain('target=');
  });

  it('keeps the arrow of a link to another website on the line of its last word, whatever the link ends with', () => {
    expect(render('[NDIS](https://www.ndis.gov.au/)').html).toContain('class="external-link"><span class="nowrap">NDIS<span class="external-link__icon"');
    expect(render('[the **NDIS**](https://www.ndis.gov.au/)').html).toContain('the <strong>NDIS</strong><span class="external-link__icon"');
  });

  it('keeps phone numbers, times and numbered abbreviations on one line, and leaves code as written', () => {
    const { html } = render('Call Lifeline on 13 11 14 or 1800 035 544, from 9 am to 5 pm. See APP 3 and ABN 00 000 000 000. Two words stay apart. `12 34`');
    const nbsp = '\u00a0';
    expect(html).toContain(`13${nbsp}11${nbsp}14`);
    expect(html).toContain(`1800${nbsp}035${nbsp}544`);
    expect(html).toContain(`9${nbsp}am to 5${nbsp}pm`);
    expect(html).toContain(`APP${nbsp}3`);
    expect(html).toContain(`ABN${nbsp}00${nbsp}000${nbsp}000${nbsp}000`);
    expect(html).toContain('Two words stay apart');
    expect(html).toContain('<code>12 34</code>');
  });

  it('makes every Australian phone number in prose a tel: link, and nothing else', () => {
    const { html } = render(readFileSync(join(FIXTURES, 'phone-links', 'input.md'), 'utf8'));
    const links = [...html.matchAll(/<a href="(tel:[^"]+)">/g)].map((m) => m[1]);
    expect(links).toEqual([
      'tel:000', 'tel:131114', 'tel:131450', 'tel:133677',
      'tel:1300224636', 'tel:1800551800', 'tel:1300789978', 'tel:1800888236',
      'tel:+61355500142', 'tel:+61355500142', 'tel:+61355500142', 'tel:+61412345678', 'tel:+61477131114',
      'tel:131114', 'tel:131114',
      'tel:1300606024',
    ]);
    expect(html).toMatch(/<h2 id="heading-with-13-11-14-stays-text">Heading with 13\u00a011\u00a014 stays text<\/h2>/);
    expect(html).toContain('<code>13 11 14</code>');
    // A number written with a site token (non-breaking spaces) is found too.
    expect(render('Call us on 03\u00a05550\u00a00142.').html).toContain('<a href="tel:+61355500142">03\u00a05550\u00a00142</a>');
  });

  it('drops raw HTML, so content can never add script', () => {
    const { html } = render(readFileSync(join(FIXTURES, 'raw-html-dropped', 'input.md'), 'utf8'));
    expect(html).not.toMatch(/<script|<img|<iframe|onerror/);
    expect(html).toContain('Safe text');
  });
});
