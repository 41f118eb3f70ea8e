/**
 * The language pages as content and as built files: each language file is checked like any other content
 * (every section there, lang, script and dir valid, no number typed where site.json's token belongs, the facts
 * each section exists to give), adding a language is adding a file, each built page carries its language and
 * direction and names every other language page (hreflang, both ways, with x-default), the sitemap lists
 * them with their alternates, and --strict names every translation not yet checked by a certified translator.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { loadSiteContent } from '../../templates/site.ts';
import { mapRoutes } from '../../templates/routes.ts';
import { ContentErrors } from '../../generator/errors.ts';
import { runBuild } from '../support/cli.ts';
import { LANGUAGES } from '../support/languages.ts';
import { readPage } from '../support/site.ts';

const siteDir = inject('siteDir');
const work = mkdtempSync(join(tmpdir(), 'languages-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));


let count = 0;
/** The real content with `edits` applied to its language files (and site.json); the problems loading it finds. */
async function problems(edits: Record<string, (data: any) => void>, extraFiles: Record<string, unknown> = {}): Promise<string[]> {
  const dir = join(work, `content-${(count += 1)}`);
  cpSync('content', dir, { recursive: true });
  for (const [file, edit] of Object.entries(edits)) {
    const data = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    edit(data);
    writeFileSync(join(dir, file), JSON.stringify(data));
  }
  for (const [file, data] of Object.entries(extraFiles)) writeFileSync(join(dir, file), JSON.stringify(data));
  const prefix = `${relative(process.cwd(), dir)}/`;
  try {
    await loadSiteContent(dir);
  } catch (error) {
    if (!(error instanceof ContentErrors)) throw error;
    return error.errors.map((e) => e.message.replace(prefix, ''));
  }
  return [];
}

describe('language files', () => {
  it('load: the English source first, then every translation in its language, script and direction', async () => {
    const content = await loadSiteContent('content');
    const [source, ...translations] = content.languages.map((language) => [language.path, language.lang, language.dir]);
    expect(source).toEqual(['/languages/', 'en-AU', 'ltr']);
    expect(translations).toEqual(expect.arrayContaining(LANGUAGES.map((l) => [`/languages/${l.slug}/`, l.lang, l.dir])));
    expect(translations).toHaveLength(LANGUAGES.length);
  });

  it('refuse a phone number typed into the text, in any digits, naming the file and the field', async () => {
    expect(
      await problems({
        'languages/vietnamese.json': (data) => {
          data.sections.interpreter.steps[2] = 'Nhờ họ gọi cho chúng tôi theo số 03 5550 0142.';
        },
        'languages/dari.json': (data) => {
          data.sections.emergency.paragraphs[0] = 'به ۰۰۰ زنگ بزنید.';
        },
      }),
    ).toEqual([
      'languages/dari.json: sections.emergency.paragraphs[0]: types the number "۰۰۰": phone numbers come from site.json through a token ({{phone}}, {{tis}}, {{emergency}} or {{line.<id>}}), never typed',
      'languages/vietnamese.json: sections.interpreter.steps[2]: types the number "03 5550 0142": phone numbers come from site.json through a token ({{phone}}, {{tis}}, {{emergency}} or {{line.<id>}}), never typed',
    ]);
    // Once the number is a token again, the page must still say what the section is for.
    expect(
      await problems({
        'languages/vietnamese.json': (data) => {
          data.sections.interpreter.steps[2] = 'Nhờ họ gọi cho {{name}}.';
        },
      }),
    ).toEqual(['languages/vietnamese.json: sections.interpreter: must say to call TIS National ({{tis}}) and ask for our number ({{phone}}), and when we answer ({{hours}}); missing {{phone}}']);
  });

  it('refuse a language tag, script or direction that is not valid or does not agree', async () => {
    expect(
      await problems({
        'languages/khmer.json': (data) => {
          data.lang = 'khm-KH';
        },
        'languages/punjabi.json': (data) => {
          data.script = 'Latn';
        },
        'languages/dari.json': (data) => {
          data.dir = 'ltr';
        },
        'languages/sinhala.json': (data) => {
          data.lang = 'SI';
        },
      }),
    ).toEqual([
      'languages/dari.json: dir: must be "rtl": Arab script is written right to left',
      expect.stringMatching(/^languages\/khmer\.json: lang: "khm" is not a language in the IANA Language Subtag Registry/),
      'languages/punjabi.json: script: is "Latn" but Panjabi is written in Guru: add the script to the tag (like pa-Latn) if this page really uses Latn',
      'languages/sinhala.json: lang: write "SI" as "si"',
    ]);
  });

  it('need every section, the facts each gives, and known tokens only', async () => {
    expect(
      await problems({
        'languages/hazaragi.json': (data) => {
          delete data.sections.privacy;
          data.sections.crisisLines.list = ['{{line.lifeline}}'];
          data.sections.about.paragraphs[0] = '{{nmae}} {{line.nope}}';
        },
      }),
    ).toEqual([
      expect.stringMatching(/^languages\/hazaragi\.json: sections\.about\.paragraphs\[0\]: \{\{nmae\}\} is not a token of language pages: use one of \{\{name\}\}, /),
      expect.stringMatching(/^languages\/hazaragi\.json: sections\.about\.paragraphs\[0\]: \{\{line\.nope\}\}: "nope" is not a help line in site\.json/),
      'languages/hazaragi.json: sections.privacy: must be an object of named fields, found nothing',
    ]);
    expect(
      await problems({
        'languages/hazaragi.json': (data) => {
          data.sections.crisisLines.list = ['{{line.lifeline}}', '{{line.qlife}}'];
          data.sections.about.paragraphs = ['{{phone}}'];
        },
      }),
    ).toEqual([
      'languages/hazaragi.json: sections.crisisLines: must say at least two 24-hour crisis lines, each with {{line.<id>}} (Mindframe guidance); names 1',
      'languages/hazaragi.json: sections.about: must say who we are ({{name}}); missing {{name}}',
    ]);
  });

  it('refuse an unchecked-translation entry in site.json that names no file, and a second file for one language', async () => {
    expect(
      await problems(
        {
          'site.json': (data) => {
            data.unconfirmed.push('languages.greek');
          },
        },
        { 'languages/farsi.json': { ...JSON.parse(readFileSync('content/languages/dari.json', 'utf8')) } },
      ),
    ).toEqual([expect.stringMatching(/^languages\/farsi\.json: lang: "prs" is also the language of .*languages\/dari\.json: one file per language$/), expect.stringMatching(/site\.json: unconfirmed\[\d+\]: "languages\.greek" names no translation: there is no .*languages\/greek\.json$/)]);
  });

  it('make a page of a new language from its file alone', async () => {
    const dir = join(work, 'with-greek');
    cpSync('content', dir, { recursive: true });
    const greek = JSON.parse(readFileSync('content/languages/vietnamese.json', 'utf8'));
    Object.assign(greek, { lang: 'el', script: 'Grek', name: 'Ελληνικά', englishName: 'Greek', title: 'Πληροφορίες στα ελληνικά' });
    writeFileSync(join(dir, 'languages/greek.json'), JSON.stringify(greek));
    const content = await loadSiteContent(dir);
    const route = mapRoutes(content).find((candidate) => candidate.meta.path === '/languages/greek/');
    expect(route?.meta).toMatchObject({ lang: 'el', dir: 'ltr', title: 'Πληροφορίες στα ελληνικά' });
    expect(route?.meta.alternates).toContainEqual({ hreflang: 'el', path: '/languages/greek/' });
    // Every other language page names it too.
    const dari = mapRoutes(content).find((candidate) => candidate.meta.path === '/languages/dari/');
    expect(dari?.meta.alternates).toContainEqual({ hreflang: 'el', path: '/languages/greek/' });
  });
});

describe('built language pages', () => {
  const base = 'https://www.example.org';
  const cluster = [{ hreflang: 'en-AU', path: '/languages/' }, ...LANGUAGES.map((l) => ({ hreflang: l.lang, path: `/languages/${l.slug}/` })), { hreflang: 'x-default', path: '/languages/' }];

  it.each(['/languages/', ...LANGUAGES.map((l) => `/languages/${l.slug}/`)])('%s names every language page, itself included, and x-default', (path) => {
    const page = readPage(siteDir, path);
    const links = page.querySelectorAll('link[rel="alternate"][hreflang]').map((link) => ({ hreflang: link.getAttribute('hreflang'), path: link.getAttribute('href')!.replace(base, '') }));
    expect(links.sort((a, b) => a.hreflang!.localeCompare(b.hreflang!))).toEqual([...cluster].sort((a, b) => a.hreflang.localeCompare(b.hreflang)));
    expect(page.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${base}${path}`);
  });

  it.each(LANGUAGES)('$slug: html lang="$lang" dir="$dir", text in its script, header and footer in English', ({ slug, lang, dir, script }) => {
    const page = readPage(siteDir, `/languages/${slug}/`);
    const html = page.querySelector('html')!;
    expect(html.getAttribute('lang')).toBe(lang);
    expect(html.getAttribute('dir') ?? 'ltr').toBe(dir);
    expect(page.querySelector('title')!.textContent).toMatch(script);
    expect(page.querySelector('main h1')!.textContent).toMatch(script);
    for (const chrome of page.querySelectorAll('.site-chrome')) {
      expect(chrome.getAttribute('lang')).toBe('en-AU');
      expect(chrome.getAttribute('dir')).toBe('ltr');
    }
    expect(page.querySelectorAll('.site-chrome header, .site-chrome footer')).toHaveLength(2);
    // Numbers and names from site.json, isolated left to right.
    const tels = page.querySelectorAll('main a.tel');
    expect(tels.length).toBeGreaterThanOrEqual(6);
    for (const tel of tels) expect(tel.getAttribute('dir'), tel.toString()).toBe('ltr');
    expect(page.querySelector('main a.tel[href="tel:131450"]')?.textContent).toBe('TIS National 131\u00a0450');
    expect(page.querySelector('main a.tel[href="tel:000"]')).not.toBeNull();
    expect(page.querySelector('main a.tel[href="tel:131114"]')?.textContent).toContain('Lifeline');
  });

  it.each(LANGUAGES)('$slug: says, in the language and in English, that the translation is not yet checked, while site.json lists it', ({ slug, script }) => {
    const note = readPage(siteDir, `/languages/${slug}/`).querySelector('.translation-note');
    const unconfirmed = (JSON.parse(readFileSync('content/site.json', 'utf8')) as { unconfirmed: string[] }).unconfirmed;
    if (!unconfirmed.includes(`languages.${slug}`)) {
      expect(note).toBeNull();
      return;
    }
    expect(note).not.toBeNull();
    if (!note) return;
    expect(note.getAttribute('role')).toBe('note');
    expect(note.querySelector('p')!.textContent).toMatch(script);
    expect(note.querySelector('p[lang="en-AU"]')!.textContent).toMatch(/not yet been checked by a NAATI-certified translator/);
  });

  it('says on the Hazaragi page, while unchecked, that it may read like Dari', () => {
    const note = readPage(siteDir, '/languages/hazaragi/').querySelector('.translation-note p[lang="en-AU"]');
    expect(note?.textContent ?? 'checked').toMatch(/may read like Dari|checked/);
    expect(JSON.parse(readFileSync('content/languages/hazaragi.json', 'utf8')).englishNote).toMatch(/may read like Dari/);
  });

  it('lists every language page in the sitemap, each with its alternates', () => {
    const sitemap = readFileSync(join(siteDir, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    for (const { path } of cluster.slice(0, -1)) {
      const entry = new RegExp(`<url><loc>${base}${path}</loc>(.*?)</url>`).exec(sitemap)?.[1];
      expect(entry, path).toBeDefined();
      for (const alternate of cluster) expect(entry, `${path} -> ${alternate.hreflang}`).toContain(`<xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${base}${alternate.path}"/>`);
    }
    // Pages with no translation carry no alternates.
    expect(/<url><loc>https:\/\/www\.example\.org\/about\/<\/loc>(.*?)<\/url>/.exec(sitemap)?.[1]).not.toContain('xhtml:link');
  });
});

describe('--strict', () => {
  it('names every translation not yet checked, and stops naming one once it leaves unconfirmed', () => {
    const dir = join(work, 'strict-content');
    cpSync('content', dir, { recursive: true });
    const site = JSON.parse(readFileSync(join(dir, 'site.json'), 'utf8'));
    const others = site.unconfirmed.filter((field: string) => !field.startsWith('languages.'));
    const write = (languages: string[]) => writeFileSync(join(dir, 'site.json'), JSON.stringify({ ...site, unconfirmed: [...others, ...languages.map((slug) => `languages.${slug}`)] }));

    write(LANGUAGES.map(({ slug }) => slug));
    const before = runBuild(['--strict', '--content', dir, '--out', join(work, 'strict-out')]);
    expect(before.code).toBe(1);
    for (const { slug } of LANGUAGES) expect(before.stderr).toContain(`languages.${slug}: translation not yet checked by a NAATI-certified translator`);

    write(LANGUAGES.map(({ slug }) => slug).filter((slug) => slug !== 'vietnamese'));
    const after = runBuild(['--strict', '--content', dir, '--out', join(work, 'strict-out')]);
    expect(after.stderr).not.toContain('languages.vietnamese');
    expect(after.stderr).toContain('languages.khmer');
  });
});
