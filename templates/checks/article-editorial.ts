/**
 * Editorial rules an expert editor would hold the content to (issue: "Content an expert editor would sign
 * off"), as functions of the text, so the tests and the report share them:
 *
 * - no sales prompt or service plug in the body of an article on suicide, self-harm, crisis or trauma;
 * - the access-help and support coordination pages disclose the conflict of interest and link independent options;
 * - every article that states NDIS policy carries `updated` and `reviewBy`, and no `reviewBy` has passed;
 * - a help line named or cited in an article gives its number;
 * - sources are official first: few non-official sources, and at least one official;
 * - a link to one of our own service pages says, in the same paragraph, that the service is ours;
 * - reform news no official page confirms says who reported it and when.
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import matter from 'gray-matter';
import { findTypedClaims } from './typed-claims.ts';
import { overdueReviews } from '../../generator/release-checks/review-dates.ts';
import { splitSources } from '../../generator/content/words.ts';

/** An article whose topic is suicide, self-harm, crisis or trauma: help comes before anything we sell. */
export function isSensitive(slug: string, title: string): boolean {
  return /suicid|self-harm|crisis|trauma|ptsd|distress/i.test(`${slug} ${title}`);
}

const SALES_PROMPTS: ReadonlyArray<[RegExp, string]> = [
  [/\]\(\/(?:services|referral|contact)\b[^)]*\)/i, 'a link to our services, referral or contact page'],
  [/\{\{phone(?:Href)?\}\}|\{\{email\}\}/, 'our office phone or e-mail'],
  [/\{\{registrationNotice\}\}/, 'our registration notice (a sales detail)'],
  [/\b(?:talk to us|contact us|get in touch with us|call us|book (?:a|your) (?:chat|session)|we offer|our services|our team can|ask us)\b/i, 'an invitation to use our services'],
];

/** Sales prompts and service plugs in an article's body (the text before "## Sources"). */
export function salesPrompts(body: string): string[] {
  const { main } = splitSources(body);
  return SALES_PROMPTS.flatMap(([pattern, what]) => {
    const match = pattern.exec(main);
    return match ? [`${what}: "${match[0]}"`] : [];
  });
}

/** Pages that sell a service after helping with something where independence matters. */
export const DISCLOSURE_PAGES: Readonly<Record<string, { independent: ReadonlyArray<[RegExp, string]> }>> = {
  'content/services/ndis-application-advocacy.md': {
    independent: [[/disabilityadvocacyfinder\.dss\.gov\.au/, 'a link to the Disability Advocacy Finder']],
  },
  'content/services/support-coordination.md': {
    independent: [
      [/disabilityadvocacyfinder\.dss\.gov\.au/, 'a link to the Disability Advocacy Finder'],
      [/\]\([^)]*(?:ndis\.gov\.au|ourguidelines\.ndis\.gov\.au)[^)]*\)[^\n]*|change (?:your|their) support coordinator/i, 'how to change support coordinator'],
    ],
  },
};

/** What a page that must disclose a conflict of interest is missing. */
export function disclosureProblems(text: string, independent: ReadonlyArray<[RegExp, string]>): string[] {
  const problems: string[] = [];
  if (!/^#{2,3} .*conflict of interest/im.test(text)) problems.push('no "conflict of interest" section (a ## or ### heading)');
  if (!/\b(?:also (?:sell|offer|provide)|we (?:also )?(?:sell|offer|provide|run))\b/i.test(text.slice(text.search(/conflict of interest/i)))) {
    problems.push('the conflict-of-interest section does not say what else we sell');
  }
  if (!/change (?:your|their|to another|support coordinator)|choose (?:another|a different)|free to (?:choose|go)|you can (?:choose|change|leave)/i.test(text)) {
    problems.push('does not say the person is free to choose someone else');
  }
  for (const [pattern, what] of independent) if (!pattern.test(text)) problems.push(`no ${what}`);
  return problems;
}

/** A front matter date as YYYY-MM-DD, whether gray-matter read it as a Date or left it as text. */
function isoDay(value: unknown): string | undefined {
  return value instanceof Date ? value.toISOString().slice(0, 10) : typeof value === 'string' ? value : undefined;
}

/** Articles that state NDIS policy: anything that names the NDIS, the NDIA or its rules. */
export function statesPolicy(body: string): boolean {
  return /\bNDIS\b|\bNDIA\b|National Disability Insurance/.test(splitSources(body).main);
}

/** Review-date problems for one article on a given day (YYYY-MM-DD): a fixed clock in tests. */
export function reviewProblems(file: string, data: Record<string, unknown>, body: string, today: string): string[] {
  if (!statesPolicy(body)) return [];
  const problems: string[] = [];
  const updated = isoDay(data.updated);
  const reviewBy = isoDay(data.reviewBy);
  if (!updated) problems.push('states NDIS policy but has no "updated" date');
  if (!reviewBy) problems.push('states NDIS policy but has no "reviewBy" date');
  for (const overdue of overdueReviews([{ file, reviewBy }], today)) problems.push(`reviewBy ${overdue.reviewBy} has passed (today ${today}): check the facts and set new dates`);
  return problems;
}

/** Help lines an article may name or cite, with the number a reader needs. */
export const HOTLINES: ReadonlyArray<{ name: RegExp; number: string }> = [
  { name: /\bLifeline\b/, number: '13 11 14' },
  { name: /Suicide Call Back Service/, number: '1300 659 467' },
  { name: /SuicideLine Victoria/, number: '1300 651 251' },
  { name: /\b13YARN\b/, number: '13 92 76' },
  { name: /Kids Helpline/, number: '1800 55 1800' },
  { name: /MensLine/, number: '1300 78 99 78' },
  { name: /Safe Steps/, number: '1800 015 188' },
  { name: /\bQLife\b/, number: '1800 184 527' },
  { name: /Carer Gateway/, number: '1800 422 737' },
  { name: /Tandem Support and Referral Line|\bTandem\b.*\bline\b/i, number: '1800 314 325' },
  { name: /\bDirectLine\b/, number: '1800 888 236' },
  { name: /National Alcohol and Other Drugs? Hotline|alcohol-and-other-drugs-hotline/i, number: '1800 250 015' },
  { name: /National Debt Helpline/, number: '1800 007 007' },
  { name: /NURSE-ON-CALL/, number: '1300 60 60 24' },
  { name: /\b1800RESPECT\b/, number: '1800 737 732' },
];

const digits = (text: string) => text.replace(/\D/g, '');

/** Help lines named in the body or cited in the sources whose number the reader is never given. */
export function hotlineProblems(body: string, helpLineNumbers: readonly string[]): string[] {
  const compactMain = splitSources(body).main.replace(/[ \u00a0-]/g, '');
  return HOTLINES.filter(({ name }) => name.test(body))
    .filter(({ number }) => !compactMain.includes(digits(number)) && !helpLineNumbers.some((n) => digits(n) === digits(number)))
    .map(({ number, name }) => `names or cites ${name.source.split('|')[0]!.replace(/\\b/g, '')} but never gives its number ${number}`);
}

/** A link's host without "www.", or "" for an address that does not parse. */
function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
}

/** Official sources: government (.gov.au, .gov), the NDIS and its Commission, legislation, the WHO. */
export function isOfficial(url: string): boolean {
  return /(?:^|\.)gov\.au$|(?:^|\.)gov$|^who\.int$|(?:^|\.)ndis\.gov\.au$/.test(hostOf(url));
}

/**
 * National health services, peak and professional bodies, Primary Health Networks, the NDIS's own Easy Read
 * publishers and research: not government, but not a provider's or plan manager's sales page.
 */
const RECOGNISED = /(?:^|\.)(?:mindframe\.org\.au|everymind\.org\.au|beyondblue\.org\.au|lifeline\.org\.au|healingfoundation\.org\.au|gayaadhuwi\.org\.au|jeanhailes\.org\.au|ruralhealth\.org\.au|farmerhealth\.org\.au|foundationhouse\.org\.au|nationallegalaid\.org\.au|suicidecallbackservice\.org\.au|headspace\.org\.au|tandemcarers\.org\.au|blueknot\.org\.au|phoenixaustralia\.org|kidshelpline\.com\.au|sane\.org|raisingchildren\.net\.au|13yarn\.org\.au|mensline\.org\.au|directline\.org\.au|ndh\.org\.au|mentalhealthaustralia\.org\.au|mhaustralia\.org|doi\.org|ncbi\.nlm\.nih\.gov|biomedcentral\.com|journals\.plos\.org|dietitiansaustralia\.org\.au|autismcrc\.com\.au|naidoc\.org\.au|vaccho\.org\.au|pwd\.org\.au|a4\.org\.au|yodaa\.org\.au|orygen\.org\.au|blackdoginstitute\.org\.au|aappublications\.org|edu\.au|waamh\.org\.au|amaze\.org\.au|inclusionaustralia\.org\.au|theconversation\.com|financialcounsellingaustralia\.org\.au|reachout\.com|otaus\.com\.au|apo\.org\.au|cesphn\.org\.au|adhdaustralia\.org\.au|adhdfoundation\.org\.au|ontheline\.org\.au|insightplus\.mja\.com\.au|croakey\.org|nirs\.org\.au|bnhcrc\.com\.au|fortemaustralia\.org\.au|headsup\.org\.au|mindgardens\.org\.au|(?:queensland)?lawhandbook\.org\.au|righttoknow\.org\.au|nutritionaustralia\.org|easternhealth\.org\.au|ndis-iac\.easyread\.com\.au|ndiscommission\.easyread\.com\.au)$/;

export type SourceKind = 'official' | 'recognised' | 'other';

export function sourceKind(url: string): SourceKind {
  if (isOfficial(url)) return 'official';
  return RECOGNISED.test(hostOf(url)) ? 'recognised' : 'other';
}

/** At most this many sources that are neither official nor a recognised health body (provider blogs, news), and never more than the official ones. */
export const OTHER_SOURCES_MAX = 3;

export function sourceLinks(body: string): string[] {
  return [...splitSources(body).sources.matchAll(/\]\((https?:\/\/[^)\s]+)\)/g)].map((m) => m[1]!);
}

export function sourceProblems(body: string): string[] {
  const links = sourceLinks(body);
  const kinds = links.map(sourceKind);
  const problems: string[] = [];
  const others = links.filter((_, i) => kinds[i] === 'other');
  if (links.length && !kinds.includes('official') && statesPolicy(body)) problems.push('states NDIS policy but cites no official source');
  const official = kinds.filter((k) => k === 'official').length;
  if (others.length > official) problems.push(`more sources from providers, news or blogs (${others.length}) than official ones (${official})`);
  if (others.length > OTHER_SOURCES_MAX) problems.push(`${others.length} sources are neither official nor a recognised health body (at most ${OTHER_SOURCES_MAX}): ${others.map((u) => new URL(u).hostname).join(', ')}`);
  return problems;
}

/** Openings, closings and titles written to a formula: each article should say what it is for in its own words. */
export function formulaProblems(title: string, body: string): string[] {
  const problems: string[] = [];
  const { main } = splitSources(body);
  if (/, and /.test(title)) problems.push(`title follows the "X, and Y" formula: "${title}"`);
  const opening = main.split(/\n## /)[0] ?? '';
  const formula = /(?:^|\.\s+|\n)(?:This|The) (?:article|guide|post|overview) (?:explains|looks|covers|walks|gives|is about|is for)|(?:^|\n)Below you will find|(?:^|\n)In this (?:article|guide)/;
  if (formula.test(opening)) problems.push('opens with "This article/guide explains..."');
  if (/^## (?:Where we fit|How we can help|Our support coordination)\b/m.test(main)) problems.push('ends with a "where we fit" sales section');
  return problems;
}

/** Topics outside a psychosocial provider's work: each must say plainly what we do not do, and where to go. */
export const OUT_OF_SCOPE = [
  'ndis-assistive-technology-physical-disability',
  'ndis-physical-disability-personal-care',
  'ndis-physical-disability',
  'ndis-and-intellectual-disability-unlocking-potential',
  'ndis-intellectual-disability-learning-daily-living',
  'ndis-and-sensory-processing-disorder-finding-your-sensory-balance',
  'ndis-sensory-processing-disorder-supports',
  'ndis-and-autism-parents-guide-to-early-intervention',
  'ndis-autism-therapy-funding',
  'ndis-funding-for-autism-whats-in-and-whats-out',
  'ndis-and-autism-planning-for-a-bright-adulthood',
];

export function outOfScopeProblems(body: string): string[] {
  const section = /^## Where to go for this support\n([\s\S]*?)(?=^## )/m.exec(splitSources(body).main + '\n## ');
  if (!section) return ['out of scope for us, but has no "## Where to go for this support" section'];
  if (!/\bWe (?:do not|don't|are not)\b/.test(section[1]!)) return ['the "where to go" section does not say plainly what we do not do'];
  if (/\]\(\/services\//.test(section[1]!)) return ['the "where to go" section sells our services instead of pointing elsewhere'];
  return [];
}

export interface EditorialReport {
  file: string;
  slug: string;
  sensitive: boolean;
  updated?: string;
  reviewBy?: string;
  official: number;
  recognised: number;
  other: number;
  problems: string[];
}

/** Every editorial problem of one article on a given day. `helpLineNumbers` maps site.json ids to numbers. */
export function checkArticleEditorial(file: string, today: string, helpLineNumbers: Readonly<Record<string, string>>): EditorialReport {
  const source = readFileSync(file, 'utf8');
  const { data, content } = matter(source, {});
  const slug = basename(file, '.md');
  const title = String(data.title ?? '');
  const sensitive = isSensitive(slug, title);
  const lines = Array.isArray(data.helpLines) ? data.helpLines.map((id) => helpLineNumbers[String(id)] ?? '') : [];
  const problems: string[] = [];
  if (sensitive) problems.push(...salesPrompts(content).map((p) => `sensitive article with a sales prompt: ${p}`));
  problems.push(...reviewProblems(file, data, content, today));
  problems.push(...hotlineProblems(content, lines));
  problems.push(...sourceProblems(content));
  problems.push(...formulaProblems(title, content));
  problems.push(...audienceProblems(data));
  problems.push(...factHomeProblems(slug, content));
  problems.push(...citationProblems(content));
  problems.push(...ownServiceLinkProblems(content));
  problems.push(...reportedFactProblems(content));
  if (OUT_OF_SCOPE.includes(slug)) {
    problems.push(...outOfScopeProblems(content));
    if (data.outsideOurWork !== true) problems.push('is outside our work but lacks "outsideOurWork: true" in its front matter, so the page still ends with a "talk to us" prompt');
  }
  problems.push(...findTypedClaims(source, { aboutUs: false }).map((c) => `line ${c.line}: a ${c.kind} typed into the text`));
  const kinds = sourceLinks(content).map(sourceKind);
  return {
    file,
    slug,
    sensitive,
    ...(isoDay(data.updated) ? { updated: isoDay(data.updated) } : {}),
    ...(isoDay(data.reviewBy) ? { reviewBy: isoDay(data.reviewBy) } : {}),
    official: kinds.filter((k) => k === 'official').length,
    recognised: kinds.filter((k) => k === 'recognised').length,
    other: kinds.filter((k) => k === 'other').length,
    problems,
  };
}

export function helpLineNumbers(siteFile = 'content/site.json'): Record<string, string> {
  const site = JSON.parse(readFileSync(siteFile, 'utf8')) as { helpLines: Record<string, { number: string }> };
  return Object.fromEntries(Object.entries(site.helpLines).map(([id, line]) => [id, line.number]));
}

/**
 * Every article says whom it is for, in one line (`audience` in the front matter, shown as "Written for"):
 * each article serves one purpose and audience that no other article serves.
 */
export function audienceProblems(data: Record<string, unknown>): string[] {
  const audience = data.audience;
  if (typeof audience !== 'string' || audience.trim() === '') return ['no "audience" in the front matter: say in one line whom the article is written for'];
  const words = audience.trim().split(/\s+/).length;
  if (words < 3 || words > 25) return [`"audience" has ${words} words: keep it to one plain line of 3 to 25 words`];
  return [];
}

/**
 * Facts that several articles need, each explained in full in one home article. Others mention the topic in a
 * sentence and link the home; the dated or detailed statement (what goes stale first) lives only in the home, so
 * one edit keeps the site right when the fact changes.
 */
export interface FactHome {
  fact: string;
  home: string;
  /** The detailed statement: only the home article may make it. */
  detail: RegExp;
  /** A mention of the topic: an article that makes one must link the home. */
  topic: RegExp;
  /** Articles that may state the detail too, with the reason. */
  alsoAllowed?: Readonly<Record<string, string>>;
}

export const FACT_HOMES: readonly FactHome[] = [
  {
    fact: 'Thriving Kids: who it is for and when it starts',
    home: 'new-approach-ndis-support',
    detail: /1 October 2026|1 January 2028|aged 8 and under|8 and under with/,
    topic: /Thriving Kids|foundational supports?/i,
    alsoAllowed: {
      'understanding-new-ndis-planning-process': 'the Reform Advisory Committee advised that new framework planning start no earlier than 1 October 2026: another fact on the same date',
    },
  },
  {
    fact: 'new framework planning: its status and timeline',
    home: 'understanding-new-ndis-planning-process',
    detail: /mid-2026|draft rules|public comment|first group of participants|open for (?:public )?comment|1 April 2027|Reform Advisory Committee/i,
    topic: /new framework plan/i,
  },
  {
    fact: 'the NDIS supports lists and their transition period',
    home: 'ndis-reforms-2025-mental-health-supports',
    detail: /3 October 2024|12-month transition|transition period/,
    topic: /lists? (?:of|that set out|naming) (?:what (?:counts as|is) )?(?:an )?NDIS supports?|NDIS supports lists?|3 October 2024/,
  },
  {
    fact: 'impairment notices: what they are and when they started',
    home: 'impairment-notices-key-changes',
    detail: /1 January 2025/,
    topic: /impairment notice/i,
  },
  {
    fact: "the NDIS Review's final report in numbers",
    home: 'action-76-ndis-mental-health-services',
    detail: /26 recommendations|139 (?:supporting )?actions|about 10,000 people/,
    topic: /26 recommendations|139 (?:supporting )?actions/,
  },
  {
    fact: 'the Securing the NDIS for Future Generations Bill 2026 and its status',
    home: 'new-approach-ndis-support',
    detail: /14 May 2026|Securing the NDIS for Future Generations/,
    topic: /(?:new|2026) NDIS Bill|NDIS Bill (?:of )?2026|Bill 2026/,
  },
  {
    fact: 'Participant Service Guarantee timeframes for access',
    home: 'ndis-application-advocacy-step-by-step-guide',
    detail: /Participant Service Guarantee|within 21 days|21 days/,
    topic: /Participant Service Guarantee/,
  },
];

/** Where an article states a fact whose home is another article, or mentions its topic without linking the home. */
export function factHomeProblems(slug: string, body: string): string[] {
  const { main } = splitSources(body);
  const prose = main.replace(/\]\([^)]*\)/g, ']');
  const problems: string[] = [];
  for (const home of FACT_HOMES) {
    if (home.home === slug) continue;
    const detail = home.detail.exec(prose);
    if (detail && !home.alsoAllowed?.[slug]) problems.push(`states "${detail[0]}" (${home.fact}): say it in a sentence and link /resources/${home.home}/, where it is kept up to date`);
    else if (home.topic.test(prose) && !main.includes(`](/resources/${home.home}/`)) problems.push(`mentions ${home.fact} without linking /resources/${home.home}/`);
  }
  return problems;
}

/**
 * Organisations whose figures and reports articles quote: an article that names one must link its site, so a
 * reader can check the figure against the source it is attributed to.
 */
export const ATTRIBUTED: ReadonlyArray<{ name: RegExp; host: RegExp; site: string }> = [
  { name: /\bABS\b|Australian Bureau of Statistics/, host: /(?:^|\.)abs\.gov\.au$/, site: 'abs.gov.au' },
  { name: /\bAIHW\b|Australian Institute of Health and Welfare/, host: /(?:^|\.)aihw\.gov\.au$/, site: 'aihw.gov.au' },
  { name: /Productivity Commission/, host: /(?:^|\.)pc\.gov\.au$/, site: 'pc.gov.au' },
  { name: /NDIS Review\b/, host: /(?:^|\.)ndisreview\.gov\.au$|(?:^|\.)dss\.gov\.au$|(?:^|\.)health\.gov\.au$/, site: 'ndisreview.gov.au' },
  { name: /Our Guidelines/, host: /^ourguidelines\.ndis\.gov\.au$/, site: 'ourguidelines.ndis.gov.au' },
  { name: /Royal Commission into Victoria's Mental Health System/, host: /(?:^|\.)vic\.gov\.au$/, site: 'a vic.gov.au page' },
  { name: /\bMindframe\b/, host: /(?:^|\.)mindframe\.org\.au$/, site: 'mindframe.org.au' },
];

/** Publishers named in a source's label (after its last comma), and the hosts their pages live on. */
export const PUBLISHERS: ReadonlyArray<{ name: RegExp; host: RegExp }> = [
  { name: /^(?:NDIS|NDIA|National Disability Insurance Agency)$/, host: /(?:^|\.)ndis\.gov\.au$/ },
  { name: /^Our Guidelines(?:, NDIS)?$/, host: /^ourguidelines\.ndis\.gov\.au$/ },
  { name: /^(?:NDIS Quality and Safeguards Commission|NDIS Commission)$/, host: /(?:^|\.)ndiscommission\.gov\.au$|^ndiscommission\.easyread\.com\.au$/ },
  { name: /^(?:Department of Health, Disability and Ageing|Department of Health and Aged Care)$/, host: /(?:^|\.)health\.gov\.au$/ },
  { name: /^(?:ABS|Australian Bureau of Statistics)$/, host: /(?:^|\.)abs\.gov\.au$/ },
  { name: /^(?:AIHW|Australian Institute of Health and Welfare)$/, host: /(?:^|\.)aihw\.gov\.au$/ },
  { name: /^Productivity Commission$/, host: /(?:^|\.)pc\.gov\.au$/ },
  { name: /^Federal Register of Legislation$/, host: /(?:^|\.)legislation\.gov\.au$/ },
  { name: /^(?:NDIS Review)$/, host: /(?:^|\.)ndisreview\.gov\.au$/ },
  { name: /^healthdirect$/i, host: /(?:^|\.)healthdirect\.gov\.au$/ },
  { name: /^Mindframe$/, host: /(?:^|\.)mindframe\.org\.au$/ },
];

/**
 * Citations that cannot back what they are cited for: a figure attributed to an organisation whose site is
 * never linked, and a source whose label names one publisher while its link goes to another site.
 */
export function citationProblems(body: string): string[] {
  const { main, sources } = splitSources(body);
  const hosts = [...body.matchAll(/\]\((https?:\/\/[^)\s]+)\)/g)].map((m) => hostOf(m[1]!));
  const prose = main.replace(/\]\([^)]*\)/g, ']');
  const problems: string[] = [];
  for (const { name, host, site } of ATTRIBUTED) {
    const named = name.exec(prose);
    if (named && !hosts.some((h) => host.test(h))) problems.push(`names ${named[0]} but never links ${site}: cite the figure's own source`);
  }
  for (const [, label, url] of sources.matchAll(/^- \[([^\]]+)\]\((https?:\/\/[^)\s]+)\)/gm)) {
    const publisher = label!.slice(label!.lastIndexOf(',') + 1).trim();
    const known = PUBLISHERS.find((p) => p.name.test(publisher));
    if (known && !known.host.test(hostOf(url!))) problems.push(`the source "${label}" names ${publisher} but links ${hostOf(url!)}: name the real publisher or link its page`);
  }
  return problems;
}

/** A block of markdown split into the units a reader takes as one paragraph: a paragraph, or one list item. */
interface ProseUnit {
  text: string;
  /** For a list item: the paragraph just before its list, which introduces it. */
  lead?: string;
}

function proseUnits(main: string): ProseUnit[] {
  const units: ProseUnit[] = [];
  let previous: string | undefined;
  for (const block of main.split(/\n\s*\n/)) {
    const lines = block.trim().split('\n');
    if (lines[0] === '' || /^#/.test(lines[0]!)) {
      previous = undefined;
      continue;
    }
    if (/^(?:[-*+]|\d+[.)])\s/.test(lines[0]!)) {
      const items = block.trim().split(/\n(?=(?:[-*+]|\d+[.)])\s)/);
      for (const item of items) units.push({ text: item, ...(previous ? { lead: previous } : {}) });
      continue;
    }
    units.push({ text: block.trim() });
    previous = block.trim();
  }
  return units;
}

/** A link to one of our own service pages, or to the services overview. */
const OWN_SERVICE_LINK = /\[([^\]]+)\]\(\/services\/[^)]*\)/;

/**
 * Words that tell the reader a linked service is ours: "our [support coordination](/services/...)", a
 * "(our service)" marker, "our services", or a sentence saying we offer, give, sell, run or provide it.
 */
export const OWN_SERVICE_DISCLOSURE = /\bour (?:own )?\[[^\]]*\]\(\/services\/|\(our services?\)|\bour (?:own )?services?\b|\bwe (?:also )?(?:offer|give|sell|run|provide|deliver)\b/i;

/**
 * Links from an article to our own service pages that do not say, in the same paragraph (or, for a list
 * item, in the item or the sentence that introduces the list), that the service is ours. A general article
 * that links a support type to our page without saying so reads as neutral advice while it sells.
 */
export function ownServiceLinkProblems(body: string): string[] {
  const problems: string[] = [];
  for (const unit of proseUnits(splitSources(body).main)) {
    const link = OWN_SERVICE_LINK.exec(unit.text);
    if (!link) continue;
    if (OWN_SERVICE_DISCLOSURE.test(unit.text) || (unit.lead !== undefined && OWN_SERVICE_DISCLOSURE.test(unit.lead))) continue;
    problems.push(`links "${link[1]}" to our own service page without saying it is ours: say so in the same paragraph (for example "our [${link[1]}](...)" or "(our service)"), or link a neutral explainer or an NDIS page instead`);
  }
  return problems;
}

/**
 * Reform news that no official page confirms, stated only with who reported it and when. Each pattern
 * names a reported fact; the paragraph that states it must say "reported by <who> on <day>" (or "in
 * <month year>" where the report gives only a month).
 */
export const REPORTED_FACTS: ReadonlyArray<{ fact: string; pattern: RegExp }> = [
  { fact: "the NDIS Reform Advisory Committee's advice on when new framework planning should start", pattern: /Reform Advisory Committee/ },
  { fact: 'a start of new framework planning on 1 April 2027', pattern: /1 April 2027/ },
];

const MONTH = '(?:January|February|March|April|May|June|July|August|September|October|November|December)';
export const REPORTED_BY = new RegExp(`\\breported by (?:[^.;]|\\.(?=\\w))+? (?:on \\d{1,2} ${MONTH} \\d{4}|in ${MONTH} \\d{4})`);

/** Paragraphs that state a reported fact without saying who reported it and when. */
export function reportedFactProblems(body: string): string[] {
  const problems: string[] = [];
  for (const unit of proseUnits(splitSources(body).main)) {
    const prose = unit.text.replace(/\]\([^)]*\)/g, ']');
    for (const { fact, pattern } of REPORTED_FACTS) {
      if (pattern.test(prose) && !REPORTED_BY.test(prose)) problems.push(`states ${fact} without saying who reported it and when: write "as reported by <who> on <day month year>" in the same paragraph`);
    }
  }
  return problems;
}
