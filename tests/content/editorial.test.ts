/**
 * The editor's rules for articles, which every build runs (templates/checks/): the real content passes them,
 * and a fixture that breaks each rule fails it with the message that says what to write instead. The words
 * and lists the rules use are content/editorial.json's.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import matter from 'gray-matter';
import { afterAll, describe, expect, it } from 'vitest';
import { findTypedClaims } from '../../templates/checks/typed-claims.ts';
import { overdueReviews, reviewWarning } from '../../generator/release-checks/review-dates.ts';
import { loadSiteContent } from '../../templates/site.ts';
import { audienceProblems, citationProblems, disclosureProblems, factHomeProblems, formulaProblems, hotlineProblems, isSensitive, outOfScopeProblems, reviewDateProblems, salesPrompts, sourceProblems } from '../../templates/checks/article-editorial.ts';
import { editorialRules, messages } from './editor-rules.ts';

/** A fixed clock: the day the review dates were last set. Tests never depend on the real date. */
const TODAY = '2026-11-24';
const rules = editorialRules();
const site = JSON.parse(readFileSync('content/site.json', 'utf8')) as { helpLines: Record<string, { number: string }> };
const numberOf = (id: string) => site.helpLines[id]?.number;
const content = await loadSiteContent('content');

describe('every article', () => {
  it('passes every editor\'s rule the build runs (the content loaded without a problem)', () => {
    expect(content.articles.length).toBeGreaterThanOrEqual(59);
  });

  it('treats the suicide, self-harm, crisis and trauma articles as sensitive', () => {
    const sensitive = content.articles.filter((article) => isSensitive(article.slug, article.title, rules)).map((article) => article.slug);
    for (const slug of ['suicide-prevention-ndis-support-at-risk-individuals', 'self-harm-prevention-early-intervention-ndis', 'ndis-mental-health-crisis-support', 'trauma-informed-care-101', 'youth-mental-health-crisis']) {
      expect(sensitive).toContain(slug);
    }
  });

  it('puts help before anything else in the crisis and self-harm articles, and says we are not a crisis service', () => {
    for (const slug of ['ndis-mental-health-crisis-support', 'self-harm-prevention-early-intervention-ndis', 'suicide-prevention-ndis-support-at-risk-individuals']) {
      const body = matter(readFileSync(`content/resources/${slug}.md`, 'utf8')).content.trim();
      const firstParagraph = body.split(/\n\s*\n/)[0]!;
      expect(firstParagraph).toMatch(/call 000/i);
      expect(body.slice(0, 900)).toMatch(/We are not a crisis service/);
    }
  });
});

describe('claims typed into the text', () => {
  it('finds a percentage, a reply-time promise and a team claim, and leaves facts about the world alone', () => {
    expect(findTypedClaims('Our appointment reliability is 92%.', { aboutUs: false }).map((c) => c.kind)).toEqual(['percentage']);
    expect(findTypedClaims('We reply within 24 hours.', { aboutUs: false }).map((c) => c.kind)).toEqual(['response time']);
    expect(findTypedClaims('Our average response time is short.', { aboutUs: false }).map((c) => c.kind)).toEqual(['response time']);
    expect(findTypedClaims('Our whole team is trained in trauma-informed practice.', { aboutUs: false }).map((c) => c.kind)).toEqual(['team claim']);
    expect(findTypedClaims('Most of our team have lived experience.', { aboutUs: false }).map((c) => c.kind)).toEqual(['team claim']);
    expect(findTypedClaims('The survey found 38.8% of young people had a disorder.', { aboutUs: false })).toEqual([]);
    expect(findTypedClaims('The NDIA decides within 21 days.', { aboutUs: false })).toEqual([]);
    expect(findTypedClaims('Rated 85% by clients.', { aboutUs: true }).map((c) => c.kind)).toEqual(['percentage']);
    expect(findTypedClaims('{{claims.livedExperience}} Tell us if it matters.', { aboutUs: true })).toEqual([]);
  });

  const dir = mkdtempSync(join(tmpdir(), 'typed-claim-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('stops the build, naming the file and line, when a claim is typed into a page', async () => {
    cpSync('content', dir, { recursive: true });
    const file = join(dir, 'services', 'peer-support-work.md');
    writeFileSync(file, `${readFileSync(file, 'utf8')}\nOur whole team is trained in trauma-informed practice.\n`);
    await expect(loadSiteContent(dir)).rejects.toThrow(/peer-support-work\.md: line \d+: a team claim is typed into the text/);
  });
});

describe('sales prompts on sensitive articles', () => {
  it('finds a service plug, our phone, a referral link and an invitation, with its line', () => {
    expect(salesPrompts('A [recovery coach](/services/psychosocial-recovery-coaching/) can help.', rules)).toHaveLength(1);
    expect(salesPrompts('Help first.\n\nCall us on {{phone}}.', rules)).toEqual([expect.objectContaining({ line: 3, message: expect.stringMatching(/sales prompt, our office phone or e-mail: "\{\{phone\}\}"/) }), expect.objectContaining({ line: 3 })]);
    expect(salesPrompts('[Make a referral](/referral/)', rules)).toHaveLength(1);
    expect(messages(salesPrompts('Talk to us about support.', rules))).toEqual([expect.stringMatching(/an invitation to use our services: "Talk to us"\. Take it out/)]);
    expect(salesPrompts('Call Lifeline on 13 11 14.\n\n## Sources\n\n- [Our services](/services/)', rules)).toEqual([]);
  });
});

describe('disclosures', () => {
  for (const { service, independent } of rules.disclosures) {
    const file = `content/services/${service}.md`;
    const text = readFileSync(file, 'utf8');
    it(`${file} discloses the conflict of interest and links independent options`, () => {
      expect(disclosureProblems(text, independent)).toEqual([]);
    });
    it(`${file} fails the check without its disclosure, saying what to add`, () => {
      const without = text.replace(/## Our conflict of interest[\s\S]*?(?=\n## )/, '');
      expect(messages(disclosureProblems(without, independent))).toContainEqual(expect.stringMatching(/no "conflict of interest" section: add a ## heading/));
    });
  }
});

describe('review dates', () => {
  const file = 'content/resources/understanding-new-ndis-planning-process.md';
  const body = matter(readFileSync(file, 'utf8'), {}).content;
  const article = content.articles.find((candidate) => candidate.file === file)!;

  it('warns once an article\'s reviewBy has passed, on a fixed clock (a warning, not an error)', () => {
    expect(overdueReviews([article], TODAY)).toEqual([]);
    expect(overdueReviews([article], '2027-06-01')).toEqual([{ file, reviewBy: '2027-05-25' }]);
  });

  it('fails an article that states policy without dates, saying what to add', () => {
    expect(reviewDateProblems({}, body)).toEqual([expect.objectContaining({ message: expect.stringMatching(/no "updated" date: add "updated: YYYY-MM-DD"/) }), expect.objectContaining({ message: expect.stringMatching(/no "reviewBy" date: add "reviewBy: YYYY-MM-DD"/) })]);
    expect(reviewDateProblems({ updated: '2026-11-24', reviewBy: '2027-05-25' }, body)).toEqual([]);
  });

  it('gives the build a warning that lists the files, not an error', () => {
    const overdue = overdueReviews([{ file: 'a.md', reviewBy: '2026-01-01' }, { file: 'b.md', reviewBy: '2030-01-01' }], TODAY);
    expect(overdue).toEqual([{ file: 'a.md', reviewBy: '2026-01-01' }]);
    expect(reviewWarning(overdue, TODAY, 'article')).toMatch(/^Warning: 1 article passed the review date[\s\S]*a\.md  \(reviewBy 2026-01-01\)/);
    expect(reviewWarning([], TODAY)).toBeUndefined();
  });
});

describe('writing to a formula', () => {
  it('fails a formulaic opening, a "where we fit" closer and an "X, and Y" title', () => {
    expect(formulaProblems('A title', 'First paragraph.\n\nThis article explains the basics.\n\n## One\n\nText.')).toEqual([{ line: 3, message: expect.stringMatching(/^opens with "This article\/guide explains\.\.\.": start with what the reader needs/) }]);
    expect(formulaProblems('A title', 'Text.\n\n## Where we fit\n\nWe offer things.')).toEqual([{ line: 3, message: expect.stringMatching(/^ends with a "where we fit" sales section/) }]);
    expect(formulaProblems('Loneliness, and small steps', 'Text.')).toHaveLength(1);
    expect(formulaProblems('A title', 'Text.\n\n## One\n\nThis article explains, later on, is fine.')).toEqual([]);
  });

  it('fails an out-of-scope article that does not say what we do not do', () => {
    expect(outOfScopeProblems('Text.\n\n## Where to go for this support\n\nWe do not provide AT. Ask an OT.\n\n## Sources\n')).toEqual([]);
    expect(outOfScopeProblems('Text.\n\n## Where we fit\n\nOur [support work](/services/x/) may help.\n')).toHaveLength(1);
    expect(outOfScopeProblems('Text.\n\n## Where to go for this support\n\nOur [support work](/services/x/) may help. We do not do AT.\n')).toEqual([{ line: 3, message: expect.stringMatching(/sells our services instead of pointing elsewhere/) }]);
  });
});

describe('help lines and sources', () => {
  it('fails a help line named or cited without its number, saying how to write it', () => {
    expect(hotlineProblems('Text.\n\nCall DirectLine for advice.', [], rules, numberOf)).toEqual([{ line: 3, message: expect.stringMatching(/names or cites DirectLine but never gives its number: write "DirectLine on 1800 888 236"/) }]);
    expect(hotlineProblems('Text.\n\n## Sources\n\n- [Hotline, Mindframe](https://mindframe.org.au/news/national-alcohol-and-other-drugs-hotline-1800-250-015)', [], rules, numberOf)).toHaveLength(1);
    expect(hotlineProblems('Call DirectLine on 1800 888 236.', [], rules, numberOf)).toEqual([]);
    expect(hotlineProblems('Lifeline is in the box above.', ['13 11 14'], rules, numberOf)).toEqual([]);
  });

  it('limits sources that are neither official nor a recognised health body', () => {
    const blogs = ['a.com.au', 'b.com.au', 'c.com.au', 'd.com.au'].map((host) => `- [Blog](https://${host}/post)`).join('\n');
    expect(messages(sourceProblems(`The NDIS says so.\n\n## Sources\n\n- [NDIS](https://www.ndis.gov.au/)\n${blogs}`, rules)).join(' ')).toMatch(/4 sources are neither official/);
    expect(sourceProblems('The NDIS says so.\n\n## Sources\n\n- [Blog](https://a.com.au/post)', rules)).toContainEqual({ line: 3, message: expect.stringMatching(/no official source: add the NDIS, NDIA or government page/) });
  });
});

describe('one purpose and audience per article', () => {
  it('gives no two articles the same audience and description', () => {
    const seen = new Map<string, string>();
    for (const article of content.articles) {
      const key = `${String(article.audience).toLowerCase()}|${article.description.toLowerCase()}`;
      expect(seen.get(key), `${article.file} has the same audience and description as ${seen.get(key)}`).toBeUndefined();
      seen.set(key, article.file);
    }
  });

  it('fails a missing, empty or overlong audience, saying what to write', () => {
    expect(messages(audienceProblems(undefined))).toEqual([expect.stringMatching(/add one line saying whom the article is written for/)]);
    expect(audienceProblems(' ')).toHaveLength(1);
    expect(audienceProblems(Array(30).fill('word').join(' '))).toHaveLength(1);
    expect(audienceProblems('carers of adults with a psychosocial disability')).toEqual([]);
  });
});

describe('shared facts have one home', () => {
  it.each(rules.factHomes.map((home) => [home.fact, home] as const))('%s: its home article exists and states it', (_fact, home) => {
    const article = content.articles.find((candidate) => candidate.slug === home.home);
    expect(article).toBeDefined();
  });

  it('fails an article that restates a dated fact kept elsewhere, or mentions its topic without a link', () => {
    expect(factHomeProblems('some-article', 'Intro.\n\nThriving Kids starts on 1 October 2026.', rules.factHomes)).toEqual([{ line: 3, message: expect.stringMatching(/states "1 October 2026".*link \/resources\/new-approach-ndis-support\//) }]);
    expect(factHomeProblems('some-article', 'Read about [Thriving Kids](/resources/new-approach-ndis-support/).', rules.factHomes)).toEqual([]);
    expect(messages(factHomeProblems('some-article', 'Thriving Kids is a new program.', rules.factHomes))).toEqual([expect.stringMatching(/without linking/)]);
    expect(factHomeProblems('new-approach-ndis-support', 'Thriving Kids starts on 1 October 2026.', rules.factHomes)).toEqual([]);
    expect(factHomeProblems('some-article', 'Text.\n\n## Sources\n\n- [Thriving Kids from 1 October 2026, DHDA](https://www.health.gov.au/x)', rules.factHomes)).toEqual([]);
  });
});

describe('citations back what they are cited for', () => {
  it('fails a figure attributed to an organisation whose site is never linked', () => {
    expect(messages(citationProblems('The ABS found that 1 in 5 people had a disorder.\n\n## Sources\n\n- [Blog post, A provider](https://provider.com.au/blog)', rules))).toEqual([expect.stringMatching(/names ABS but never links abs\.gov\.au/)]);
    expect(citationProblems('The ABS found that 1 in 5 people had a disorder.\n\n## Sources\n\n- [National Study of Mental Health and Wellbeing, ABS](https://www.abs.gov.au/statistics/health/mental-health)', rules)).toEqual([]);
  });

  it('fails a source whose label names a publisher its link does not go to, with its line', () => {
    expect(citationProblems('Text.\n\n## Sources\n\n- [What the NDIS funds, NDIS](https://teamdsc.com.au/resources/x)', rules)).toEqual([{ line: 5, message: expect.stringMatching(/names NDIS but links teamdsc\.com\.au/) }]);
    expect(citationProblems('Text.\n\n## Sources\n\n- [What the NDIS funds, NDIS](https://www.ndis.gov.au/understanding)', rules)).toEqual([]);
  });
});
