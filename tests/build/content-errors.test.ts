/**
 * What an author reads when content is wrong: every message names the file and the field and says what to
 * do, worded as before the schemas moved to zod, and every problem is reported in one run.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSiteContent } from '../../templates/site.ts';
import { ContentErrors } from '../../generator/errors.ts';

const work = mkdtempSync(join(tmpdir(), 'content-errors-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

let count = 0;
/** The fixture site with `edits` applied (file -> function of its text), loaded; the messages it fails with. */
async function problems(edits: Record<string, (text: string) => string>): Promise<string[]> {
  const dir = join(work, `site-${(count += 1)}`);
  cpSync('tests/fixtures/site', dir, { recursive: true });
  for (const [file, edit] of Object.entries(edits)) writeFileSync(join(dir, file), edit(readFileSync(join(dir, file), 'utf8')));
  const prefix = `${relative(process.cwd(), dir)}/`;
  try {
    await loadSiteContent(dir);
  } catch (error) {
    if (!(error instanceof ContentErrors)) throw error;
    return error.errors.map((e) => e.message.replace(prefix, ''));
  }
  throw new Error('the content loaded without a problem');
}

const json = (change: (data: Record<string, any>) => void) => (text: string) => {
  const data = JSON.parse(text);
  change(data);
  return `${JSON.stringify(data, null, 2)}\n`;
};
const frontMatter = (field: string, value: string | undefined) => (text: string) =>
  value === undefined ? text.replace(new RegExp(`^${field}: .*\\n`, 'm'), '') : text.match(new RegExp(`^${field}: `, 'm')) ? text.replace(new RegExp(`^${field}: .*$`, 'm'), `${field}: ${value}`) : text.replace(/^---\n/, `---\n${field}: ${value}\n`);

describe('content errors', () => {
  it('fails a front matter date that is not a real calendar date, naming the file and the field', async () => {
    expect(await problems({ 'resources/first-article.md': frontMatter('date', '2025-13-45') })).toEqual(['resources/first-article.md: date: 2025-13-45 is not a real calendar date']);
    expect(await problems({ 'pages/about.md': frontMatter('updated', '2025-02-30') })).toEqual(['pages/about.md: updated: 2025-02-30 is not a real calendar date']);
    expect(await problems({ 'resources/first-article.md': frontMatter('date', '"2025-04-31"') })).toEqual(['resources/first-article.md: date: 2025-04-31 is not a real calendar date']);
  });

  it('words missing, mistyped and misordered front matter as before', async () => {
    expect(
      await problems({
        'resources/first-article.md': (text) => frontMatter('updated', '2025-01-01')(frontMatter('category', undefined)(text)),
        'resources/second-article.md': frontMatter('helpLines', '[lifeline, nope]'),
        'services/beta-service.md': frontMatter('order', 'first'),
        'services/alpha-service.md': frontMatter('order', '5000'),
        'resources/third-article.md': frontMatter('date', 'March 2025'),
      }),
    ).toEqual([
      'services/alpha-service.md: order: must be between 0 and 1000, found 5000',
      'services/beta-service.md: order: must be a whole number, found "first"',
      'resources/first-article.md: category: is required: add it',
      expect.stringMatching(/^resources\/second-article\.md: helpLines\[1\]: "nope" is not a help line in site\.json: use one of emergency, /),
      'resources/third-article.md: date: must be a date written YYYY-MM-DD, found "March 2025"',
    ]);
    expect(await problems({ 'resources/first-article.md': frontMatter('updated', '2025-01-01') })).toEqual(["resources/first-article.md: updated: 2025-01-01 is before the article's date 2025-03-01"]);
  });

  it('words problems in the JSON files as before', async () => {
    expect(
      await problems({
        'site.json': json((site) => {
          site.phone = '12345';
          site.baseUrl = 'http://www.example.org';
          site.forms.delivery = 'email';
          site.unconfirmed.push('nickname');
          delete site.helpLines.emergency;
          site.copyrightYear = '2025';
        }),
      }),
    ).toEqual([
      'site.json: phone: "12345" is not an Australian phone number (write it like 03 5550 0142)',
      'site.json: baseUrl: must use https://, found "http://www.example.org": the site never sends people or data over plain http',
      'site.json: copyrightYear: must be a whole number, found "2025"',
      'site.json: helpLines.emergency: is required: the help-lines box always starts with Emergency 000',
      'site.json: forms.delivery: must be one of local, endpoint, netlify, found "email"',
    ]);
    expect(await problems({ 'site.json': json((site) => site.unconfirmed.push('nickname')) })).toEqual([
      expect.stringMatching(/^site\.json: unconfirmed\[\d+\]: "nickname" is not a field of site\.json \(or one of: testimonials, /),
    ]);
    expect(
      await problems({
        'home.json': json((home) => {
          home.outcomes.cards.pop();
          home.hero.primary.href = 'https://elsewhere.example';
          delete home.faq.heading;
        }),
        'faq.json': json((faq) => (faq.items[1].id = faq.items[0].id)),
        'testimonials.json': json((file) => (file.testimonials[0].name = 'Jane Citizen')),
        'programs.json': json((programs) => (programs.items = 'none')),
      }),
    ).toEqual([
      'home.json: hero.primary.href: must be a path on this site ending in a slash, like /contact/, found "https://elsewhere.example"',
      'home.json: outcomes.cards: must have exactly 6 items (the spec fixes this), found 5',
      'home.json: faq.heading: is required: add it',
      'testimonials.json: testimonials[0].name: must be initials (like "J.M.") or a first name and initial (like "Sam T."), to protect privacy; found "Jane Citizen"',
      'faq.json: items[1].id: "faq1" is used twice: each question needs its own id',
      'programs.json: items: must be a list, found "none"',
    ]);
  });

  it('fails a markdown table, naming the line, because it would print as rows of pipes', async () => {
    const table = (text: string) => `${text}\n| Who | Pays |\n| --- | --- |\n| You | Plan |\n`;
    const [message] = await problems({ 'resources/first-article.md': table });
    expect(message).toMatch(/^resources\/first-article\.md: line \d+: is a markdown table, which the site does not render/);
    const line = Number(/line (\d+)/.exec(message!)![1]);
    // The fixture ends with a newline, the table starts after one blank line: its header row is the line after that.
    expect(line).toBe(readFileSync('tests/fixtures/site/resources/first-article.md', 'utf8').split('\n').length + 1);
  });
});
