/**
 * Editorial rules an expert editor would hold the content to (issue: "Content an expert editor would sign
 * off"), as functions of the text, so the tests and the report share them:
 *
 * - no sales prompt or service plug in the body of an article on suicide, self-harm, crisis or trauma;
 * - the access-help and support coordination pages disclose the conflict of interest and link independent options;
 * - every article that states NDIS policy carries `updated` and `reviewBy`, and no `reviewBy` has passed;
 * - a help line named or cited in an article gives its number;
 * - sources are official first: few non-official sources, and at least one official.
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import matter from 'gray-matter';
import { findTypedClaims } from '../../generator/content/claims-check.ts';
import { overdueReviews } from '../../generator/content/review-dates.ts';
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

/** Articles that state NDIS policy: anything that names the NDIS, the NDIA or its rules. */
export function statesPolicy(body: string): boolean {
  return /\bNDIS\b|\bNDIA\b|National Disability Insurance/.test(splitSources(body).main);
}

/** Review-date problems for one article on a given day (YYYY-MM-DD): a fixed clock in tests. */
export function reviewProblems(file: string, data: Record<string, unknown>, body: string, today: string): string[] {
  if (!statesPolicy(body)) return [];
  const problems: string[] = [];
  const date = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : typeof value === 'string' ? value : undefined);
  const updated = date(data.updated);
  const reviewBy = date(data.reviewBy);
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

/** Official sources: government (.gov.au, .gov), the NDIS and its Commission, legislation, the WHO. */
export function isOfficial(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return false;
  }
  return /(?:^|\.)gov\.au$|(?:^|\.)gov$|^who\.int$|(?:^|\.)ndis\.gov\.au$/.test(host);
}

/**
 * National health services, peak and professional bodies, Primary Health Networks, the NDIS's own Easy Read
 * publishers and research: not government, but not a provider's or plan manager's sales page.
 */
const RECOGNISED = /(?:^|\.)(?:mindframe\.org\.au|everymind\.org\.au|beyondblue\.org\.au|lifeline\.org\.au|headspace\.org\.au|tandemcarers\.org\.au|blueknot\.org\.au|phoenixaustralia\.org|kidshelpline\.com\.au|sane\.org|raisingchildren\.net\.au|13yarn\.org\.au|mensline\.org\.au|directline\.org\.au|ndh\.org\.au|mentalhealthaustralia\.org\.au|mhaustralia\.org|doi\.org|ncbi\.nlm\.nih\.gov|biomedcentral\.com|journals\.plos\.org|dietitiansaustralia\.org\.au|autismcrc\.com\.au|naidoc\.org\.au|vaccho\.org\.au|pwd\.org\.au|a4\.org\.au|yodaa\.org\.au|orygen\.org\.au|blackdoginstitute\.org\.au|aappublications\.org|edu\.au|waamh\.org\.au|amaze\.org\.au|inclusionaustralia\.org\.au|theconversation\.com|financialcounsellingaustralia\.org\.au|reachout\.com|otaus\.com\.au|apo\.org\.au|cesphn\.org\.au|adhdaustralia\.org\.au|adhdfoundation\.org\.au|ontheline\.org\.au|insightplus\.mja\.com\.au|croakey\.org|nirs\.org\.au|bnhcrc\.com\.au|fortemaustralia\.org\.au|headsup\.org\.au|mindgardens\.org\.au|(?:queensland)?lawhandbook\.org\.au|righttoknow\.org\.au|nutritionaustralia\.org|easternhealth\.org\.au|ndis-iac\.easyread\.com\.au|ndiscommission\.easyread\.com\.au)$/;

export type SourceKind = 'official' | 'recognised' | 'other';

export function sourceKind(url: string): SourceKind {
  if (isOfficial(url)) return 'official';
  let host = '';
  try {
    host = new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return 'other';
  }
  return RECOGNISED.test(host) ? 'recognised' : 'other';
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
  if (OUT_OF_SCOPE.includes(slug)) problems.push(...outOfScopeProblems(content));
  problems.push(...findTypedClaims(source, { aboutUs: false }).map((c) => `line ${c.line}: a ${c.kind} typed into the text`));
  const kinds = sourceLinks(content).map(sourceKind);
  const dateOf = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : typeof v === 'string' ? v : undefined);
  return {
    file,
    slug,
    sensitive,
    ...(dateOf(data.updated) ? { updated: dateOf(data.updated) } : {}),
    ...(dateOf(data.reviewBy) ? { reviewBy: dateOf(data.reviewBy) } : {}),
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
