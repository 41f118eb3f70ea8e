/**
 * The text search engines read in the structured data (JSON-LD) is the text a reader sees: the FAQ's
 * answers come from rendered markdown, where "&" and "<" are written as character references, and every
 * reference is decoded (htmlToText, through the `entities` decoder).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'node-html-parser';
import { afterAll, describe, expect, it } from 'vitest';
import { htmlToText } from '../../templates/structured-data.ts';
import { runBuild } from '../support/cli.ts';

const work = mkdtempSync(join(tmpdir(), 'structured-data-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('htmlToText', () => {
  it('decodes every character reference, named, decimal and hexadecimal', () => {
    expect(htmlToText('<p>Tea &#x26; toast &#x3C;3 &lt;b&gt; &amp;amp; &#8212; caf&eacute;&nbsp;culture</p><p>Next</p>')).toBe('Tea & toast <3 <b> &amp; \u2014 caf\u00e9 culture Next');
    expect(htmlToText('Call <a href="tel:+61355500142">03 5550 0142<span class="visually-hidden"> (phone)</span></a>.')).toBe('Call 03 5550 0142 .');
  });
});

describe('the FAQ structured data', () => {
  it('gives an answer with "&" and "<" as a reader sees it', () => {
    const content = join(work, 'content');
    cpSync('tests/fixtures/site', content, { recursive: true });
    const faq = JSON.parse(readFileSync(join(content, 'faq.json'), 'utf8'));
    faq.items[0].fullAnswer = 'Plans & budgets: less than 3 months (<3) is short. "Quotes" and it\'s fine.';
    writeFileSync(join(content, 'faq.json'), JSON.stringify(faq, null, 2));
    const out = join(work, 'out');
    const result = runBuild(['--content', content, '--out', out, '--no-share-images']);
    expect(result.code, result.stderr).toBe(0);
    const script = parse(readFileSync(join(out, 'index.html'), 'utf8')).querySelector('script[type="application/ld+json"]')!;
    const graph = JSON.parse(script.textContent) as { '@graph': { '@type': string; mainEntity?: { acceptedAnswer: { text: string } }[] }[] };
    const answers = graph['@graph'].find((node) => node['@type'] === 'FAQPage')!.mainEntity!.map((item) => item.acceptedAnswer.text);
    expect(answers[0]).toBe('Plans & budgets: less than 3 months (<3) is short. "Quotes" and it\'s fine.');
  });
});
