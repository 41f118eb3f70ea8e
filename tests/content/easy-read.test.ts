/**
 * Easy Read you can act on: one picture per idea (a picture used twice stands beside the same words, and the
 * schema refuses it beside different ones), no sentence over 15 words (a link's address not counted), hard
 * words explained, NDIA-managed plans explained, and the pictures the review found wrong replaced.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseEasyRead } from '../../templates/content/people-and-places.ts';
import { siteTokens } from '../../templates/content/site-tokens.ts';
import { fillTokensDeep } from '../../generator/content/tokens.ts';
import { parseSite } from '../../templates/content/site-settings.ts';
import { createMarkdownRenderer } from '../../generator/markdown/processor.ts';

const site = parseSite('content/site.json', JSON.parse(readFileSync('content/site.json', 'utf8')));
const render = createMarkdownRenderer({ siteOrigin: site.baseUrl });
const raw = fillTokensDeep(JSON.parse(readFileSync('content/easy-read.json', 'utf8')), siteTokens(site), 'content/easy-read.json') as Record<string, any>;
const easyRead = parseEasyRead('content/easy-read.json', raw, render);
const ideas = easyRead.pages.flatMap((page) => page.sections.flatMap((section) => section.items.map((item) => ({ page: page.slug, ...item }))));
const words = (slug: string) =>
  easyRead.pages
    .find((page) => page.slug === slug)!
    .sections.flatMap((section) => section.items.map((item) => item.text.words))
    .join(' ');

describe('pictures', () => {
  it('give each idea its own picture: one picture is never beside two different ideas', () => {
    const byPicture = new Map<string, Set<string>>();
    for (const idea of ideas) byPicture.set(idea.picture, (byPicture.get(idea.picture) ?? new Set()).add(idea.text.words));
    expect([...byPicture].filter(([, texts]) => texts.size > 1)).toEqual([]);
  });

  it('refuse a picture beside a second, different idea, naming the file and the field', () => {
    const copy = structuredClone(raw);
    copy.pages[2].sections[3].items[1].picture = 'easy-read-safe';
    expect(() => parseEasyRead('content/easy-read.json', copy, render)).toThrow(
      /^content\/easy-read\.json: pages\[2\]\.sections\[3\]\.items\[1\]\.picture: "easy-read-safe" already stands for another idea \("We want you to feel safe\. We go at your pace\."\): one picture per idea/,
    );
  });

  it('no longer put a safe-looking shield beside danger, a phone beside "not a crisis service", or blank cards beside a choice', () => {
    const pictureOf = (pattern: RegExp) => ideas.find((idea) => pattern.test(idea.text.words))!.picture;
    expect(pictureOf(/in danger, call 000/)).toBe('easy-read-danger');
    expect(pictureOf(/not a crisis service/)).toBe('easy-read-not-crisis');
    expect(pictureOf(/ask you first/)).toBe('easy-read-ask-first');
    expect(pictureOf(/not said yes yet/)).toBe('easy-read-not-yet');
  });
});

describe('words', () => {
  it('keep every sentence to 15 words, not counting a link address', () => {
    const copy = structuredClone(raw);
    copy.pages[0].sections[0].items[0].text = 'Find out more on [our page about the people who work with you every day](/about/) today please.';
    expect(() => parseEasyRead('content/easy-read.json', copy, render)).toThrow(/has a sentence of 17 words: Easy Read keeps each sentence to 15 words or fewer/);
  });

  it('explain NDIA-managed plans, on the About and Services versions', () => {
    for (const slug of ['about', 'services']) expect(words(slug)).toContain('If the NDIA pays your providers, we cannot support you yet.');
    expect(words('services')).toMatch(/Call the NDIA on 1800\s800\s110/);
  });

  it('explain the hard words the review found, and say "walk beside you" plainly', () => {
    const all = ideas.map((idea) => idea.text.words).join(' ');
    for (const explained of [
      /The NDIS Commission checks that NDIS support is safe and good/,
      /Register means they check us and say yes/,
      /A plan manager is someone who pays your providers for you/,
      /A crisis service helps you straight away, any time/,
      /Nutrition means the food your body needs/,
      /They support you as an equal/,
    ]) {
      expect(all).toMatch(explained);
    }
    expect(all).not.toMatch(/walk beside/);
  });

  it('make every phone number a tap-to-call link', () => {
    for (const idea of ideas) {
      const text = idea.text.html.replace(/<a [^>]*>.*?<\/a>/g, '');
      expect(text, `${idea.page}: ${idea.text.words}`).not.toMatch(/\b(?:000|13[\s\u00a0]?\d{2}[\s\u00a0]?\d{2}|1[38]00[\s\u00a0]?\d{3}[\s\u00a0]?\d{3}|0\d[\s\u00a0]\d{4}[\s\u00a0]\d{4}|131[\s\u00a0]450)\b/);
    }
    expect(easyRead.helpNow.text.replace(/<a [^>]*>.*?<\/a>/g, '')).not.toMatch(/\b000\b|13 11 14/);
  });

  it('offer "Ask us to call you" on every version, from the referral steps too', () => {
    expect(easyRead.callBack.heading).toBe('Ask us to call you');
    expect(ideas.some((idea) => idea.page === 'referral' && idea.text.html.includes('href="#call-back"'))).toBe(true);
  });
});
