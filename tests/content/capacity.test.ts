/**
 * Places for referrers: the "as at" date goes stale after 30 days (on a fixed clock), the build then warns
 * and --strict fails; /referrers/ shows places by service and area, and says "ask us" where they are not
 * known, never silence; the places name real services and council areas, each area once.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { CAPACITY_MAX_DAYS, capacityWarning, staleCapacity } from '../../templates/checks/capacity-date.ts';
import { daysBetween } from '../../generator/text.ts';
import { loadSiteContent } from '../../templates/site.ts';
import { todayInMelbourne } from '../../generator/text.ts';
import { ContentErrors } from '../../generator/errors.ts';
import { runBuild } from '../support/cli.ts';
import { readPage } from '../support/site.ts';

const siteDir = inject('siteDir');
const referrers = JSON.parse(readFileSync('content/referrers.json', 'utf8'));
const work = mkdtempSync(join(tmpdir(), 'capacity-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

let count = 0;
/** A copy of the fixture site with referrers.json changed. */
function fixture(change: (data: Record<string, any>) => void): string {
  const dir = join(work, `site-${(count += 1)}`);
  cpSync('tests/fixtures/site', dir, { recursive: true });
  const file = join(dir, 'referrers.json');
  const data = JSON.parse(readFileSync(file, 'utf8'));
  change(data);
  writeFileSync(file, JSON.stringify(data, null, 2));
  return dir;
}

/** YYYY-MM-DD `days` before `date`. */
const daysBefore = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

describe('the "as at" date, on a fixed clock', () => {
  const TODAY = '2026-12-25';

  it(`is current for ${CAPACITY_MAX_DAYS} days and stale after`, () => {
    expect(daysBetween('2026-11-25', TODAY)).toBe(30);
    expect(staleCapacity('content/referrers.json', '2026-11-25', TODAY)).toBeUndefined();
    expect(staleCapacity('content/referrers.json', '2026-11-24', TODAY)).toEqual({ file: 'content/referrers.json', asAt: '2026-11-24', days: 31 });
  });

  it('warns naming the file, the field, the age and what to do', () => {
    expect(capacityWarning(staleCapacity('content/referrers.json', '2026-10-01', TODAY), TODAY)).toBe(
      'Warning: content/referrers.json: capacity.asAt is 2026-10-01, 85 days before today (2026-12-25). Referrers read these places as current: check them with the team, update "services", then set "asAt" to today. In the website editor (/admin/), open "Places for referrers" to do it there. "npm run build -- --strict" fails until then.',
    );
    expect(capacityWarning(undefined, TODAY)).toBeUndefined();
  });
});

describe('the build', () => {
  const today = todayInMelbourne();

  it('warns while the places are more than 30 days old, and --strict fails listing them', () => {
    const stale = fixture((data) => (data.capacity.asAt = daysBefore(today, 40)));
    const built = runBuild(['--content', stale, '--out', join(work, 'stale-out'), '--no-share-images', '--quiet']);
    expect(built.code).toBe(0);
    expect(built.stderr).toContain(`referrers.json: capacity.asAt is ${daysBefore(today, 40)}, 40 days before today (${today})`);
    const strict = runBuild(['--content', stale, '--out', join(work, 'strict-out'), '--no-share-images', '--quiet', '--strict']);
    expect(strict.code).toBe(1);
    expect(strict.stderr).toContain(`referrers.json capacity.asAt: ${daysBefore(today, 40)} (40 days old: check the places, then set asAt to today)`);
  });

  it('says nothing about places checked this month', () => {
    const fresh = fixture((data) => (data.capacity.asAt = daysBefore(today, 3)));
    const built = runBuild(['--content', fresh, '--out', join(work, 'fresh-out'), '--no-share-images', '--quiet']);
    expect(built.code).toBe(0);
    expect(built.stderr).not.toContain('capacity.asAt');
    const places = readPage(join(work, 'fresh-out'), '/referrers/').querySelector('#places')!;
    // The fixture's places: taking referrals in two areas, a waiting list in one, full in another.
    const alpha = places.querySelector('[data-service="alpha-service"]')!;
    expect(alpha.querySelector('[data-status="open"]')!.textContent).toBe('Taking referrals: City of Casey, City of Monash');
    expect(alpha.querySelector('[data-status="waitlist"]')!.textContent).toBe('Waiting list: City of Whitehorse (about 4 weeks)');
    expect(alpha.querySelector('[data-status="ask"]')!.textContent).toBe('Ask us about: City of Maroondah, City of Greater Dandenong, Cardinia Shire');
    expect(places.querySelector('[data-service="beta-service"] [data-status="full"]')!.textContent).toBe('Not taking referrals: Cardinia Shire');
    // A service with no places published says "ask us", with a way to ask.
    expect(places.querySelector('[data-service="gamma-service"] [data-places="unknown"]')!.textContent).toBe('Ask us');
    expect(places.querySelector('#places-unknown a[href^="tel:"]')).not.toBeNull();
  });
});

describe('/referrers/ as built', () => {
  const page = readPage(siteDir, '/referrers/');
  // Whatever the office publishes (in the editor's "Places for referrers"): some services, all or none.
  const services = page.querySelectorAll('#places [data-service]').map((item) => item.getAttribute('data-service')!);
  const unpublished = services.filter((slug) => !referrers.capacity.services[slug]);

  it('gives places by service with the date they were checked, in the glance at the top', () => {
    const glance = page.querySelector('[data-glance="places"]')!;
    expect(glance.querySelector('time')!.getAttribute('datetime')).toBe(referrers.capacity.asAt);
    if (unpublished.length) expect(glance.textContent).toMatch(/Ask us/i);
    expect(page.querySelector('#places .places-section__date time')!.getAttribute('datetime')).toBe(referrers.capacity.asAt);
  });

  it('says "ask us" for every service whose places are not published, never silence', () => {
    for (const item of page.querySelectorAll('#places [data-service]')) {
      const places = item.querySelector('dd')!.textContent.trim();
      expect(places.length, item.getAttribute('data-service')!).toBeGreaterThan(0);
    }
    if (unpublished.length) {
      expect(page.querySelectorAll('#places [data-places="unknown"]').length).toBeGreaterThan(0);
      expect(page.querySelector('#places-unknown')!.textContent).toMatch(/Ask us/);
    }
  });

  it('does not tell referrers to e-mail health information in a password-protected file as if it were safe', () => {
    const documents = page.querySelector('main')!.textContent;
    expect(documents).toMatch(/not a secure way/);
    expect(documents).not.toMatch(/Attach them to an e-mail in a password-protected file/);
  });
});

describe('referrers.json', () => {
  async function problems(change: (data: Record<string, any>) => void): Promise<string[]> {
    const dir = fixture(change);
    try {
      await loadSiteContent(dir, { saveCache: false });
    } catch (error) {
      if (!(error instanceof ContentErrors)) throw error;
      return error.errors.map((e) => e.message.replace(`${relative(process.cwd(), dir)}/`, ''));
    }
    throw new Error('the content loaded without a problem');
  }

  it('names real services and council areas, each area once, and a real date', async () => {
    expect(
      await problems((data) => {
        data.capacity.services['omega-service'] = { open: ['City of Casey'] };
        data.capacity.services['alpha-service'].full = ['Shire of Nowhere', 'City of Casey'];
      }),
    ).toEqual([
      'referrers.json: capacity.services.alpha-service.full[1]: "City of Casey" is also under "open": name each area once',
    ]);
    expect(await problems((data) => (data.capacity.services['omega-service'] = { open: ['Shire of Nowhere'] }))).toEqual([
      'referrers.json: capacity.services.omega-service: "omega-service" is not a service in services/: check the spelling or remove it',
      expect.stringMatching(/^referrers\.json: capacity\.services\.omega-service\.open\[0\]: "Shire of Nowhere" is not a council area in site\.json "localGovernmentAreas": use one of City of Whitehorse, /),
    ]);
    expect(await problems((data) => (data.capacity.asAt = '2026-02-30'))).toEqual(['referrers.json: capacity.asAt: 2026-02-30 is not a real calendar date']);
  });
});
