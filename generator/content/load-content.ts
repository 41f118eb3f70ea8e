/**
 * Step 1 of the build: read everything under the content folder, check it, and return typed content.
 * Every problem in every file is gathered before failing, so one run shows the author all of them.
 */
import { join, relative } from 'node:path';
import { ContentError, ContentErrors, collectContentErrors, contentProblems } from '../errors.ts';
import { createMarkdownRenderer } from '../markdown/processor.ts';
import { checkTypedClaims } from './claims-check.ts';
import { parseSite } from './load-site.ts';
import { parseMarkdownFile, type MarkdownFile } from './markdown-file.ts';
import { parseFaq, parseForms, parseHome, parsePrograms, parseTestimonials } from './parse-data.ts';
import { parseAbout, parseEasyRead, parseReferrers, parseTeam } from './parse-people.ts';
import { parseArticle, parsePage, parseService } from './parse-markdown.ts';
import { openFrontMatterCache } from './front-matter-cache.ts';
import { filesEndingIn, readJson, readTextSync } from './read.ts';
import { fillTokensDeep, siteTokens } from './tokens.ts';
import type { SiteContent } from './types.ts';

/** Pages the templates need: the build fails if one is missing. */
export const REQUIRED_PAGES = ['about', 'team', 'referrers', 'contact', 'referral', 'referral-sent', 'contact-sent', 'privacy', 'terms', 'accessibility', 'services', 'resources', 'not-found', 'staying-safe-online'] as const;

async function settle<T>(promises: Promise<T>[]): Promise<T[]> {
  const results = await Promise.allSettled(promises);
  const errors = results.flatMap((result) => (result.status === 'rejected' ? contentProblems(result.reason) : []));
  if (errors.length) throw new ContentErrors(errors);
  return results.map((r) => (r as PromiseFulfilledResult<T>).value);
}

/**
 * `cacheDir` holds the front-matter cache; `saveCache: false` reads it without writing it back (a test that
 * loads a copy of the content leaves the cache as it was).
 */
export async function loadContent(dir: string, { cacheDir, saveCache = true }: { cacheDir?: string; saveCache?: boolean } = {}): Promise<SiteContent> {
  const at = (...parts: string[]) => relative(process.cwd(), join(dir, ...parts)) || '.';
  const siteFile = at('site.json');
  const site = parseSite(siteFile, await readJson(siteFile));
  const tokens = siteTokens(site);
  const renderMarkdown = createMarkdownRenderer({ siteOrigin: site.baseUrl });
  const frontMatter = await openFrontMatterCache(cacheDir ? join(cacheDir, 'front-matter.json') : undefined);

  const data = (name: string) => readJson(at(name)).then((raw) => fillTokensDeep(raw, tokens, at(name)));
  // The text of each markdown file as written, kept for the claims check below.
  const texts = new Map<string, string>();
  const readMarkdown = async (file: string) => {
    const text = readTextSync(file);
    texts.set(file, text);
    return parseMarkdownFile(file, text, tokens, frontMatter);
  };
  const folder = async (name: string) => settle(filesEndingIn(at(name), '.md').map(readMarkdown));
  const [homeRaw, testimonialsRaw, teamRaw, easyReadRaw, aboutRaw, referrersRaw, faqRaw, programsRaw, formsRaw, serviceFiles, pageFiles, articleFiles] = await settle<unknown>([
    data('home.json'),
    data('testimonials.json'),
    data('team.json'),
    data('easy-read.json'),
    data('about.json'),
    data('referrers.json'),
    data('faq.json'),
    data('programs.json'),
    data('forms.json'),
    folder('services'),
    folder('pages'),
    folder('resources'),
  ]);

  // Claims about us come only from site.json (claims-check.ts).
  const errors: ContentError[] = await checkTypedClaims(dir, texts);
  const attempt = <T>(fn: () => T): T | undefined => {
    try {
      return fn();
    } catch (error) {
      errors.push(...contentProblems(error));
      return undefined;
    }
  };

  const home = attempt(() => parseHome(at('home.json'), homeRaw));
  const testimonials = attempt(() => parseTestimonials(at('testimonials.json'), testimonialsRaw));
  const team = attempt(() => parseTeam(at('team.json'), teamRaw));
  const easyRead = attempt(() => parseEasyRead(at('easy-read.json'), easyReadRaw));
  const about = attempt(() => parseAbout(at('about.json'), aboutRaw));
  const referrers = attempt(() => parseReferrers(at('referrers.json'), referrersRaw));
  const faq = attempt(() => parseFaq(at('faq.json'), faqRaw, renderMarkdown));
  const programs = attempt(() => parsePrograms(at('programs.json'), programsRaw));
  const forms = attempt(() => parseForms(at('forms.json'), formsRaw, renderMarkdown));
  const services = attempt(() => collectContentErrors(serviceFiles as MarkdownFile[], (md) => parseService(md, renderMarkdown)));
  const pageList = attempt(() => collectContentErrors(pageFiles as MarkdownFile[], parsePage));
  const articles = attempt(() => collectContentErrors(articleFiles as MarkdownFile[], (md) => parseArticle(md, site.helpLines)));
  if (errors.length) throw new ContentErrors(errors);

  const pages = new Map(pageList!.map((page) => [page.slug, page]));
  for (const slug of REQUIRED_PAGES) {
    if (!pages.has(slug)) errors.push(new ContentError(at('pages', `${slug}.md`), '(file)', 'is missing: the site needs this page'));
  }
  if (errors.length) throw new ContentErrors(errors);

  const content: SiteContent = {
    dir,
    site,
    home: home!,
    testimonials: testimonials!,
    team: team!,
    easyRead: easyRead!,
    about: about!,
    referrers: referrers!,
    faq: faq!,
    programs: programs!,
    forms: forms!,
    services: services!.sort((a, b) => a.order - b.order || a.slug.localeCompare(b.slug)),
    pages,
    articles: articles!,
  };
  checkReferences(content);
  if (saveCache) await frontMatter.save();
  return content;
}

/** Cross-file references: every slug a file names must exist. */
function checkReferences(content: SiteContent): void {
  const errors: ContentError[] = [];
  const articleSlugs = new Set(content.articles.map((a) => a.slug));
  const serviceSlugs = new Set(content.services.map((s) => s.slug));
  for (const service of content.services) {
    service.related.forEach((slug, index) => {
      if (!articleSlugs.has(slug)) errors.push(new ContentError(service.file, `related[${index}]`, `"${slug}" is not an article in resources/: check the spelling or remove it`));
    });
  }
  content.home.difference.services.forEach((slug, index) => {
    if (!serviceSlugs.has(slug)) errors.push(new ContentError(content.home.file, `difference.services[${index}]`, `"${slug}" is not a service in services/`));
  });
  content.home.resources.articles.forEach((slug, index) => {
    if (!articleSlugs.has(slug)) errors.push(new ContentError(content.home.file, `resources.articles[${index}]`, `"${slug}" is not an article in resources/`));
  });
  if (errors.length) throw new ContentErrors(errors);
}
