/**
 * The site's content config: every content kind under content/, declared once, as Astro's content.config.ts
 * declares a site's collections. Each says what staff call it, where its files are, their format, its schema
 * (each field with its label, hint and limits, in the file named beside it) and what the site makes of each
 * file; `assemble` puts the site's content together and checks what spans files; the editor's rules
 * (templates/checks/) run after it, handed over by templates/site.ts. The engine reads it all (generator/content/load-content.ts),
 * knowing none of it; the browser editor's configuration is generated from it.
 *
 * A new content kind is a collection here, with its schema beside the others, and a field of SiteContent.
 */
import { defineCollection } from '../../generator/content/collection.ts';
import type { ContentConfig, ContentContext } from '../../generator/content/load-content.ts';
import type { ImageIndex } from '../../generator/assets/images.ts';
import { ContentError, ContentErrors, collectContentErrors } from '../../generator/errors.ts';
import { describe } from '../../generator/content/schema.ts';
import { editorialSchema } from './editorial.ts';
import { formsSchema, renderForms } from './forms.ts';
import { faqSchema, homeSchema, programsSchema, testimonialsSchema } from './home-and-programs.ts';
import { languageEntry, languageSchema, orderLanguages, SOURCE_FILE, type LanguagePage } from './languages.ts';
import { articleEntry, articleSchema, noticeEntry, noticeSchema, pageEntry, pageSchema, serviceEntry, serviceSchema } from './markdown-kinds.ts';
import { PAGES } from './pages.ts';
import { aboutSchema, CAPACITY_STATUSES, easyReadSchema, referrersSchema, teamSchema } from './people-and-places.ts';
import { readersOf } from './readers.ts';
import { resourcesListSchema, searchSchema } from './search-words.ts';
import { serviceTermsSchema } from './service-terms.ts';
import { checkUnconfirmed, siteSchema, type SiteConfig } from './site-settings.ts';
import { siteTokens } from './site-tokens.ts';
import { redirectsSchema, siteWordsSchema } from './site-words.ts';
import type { FormsContent, SiteContent } from './types.ts';

/**
 * What the site's templates need of the content, and the names it may use (templates/site.ts). The content
 * names pictures and places; the templates draw them, so a name they cannot draw is a content error.
 */
export interface SiteNeeds {
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

const one = (file: string): { file: string } => ({ file });

/** site.json: read first, as written; every token and every other kind may use it. */
export const settings = defineCollection({
  name: 'site',
  label: 'Phone numbers, help lines and settings',
  description: "The provider's name, phone number, e-mail and hours, the help lines and when each was checked, the claims about us and which are still unconfirmed, and how forms are sent. Every page takes these from here.",
  files: one('site.json'),
  format: 'json',
  tokens: false,
  schema: siteSchema,
  entry: (site, source) => checkUnconfirmed(source.file, source.raw, site),
});

type Settings = SiteConfig;

export const collections = {
  words: defineCollection({
    name: 'words',
    label: 'Words on every page',
    description: 'The small words of the layout and the pages that belong to no one page: skip links, footer headings, buttons, notes, the words around the forms and lists.',
    files: one('site-words.json'),
    format: 'json',
    schema: siteWordsSchema,
  }),
  redirects: defineCollection({
    name: 'redirects',
    label: 'Old addresses',
    description: 'Addresses pages used to have, each sent on to where the page now lives, so old links keep working.',
    files: one('redirects.json'),
    format: 'json',
    schema: redirectsSchema,
  }),
  editorial: defineCollection({
    name: 'editorial',
    label: "The editor's rules",
    description: 'The word limits, sources, facts with one home, reported news and phrases to avoid that every build checks the articles and pages against.',
    files: one('editorial.json'),
    format: 'json',
    tokens: false,
    schema: editorialSchema,
  }),
  home: defineCollection({
    name: 'home',
    label: 'Home page',
    description: 'Every section of the home page: the welcome, who we support, outcomes, services, how we work, places, programs, the team, questions and resources.',
    files: one('home.json'),
    format: 'json',
    schema: homeSchema,
    entry: (home, { file }) => ({ file, ...home }),
  }),
  testimonials: defineCollection({
    name: 'testimonials',
    label: 'What people say',
    description: 'Quotes from people we support, shown on the home page. Initials or a first name only.',
    files: one('testimonials.json'),
    format: 'json',
    schema: testimonialsSchema,
  }),
  team: defineCollection({
    name: 'team',
    label: 'Team members',
    description: 'The people on the team page and the home page: name, role, how they work, and a photo if they agree.',
    files: one('team.json'),
    format: 'json',
    schema: teamSchema,
  }),
  easyRead: defineCollection<ReturnType<typeof easyReadSchema>, { file: string }, Settings>({
    name: 'easyRead',
    label: 'Easy Read pages',
    description: 'The Easy Read versions of key pages: short sentences, one idea each, with a picture beside each idea.',
    files: one('easy-read.json'),
    format: 'json',
    schema: ({ renderMarkdown, file }) => easyReadSchema(renderMarkdown, file),
  }),
  about: defineCollection({
    name: 'about',
    label: 'Our story',
    description: 'How we started, on the About page.',
    files: one('about.json'),
    format: 'json',
    schema: aboutSchema,
  }),
  referrers: defineCollection<ReturnType<typeof referrersSchema>, { file: string }, Settings>({
    name: 'referrers',
    label: 'Places for referrers',
    description: 'The page for referrers: which services have places in which council areas, checked at least every 30 days, and the words around them.',
    files: one('referrers.json'),
    format: 'json',
    schema: ({ renderMarkdown, file }) => referrersSchema(renderMarkdown, file),
  }),
  faq: defineCollection<typeof faqSchema, { file: string }, Settings, SiteContent['faq']>({
    name: 'faq',
    label: 'Questions on the home page',
    description: 'The questions and answers on the home page. A short answer shows first; the full answer opens below it.',
    files: one('faq.json'),
    format: 'json',
    schema: faqSchema,
    entry: (items, { file }, { renderMarkdown }) => items.map(({ fullAnswer, ...item }) => ({ ...item, fullAnswerHtml: renderMarkdown(fullAnswer, file).html })),
  }),
  programs: defineCollection<ReturnType<typeof programsSchema>, { file: string }, Settings>({
    name: 'programs',
    label: 'Programs',
    description: 'Programs open for expressions of interest: a card on the home and services pages and a page each.',
    files: one('programs.json'),
    format: 'json',
    schema: ({ renderMarkdown, file }) => programsSchema(renderMarkdown, file),
  }),
  forms: defineCollection<typeof formsSchema, { file: string }, Settings, FormsContent>({
    name: 'forms',
    label: 'Words of the forms',
    description: 'Every word of the referral, contact, interest and call-back forms: questions, hints, choices, messages, and the notices beside them.',
    files: one('forms.json'),
    format: 'json',
    schema: formsSchema,
    entry: (words, { file }, { renderMarkdown }) => renderForms(words, renderMarkdown, file),
  }),
  serviceTerms: defineCollection<ReturnType<typeof serviceTermsSchema>, { file: string }, Settings>({
    name: 'serviceTerms',
    label: 'Service terms',
    description: 'What a participant needs before they commit: the NDIS rules with their sources, and each service’s budget and support items.',
    files: one('service-terms.json'),
    format: 'json',
    schema: ({ renderMarkdown, file }) => serviceTermsSchema(renderMarkdown, file),
  }),
  search: defineCollection<ReturnType<typeof searchSchema>, { file: string }, Settings>({
    name: 'search',
    label: 'Search words',
    description: 'The words of the search page, the crisis words that show help lines first, and other words people use for the same thing.',
    files: one('search.json'),
    format: 'json',
    schema: ({ settings: site }) => searchSchema(site.helpLines),
  }),
  resourcesList: defineCollection({
    name: 'resourcesList',
    label: 'Resources lists',
    description: 'The words of the lists of articles, and the groups of readers people can choose (participants, carers, referrers).',
    files: one('resources-list.json'),
    format: 'json',
    schema: resourcesListSchema,
  }),
  services: defineCollection<typeof serviceSchema, { folder: string }, Settings, SiteContent['services'][number]>({
    name: 'services',
    label: 'Services',
    description: 'A page for each service we offer, with its questions and the articles related to it.',
    files: { folder: 'services' },
    format: 'markdown',
    schema: serviceSchema,
    entry: (front, source, { renderMarkdown }) => serviceEntry(front, source, renderMarkdown),
  }),
  pages: defineCollection<typeof pageSchema, { folder: string; names: readonly string[] }, Settings, SiteContent['pages'] extends Map<string, infer P> ? P : never>({
    name: 'pages',
    label: 'Pages',
    description: 'The other pages of the site (about, contact, privacy, terms, accessibility…): each file is a page the site shows at its own address.',
    files: { folder: 'pages', names: Object.keys(PAGES) },
    format: 'markdown',
    schema: pageSchema,
    entry: pageEntry,
  }),
  articles: defineCollection<typeof articleSchema, { folder: string }, Settings, SiteContent['articles'][number]>({
    name: 'articles',
    label: 'Articles',
    description: 'Guides on the resources pages: 700 to 1,400 words in plain language, with official sources, whom each is written for, and when its facts must be checked again.',
    files: { folder: 'resources' },
    format: 'markdown',
    schema: articleSchema,
    entry: (front, source, { settings: site }) => articleEntry(front, source, site.helpLines),
  }),
  notices: defineCollection<typeof noticeSchema, { folder: string }, Settings, SiteContent['notices'][number]>({
    name: 'notices',
    label: 'Short notices',
    description: 'Short news such as holiday hours or a closure: a few sentences each, shown on the home page and on a page of its own. Remove a notice once it is over.',
    files: { folder: 'notices' },
    format: 'markdown',
    schema: noticeSchema,
    entry: noticeEntry,
  }),
  languageSource: defineCollection<ReturnType<typeof languageSchema>, { file: string }, Settings, LanguagePage>({
    name: 'languageSource',
    label: 'Other languages: the English page',
    description: 'The English page every translation is made from, and where people choose a language. Write {{tokens}} for numbers and names.',
    files: one(`languages/${SOURCE_FILE}`),
    optional: true,
    format: 'json',
    // A language page's tokens become elements kept left to right, so they are read as written (inline-text.ts).
    tokens: false,
    schema: ({ settings: site }) => languageSchema(site.helpLines, true),
    entry: (page, source) => languageEntry(page, source, true),
  }),
  languages: defineCollection<ReturnType<typeof languageSchema>, { folder: string; except: readonly string[] }, Settings, LanguagePage>({
    name: 'languages',
    label: 'Other languages',
    description: 'A page in each community language, translated from the English page and checked by a NAATI-certified translator.',
    files: { folder: 'languages', except: [SOURCE_FILE] },
    format: 'json',
    tokens: false,
    schema: ({ settings: site }) => languageSchema(site.helpLines, false),
    entry: (page, source) => languageEntry(page, source, false),
  }),
};

export type Collections = typeof collections;

/**
 * The content config, given what the templates need of the content and the editor's rules (templates/site.ts
 * hands both over; left out, none of it is checked).
 */
export function contentConfig({ needs, checks }: { needs?: SiteNeeds; checks?: ContentConfig<Settings, Collections, SiteContent>['checks'] } = {}): ContentConfig<Settings, Collections, SiteContent> {
  return {
    settings,
    collections,
    tokens: siteTokens,
    origin: (site) => site.baseUrl,
    assemble: (loaded, site, context) => {
      const [languages, readers] = collectContentErrors(
        [() => readLanguages(loaded.languageSource, loaded.languages, site, context), () => readersOf(loaded.articles, loaded.resourcesList, context.at('resources-list.json'))],
        (read) => read(),
      ) as [LanguagePage[], Record<string, string[]>];
      const content: SiteContent = {
        dir: context.dir,
        site,
        words: loaded.words,
        redirects: loaded.redirects,
        editorial: loaded.editorial,
        home: loaded.home,
        testimonials: loaded.testimonials,
        team: loaded.team,
        easyRead: loaded.easyRead,
        about: loaded.about,
        referrers: loaded.referrers,
        faq: loaded.faq,
        programs: loaded.programs,
        forms: loaded.forms,
        serviceTerms: loaded.serviceTerms,
        services: loaded.services.sort((a, b) => a.order - b.order || a.slug.localeCompare(b.slug)),
        pages: new Map(loaded.pages.map((page) => [page.slug, page])),
        articles: loaded.articles,
        notices: loaded.notices.sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug)),
        languages,
        search: loaded.search,
        resourcesList: loaded.resourcesList,
        readers,
      };
      checkReferences(content, context);
      checkNeeds(content, context, needs);
      return content;
    },
    ...(checks ? { checks } : {}),
  };
}

/**
 * The language pages in page order. A language listed in site.json's `unconfirmed` (`languages.<file name>`,
 * a translation not yet checked by a NAATI-certified translator) must have its file.
 */
function readLanguages(source: LanguagePage | undefined, translations: LanguagePage[], site: SiteConfig, context: ContentContext): LanguagePage[] {
  const dir = context.at('languages');
  const { pages: ordered, problems } = orderLanguages([...(source ? [source] : []), ...translations], dir);
  const slugs = new Set(translations.map((page) => page.slug));
  const siteFile = context.at('site.json');
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
function checkNeeds(content: SiteContent, context: ContentContext, needs: SiteNeeds | undefined): void {
  const { at, images } = context;
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
    const addresses = new Set<string>(Object.values(PAGES));
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
      if (!(images as ImageIndex)[src]) errors.push(new ContentError(file, field, `"${src}" is not an image under content/images/`));
    };
    content.team.forEach((member, index) => member.photo && photo(at('team.json'), `members[${index}].photo.src`, member.photo.src));
    content.testimonials.forEach((testimonial, index) => testimonial.photo && photo(at('testimonials.json'), `testimonials[${index}].photo.src`, testimonial.photo.src));
  }
  if (errors.length) throw new ContentErrors(errors);
}

/** Cross-file references: every slug a file names must exist. */
function checkReferences(content: SiteContent, { at }: ContentContext): void {
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
  const termsFile = at('service-terms.json');
  for (const slug of serviceSlugs) {
    if (!content.serviceTerms.services[slug]) errors.push(new ContentError(termsFile, `services.${slug}`, `is missing: add the budget and support items of services/${slug}.md (or "items": [] and a "why")`));
  }
  for (const slug of Object.keys(content.serviceTerms.services)) {
    if (!serviceSlugs.has(slug)) errors.push(new ContentError(termsFile, `services.${slug}`, `"${slug}" is not a service in services/: check the spelling or remove it`));
  }
  // A program's terms are those of a service that exists.
  const programsFile = at('programs.json');
  content.programs.items.forEach((program, index) => {
    if (program.service && !serviceSlugs.has(program.service)) errors.push(new ContentError(programsFile, `items[${index}].service`, `"${program.service}" is not a service in services/`));
  });
  // Places for referrers name real services and the council areas in site.json.
  const referrersFile = at('referrers.json');
  const areas = new Set(content.site.localGovernmentAreas.map((area) => area.name));
  for (const [slug, capacity] of Object.entries(content.referrers.capacity.services)) {
    if (!serviceSlugs.has(slug)) errors.push(new ContentError(referrersFile, `capacity.services.${slug}`, `"${slug}" is not a service in services/: check the spelling or remove it`));
    for (const status of CAPACITY_STATUSES) {
      capacity[status].forEach((area, index) => {
        if (!areas.has(area)) errors.push(new ContentError(referrersFile, `capacity.services.${slug}.${status}[${index}]`, `"${area}" is not a council area in site.json "localGovernmentAreas": use one of ${[...areas].join(', ')}`));
      });
    }
  }
  // Crisis words in a community language link that language's page.
  const searchFile = at('search.json');
  const languageSlugs = new Set(content.languages.filter((language) => !language.isSource).map((language) => language.slug));
  content.search.crisis.topics.forEach((topic, index) => {
    (topic.languages ?? []).forEach((slug, place) => {
      if (!languageSlugs.has(slug)) errors.push(new ContentError(searchFile, `crisis.topics[${index}].languages[${place}]`, `"${slug}" is not a page in languages/: use one of ${[...languageSlugs].join(', ')}`));
    });
  });
  if (errors.length) throw new ContentErrors(errors);
}
