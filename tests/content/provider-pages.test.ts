/**
 * The pages where the provider speaks of itself (issue 32): offers it can deliver, a privacy policy that
 * follows where and how form answers are really stored, an honest registration badge and a copyright year
 * that keeps up with the content. Each rule is proven on the real content and on a fixture that breaks it.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseSite, type SiteConfig } from '../../templates/content/site-settings.ts';
import { findPlaceholders } from '../../templates/checks/sample-values.ts';
import { fillTokens } from '../../generator/content/tokens.ts';
import { siteTokens } from '../../templates/content/site-tokens.ts';
import { copyrightProblems, level3Problems, registrationProblems } from '../../templates/checks/provider-pages.ts';

const raw = JSON.parse(readFileSync('content/site.json', 'utf8')) as Record<string, unknown>;
const site = parseSite('content/site.json', raw);
const KEY = 'age146p907rpwmdjr929j2xmu20wz8erm8sv3twkvzsf4gp36ur4xg6qe7wxyn';
const withForms = (forms: Partial<SiteConfig['forms']>): SiteConfig => ({ ...site, forms: { ...site.forms, ...forms } });
const rendered = (file: string, s: SiteConfig = site) => fillTokens(readFileSync(file, 'utf8'), siteTokens(s), file);

describe('specialist (Level 3) support coordination', () => {
  it('fails the old unconditional offer, in a page and in a data file, naming the line and the token to write', () => {
    expect(level3Problems('We offer:\n\n- [support coordination](/services/support-coordination/), including specialist support coordination')).toEqual([{ line: 3, message: expect.stringMatching(/without its condition .*: write \{\{level3Offer\}\}/) }]);
    expect(level3Problems(JSON.stringify({ items: [{ fullAnswer: 'We offer:\n\n- support coordination, including specialist support coordination' }] }, null, 2), true)).toEqual([{ line: 4, message: expect.any(String) }]);
    expect(level3Problems('- [support coordination](/services/support-coordination/) (Level 2). {{level3Offer}}')).toEqual([]);
  });

  it('states the condition while no practitioner is named, and names the practitioner once site.json does', () => {
    expect(site.unconfirmed).toContain('level3.practitioner');
    const about = rendered('content/pages/about.md');
    expect(about).toContain(site.level3.withoutPractitioner);
    expect(about).not.toMatch(/including specialist support coordination/);
    const named = parseSite('site.json', { ...raw, level3: { ...(raw.level3 as object), practitioner: 'Alex B., an occupational therapist' } });
    expect(rendered('content/pages/about.md', named)).toContain('We also offer specialist support coordination (Level 3), with Alex B., an occupational therapist.');
    expect(rendered('content/faq.json', named)).toContain('with Alex B., an occupational therapist.');
  });

  it('rejects a sentence for the named practitioner that has no place for the name', () => {
    expect(() => parseSite('site.json', { ...raw, level3: { ...(raw.level3 as object), withPractitioner: 'We also offer Level 3.' } })).toThrow(/level3\.withPractitioner: must contain \{practitioner\}/);
  });
});

describe('the privacy policy follows the real storage', () => {
  it('warns that form answers are not yet encrypted while forms.publicKey is empty', () => {
    const policy = rendered('content/pages/privacy.md', withForms({ delivery: 'local', publicKey: '' }));
    expect(policy).toContain(site.dataStorage.formsNotEncrypted);
    expect(policy).not.toContain(site.dataStorage.formsEncrypted);
    expect(policy).not.toMatch(/passwords and secure systems/);
  });

  it('says they are stored encrypted once our receiver has the intake key', () => {
    const policy = rendered('content/pages/privacy.md', withForms({ delivery: 'local', publicKey: KEY }));
    expect(policy).toContain(site.dataStorage.formsEncrypted);
    expect(policy).not.toContain(site.dataStorage.formsNotEncrypted);
  });

  it('does not claim encryption when forms go to another service, whose storage our key does not reach', () => {
    const policy = rendered('content/pages/privacy.md', withForms({ delivery: 'endpoint', endpoint: 'https://forms.provider.com.au/in', publicKey: KEY }));
    expect(policy).toContain(site.dataStorage.formsNotEncrypted);
  });

  it('says where the website and its forms keep information, names the sign-in provider, and is not unfinished', () => {
    const policy = rendered('content/pages/privacy.md');
    const overseas = policy.slice(policy.indexOf('## Information sent overseas'), policy.indexOf('## How long'));
    expect(overseas).toContain(`hosted in ${site.dataStorage.serverLocation}`);
    expect(overseas).toContain(site.forms.storageNotice);
    expect(overseas).toContain(`Staff sign in through ${site.dataStorage.signInProvider}`);
    expect(overseas).not.toMatch(/We have not yet listed|before this website is used for real referrals/);
    expect(policy).toMatch(/APP 9/);
    for (const field of ['dataStorage.serverLocation', 'dataStorage.signInProvider']) expect(site.unconfirmed).toContain(field);
  });

  it('lists where submissions are stored among the values to confirm, and shows an empty one as not set', () => {
    const fields = findPlaceholders(site);
    expect(fields.map((p) => p.field)).toEqual(expect.arrayContaining(['dataStorage.serverLocation', 'dataStorage.signInProvider', 'level3.practitioner']));
    expect(fields.find((p) => p.field === 'level3.practitioner')?.value).toBe('(not set)');
  });
});

describe('registration badge', () => {
  it('says plainly that we are not yet registered, and lists the application as unconfirmed', () => {
    expect(registrationProblems(site)).toEqual([]);
  });

  it('fails the old badge, "registered provider" and an application no one has confirmed', () => {
    const old = { ...site, registration: { ...site.registration, badge: 'NDIS Registration Pending' } };
    expect(registrationProblems(old).join(' ')).toMatch(/not an NDIS Commission status/);
    const registered = { ...site, registration: { ...site.registration, notice: 'We are a registered NDIS provider.' } };
    expect(registrationProblems(registered).join(' ')).toMatch(/never suggest we are registered/);
    expect(registrationProblems({ ...site, unconfirmed: [] })).toHaveLength(2);
  });
});

describe('copyright year', () => {
  it('fails when the content has moved into a later year (the build checks the real content)', () => {
    expect(copyrightProblems(2025, ['2025-06-01', '2026-11-25'])).toEqual([expect.stringMatching(/^2025 is older than the newest content \(2026-11-25\): set it to 2026/)]);
    expect(copyrightProblems(2026, ['2026-11-25'])).toEqual([]);
  });
});

describe('terms and accessibility', () => {
  it('the terms say the terms of a service are in its service agreement and on each service page', () => {
    const terms = rendered('content/pages/terms.md');
    expect(terms).toMatch(/service agreement/);
    expect(terms).toContain('](/services/)');
  });

  it('the accessibility statement links our Easy Read pages and makes no claim through a token', () => {
    const text = readFileSync('content/pages/accessibility.md', 'utf8');
    for (const path of ['/about/easy-read/', '/services/easy-read/', '/referral/easy-read/']) expect(text).toContain(`](${path})`);
    expect(text).not.toMatch(/\{\{claims\./);
  });
});
