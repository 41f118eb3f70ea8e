/**
 * The editor's rules on the real content, and proof that each rule fails when broken: a claim typed into
 * the text, a sales prompt on a sensitive article, a missing disclosure, a passed review date (on a fixed
 * clock) and a help line cited without its number.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import matter from 'gray-matter';
import { afterAll, describe, expect, it } from 'vitest';
import { findTypedClaims } from '../../templates/checks/typed-claims.ts';
import { loadSiteContent } from '../../templates/site.ts';
import { overdueReviews, reviewWarning } from '../../generator/release-checks/review-dates.ts';
import { articleFiles } from '../../templates/checks/article-rules.ts';
import { DISCLOSURE_PAGES, FACT_HOMES, audienceProblems, checkArticleEditorial, citationProblems, factHomeProblems, disclosureProblems, formulaProblems, outOfScopeProblems, helpLineNumbers, hotlineProblems, reviewProblems, salesPrompts, sourceProblems } from '../../templates/checks/editorial.ts';

/** A fixed clock: the day the review dates were last set. Tests never depend on the real date. */
const TODAY = '2026-11-24';
const numbers = helpLineNumbers();
const reports = articleFiles().map((file) => checkArticleEditorial(file, TODAY, numbers));

describe('every article, on a fixed clock', () => {
  it.each(reports.map((r) => [r.slug, r] as const))('%s has no sales prompt if sensitive, current review dates, help-line numbers and official sources', (_slug, report) => {
    expect(report.problems).toEqual([]);
  });

  it('treats the suicide, self-harm, crisis and trauma articles as sensitive', () => {
    const sensitive = reports.filter((r) => r.sensitive).map((r) => r.slug);
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
    await expect(loadSiteContent(dir, { saveCache: false })).rejects.toThrow(/peer-support-work\.md: line \d+: a team claim is typed into the text/);
  });
});

describe('sales prompts on sensitive articles', () => {
  it('finds a service plug, our phone, a referral link and an invitation', () => {
    expect(salesPrompts('A [recovery coach](/services/psychosocial-recovery-coaching/) can help.')).toHaveLength(1);
    expect(salesPrompts('Call us on {{phone}}.').length).toBeGreaterThan(0);
    expect(salesPrompts('[Make a referral](/referral/)')).toHaveLength(1);
    expect(salesPrompts('Talk to us about support.')).toHaveLength(1);
    expect(salesPrompts('Call Lifeline on 13 11 14.\n\n## Sources\n\n- [Our services](/services/)')).toEqual([]);
  });
});

describe('disclosures', () => {
  for (const [file, { independent }] of Object.entries(DISCLOSURE_PAGES)) {
    const text = readFileSync(file, 'utf8');
    it(`${file} discloses the conflict of interest and links independent options`, () => {
      expect(disclosureProblems(text, independent)).toEqual([]);
    });
    it(`${file} fails the check without its disclosure`, () => {
      const without = text.replace(/## Our conflict of interest[\s\S]*?(?=\n## )/, '');
      expect(disclosureProblems(without, independent).length).toBeGreaterThan(0);
    });
  }
});

describe('review dates', () => {
  const file = 'content/resources/understanding-new-ndis-planning-process.md';
  const { data, content } = matter(readFileSync(file, 'utf8'), {});

  it('fails an article once its reviewBy has passed, on a fixed clock', () => {
    expect(reviewProblems(file, data, content, TODAY)).toEqual([]);
    expect(reviewProblems(file, data, content, '2027-06-01')).toEqual([expect.stringMatching(/reviewBy 2027-05-25 has passed/)]);
  });

  it('fails an article that states policy without dates', () => {
    expect(reviewProblems(file, {}, content, TODAY)).toEqual([expect.stringMatching(/no "updated"/), expect.stringMatching(/no "reviewBy"/)]);
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
    expect(formulaProblems('A title', 'First paragraph.\n\nThis article explains the basics.\n\n## One\n\nText.')).toEqual(['opens with "This article/guide explains..."']);
    expect(formulaProblems('A title', 'Text.\n\n## Where we fit\n\nWe offer things.')).toEqual(['ends with a "where we fit" sales section']);
    expect(formulaProblems('Loneliness, and small steps', 'Text.')).toHaveLength(1);
    expect(formulaProblems('A title', 'Text.\n\n## One\n\nThis article explains, later on, is fine.')).toEqual([]);
  });

  it('fails an out-of-scope article that does not say what we do not do', () => {
    expect(outOfScopeProblems('Text.\n\n## Where to go for this support\n\nWe do not provide AT. Ask an OT.\n\n## Sources\n')).toEqual([]);
    expect(outOfScopeProblems('Text.\n\n## Where we fit\n\nOur [support work](/services/x/) may help.\n')).toHaveLength(1);
    expect(outOfScopeProblems('Text.\n\n## Where to go for this support\n\nOur [support work](/services/x/) may help. We do not do AT.\n')).toHaveLength(1);
  });
});

describe('help lines and sources', () => {
  it('fails a help line named or cited without its number', () => {
    expect(hotlineProblems('Call DirectLine for advice.', [])).toEqual([expect.stringMatching(/DirectLine.*1800 888 236/)]);
    expect(hotlineProblems('Text.\n\n## Sources\n\n- [Hotline, Mindframe](https://mindframe.org.au/news/national-alcohol-and-other-drugs-hotline-1800-250-015)', [])).toHaveLength(1);
    expect(hotlineProblems('Call DirectLine on 1800 888 236.', [])).toEqual([]);
    expect(hotlineProblems('Lifeline is in the box above.', ['13 11 14'])).toEqual([]);
  });

  it('limits sources that are neither official nor a recognised health body', () => {
    const blogs = ['a.com.au', 'b.com.au', 'c.com.au', 'd.com.au'].map((host) => `- [Blog](https://${host}/post)`).join('\n');
    expect(sourceProblems(`The NDIS says so.\n\n## Sources\n\n- [NDIS](https://www.ndis.gov.au/)\n${blogs}`).join(' ')).toMatch(/4 sources are neither official/);
    expect(sourceProblems('The NDIS says so.\n\n## Sources\n\n- [Blog](https://a.com.au/post)').join(' ')).toMatch(/no official source/);
  });
});

describe('one purpose and audience per article', () => {
  it('gives every article a one-line audience, and no two articles the same audience and description', () => {
    const seen = new Map<string, string>();
    for (const file of articleFiles()) {
      const { data } = matter(readFileSync(file, 'utf8'), {});
      expect(audienceProblems(data), file).toEqual([]);
      const key = `${String(data.audience).toLowerCase()}|${String(data.description).toLowerCase()}`;
      expect(seen.get(key), `${file} has the same audience and description as ${seen.get(key)}`).toBeUndefined();
      seen.set(key, file);
    }
  });

  it('fails a missing, empty or overlong audience', () => {
    expect(audienceProblems({})).toHaveLength(1);
    expect(audienceProblems({ audience: ' ' })).toHaveLength(1);
    expect(audienceProblems({ audience: Array(30).fill('word').join(' ') })).toHaveLength(1);
    expect(audienceProblems({ audience: 'carers of adults with a psychosocial disability' })).toEqual([]);
  });
});

describe('shared facts have one home', () => {
  it.each(FACT_HOMES.map((home) => [home.fact, home] as const))('%s: its home article exists and states it', (_fact, home) => {
    const body = matter(readFileSync(`content/resources/${home.home}.md`, 'utf8')).content;
    expect(body).toMatch(home.detail);
  });

  it('fails an article that restates a dated fact kept elsewhere, or mentions its topic without a link', () => {
    expect(factHomeProblems('some-article', 'Thriving Kids starts on 1 October 2026.')).toEqual([expect.stringMatching(/states "1 October 2026".*link \/resources\/new-approach-ndis-support\//)]);
    expect(factHomeProblems('some-article', 'Read about [Thriving Kids](/resources/new-approach-ndis-support/).')).toEqual([]);
    expect(factHomeProblems('some-article', 'Thriving Kids is a new program.')).toEqual([expect.stringMatching(/without linking/)]);
    expect(factHomeProblems('new-approach-ndis-support', 'Thriving Kids starts on 1 October 2026.')).toEqual([]);
    expect(factHomeProblems('some-article', 'Text.\n\n## Sources\n\n- [Thriving Kids from 1 October 2026, DHDA](https://www.health.gov.au/x)')).toEqual([]);
  });
});

describe('citations back what they are cited for', () => {
  it('fails a figure attributed to an organisation whose site is never linked', () => {
    expect(citationProblems('The ABS found that 1 in 5 people had a disorder.\n\n## Sources\n\n- [Blog post, A provider](https://provider.com.au/blog)')).toEqual([expect.stringMatching(/names ABS but never links abs\.gov\.au/)]);
    expect(citationProblems('The ABS found that 1 in 5 people had a disorder.\n\n## Sources\n\n- [National Study of Mental Health and Wellbeing, ABS](https://www.abs.gov.au/statistics/health/mental-health)')).toEqual([]);
  });

  it('fails a source whose label names a publisher its link does not go to', () => {
    expect(citationProblems('Text.\n\n## Sources\n\n- [What the NDIS funds, NDIS](https://teamdsc.com.au/resources/x)')).toEqual([expect.stringMatching(/names NDIS but links teamdsc\.com\.au/)]);
    expect(citationProblems('Text.\n\n## Sources\n\n- [What the NDIS funds, NDIS](https://www.ndis.gov.au/understanding)')).toEqual([]);
  });
});
