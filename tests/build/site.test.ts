/**
 * The built site (dist/): every route of the spec exists, aliases point to their targets, the layout
 * carries the spec's global elements, and the home page has its fourteen sections in order, each showing
 * what its content file holds. Figures, counts and words are read from content/ (site.json, home.json,
 * testimonials.json, programs.json, faq.json), never pinned: the provider is told to replace the sample
 * figures, and a correct edit must not fail a test.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import content from '../../content/site.json' with { type: 'json' };
import homeContent from '../../content/home.json' with { type: 'json' };
import testimonialsContent from '../../content/testimonials.json' with { type: 'json' };
import programsContent from '../../content/programs.json' with { type: 'json' };
import faqContent from '../../content/faq.json' with { type: 'json' };
import { HOME_SECTIONS } from '../../templates/pages/HomePage.tsx';
import { MAIN_PAGES, SPEC_ALIASES, SPEC_ARTICLE_SLUGS, SPEC_ROUTES, allPagePaths, hasPage, readPage } from '../support/site.ts';
import { LANGUAGES } from '../support/languages.ts';

const siteDir = inject('siteDir');
const SERVICE_SLUGS = SPEC_ROUTES.filter((path) => path.startsWith('/services/') && path !== '/services/').map((path) => path.split('/')[2]!);

describe('routes', () => {
  it.each(SPEC_ROUTES)('%s is written as <path>/index.html', (path) => {
    expect(hasPage(siteDir, path)).toBe(true);
  });

  it.each(SPEC_ARTICLE_SLUGS)('/resources/%s/ is its own page', (slug) => {
    expect(hasPage(siteDir, `/resources/${slug}/`)).toBe(true);
  });

  it.each(Object.entries(SPEC_ALIASES))('%s redirects to %s', (from, to) => {
    const page = readPage(siteDir, from);
    expect(page.querySelector('meta[http-equiv="refresh"]')?.getAttribute('content')).toBe(`0; url=${to}`);
    expect(page.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${content.baseUrl}${to}`);
    expect(page.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(page.querySelector(`main a[href="${to}"]`)).not.toBeNull();
  });

  it('has a 301 rule in _redirects for each alias, with and without the trailing slash', () => {
    const rules = readFileSync(join(siteDir, '_redirects'), 'utf8');
    for (const [from, to] of Object.entries(SPEC_ALIASES)) {
      expect(rules).toContain(`${from} ${to} 301`);
      expect(rules).toContain(`${from.replace(/\/$/, '')} ${to} 301`);
    }
  });

  it('has a helpful 404 page at the root, with the layout and links to the main sections', () => {
    const page = readPage(siteDir, '/404.html');
    expect(page.querySelector('h1')?.textContent).toMatch(/can.t find/i);
    expect(page.querySelector('header.site-header')).not.toBeNull();
    expect(page.querySelector('footer.site-footer')).not.toBeNull();
    for (const href of ['/', '/services/', '/resources/', '/contact/']) expect(page.querySelector(`main a[href="${href}"]`), href).not.toBeNull();
    expect(page.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });

  it('keeps /login and /admin out of search engines', () => {
    for (const path of ['/login/', '/admin/']) {
      expect(readPage(siteDir, path).querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    }
  });
});

describe('every page', () => {
  const paths = allPagePaths(siteDir);

  it('covers the whole site', () => {
    expect(paths.length).toBeGreaterThan(80);
  });

  it.each(paths)('%s has the layout, one h1 and its own title', (path) => {
    const page = readPage(siteDir, path);
    // Pages in community languages carry their own language (tests/build/languages.test.ts checks them).
    expect(page.querySelector('html')?.getAttribute('lang')).toBe(LANGUAGES.find(({ slug }) => path === `/languages/${slug}/`)?.lang ?? 'en-AU');
    expect(page.querySelectorAll('h1')).toHaveLength(1);
    expect(page.querySelector('title')?.textContent.trim()).toBeTruthy();
    expect(page.querySelector('meta[name="description"]')?.getAttribute('content')).toBeTruthy();
    expect(page.querySelector('main#main-content')).not.toBeNull();
  });

  it('has titles and descriptions that no other page shares', () => {
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const path of paths.filter((p) => !Object.keys(SPEC_ALIASES).includes(p) && !p.endsWith('/sent/'))) {
      const page = readPage(siteDir, path);
      const title = page.querySelector('title')!.textContent;
      const description = page.querySelector('meta[name="description"]')!.getAttribute('content')!;
      expect(titles.get(title), `${path} shares its title with ${titles.get(title)}`).toBeUndefined();
      expect(descriptions.get(description), `${path} shares its description with ${descriptions.get(description)}`).toBeUndefined();
      titles.set(title, path);
      descriptions.set(description, path);
    }
  });

  it('contains no placeholder text', () => {
    for (const path of paths) {
      const text = readPage(siteDir, path).querySelector('body')!.textContent;
      expect(text, path).not.toMatch(/lorem ipsum|\bTODO\b|coming soon|\{\{\s*\w+\s*\}\}/i);
    }
  });

  it('shows no markdown syntax as text: no table pipes, link brackets, emphasis stars, strike-through or footnote marks', () => {
    for (const path of paths) {
      const text = readPage(siteDir, path).querySelector('main')!.textContent;
      expect(text, path).not.toMatch(/\|\s*:?-{3,}|\]\(|\*\*\S|~~\S|\[\^\w+\]/);
    }
  });
});

describe('global layout', () => {
  it.each(Object.keys(MAIN_PAGES))('%s starts with skip links to targets that exist', (path) => {
    const page = readPage(siteDir, path);
    const links = page.querySelectorAll('.skip-links a');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['#main-content', '#site-navigation', '#site-footer']);
    for (const link of links) expect(page.querySelector(link.getAttribute('href')!), link.getAttribute('href')!).not.toBeNull();
    const firstFocusable = page.querySelector('body a, body button, body input');
    expect(firstFocusable?.getAttribute('href')).toBe('#main-content');
  });

  it.each(Object.entries(MAIN_PAGES))('%s marks exactly one nav link, "%s", as the current page', (path, label) => {
    const current = readPage(siteDir, path).querySelectorAll('#site-navigation a[aria-current]');
    expect(current).toHaveLength(1);
    expect(current[0]!.textContent.trim()).toBe(label);
    expect(current[0]!.getAttribute('aria-current')).toBe('page');
  });

  it('marks the section of an inner page (an article is in Resources)', () => {
    const current = readPage(siteDir, '/resources/trauma-informed-care-101/').querySelectorAll('#site-navigation a[aria-current]');
    expect(current.map((link) => [link.textContent.trim(), link.getAttribute('aria-current')])).toEqual([['Resources', 'true']]);
  });

  it('puts the phone and the referral button in the header', () => {
    const header = readPage(siteDir, '/').querySelector('header.site-header')!;
    expect(header.querySelector(`a[href="tel:+61${content.phone.replace(/\D/g, '').slice(1)}"]`)?.textContent.replace(/\u00a0/g, ' ')).toContain(content.phone);
    expect(header.querySelector('a[href="/referral/"]')?.textContent.trim()).toBe('Submit a referral');
  });

  it('puts the spec constants in the footer', () => {
    const footer = readPage(siteDir, '/about/').querySelector('footer.site-footer')!;
    const text = footer.textContent.replace(/\s+/g, ' ');
    for (const [name, number, href] of [
      ['Lifeline', '13 11 14', 'tel:131114'],
      ['Beyond Blue', '1300 22 4636', 'tel:1300224636'],
      ['Emergency', '000', 'tel:000'],
    ]) {
      const link = footer.querySelector(`a[href="${href}"]`);
      expect(link?.textContent.replace(/\s+/g, ' ').trim(), name).toBe(`${name} ${number}`);
    }
    expect(footer.querySelector(`a[href="mailto:${content.email}"]`)).not.toBeNull();
    expect(text).toContain(`ABN ${content.abn}`);
    // The spec's line: from the first year the site was published to this year.
    expect(text).toContain(`© ${content.copyrightFirstYear}–${content.copyrightYear} `);
    expect(text).toContain(content.registration.notice);
    expect(text).not.toMatch(/\bregistered (NDIS )?provider\b/i);
    for (const href of ['/', '/services/', '/about/', '/resources/', '/contact/', '/privacy/', '/terms/', '/accessibility/']) {
      expect(footer.querySelector(`a[href="${href}"]`), href).not.toBeNull();
    }
    for (const slug of SERVICE_SLUGS) expect(footer.querySelector(`a[href="/services/${slug}/"]`), slug).not.toBeNull();
  });
});

describe('home page', () => {
  const home = readPage(siteDir, '/');

  it('has the fourteen sections of the spec, in its order', () => {
    const ids = home.querySelectorAll('main > section[id]').map((section) => section.getAttribute('id'));
    expect(ids).toEqual([...HOME_SECTIONS]);
  });

  /** Text as a visitor reads it: one space between words. */
  const words = (text: string) => text.replace(/\s+/g, ' ').trim();

  it('shows the hero, the trust badges and the stats from home.json and site.json', () => {
    expect(home.querySelector('#hero h1')?.textContent).toBe(homeContent.hero.headline);
    expect(home.querySelector(`#hero a[href="${homeContent.hero.primary.href}"]`)).not.toBeNull();
    expect(home.querySelector(`#hero a[href="${homeContent.hero.secondary.href}"]`)).not.toBeNull();
    const badges = words(home.querySelector('#trust')!.textContent);
    expect(badges).toContain(content.registration.badge);
    // The spec's rating, captioned while unconfirmed (tests/build/claim-captions.test.ts).
    expect(badges).toMatch(/4\.9.*community rated/);
    expect(badges).toContain(homeContent.regionBadge);
    const stats = words(home.querySelector('#stats')!.textContent);
    expect(content.stats.length).toBeGreaterThan(0);
    for (const stat of content.stats) {
      expect(stats).toContain(stat.value);
      expect(stats).toContain(stat.label);
    }
  });

  it('has a card for each outcome, a tile for each service, each step, and the service areas', () => {
    expect(home.querySelectorAll('#outcomes li')).toHaveLength(homeContent.outcomes.cards.length);
    expect(home.querySelectorAll('#difference .service-card')).toHaveLength(homeContent.difference.services.length);
    for (const slug of homeContent.difference.services) expect(home.querySelector(`#difference a[href="/services/${slug}/"]`), slug).not.toBeNull();
    expect(home.querySelector('#difference a[href="/services/"]')).not.toBeNull();
    expect(home.querySelectorAll('#how-we-work ol > li')).toHaveLength(homeContent.howWeWork.steps.length);
    const areas = words(home.querySelector('#service-areas')!.textContent);
    for (const suburb of [...content.serviceAreas, homeContent.serviceAreas.moreLabel]) expect(areas).toContain(suburb);
  });

  it('links the access support to /referral and the phone', () => {
    expect(home.querySelector('#access-support a[href="/referral/"]')).not.toBeNull();
    expect(home.querySelector('#access-support a[href^="tel:"]')).not.toBeNull();
  });

  it('has every testimonial and a referral link; while they are illustrative, no stars, names or places, and the heading says so', () => {
    // The spec's five stars per testimonial are left off invented quotes (content review, must-fix 1): a
    // rating no one gave, beside a name and suburb, reads as real social proof. tests/build/images.test.ts
    // builds with the testimonials confirmed and sees the stars and the person come back.
    expect(content.unconfirmed).toContain('testimonials');
    const figures = home.querySelectorAll('#testimonials figure');
    expect(figures).toHaveLength(testimonialsContent.testimonials.length);
    figures.forEach((figure, index) => {
      const testimonial = testimonialsContent.testimonials[index]!;
      expect(figure.querySelector('blockquote')).not.toBeNull();
      expect(figure.querySelector('figcaption')!.textContent).toBe(homeContent.testimonials.exampleCaption.replace('a {role}', `${/^[aeiou]/i.test(testimonial.role) ? 'an' : 'a'} ${testimonial.role}`));
      expect(figure.querySelectorAll('.testimonial__stars, .testimonial__name, .testimonial__avatar')).toHaveLength(0);
      expect(figure.textContent, `testimonial ${index + 1}`).not.toContain(testimonial.name);
      expect(figure.textContent, `testimonial ${index + 1}`).not.toContain(testimonial.attribution);
    });
    expect(home.querySelector('#testimonials h2')!.textContent).toBe(homeContent.testimonials.illustrativeHeading);
    expect(home.querySelector('#testimonials')!.textContent).not.toMatch(/Rated 5/);
    expect(home.querySelector('#testimonials a[href="/referral/"]')).not.toBeNull();
  });

  it('lists every program open for expressions of interest, with its frequency and funding', () => {
    const programs = home.querySelector('#programs')!;
    expect(programs.querySelectorAll('.program-card')).toHaveLength(programsContent.items.length);
    const text = words(programs.textContent);
    for (const program of programsContent.items) {
      expect(programs.querySelector(`a[href="/programs/${program.id}/"]`), program.id).not.toBeNull();
      expect(text).toContain(program.frequency);
    }
    expect(text).toContain(words(programsContent.funding));
    expect(programs.querySelectorAll('.status-tag').every((tag) => tag.textContent === programsContent.status)).toBe(true);
    expect(programs.querySelector('a[href="/contact/"]')).not.toBeNull();
    expect(programs.querySelector('a[href="/referral/"]')).not.toBeNull();
  });

  it('shows every team claim and links to /team and /contact', () => {
    const team = words(home.querySelector('#team')!.textContent);
    expect(content.teamClaims.length).toBeGreaterThan(0);
    for (const claim of content.teamClaims) {
      expect(team).toContain(claim.value);
      expect(team).toContain(claim.label);
    }
    expect(home.querySelector('#team a[href="/team/"]')).not.toBeNull();
    expect(home.querySelector('#team a[href="/contact/"]')).not.toBeNull();
  });

  it('has every FAQ item, with the links to resources, contact and services', () => {
    const faq = home.querySelector('#faq')!;
    for (const item of faqContent.items) expect(faq.querySelector(`#${item.id}-answer`), item.id).not.toBeNull();
    for (const link of homeContent.faq.links) expect(faq.querySelector(`a[href="${link.href}"]`), link.href).not.toBeNull();
  });

  it('shows a card for each resource home.json names, with its category and reading time', () => {
    const cards = home.querySelectorAll('#resources .article-card');
    expect(cards.map((card) => card.querySelector('a')!.getAttribute('href'))).toEqual(homeContent.resources.articles.map((slug) => `/resources/${slug}/`));
    for (const card of cards) {
      const article = readPage(siteDir, card.querySelector('a')!.getAttribute('href')!);
      // The card says what the article's own page says.
      expect(card.querySelector('.tag')!.textContent).toBe(article.querySelector('.article__category .tag')!.textContent.trim());
      expect(card.querySelector('.article-card__time')!.textContent).toBe(article.querySelector('.article__meta span')!.textContent);
    }
    expect(home.querySelector('#resources a[href="/resources/"]')?.textContent).toBe(homeContent.resources.linkLabel);
  });
});

describe('contact page', () => {
  it('puts "We are not a crisis service" and the help lines before its text and form, so a phone shows them first', () => {
    const main = readPage(siteDir, '/contact/').querySelector('main')!;
    const html = main.innerHTML;
    // The contact page shows the compact notice ("crisis-notice crisis-notice--compact").
    const notice = html.indexOf('class="crisis-notice');
    expect(notice).toBeGreaterThan(-1);
    expect(notice).toBeLessThan(html.indexOf('class="prose'));
    expect(notice).toBeLessThan(html.indexOf('data-island="form"'));
    expect(main.querySelector('.crisis-notice')!.text).toMatch(/000[\s\S]*Lifeline[\s\S]*13\s11\s14/);
  });
});

describe('articles on topics outside our work', () => {
  const outside = readdirSync('content/resources')
    .filter((name) => /^outsideOurWork: true$/m.test(readFileSync(join('content/resources', name), 'utf8')))
    .map((name) => `/resources/${name.replace(/\.md$/, '')}/`);

  it('exist: the out-of-scope articles are marked in their front matter', () => {
    expect(outside.length).toBeGreaterThanOrEqual(10);
  });

  it.each(outside)('%s ends with where to go instead, with no "talk to us" prompt in the body or the sidebar', (path) => {
    const main = readPage(siteDir, path).querySelector('main')!;
    expect(main.querySelectorAll('.cta, .page-aside__talk')).toHaveLength(0);
    expect(main.querySelectorAll('h2').map((h) => h.textContent.trim())).toContain('Where to go for this support');
  });

  it('leaves the prompt on an article within our work', () => {
    const main = readPage(siteDir, '/resources/understanding-psychosocial-recovery-coaching/').querySelector('main')!;
    expect(main.querySelectorAll('.cta')).toHaveLength(1);
  });
});
