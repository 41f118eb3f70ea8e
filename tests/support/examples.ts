/**
 * Named examples of the site's pages, in the manner of GOV.UK Frontend's component examples: one page for
 * every template, and one for every state a template can be in (an article with help lines, an article
 * outside our work, a language written right to left...). Browser tests check a template once, on its
 * example; what really differs page by page is checked on every page by the whole-site sweep
 * (tests/gates/run-gates.ts).
 *
 * Each example is chosen from the content, never pinned: renaming or removing an article moves its example
 * to another page of the same kind. `templateOf` says which template a built page belongs to, and
 * tests/build/examples.test.ts fails when a page belongs to none (a new template needs its example here).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import matter from 'gray-matter';

const CONTENT = join(process.cwd(), 'content');
const json = <T>(file: string): T => JSON.parse(readFileSync(join(CONTENT, file), 'utf8')) as T;

interface ArticleFacts {
  slug: string;
  helpLines: boolean;
  outsideOurWork: boolean;
  crisisContent: boolean;
}

/** Every article's slug and the front matter that changes its template's state, in file-name order. */
function articles(): ArticleFacts[] {
  return readdirSync(join(CONTENT, 'resources'))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => {
      const data = matter(readFileSync(join(CONTENT, 'resources', name), 'utf8')).data as { helpLines?: unknown[]; outsideOurWork?: boolean; crisisContent?: boolean };
      return { slug: name.slice(0, -'.md'.length), helpLines: Array.isArray(data.helpLines) && data.helpLines.length > 0, outsideOurWork: data.outsideOurWork === true, crisisContent: data.crisisContent === true };
    });
}

function first<T>(items: readonly T[], what: string): T {
  const item = items[0];
  if (item === undefined) throw new Error(`tests/support/examples.ts: the content has no ${what}, so that state has no example: choose another or remove the state`);
  return item;
}

const all = articles();
const services = readdirSync(join(CONTENT, 'services'))
  .filter((name) => name.endsWith('.md'))
  .sort()
  .map((name) => name.slice(0, -'.md'.length));
const programs = json<{ items: { id: string }[] }>('programs.json').items;
const groups = json<{ groups: { slug: string }[] }>('resources-list.json').groups;
const easyRead = json<{ pages: { slug: string }[] }>('easy-read.json').pages;
const languages = readdirSync(join(CONTENT, 'languages'))
  .filter((name) => name.endsWith('.json') && name !== 'english.json')
  .sort()
  .map((name) => ({ slug: name.slice(0, -'.json'.length), dir: json<{ dir?: string }>(join('languages', name)).dir ?? 'ltr' }));
const categories = [...new Set(all.map(({ slug }) => (matter(readFileSync(join(CONTENT, 'resources', `${slug}.md`), 'utf8')).data as { category: string }).category))]
  .map((name) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, ''))
  .sort();

/**
 * One page per template and state, by name. The names are what the browser tests say they check
 * ("article with help lines"), so a failure names the template, not a page that happens to use it.
 */
export const EXAMPLES = {
  home: '/',
  servicesOverview: '/services/',
  service: `/services/${first(services, 'service page')}/`,
  program: `/programs/${first(programs, 'program').id}/`,
  resources: '/resources/',
  resourcesSecondPage: '/resources/page/2/',
  resourcesByTopic: `/resources/category/${first(categories, 'article category')}/`,
  resourcesByReader: `/resources/for/${first(groups, 'reader group').slug}/`,
  article: `/resources/${first(all.filter((article) => !article.helpLines && !article.outsideOurWork), 'article within our work without help lines').slug}/`,
  // An article on suicide, self-harm or crisis (`crisisContent`): help lines at the top and the end, no referral prompt anywhere.
  articleWithHelpLines: `/resources/${first(all.filter((article) => article.helpLines && article.crisisContent && !article.outsideOurWork), 'crisis article with help lines').slug}/`,
  articleOutsideOurWork: `/resources/${first(all.filter((article) => article.outsideOurWork && !article.helpLines), 'article outside our work').slug}/`,
  about: '/about/',
  team: '/team/',
  referrers: '/referrers/',
  contact: '/contact/',
  complaints: '/complaints/',
  referral: '/referral/',
  sent: '/referral/sent/',
  contentPage: '/privacy/',
  stayingSafeOnline: '/staying-safe-online/',
  easyReadIndex: '/easy-read/',
  easyRead: `/${first(easyRead, 'Easy Read page').slug}/easy-read/`,
  callBack: '/easy-read/call-back/',
  callBackSent: '/easy-read/call-back/sent/',
  languages: '/languages/',
  language: `/languages/${first(languages.filter((language) => language.dir === 'ltr'), 'language written left to right').slug}/`,
  languageRightToLeft: `/languages/${first(languages.filter((language) => language.dir === 'rtl'), 'language written right to left').slug}/`,
  search: '/search/',
  signIn: '/login/',
  intakeInbox: '/admin/intake/',
  editor: '/admin/',
  moved: '/submit-referral/',
  notFound: '/404.html',
} as const;

export type ExampleName = keyof typeof EXAMPLES;

/** The examples as [name, path] pairs, for it.each: test names then say "article with help lines (/resources/…/)". */
export function examples(...names: ExampleName[]): [string, string][] {
  const chosen = names.length ? names : (Object.keys(EXAMPLES) as ExampleName[]);
  return chosen.map((name) => [name.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`), EXAMPLES[name]]);
}

/**
 * The staff's pages: no help strip, no islands, no site header or footer. The intake inbox has a script of
 * its own that talks to the receiver's staff routes (tests/browser/intake-inbox.test.ts drives it in
 * Chromium against a real receiver and sign-in provider, with pa11y on every state); the editor's page at
 * /admin/ is Sveltia CMS once set up (tests/browser/editor.test.ts). The sweep checks their HTML, links,
 * weight and HTML_CodeSniffer.
 */
export const STAFF: readonly ExampleName[] = ['intakeInbox', 'editor'];

/** Whether a page of the build is a staff page (see STAFF). */
export const isStaffPage = (path: string) => ['IntakeInboxPage', 'EditorPage'].includes(templateOf(path) ?? '');

/** Every example but the pages that only redirect elsewhere and the staff's pages: what a visitor reads. */
export const READABLE = (Object.keys(EXAMPLES) as ExampleName[]).filter((name) => name !== 'moved' && !STAFF.includes(name));

/**
 * The template a built page is rendered with, from its address: the site's own URL scheme. A page whose
 * address fits none (a new template) returns undefined, and tests/build/examples.test.ts names it.
 */
export function templateOf(path: string): string | undefined {
  const rules: [RegExp, string][] = [
    [/^\/$/, 'HomePage'],
    [/^\/services\/$/, 'ServicesPage'],
    [/^\/(about|services|referral)\/easy-read\/$/, 'EasyReadPage'],
    [/^\/services\/[^/]+\/$/, 'ServicePage'],
    [/^\/programs\/sent\/$/, 'SentPage'],
    [/^\/programs\/[^/]+\/$/, 'ProgramPage'],
    [/^\/resources\/(page\/\d+\/)?$/, 'ResourcesPage'],
    [/^\/resources\/(category|for)\/[^/]+\/(page\/\d+\/)?$/, 'ResourcesPage'],
    [/^\/resources\/[^/]+\/$/, 'ArticlePage'],
    [/^\/about\/$/, 'AboutPage'],
    [/^\/team\/$/, 'TeamPage'],
    [/^\/referrers\/$/, 'ReferrersPage'],
    [/^\/contact\/$/, 'ContactPage'],
    [/^\/referral\/$/, 'ReferralPage'],
    [/^\/(referral|contact|complaints)\/sent\/$/, 'SentPage'],
    [/^\/complaints\/$/, 'ComplaintsPage'],
    [/^\/(privacy|terms|accessibility|staying-safe-online)\/$/, 'ContentPage'],
    [/^\/easy-read\/$/, 'EasyReadIndex'],
    [/^\/easy-read\/call-back\/$/, 'CallBackPage'],
    [/^\/easy-read\/call-back\/sent\/$/, 'CallBackSentPage'],
    [/^\/languages\/([^/]+\/)?$/, 'LanguagePage'],
    [/^\/search\/$/, 'SearchPage'],
    [/^\/admin\/intake\/$/, 'IntakeInboxPage'],
    [/^\/admin\/$/, 'EditorPage'],
    [/^\/login\/$/, 'SignInPage'],
    [/^\/(submit-referral|advanced-referral|privacy-policy|terms-of-service)\/$/, 'RedirectPage'],
    [/^\/404\.html$/, 'NotFoundPage'],
  ];
  return rules.find(([pattern]) => pattern.test(path))?.[1];
}
