/**
 * Every unconfirmed claim about us is shown with its caption, wherever it appears: the check on HTML
 * fixtures (one that fails, one that passes), the build failing on a page that shows a claim without its
 * caption, prose tokens carrying the caption until the claim is confirmed, every built page passing, the
 * rating captioned while unconfirmed and linked once it has a source a visitor can check, and the typed "turn up and follow through" claim
 * caught by the claims check.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { uncaptionedClaims, unconfirmedClaims } from '../../templates/checks/caption-check.ts';
import { findTypedClaims } from '../../templates/checks/typed-claims.ts';
import { parseSite } from '../../templates/content/site-settings.ts';
import { siteTokens } from '../../templates/content/site-tokens.ts';
import { createMarkdownRenderer } from '../../generator/markdown/processor.ts';
import { runBuild } from '../support/cli.ts';
import { allPagePaths, pageFile, readPage } from '../support/site.ts';

const siteDir = inject('siteDir');
const raw = JSON.parse(readFileSync('content/site.json', 'utf8'));
const site = parseSite('content/site.json', raw);
const claims = unconfirmedClaims(site);
const fixture = (name: string) => readFileSync(join('tests/fixtures/captions', name), 'utf8');

const work = mkdtempSync(join(tmpdir(), 'claim-captions-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Builds a copy of the fixture site with `edit` applied to it. */
function buildFixture(name: string, edit: (dir: string) => void) {
  const content = join(work, name);
  cpSync('tests/fixtures/site', content, { recursive: true });
  edit(content);
  const out = join(work, `${name}-out`);
  return { ...runBuild(['--content', content, '--out', out, '--no-share-images', '--quiet']), out };
}

const editJson = (file: string, change: (data: Record<string, any>) => void) => {
  const data = JSON.parse(readFileSync(file, 'utf8'));
  change(data);
  writeFileSync(file, JSON.stringify(data, null, 2));
};

describe('the caption check', () => {
  it('finds each unconfirmed claim shown without its caption (the failing fixture)', () => {
    expect(uncaptionedClaims(fixture('uncaptioned.html'), claims)).toEqual([
      { field: 'stats.1', text: '92%appointment reliability' },
      { field: 'stats.2', text: 'After a referral, we get in touch. On business days, our average reply time is under 24 hours. We listen first.' },
      { field: 'stats.1', text: 'One caption does not cover another claim in the same block: 92% appointment reliability. Sample figure, not yet confirmed' },
    ]);
  });

  it('passes claims shown with their captions, and figures about the world', () => {
    expect(uncaptionedClaims(fixture('captioned.html'), claims)).toEqual([]);
  });

  it('looks for nothing once every claim is confirmed', () => {
    expect(unconfirmedClaims({ ...site, unconfirmed: [] })).toEqual([]);
    expect(uncaptionedClaims(fixture('uncaptioned.html'), unconfirmedClaims({ ...site, unconfirmed: [] }))).toEqual([]);
  });

  it('passes every page of the built site', () => {
    const found = allPagePaths(siteDir).flatMap((path) => uncaptionedClaims(readFileSync(pageFile(siteDir, path), 'utf8'), claims).map((claim) => `${path}: ${claim.field}`));
    expect(found).toEqual([]);
  });
});

describe('the build', () => {
  it('fails on a page that shows an unconfirmed claim without its caption, naming the page, the field and the fix', () => {
    const result = buildFixture('uncaptioned', (dir) => writeFileSync(join(dir, 'pages', 'terms.md'), `${readFileSync(join(dir, 'pages', 'terms.md'), 'utf8')}\n\nOur record: 900+ sessions last year.\n`));
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('/terms/ shows a claim that content/site.json lists as unconfirmed, without the caption:');
    expect(result.stderr).toContain('stats.0: "Our record: 900+ sessions last year."');
    expect(result.stderr).toMatch(/Show a claim only through the Claim component/);
  });

  it('builds that page once the claim is confirmed', () => {
    const result = buildFixture('confirmed', (dir) => {
      writeFileSync(join(dir, 'pages', 'terms.md'), `${readFileSync(join(dir, 'pages', 'terms.md'), 'utf8')}\n\nOur record: 900+ sessions last year.\n`);
      editJson(join(dir, 'site.json'), (data) => (data.unconfirmed = data.unconfirmed.filter((field: string) => field !== 'stats.0')));
    });
    expect(result.stderr).not.toContain('without the caption');
    expect(result.code).toBe(0);
  });

  it('shows the spec\'s rating captioned while it is unconfirmed, and links it once a source a visitor can check is set', () => {
    const source = 'https://reviews.provider.com.au/example-support';
    const result = buildFixture('rated', (dir) => editJson(join(dir, 'site.json'), (data) => (data.rating.sourceUrl = source)));
    expect(result.code).toBe(0);
    const badge = readPage(result.out, '/').querySelector('#trust [data-rating]')!;
    expect(badge.querySelector(`a[href="${source}"]`)!.textContent).toMatch(/4\.9.*community rated/);
    expect(badge.querySelector('.claim-caption[data-illustrative="rating"]')!.textContent).toBe(site.claimCaptions.figure);
    // Without a source (the site as it is): the badge as the spec has it, with its caption, and no link.
    const sample = readPage(siteDir, '/').querySelector('#trust [data-rating]')!;
    expect(sample.textContent).toMatch(/4\.9.*community rated/);
    expect(sample.querySelector('a')).toBeNull();
    expect(sample.querySelector('.claim-caption[data-illustrative="rating"]')!.textContent).toBe(site.claimCaptions.figure);
  });
});

describe('prose tokens', () => {
  const render = createMarkdownRenderer({ siteOrigin: site.baseUrl });

  it('give a claim its caption while it is unconfirmed, and drop it once confirmed', () => {
    const html = render(`We get in touch. ${siteTokens(site)['claims.responseTime']}`).html;
    expect(html).toBe(`<p>We get in touch. On business days, our average reply time is under 24 hours. <span class="claim-caption" data-illustrative="stats.2">${site.claimCaptions.figure}</span></p>`);
    const confirmed = render(`We get in touch. ${siteTokens({ ...site, unconfirmed: [] })['claims.responseTime']}`).html;
    expect(confirmed).toBe('<p>We get in touch. On business days, our average reply time is under 24 hours.</p>');
  });

  it('give a policy its own caption', () => {
    expect(render(siteTokens(site)['policies.travel']!).html).toContain(`<span class="claim-caption" data-illustrative="policies.travel">${site.claimCaptions.policy}</span>`);
  });

  it('give how we handle a complaint a caption of its own, not the service agreement\'s (issue 39)', () => {
    const own = site.policies.feedbackAcknowledge.caption;
    expect(own).toBeTruthy();
    expect(render(siteTokens(site)['policies.feedbackAcknowledge']!).html).toContain(`<span class="claim-caption" data-illustrative="policies.feedbackAcknowledge">${own}</span>`);
    // On /complaints/ (beside the form and in what happens next) and its thank-you page: each time a draft, never about a service agreement.
    for (const path of ['/complaints/', '/complaints/sent/']) {
      const captions = readPage(siteDir, path).querySelectorAll('main .claim-caption').filter((caption) => caption.getAttribute('data-illustrative')!.startsWith('policies.feedback'));
      expect(captions.length, path).toBeGreaterThanOrEqual(2);
      for (const caption of captions) expect(caption.textContent, path).toBe(site.policies[caption.getAttribute('data-illustrative')!.slice('policies.'.length) as 'feedbackAcknowledge'].caption);
    }
    expect(readPage(siteDir, '/complaints/').querySelector('.complaints__ways')!.textContent).not.toMatch(/service agreement/);
  });

  it.each([
    ['/', ['rating', 'stats.0', 'stats.1', 'stats.2', 'teamClaims.0', 'teamClaims.1', 'teamClaims.2']],
    ['/about/', ['teamClaims.0', 'teamClaims.0']],
    ['/team/', ['teamClaims.0', 'teamClaims.1', 'teamClaims.2']],
    ['/referral/', ['stats.2']],
    ['/referral/sent/', ['stats.2']],
    ['/contact/sent/', ['stats.2']],
    ['/referrers/', ['stats.2', 'stats.2', 'policies.priceLimit']],
    ['/services/mental-health-support-work/', ['stats.2', 'stats.1', 'teamClaims.2']],
  ] as const)('caption every claim on %s', (path, fields) => {
    const shown = readPage(siteDir, path)
      .querySelectorAll('main .claim-caption')
      .map((caption) => caption.getAttribute('data-illustrative'))
      .filter((field) => !field!.startsWith('policies.') || path === '/referrers/');
    expect(shown.sort()).toEqual([...fields].sort());
  });
});

describe('typed claims', () => {
  it('catch a reliability promise about our workers, and no longer find one on the home page', () => {
    expect(findTypedClaims('Lived experience and trauma-informed practice, from workers who turn up and follow through.', { aboutUs: true })).toEqual([
      { line: 1, kind: 'reliability claim', text: 'Lived experience and trauma-informed practice, from workers who turn up and follow through.' },
    ]);
    expect(findTypedClaims('We never cancel on you.', { aboutUs: false })).toHaveLength(1);
    expect(findTypedClaims('Turning up when we say we will matters.', { aboutUs: true })).toEqual([]);
    expect(JSON.stringify(JSON.parse(readFileSync('content/home.json', 'utf8')))).not.toMatch(/turn up and follow through/);
  });

  it('no longer say telehealth reaches anywhere in Victoria: only the free access help does', () => {
    const areas = readPage(siteDir, '/').querySelector('#service-areas')!.textContent;
    expect(areas).not.toMatch(/telehealth[^.]*anywhere in Victoria/);
    expect(areas).toMatch(/free help to apply for the NDIS is by phone or video, anywhere in Victoria/);
    expect(readPage(siteDir, '/referrers/').querySelector('main')!.textContent).not.toMatch(/Telehealth (?:works anywhere|across Victoria)/);
  });
});
