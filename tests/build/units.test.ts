/** Small modules: schema messages, tokens, phone numbers, placeholders, route collisions, render errors. */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import matter from 'gray-matter';
import { createElement } from 'react';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { loadSiteContent } from '../../templates/site.ts';
import { checkContent, isoDate, text, textList, wholeNumber } from '../../generator/content/schema.ts';
import { isAustralianPhone, telHref } from '../../generator/text.ts';
import { findPlaceholders } from '../../templates/checks/sample-values.ts';
import { fillTokens } from '../../generator/content/tokens.ts';
import { bodyWithoutFrontMatter } from '../../generator/content/markdown-file.ts';
import { countWords, markdownToText, readingMinutes, wordsOf } from '../../templates/content/words.ts';
import { BuildError, type ContentErrors } from '../../generator/errors.ts';
import { createMarkdownRenderer } from '../../generator/markdown/processor.ts';
import { SlugCounter, slugify } from '../../generator/markdown/slug.ts';
import { parseOptions, type BuildOptions } from '../../generator/launch/options.ts';
import { escapeMarkup } from '../../generator/text.ts';
import { renderRoute } from '../../templates/render-page.ts';
import { fileForPath } from '../../generator/render/pages.ts';
import { mapRoutes, type SiteRoute } from '../../templates/routes.ts';

const content = await loadSiteContent('tests/fixtures/site');

describe('content schemas', () => {
  const schema = z.object({ title: text, missing: text, count: wholeNumber(0, 10), tags: textList, when: isoDate, date: isoDate });
  const problems = (raw: unknown) => {
    try {
      checkContent(schema, 'file.md', raw);
    } catch (error) {
      return (error as ContentErrors).errors.map((e) => e.message);
    }
    return [];
  };

  it('names the file and the field in every error, and reports them all at once', () => {
    expect(problems({ title: 'Hi', date: '2025-02-03', when: '2025-02-30', count: 'three', tags: ['a', 2] })).toEqual([
      'file.md: missing: is required: add it',
      'file.md: count: must be a whole number, found "three"',
      'file.md: tags[1]: must be non-empty text, found 2',
      'file.md: when: 2025-02-30 is not a real calendar date',
    ]);
  });

  it('accepts real dates and trims text', () => {
    expect(checkContent(schema, 'file.md', { title: ' Hi ', missing: 'x', count: 3, tags: [], when: '2024-02-29', date: '2025-02-03' })).toEqual({ title: 'Hi', missing: 'x', count: 3, tags: [], when: '2024-02-29', date: '2025-02-03' });
  });
});

describe('slugs and escaping (kept hand-made: see docs/decisions.md)', () => {
  it('makes readable, stable ids', () => {
    expect(slugify('Café & Co: what’s next?')).toBe('cafe-and-co-what-s-next');
    const ids = new SlugCounter();
    expect(['Overview', '1. Breathe', 'Overview', '!!!', 'Sam\'s week'].map((text) => ids.next(text))).toEqual(['overview', 'section-1-breathe', 'overview-2', 'section', 'sam-s-week']);
  });

  it('escapes the four characters XML needs in text and double-quoted attributes', () => {
    expect(escapeMarkup(`Tom & Jerry's <b>"best"</b>`)).toBe(`Tom &amp; Jerry's &lt;b&gt;&quot;best&quot;&lt;/b&gt;`);
  });
});

describe('site tokens', () => {
  it('fills known tokens and names the line of an unknown one', () => {
    expect(fillTokens('Call {{phone}}', { phone: '03 5550 0142' }, 'a.md')).toBe('Call 03 5550 0142');
    expect(() => fillTokens('one\ntwo {{nope}}', { phone: 'x' }, 'a.md', 5)).toThrow('a.md: line 6: unknown token {{nope}}');
  });
});

describe("a render worker's front matter split", () => {
  // The workers skip the YAML and cut the body where gray-matter would; a difference would only cost time
  // (the main thread renders such a file again), but it would cost it on every build, so it is checked here.
  const grayMatterBody = (text: string) => matter(text, { engines: { yaml: () => ({}) } }).content;
  it('gives the body gray-matter gives, for every markdown file of the site and the fixture', () => {
    const files = ['content', 'tests/fixtures/site'].flatMap((root) =>
      ['services', 'pages', 'resources'].flatMap((folder) => readdirSync(join(root, folder)).filter((name) => name.endsWith('.md')).map((name) => join(root, folder, name))),
    );
    expect(files.length).toBeGreaterThan(80);
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      expect(bodyWithoutFrontMatter(text), file).toBe(grayMatterBody(text));
    }
  });
  it('and for the unusual ones: CRLF, a byte-order mark, a language name, no body, no closing line, no front matter', () => {
    for (const text of [
      '---\r\ntitle: A\r\n---\r\nBody\r\n',
      '\ufeff---\ntitle: A\n---\nBody',
      '---yaml\ntitle: A\n---\n\nBody',
      '---\ntitle: A\n---',
      '---\ntitle: A\n',
      'No front matter\n---\n',
      '----\nnot a delimiter\n---\nBody',
      '---\n# a comment\n---\nBody ---\n---\nMore',
    ]) {
      expect(bodyWithoutFrontMatter(text), JSON.stringify(text)).toBe(grayMatterBody(text));
    }
  });
});

describe('phone numbers', () => {
  it('writes tel: links that dial from anywhere', () => {
    expect(telHref('03 5550 0142')).toBe('tel:+61355500142');
    expect(telHref('0491 570 006')).toBe('tel:+61491570006');
    expect(telHref('13 11 14')).toBe('tel:131114');
    expect(telHref('1300 22 4636')).toBe('tel:1300224636');
    expect(telHref('000')).toBe('tel:000');
  });

  it('knows Australian numbers', () => {
    for (const good of ['03 5550 0142', '0491 570 006', '1800 55 1800', '13 92 76', '000']) expect(isAustralianPhone(good), good).toBe(true);
    for (const bad of ['12345', '555-0142', '+1 415 555 0100']) expect(isAustralianPhone(bad), bad).toBe(false);
  });
});

describe('placeholders', () => {
  it('recognises the fiction phone range, example domains, the zero ABN and unconfirmed fields', () => {
    const fields = findPlaceholders(content.site).map((p) => p.field);
    expect(fields).toEqual(expect.arrayContaining(['phone', 'email', 'abn', 'baseUrl', 'name', 'legalName', 'hours', 'testimonials']));
  });

  it('lists sign-in settings that are not set yet', () => {
    const unset = findPlaceholders({ ...content.site, auth: { intake: { issuer: '', clientId: '', allowedEmails: [], allowedDomains: [] } }, editor: { ...content.site.editor, repository: '', signInUrl: '' } }).map((p) => p.field);
    expect(unset).toEqual(expect.arrayContaining(['auth.intake.issuer', 'editor.repository', 'editor.signInUrl']));
    const gitlab = findPlaceholders({ ...content.site, editor: { ...content.site.editor, host: 'gitlab', repository: 'provider/website', appId: '' } }).map((p) => p.field);
    expect(gitlab).toContain('editor.appId');
    expect(gitlab).not.toContain('editor.signInUrl');
  });

  it('stops listing values once they are real', () => {
    const real = { ...content.site, phone: '03 9123 4567', email: 'hi@provider.com.au', abn: '51 824 753 556', baseUrl: 'https://provider.com.au', unconfirmed: [],
      auth: { intake: { issuer: 'https://login.microsoftonline.com/0b6c1f0e-4f4e-4c1e-9d7c-2a1f3e5d7c9b/v2.0', clientId: 'a1b2c3', allowedEmails: [], allowedDomains: ['provider.com.au'] } },
      editor: { ...content.site.editor, repository: 'provider/website', signInUrl: 'https://cms-auth.provider.com.au' },
      forms: { ...content.site.forms, publicKey: 'age146p907rpwmdjr929j2xmu20wz8erm8sv3twkvzsf4gp36ur4xg6qe7wxyn' },
      rating: { ...content.site.rating, sourceUrl: 'https://reviews.provider.com.au/provider' } };
    expect(findPlaceholders(real)).toEqual([]);
  });

  it('lists the rating while nothing lets a visitor check it', () => {
    expect(findPlaceholders({ ...content.site, rating: { ...content.site.rating, sourceUrl: '' } }).map((p) => p.field)).toContain('rating.sourceUrl');
  });

  it('warns that submissions are stored unencrypted until forms.publicKey is set', () => {
    const unset = findPlaceholders({ ...content.site, forms: { ...content.site.forms, delivery: 'local', publicKey: '' } });
    expect(unset.find((p) => p.field === 'forms.publicKey')?.value).toMatch(/UNENCRYPTED/);
  });
});

describe('reading time', () => {
  it('counts the words before the Sources list, at 220 a minute, rounded up', () => {
    const body = `${'word '.repeat(441)}\n\n## Sources\n\n- [a](https://a.example) ${'extra '.repeat(300)}`;
    expect(countWords(body)).toBe(441);
    expect(readingMinutes(441)).toBe(3);
    expect(readingMinutes(440)).toBe(2);
    expect(readingMinutes(0)).toBe(1);
  });

  it('counts words the way the content checks split them, marks, links, code and odd spaces included', () => {
    const samples = [
      '',
      'One two three.',
      '**Bold** and _emphasis_, `code`, a|table|row and # heading',
      '> A quote with [a link](https://www.ndis.gov.au/ "title") and ![an image](/images/x.jpg)',
      '```\nfenced code is not read\n```\nafter the fence',
      'dashes -- alone — and 12 % 3 and café au lait',
      'no\u00a0break, em\u2003space, ideographic\u3000space and a\u200bzero-width joiner',
      '<span>html</span> tags go',
    ];
    for (const sample of samples) expect(countWords(sample), sample).toBe(wordsOf(markdownToText(sample)).length);
    expect(countWords('**Bold** and _emphasis_')).toBe(3);
  });
});

describe('routes', () => {
  it('writes each path as <path>/index.html', () => {
    expect(fileForPath('/')).toBe('index.html');
    expect(fileForPath('/services/')).toBe('services/index.html');
    expect(fileForPath('/404.html')).toBe('404.html');
  });

  it('refuses two routes that would write the same file, naming both sources', () => {
    const routes = mapRoutes(content);
    expect(() => mapRoutes({ ...content, articles: [...content.articles, { ...content.articles[0]!, file: 'resources/copy.md' }] })).toThrow(BuildError);
    try {
      mapRoutes({ ...content, articles: [...content.articles, { ...content.articles[0]!, file: 'resources/copy.md' }] });
    } catch (error) {
      expect((error as Error).message).toMatch(/resources\/first-article\/index\.html would be written twice: by .*first-article\.md .* and by resources\/copy\.md/);
    }
    expect(routes.length).toBeGreaterThan(20);
  });

  it('names the route and its source when a template throws', () => {
    const broken: SiteRoute = {
      meta: { path: '/broken/', title: 'Broken', description: 'x' },
      file: 'broken/index.html',
      source: 'content/pages/broken.md',
      render: () =>
        createElement(() => {
          throw new Error('missing prop');
        }),
    };
    const assets = { widgetScripts: { menu: '/m.js', faq: '/f.js', carousel: '/c.js', form: '/x.js', search: '/s.js', 'help-panel': '/h.js', 'quick-exit': '/q.js', 'intake-inbox': '/i.js', 'form-documents': '/d.js' }, loaderCode: '', stylesheetFor: () => '/s.css', images: {} };
    expect(() => renderRoute(broken, content, assets, createMarkdownRenderer({ siteOrigin: 'https://www.example.org' }))).toThrow(/Rendering \/broken\/ \(from content\/pages\/broken\.md\) failed: missing prop/);
  });
});

describe('options', () => {
  const parse = (argv: string[]) => parseOptions(argv, '/project') as BuildOptions;

  it('defaults to content/ and dist/ and resolves given folders', () => {
    const options = parse([]);
    expect([options.contentDir, options.outDir]).toEqual(['/project/content', '/project/dist']);
    const custom = parse(['--content', 'other', '--out=/tmp/x']);
    expect([custom.contentDir, custom.outDir]).toEqual(['/project/other', '/tmp/x']);
    expect(() => parse(['--out'])).toThrow('--out needs a value');
    expect(() => parse(['--out', '--fresh'])).toThrow('--out needs a value');
    expect(() => parse(['--fresh=yes'])).toThrow('--fresh takes no value');
    expect(() => parse(['--runtime', 'vue'])).toThrow('--runtime must be preact or react, found "vue"');
    expect(() => parse(['extra'])).toThrow('Unexpected argument "extra"');
  });

  it('answers --help (or -h) instead of building', () => {
    expect(parseOptions(['--help'])).toBe('help');
    expect(parseOptions(['--fresh', '-h'])).toBe('help');
  });
});
