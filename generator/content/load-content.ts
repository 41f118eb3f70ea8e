/**
 * Step: read everything under the content folder, check it, and return typed content. Every problem in every
 * file is gathered before failing, so one run shows the author all of them. What the site's templates need of
 * the content (pages, pictures, map areas, the forms' questions, images) is checked here too, from a list
 * build.ts hands over.
 */
import { join, relative } from 'node:path';
import type { ImageIndex } from '../assets/images.ts';
import { ContentError, ContentErrors, collectContentErrors, contentProblems } from '../errors.ts';
import { createMarkdownRenderer } from '../markdown/processor.ts';
import { checkTypedClaims } from '../../templates/checks/typed-claims.ts';
import { parseSite } from '../../templates/content/site-settings.ts';
import { parseMarkdownFile, type MarkdownFile } from './markdown-file.ts';
import { parseFaq, parseHome, parsePrograms, parseTestimonials } from '../../templates/content/home-and-programs.ts';
import { parseForms } from '../../templates/content/forms.ts';
import { CAPACITY_STATUSES, parseAbout, parseEasyRead, parseReferrers, parseTeam } from '../../templates/content/people-and-places.ts';
import { orderLanguages, parseLanguage, type LanguagePage } from '../../templates/content/languages.ts';
import { parseArticle, parsePage, parseService } from '../../templates/content/markdown-kinds.ts';
import { parseServiceTerms } from '../../templates/content/service-terms.ts';
import { parseResourcesList, parseSearch } from '../../templates/content/search-words.ts';
import { readersOf } from '../../templates/content/readers.ts';
import { openFrontMatterCache } from './front-matter-cache.ts';
import { filesEndingIn, readJson, readTextSync } from './read.ts';
import { checkContentFolder } from '../files/input-files.ts';
import { describe } from './schema.ts';
import { fillTokensDeep, siteTokens } from './tokens.ts';
import type { FormsContent, SiteContent } from '../../templates/content/types.ts';

/**
 * What the site's templates need of the content, and the names it may use (templates/site.ts). The content
 * names pictures and places; the templates draw them, so a name they cannot draw is a content error.
 */
export interface SiteNeeds {
  /** Each page of content/pages/ the site renders (by slug), with its address. */
  pages: Readonly<Record<string, string>>;
  /** The pictures of the illustration set, and the file that draws them. */
  pictures: { names: readonly string[]; file: string };
  /** The council areas the service-area map can place, and the file that draws it. */
  mapAreas: { names: readonly string[]; file: string };
  /**
   * The forms' questions are the form widget's: what is wrong with the words of content/forms.json against
   * them (a word missing, left over or mistyped), as [field in forms.json, what to do].
   */
  formWords: (forms: FormsContent) => [field: string, problem: string][];
}

export interface LoadOptions {
  /** Holds the front-matter cache. */
  cacheDir?: string;
  /** false: read the cache without writing it back (a test that loads a copy of the content). */
  saveCache?: boolean;
  /** What the site needs of the content; left out (a test reading content alone), none of it is checked. */
  needs?: SiteNeeds;
  /** The images the build processed: photos the content names must be among them. Left out, not checked. */
  images?: ImageIndex;
}

async function settle<T>(promises: Promise<T>[]): Promise<T[]> {
  const results = await Promise.allSettled(promises);
  const errors = results.flatMap((result) => (result.status === 'rejected' ? contentProblems(result.reason) : []));
  if (errors.length) throw new ContentErrors(errors);
  return results.map((r) => (r as PromiseFulfilledResult<T>).value);
}

export async function loadContent(dir: string, { cacheDir, saveCache = true, needs, images }: LoadOptions = {}): Promise<SiteContent> {
  const at = (...parts: string[]) => relative(process.cwd(), join(dir, ...parts)) || '.';
  // No links, hidden files or never-public files anywhere under content/ (input-files.ts).
  checkContentFolder(dir);
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
  // Language pages: their tokens become elements, not text, so they are read raw (parse-languages.ts).
  const languageFiles = filesEndingIn(at('languages'), '.json');
  const languagesRaw = settle(languageFiles.map((file) => readJson(file)));
  languagesRaw.catch(() => undefined);
  const [homeRaw, testimonialsRaw, teamRaw, easyReadRaw, aboutRaw, referrersRaw, faqRaw, programsRaw, formsRaw, serviceTermsRaw, searchRaw, resourcesListRaw, serviceFiles, pageFiles, articleFiles] = await settle<unknown>([
    data('home.json'),
    data('testimonials.json'),
    data('team.json'),
    data('easy-read.json'),
    data('about.json'),
    data('referrers.json'),
    data('faq.json'),
    data('programs.json'),
    data('forms.json'),
    data('service-terms.json'),
    data('search.json'),
    data('resources-list.json'),
    folder('services'),
    folder('pages'),
    folder('resources'),
  ]);
  const languageData = await languagesRaw;

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
  const easyRead = attempt(() => parseEasyRead(at('easy-read.json'), easyReadRaw, renderMarkdown));
  const about = attempt(() => parseAbout(at('about.json'), aboutRaw));
  const referrers = attempt(() => parseReferrers(at('referrers.json'), referrersRaw, renderMarkdown));
  const faq = attempt(() => parseFaq(at('faq.json'), faqRaw, renderMarkdown));
  const programs = attempt(() => parsePrograms(at('programs.json'), programsRaw, renderMarkdown));
  const forms = attempt(() => parseForms(at('forms.json'), formsRaw, renderMarkdown));
  const serviceTerms = attempt(() => parseServiceTerms(at('service-terms.json'), serviceTermsRaw, renderMarkdown));
  const search = attempt(() => parseSearch(at('search.json'), searchRaw, site.helpLines));
  const resourcesList = attempt(() => parseResourcesList(at('resources-list.json'), resourcesListRaw));
  const services = attempt(() => collectContentErrors(serviceFiles as MarkdownFile[], (md) => parseService(md, renderMarkdown)));
  const pageList = attempt(() => collectContentErrors(pageFiles as MarkdownFile[], parsePage));
  const articles = attempt(() => collectContentErrors(articleFiles as MarkdownFile[], (md) => parseArticle(md, site.helpLines)));
  const languages = attempt(() => readLanguages(at('languages'), languageFiles, languageData, site, siteFile));
  const readers = articles && resourcesList ? attempt(() => readersOf(articles, resourcesList, at('resources-list.json'))) : undefined;
  if (errors.length) throw new ContentErrors(errors);

  const pages = new Map(pageList!.map((page) => [page.slug, page]));
  for (const slug of Object.keys(needs?.pages ?? {})) {
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
    serviceTerms: serviceTerms!,
    services: services!.sort((a, b) => a.order - b.order || a.slug.localeCompare(b.slug)),
    pages,
    articles: articles!,
    languages: languages!,
    search: search!,
    resourcesList: resourcesList!,
    readers: readers!,
  };
  checkReferences(content);
  checkNeeds(content, at, needs, images);
  if (saveCache) await frontMatter.save();
  return content;
}

/**
 * The language pages in page order. A language listed in site.json's `unconfirmed` (`languages.<file name>`,
 * a translation not yet checked by a NAATI-certified translator) must have its file.
 */
function readLanguages(dir: string, files: string[], raws: unknown[], site: SiteContent['site'], siteFile: string): LanguagePage[] {
  const pages = collectContentErrors(
    files.map((file, index) => ({ file, raw: raws[index] })),
    ({ file, raw }) => parseLanguage(file, raw, site.helpLines),
  );
  const { pages: ordered, problems } = orderLanguages(pages, dir);
  const slugs = new Set(pages.filter((page) => !page.isSource).map((page) => page.slug));
  site.unconfirmed.forEach((field, index) => {
    const slug = /^languages\.(.+)$/.exec(field)?.[1];
    if (slug !== undefined && !slugs.has(slug)) problems.push({ file: siteFile, field: `unconfirmed[${index}]`, problem: `"${field}" names no translation: there is no ${dir}/${slug}.json` });
  });
  if (problems.length) throw new ContentErrors(problems.map((p) => new ContentError(p.file, p.field, p.problem)));
  return ordered;
}

/**
 * Names the content gives that the site must be able to show: pictures, map areas, Easy Read originals, the
 * forms' questions, photos.
 */
function checkNeeds(content: SiteContent, at: (...parts: string[]) => string, needs: SiteNeeds | undefined, images: ImageIndex | undefined): void {
  const errors: ContentError[] = [];
  if (needs) {
    const pictures = new Set(needs.pictures.names);
    const picture = (file: string, field: string, name: string) => {
      if (!pictures.has(name)) errors.push(new ContentError(file, field, `${describe(name)} is not a picture in ${needs.pictures.file}`));
    };
    content.home.whoWeSupport.cards.forEach((card, index) => picture(content.home.file, `whoWeSupport.cards[${index}].art`, card.art));
    content.home.outcomes.cards.forEach((card, index) => picture(content.home.file, `outcomes.cards[${index}].art`, card.art));
    const mapped = new Set(needs.mapAreas.names);
    content.site.localGovernmentAreas.forEach((area, index) => {
      if (!mapped.has(area.name)) errors.push(new ContentError(at('site.json'), `localGovernmentAreas[${index}].name`, `"${area.name}" has no place on the map yet: add it to ${needs.mapAreas.file}`));
    });
    const addresses = new Set(Object.values(needs.pages));
    content.easyRead.pages.forEach((page, p) => {
      if (!addresses.has(page.original)) errors.push(new ContentError(at('easy-read.json'), `pages[${p}].original`, `"${page.original}" is not the address of a page in content/pages/: use one like /about/`));
      picture(at('easy-read.json'), `pages[${p}].picture`, page.picture);
      page.sections.forEach((section, s) => section.items.forEach((item, i) => picture(at('easy-read.json'), `pages[${p}].sections[${s}].items[${i}].picture`, item.picture)));
    });
    const callBack = content.forms.callback.page;
    callBack.ideas.forEach((idea, index) => picture(at('forms.json'), `callback.page.ideas[${index}].picture`, idea.picture));
    callBack.sentIdeas.forEach((idea, index) => picture(at('forms.json'), `callback.page.sentIdeas[${index}].picture`, idea.picture));
    for (const [field, problem] of needs.formWords(content.forms)) errors.push(new ContentError(at('forms.json'), field, problem));
  }
  if (images) {
    const photo = (file: string, field: string, src: string) => {
      if (!images[src]) errors.push(new ContentError(file, field, `"${src}" is not an image under content/images/`));
    };
    content.team.forEach((member, index) => member.photo && photo(at('team.json'), `members[${index}].photo.src`, member.photo.src));
    content.testimonials.forEach((testimonial, index) => testimonial.photo && photo(at('testimonials.json'), `testimonials[${index}].photo.src`, testimonial.photo.src));
  }
  if (errors.length) throw new ContentErrors(errors);
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
  // Every service has its terms, and terms name only services that exist.
  const termsFile = relative(process.cwd(), join(content.dir, 'service-terms.json'));
  for (const slug of serviceSlugs) {
    if (!content.serviceTerms.services[slug]) errors.push(new ContentError(termsFile, `services.${slug}`, `is missing: add the budget and support items of services/${slug}.md (or "items": [] and a "why")`));
  }
  for (const slug of Object.keys(content.serviceTerms.services)) {
    if (!serviceSlugs.has(slug)) errors.push(new ContentError(termsFile, `services.${slug}`, `"${slug}" is not a service in services/: check the spelling or remove it`));
  }
  // A program's terms are those of a service that exists.
  const programsFile = relative(process.cwd(), join(content.dir, 'programs.json'));
  content.programs.items.forEach((program, index) => {
    if (program.service && !serviceSlugs.has(program.service)) errors.push(new ContentError(programsFile, `items[${index}].service`, `"${program.service}" is not a service in services/`));
  });
  // Places for referrers name real services and the council areas in site.json.
  const referrersFile = relative(process.cwd(), join(content.dir, 'referrers.json'));
  const areas = new Set(content.site.localGovernmentAreas.map((area) => area.name));
  for (const [slug, capacity] of Object.entries(content.referrers.capacity.services)) {
    if (!serviceSlugs.has(slug)) errors.push(new ContentError(referrersFile, `capacity.services.${slug}`, `"${slug}" is not a service in services/: check the spelling or remove it`));
    for (const status of CAPACITY_STATUSES) {
      capacity[status].forEach((area, index) => {
        if (!areas.has(area)) errors.push(new ContentError(referrersFile, `capacity.services.${slug}.${status}[${index}]`, `"${area}" is not a council area in site.json "localGovernmentAreas": use one of ${[...areas].join(', ')}`));
      });
    }
  }
  if (errors.length) throw new ContentErrors(errors);
}
