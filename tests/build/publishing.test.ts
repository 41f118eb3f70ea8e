/**
 * What makes dist/ ready to publish: metadata on every page, structured data, the sitemap and robots.txt,
 * icons and the manifest, the resources feed, and the hand-over to hosted sign-in.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'node-html-parser';
import { describe, expect, inject, it } from 'vitest';
import site from '../../content/site.json' with { type: 'json' };
import { ARTICLES_PER_PAGE } from '../../templates/routes.ts';
import { runBuild } from '../support/cli.ts';
import { SPEC_ARTICLE_SLUGS, allPagePaths, readPage } from '../support/site.ts';

const siteDir = inject('siteDir');
const paths = allPagePaths(siteDir);
const indexable = paths.filter((path) => readPage(siteDir, path).querySelector('meta[name="robots"]')?.getAttribute('content') !== 'noindex');

function jsonLd(path: string): Record<string, unknown>[] {
  const script = readPage(siteDir, path).querySelector('script[type="application/ld+json"]');
  if (!script) return [];
  const data = JSON.parse(script.textContent) as Record<string, unknown>;
  return (data['@graph'] as Record<string, unknown>[] | undefined) ?? [data];
}

describe('every indexable page', () => {
  it.each(indexable)('%s has a canonical https address, social cards with an image, and the organisation', (path) => {
    const page = readPage(siteDir, path);
    expect(page.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${site.baseUrl}${path}`);
    expect(page.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBeTruthy();
    expect(page.querySelector('meta[property="og:description"]')?.getAttribute('content')).toBeTruthy();
    expect(page.querySelector('meta[name="twitter:card"]')?.getAttribute('content')).toBe('summary_large_image');
    const image = page.querySelector('meta[property="og:image"]')!.getAttribute('content')!;
    expect(image.startsWith(`${site.baseUrl}/share/`)).toBe(true);
    expect(existsSync(join(siteDir, image.slice(site.baseUrl.length)))).toBe(true);
    expect(jsonLd(path).some((node) => node['@type'] === 'Organization' && Array.isArray(node.areaServed))).toBe(true);
  });
});

describe('structured data', () => {
  it('describes the home page questions as an FAQPage', () => {
    const faq = jsonLd('/').find((node) => node['@type'] === 'FAQPage') as { mainEntity: { name: string }[] } | undefined;
    expect(faq?.mainEntity.map((question) => question.name)).toHaveLength(4);
  });

  it('describes articles as Article with a BreadcrumbList', () => {
    const nodes = jsonLd('/resources/understanding-complex-ptsd/');
    const article = nodes.find((node) => node['@type'] === 'Article') as { headline: string; datePublished: string } | undefined;
    expect(article?.headline).toMatch(/complex PTSD/i);
    expect(article?.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(nodes.some((node) => node['@type'] === 'BreadcrumbList')).toBe(true);
  });

  it('describes service pages as Service', () => {
    const service = jsonLd('/services/ndis-application-advocacy/').find((node) => node['@type'] === 'Service') as { areaServed: { name: string } } | undefined;
    expect(service?.areaServed.name).toBe('Victoria, Australia');
  });
});

describe('site files', () => {
  const sitemap = readFileSync(join(siteDir, 'sitemap.xml'), 'utf8');

  it('lists indexable pages in the sitemap, never redirects, sign-in or thank-you pages', () => {
    for (const slug of SPEC_ARTICLE_SLUGS) expect(sitemap).toContain(`<loc>${site.baseUrl}/resources/${slug}/</loc>`);
    for (const path of ['/privacy-policy/', '/terms-of-service/', '/submit-referral/', '/advanced-referral/', '/login/', '/admin/', '/404.html', '/referral/sent/']) {
      expect(sitemap, path).not.toContain(`<loc>${site.baseUrl}${path}</loc>`);
    }
  });

  it('names the sitemap in robots.txt and keeps robots out of sign-in', () => {
    const robots = readFileSync(join(siteDir, 'robots.txt'), 'utf8');
    expect(robots).toContain(`Sitemap: ${site.baseUrl}/sitemap.xml`);
    expect(robots).toContain('Disallow: /login/');
  });

  it('has a favicon set and a web manifest whose icons exist', () => {
    for (const file of ['favicon.ico', 'icon.svg', 'apple-touch-icon.png']) expect(existsSync(join(siteDir, file)), file).toBe(true);
    const manifest = JSON.parse(readFileSync(join(siteDir, 'manifest.webmanifest'), 'utf8')) as { lang: string; icons: { src: string; purpose?: string }[] };
    expect(manifest.lang).toBe('en-AU');
    for (const icon of manifest.icons) expect(existsSync(join(siteDir, icon.src)), icon.src).toBe(true);
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  });

  it('publishes an Atom feed of every article, newest first, linked from the listing', () => {
    const feed = readFileSync(join(siteDir, 'resources', 'feed.xml'), 'utf8');
    expect(feed.startsWith('<?xml version="1.0" encoding="utf-8"?>')).toBe(true);
    const entries = [...feed.matchAll(/<entry>[\s\S]*?<\/entry>/g)].map((match) => match[0]);
    expect(entries).toHaveLength(SPEC_ARTICLE_SLUGS.length);
    for (const slug of SPEC_ARTICLE_SLUGS) expect(feed).toContain(`<id>${site.baseUrl}/resources/${slug}/</id>`);
    const published = entries.map((entry) => /<published>([^<]+)<\/published>/.exec(entry)![1]!);
    expect([...published].sort().reverse()).toEqual(published);
    expect(readPage(siteDir, '/resources/').querySelector('link[rel="alternate"][type="application/atom+xml"]')?.getAttribute('href')).toBe('/resources/feed.xml');
  });
});

describe('the resources listing', () => {
  it('shows each article as a card with its category, reading time, clamped summary and its title as its one link', () => {
    const cards = readPage(siteDir, '/resources/').querySelectorAll('main .article-card');
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      expect(card.querySelector('.tag')?.textContent).toBeTruthy();
      expect(card.querySelector('.article-card__time')?.textContent).toMatch(/^\d+ min read$/);
      expect(card.querySelector('.article-card__summary')?.textContent).toBeTruthy();
      const links = card.querySelectorAll('a');
      expect(links).toHaveLength(1);
      expect(links[0]!.closest('.article-card__title')).not.toBeNull();
      expect(links[0]!.textContent).toBe(card.querySelector('.article-card__title')!.textContent);
      expect(links[0]!.getAttribute('href')).toMatch(/^\/resources\/[a-z0-9-]+\/$/);
    }
  });

  it('narrows by category without JavaScript: each category has its own page, marked current', () => {
    const filters = readPage(siteDir, '/resources/').querySelectorAll('.filter__link');
    const category = filters.find((link) => link.getAttribute('href')?.startsWith('/resources/category/'))!;
    const page = readPage(siteDir, category.getAttribute('href')!);
    expect(page.querySelector('.filter__link[aria-current="page"]')?.getAttribute('href')).toBe(category.getAttribute('href'));
    const count = Number(/\((\d+)\)/.exec(category.textContent)![1]);
    expect(page.querySelectorAll('main .article-card')).toHaveLength(Math.min(count, ARTICLES_PER_PAGE));
  });
});

describe('configuration', () => {
  function buildWith(change: (config: Record<string, any>) => void) {
    const work = mkdtempSync(join(tmpdir(), 'config-'));
    const content = join(work, 'content');
    cpSync('tests/fixtures/site', content, { recursive: true });
    const config = JSON.parse(readFileSync(join(content, 'site.json'), 'utf8'));
    change(config);
    writeFileSync(join(content, 'site.json'), JSON.stringify(config));
    const out = join(work, 'out');
    return { result: runBuild(['--content', content, '--out', out, '--no-share-images']), out };
  }

  it('/login/ leads editors to the editor at /admin/ and the intake team to the inbox, and is a page of links', () => {
    const { result, out } = buildWith(() => undefined);
    expect(result.code, result.stderr).toBe(0);
    const login = parse(readFileSync(join(out, 'login', 'index.html'), 'utf8'));
    expect(login.querySelector('meta[http-equiv="refresh"]'), '/login/ is a page of links, never a redirect').toBeNull();
    expect(login.querySelector('main a[href="/admin/"]')?.textContent).toBe('Open the website editor');
    expect(login.querySelector('main')?.textContent).toContain('with their GitHub account');
    expect(login.querySelector('main')?.textContent).toContain('The intake inbox is not set up');
    expect(login.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(readFileSync(join(out, '_redirects'), 'utf8')).not.toMatch(/\/(login|admin)/);
    expect(readFileSync(join(out, '_headers'), 'utf8')).toMatch(/\/login\/\*\n {2}Cache-Control: no-store/);
    expect(readFileSync(join(out, '_headers'), 'utf8')).toMatch(/\/admin\/\*\n {2}Cache-Control: no-store/);
  });

  it('leads the intake team from /login to the inbox once its sign-in is set up', () => {
    const { result, out } = buildWith((config) => {
      config.forms = { ...config.forms, publicKey: 'age146p907rpwmdjr929j2xmu20wz8erm8sv3twkvzsf4gp36ur4xg6qe7wxyn' };
      config.auth = { ...config.auth, intake: { issuer: 'https://login.microsoftonline.com/0b6c1f0e-4f4e-4c1e-9d7c-2a1f3e5d7c9b/v2.0', clientId: 'inbox', allowedEmails: ['intake@provider.example'], allowedDomains: [] } };
    });
    expect(result.code, result.stderr).toBe(0);
    const login = parse(readFileSync(join(out, 'login', 'index.html'), 'utf8'));
    expect(login.querySelector('main a[href="/admin/intake/"]')?.textContent).toBe('Read referrals and messages');
  });

  it('says plainly what is not set up yet, on /login/ and /admin/, and warns', () => {
    const { result, out } = buildWith(() => undefined);
    expect(result.code, result.stderr).toBe(0);
    const admin = readFileSync(join(out, 'admin', 'index.html'), 'utf8');
    expect(admin).toContain('The website editor is not set up yet.');
    expect(admin).toContain('<code>editor.repository</code>');
    expect(readFileSync(join(out, 'admin', 'intake', 'index.html'), 'utf8')).toContain('Sign-in for the intake inbox is not set up');
    expect(result.stderr).toMatch(/editor\.repository/);
    expect(result.stderr).toMatch(/auth\.intake\.issuer/);
  });

  it('refuses a sign-in address that is not https', () => {
    const { result } = buildWith((config) => {
      config.editor.signInUrl = 'http://cms-auth.provider.example';
    });
    expect(result.code).not.toBe(0);
    expect(result.stderr).toMatch(/site\.json: editor\.signInUrl: must use https:\/\//);
  });

  it('refuses an intake sign-in that would let anyone in: a shared Microsoft endpoint, or nobody listed', () => {
    const { result } = buildWith((config) => {
      config.auth = { ...config.auth, intake: { issuer: 'https://login.microsoftonline.com/common/v2.0', clientId: 'inbox', allowedEmails: [], allowedDomains: [] } };
    });
    expect(result.code).not.toBe(0);
    expect(result.stderr).toMatch(/site\.json: auth\.intake\.issuer: names a shared Microsoft endpoint/);
    expect(result.stderr).toMatch(/site\.json: auth\.intake\.allowedEmails: is empty, and so is allowedDomains/);
  });

  it('posts forms to a configured endpoint, and lets the CSP allow exactly that origin', () => {
    const { result, out } = buildWith((config) => {
      config.forms = { ...config.forms, delivery: 'endpoint', endpoint: 'https://forms.provider.example/f/abc', encoding: 'json' };
    });
    expect(result.code, result.stderr).toBe(0);
    const form = parse(readFileSync(join(out, 'referral', 'index.html'), 'utf8')).querySelector('form[data-form="referral"]')!;
    expect(form.getAttribute('action')).toBe('https://forms.provider.example/f/abc');
    expect(form.getAttribute('novalidate')).toBeUndefined();
    expect(readFileSync(join(out, '_headers'), 'utf8')).toContain("form-action 'self' https://forms.provider.example;");
  });

  it('marks forms for Netlify Forms, with the hidden form name and honeypot', () => {
    const { result, out } = buildWith((config) => {
      config.forms = { ...config.forms, delivery: 'netlify' };
    });
    expect(result.code, result.stderr).toBe(0);
    const form = parse(readFileSync(join(out, 'contact', 'index.html'), 'utf8')).querySelector('form[data-form="contact"]')!;
    expect(form.getAttribute('data-netlify')).toBe('true');
    expect(form.getAttribute('name')).toBe('contact');
    expect(form.getAttribute('netlify-honeypot')).toBe('website');
    expect(form.querySelector('input[type="hidden"][name="form-name"]')?.getAttribute('value')).toBe('contact');
    expect(form.getAttribute('action')).toBe('/contact/sent/');
  });
});
