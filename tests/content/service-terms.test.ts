/**
 * The service terms, fact source by fact source: each service's support items come from
 * content/service-terms.json alone (its service page and /referrers/ show the same numbers, and no other
 * content file types one); a service without an item says why; the pricing link and its checked date come
 * from site.json; our own policies and the complaint lines come from site.json, each policy captioned while
 * it is a draft; every service has terms, and a missing field fails naming the file and the field.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { loadSiteContent } from '../../templates/site.ts';
import { parseServiceTerms } from '../../templates/content/service-terms.ts';
import { filesEndingIn } from '../../generator/content/read.ts';
import { ContentErrors } from '../../generator/errors.ts';
import { createMarkdownRenderer } from '../../generator/markdown/processor.ts';
import { formatDate } from '../../templates/format.ts';
import { readPage } from '../support/site.ts';

const siteDir = inject('siteDir');
const site = JSON.parse(readFileSync('content/site.json', 'utf8'));
const terms = JSON.parse(readFileSync('content/service-terms.json', 'utf8'));
const slugs = filesEndingIn('content/services', '.md').map((file) => file.replace(/^.*\/|\.md$/g, ''));
const ITEM = /(?<![\d_])\d{2}_\d{3}_\d{4}_\d_\d(?![\d_])/g;

const work = mkdtempSync(join(tmpdir(), 'service-terms-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

let count = 0;
/** The fixture site with service-terms.json changed, loaded: the messages it fails with. */
async function problems(change: (terms: Record<string, any>) => void): Promise<string[]> {
  const dir = join(work, `site-${(count += 1)}`);
  cpSync('tests/fixtures/site', dir, { recursive: true });
  const file = join(dir, 'service-terms.json');
  const data = JSON.parse(readFileSync(file, 'utf8'));
  change(data);
  writeFileSync(file, JSON.stringify(data, null, 2));
  try {
    await loadSiteContent(dir);
  } catch (error) {
    if (!(error instanceof ContentErrors)) throw error;
    return error.errors.map((e) => e.message.replace(`${relative(process.cwd(), dir)}/`, ''));
  }
  throw new Error('the content loaded without a problem');
}

describe('support items', () => {
  it.each(slugs)('%s: its page and /referrers/ show exactly the items in service-terms.json', (slug) => {
    const expected = terms.services[slug].items.map((item: { number: string }) => item.number);
    const onPage = readPage(siteDir, `/services/${slug}/`).querySelector('#terms')!.textContent.match(ITEM) ?? [];
    const onReferrers = readPage(siteDir, '/referrers/').querySelector(`[data-service="${slug}"]`)!.textContent.match(ITEM) ?? [];
    expect(onPage).toEqual(expected);
    expect(onReferrers).toEqual(expected);
  });

  it('are typed nowhere else in content/', () => {
    const typed = filesEndingIn('content', '.md')
      .concat(filesEndingIn('content', '.json'))
      .filter((file) => !file.endsWith('service-terms.json'))
      .flatMap((file) => (readFileSync(file, 'utf8').match(ITEM) ?? []).map((number) => `${file}: ${number}`));
    expect(typed).toEqual([]);
  });

  it('a service without an item says why, on its page and for referrers', () => {
    const without = slugs.filter((slug) => terms.services[slug].items.length === 0);
    expect(without.length).toBeGreaterThan(0);
    for (const slug of without) {
      expect(readPage(siteDir, `/services/${slug}/`).querySelector('#terms')!.textContent).toContain(terms.services[slug].why);
      expect(readPage(siteDir, '/referrers/').querySelector(`[data-service="${slug}"]`)!.textContent).toContain(terms.services[slug].why);
    }
  });

  it('fails a service with no items and no reason, naming the file and the field', async () => {
    expect(await problems((data) => delete data.services['gamma-service'].why)).toEqual([
      'service-terms.json: services.gamma-service.why: is required when "items" is empty: say in one sentence why the support item depends, or list the item',
    ]);
  });

  it('fails a mistyped item number', () => {
    const raw = JSON.parse(readFileSync('tests/fixtures/site/service-terms.json', 'utf8'));
    raw.services['alpha-service'].items[0].number = '07-101-0106';
    expect(() => parseServiceTerms('content/service-terms.json', raw, createMarkdownRenderer({ siteOrigin: 'https://example.org' }))).toThrow(
      'content/service-terms.json: services.alpha-service.items[0].number: must be a support item number written like 07_002_0106_8_3, found "07-101-0106"',
    );
  });
});

describe('every service has its terms', () => {
  it.each(slugs)('/services/%s/ shows the terms, with who can use it now and how to complain', (slug) => {
    const section = readPage(siteDir, `/services/${slug}/`).querySelector('#terms')!;
    expect(section.querySelector('h2')!.textContent).toBe(terms.heading);
    const text = section.textContent;
    if (terms.services[slug].free) {
      expect(section.querySelector('#terms-who')!.textContent).toContain('Anyone in Victoria');
    } else {
      // Who can use us now, and what an NDIA-managed participant can do instead.
      expect(text).toContain(site.registration.notice);
      expect(section.querySelectorAll('.terms__options li')).toHaveLength(terms.whoCanUse.options.length);
      expect(section.querySelector('.terms__options a[href="tel:1800800110"]')).not.toBeNull();
      for (const part of ['terms-cancel', 'terms-travel', 'terms-agreement', 'terms-change']) expect(section.querySelector(`#${part}`), part).not.toBeNull();
    }
    for (const part of ['terms-who', 'terms-cost', 'terms-complaints', 'terms-screening']) expect(section.querySelector(`#${part}`), part).not.toBeNull();
  });

  it('fails a service with no terms, and terms for no service, naming the file and the field', async () => {
    expect(
      await problems((data) => {
        delete data.services['beta-service'];
        data.services['omega-service'] = data.services['alpha-service'];
      }),
    ).toEqual([
      'service-terms.json: services.beta-service: is missing: add the budget and support items of services/beta-service.md (or "items": [] and a "why")',
      'service-terms.json: services.omega-service: "omega-service" is not a service in services/: check the spelling or remove it',
    ]);
  });

  it('fails a missing rule, naming the file and the field', async () => {
    expect(
      await problems((data) => {
        delete data.cancellations.rule;
        delete data.cost.linkLabel;
      }),
    ).toEqual(['service-terms.json: cost.linkLabel: is required: add it', 'service-terms.json: cancellations.rule: is required: add it']);
  });
});

describe('facts from site.json', () => {
  const page = readPage(siteDir, '/services/psychosocial-recovery-coaching/');

  it('links the Pricing Arrangements from site.json, with the date the link was checked', () => {
    for (const path of ['/services/psychosocial-recovery-coaching/', '/services/', '/referrers/']) {
      const pricing = readPage(siteDir, path).querySelector('.terms__pricing')!;
      expect(pricing.querySelector('a')!.getAttribute('href'), path).toBe(site.pricing.url);
      expect(pricing.querySelector('time')!.getAttribute('datetime'), path).toBe(site.pricing.checked);
      expect(pricing.textContent, path).toContain(formatDate(site.pricing.checked));
    }
  });

  it('types the Pricing Arrangements address nowhere else in the service pages, pages or data', () => {
    const files = [...filesEndingIn('content/services', '.md'), ...filesEndingIn('content/pages', '.md'), ...filesEndingIn('content', '.json').filter((file) => !file.endsWith('site.json'))];
    expect(files.filter((file) => readFileSync(file, 'utf8').includes('ndis.gov.au/providers/pricing-arrangements'))).toEqual([]);
  });

  it('shows each of our policies from site.json, captioned while it is a draft', () => {
    for (const name of ['priceLimit', 'cancellation', 'travel', 'nonFaceToFace', 'workerScreening']) {
      const caption = page.querySelector(`#terms .claim-caption[data-illustrative="policies.${name}"]`);
      expect(caption, name).not.toBeNull();
      expect(caption!.parentNode!.textContent, name).toContain(site.policies[name].sentence);
      expect(caption!.textContent).toBe(site.policies[name].caption ?? site.claimCaptions.policy);
    }
  });

  it('gives the complaint lines from site.json as tap-to-call links, the advocacy finder and our complaints page', () => {
    const complaints = page.querySelector('#terms-complaints')!;
    for (const line of [site.complaints.ndisCommission, site.complaints.vdwc]) {
      const call = complaints.querySelectorAll('a').find((link) => link.getAttribute('href') === `tel:${line.number.replace(/\s/g, '')}`);
      expect(call, line.name).toBeDefined();
      expect(complaints.querySelector(`a[href="${line.url}"]`), line.name).not.toBeNull();
    }
    expect(complaints.querySelector(`a[href="${site.complaints.advocacy.url}"]`)).not.toBeNull();
    expect(complaints.querySelector(`a[href="${terms.complaints.usLink}"]`)?.textContent).toContain(terms.complaints.usLinkLabel);
  });

  it('types the NDIS Commission and VDWC numbers nowhere in the service pages, Easy Read or the terms', () => {
    const files = [...filesEndingIn('content/services', '.md'), 'content/easy-read.json', 'content/service-terms.json', 'content/programs.json'];
    expect(files.filter((file) => /1800 035 544|1800 497 132/.test(readFileSync(file, 'utf8')))).toEqual([]);
  });
});
