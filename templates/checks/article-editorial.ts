/**
 * The rules an expert editor holds each article to, run by every build on the article as written. Each
 * returns findings with the line (of the body it is given) and what to write instead; the words and lists
 * they use are data in content/editorial.json (EditorialRules):
 *
 * - no sales prompt or service plug in the body of an article on suicide, self-harm, crisis or trauma;
 * - the access-help and support coordination pages disclose the conflict of interest and link independent options;
 * - every article that states NDIS policy carries `updated` and `reviewBy`;
 * - a help line named or cited in an article gives its number;
 * - sources are official first: few non-official sources, and at least one official;
 * - no opening, closing or title written to a formula;
 * - an article outside our work says what we do not do and where to go instead;
 * - every article says whom it is written for, in one line;
 * - a fact with a home is stated in full only there, and every mention links it;
 * - a figure attributed to an organisation links its site, and a source's label names its real publisher;
 * - a link to one of our own service pages says, in the same paragraph, that the service is ours;
 * - reform news no official page confirms says who reported it and when.
 */
import type { EditorialRules } from '../content/editorial.ts';
import { findPhrase, hostOf, lineAt, mayHoldAny, mayHoldPhrase, onSite, proseUnits, splitSources, withoutAddresses, type Finding } from './prose.ts';

/** An article whose topic is suicide, self-harm, crisis or trauma: help comes before anything we sell. */
export function isSensitive(slug: string, title: string, rules: Pick<EditorialRules, 'sensitiveWords'>): boolean {
  return findPhrase(`${slug} ${title}`, rules.sensitiveWords) !== undefined;
}

/** Links and tokens that sell: our services, referral or contact pages, our phone or e-mail, our registration notice. */
const SALES_MARKS: ReadonlyArray<[RegExp, string]> = [
  [/\]\(\/(?:services|referral|contact)\b[^)]*\)/i, 'a link to our services, referral or contact page'],
  [/\{\{phone(?:Href)?\}\}|\{\{email\}\}/, 'our office phone or e-mail'],
  [/\{\{registrationNotice\}\}/, 'our registration notice (a sales detail)'],
];

/** Sales prompts and service plugs in an article's body (the text before "## Sources"). */
export function salesPrompts(body: string, rules: Pick<EditorialRules, 'salesPhrases'>): Finding[] {
  const { main } = splitSources(body);
  const found: Finding[] = SALES_MARKS.flatMap(([pattern, what]) => {
    const match = pattern.exec(main);
    return match ? [{ line: lineAt(main, match.index), message: `a sensitive article (suicide, self-harm, crisis or trauma) with a sales prompt, ${what}: "${match[0]}". Put help first and take it out: the page already ends with the help lines` }] : [];
  });
  const phrase = findPhrase(main, rules.salesPhrases);
  if (phrase) found.push({ line: lineAt(main, phrase.index), message: `a sensitive article (suicide, self-harm, crisis or trauma) with a sales prompt, an invitation to use our services: "${phrase.match}". Take it out, or point to the help lines instead` });
  return found.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
}

type Independent = EditorialRules['disclosures'][number]['independent'][number];

/** What a page that must disclose a conflict of interest is missing. */
export function disclosureProblems(text: string, independent: readonly Independent[]): Finding[] {
  const problems: Finding[] = [];
  const heading = /^#{2,3} .*conflict of interest/im.exec(text);
  if (!heading) problems.push({ message: 'has no "conflict of interest" section: add a ## heading "Our conflict of interest" that says what else we sell and that the person is free to choose someone else' });
  const section = text.search(/conflict of interest/i);
  if (!/\b(?:also (?:sell|offer|provide)|we (?:also )?(?:sell|offer|provide|run))\b/i.test(text.slice(section))) {
    problems.push({ ...(heading ? { line: lineAt(text, heading.index) } : {}), message: 'the conflict-of-interest section does not say what else we sell: write, for example, "We also offer support coordination"' });
  }
  if (!/change (?:your|their|to another|support coordinator)|choose (?:another|a different)|free to (?:choose|go)|you can (?:choose|change|leave)/i.test(text)) {
    problems.push({ ...(heading ? { line: lineAt(text, heading.index) } : {}), message: 'does not say the person is free to choose someone else: write, for example, "You are free to choose another provider"' });
  }
  const hosts = [...text.matchAll(/\]\((https?:\/\/[^)\s]+)\)/g)].map((match) => hostOf(match[1]!));
  for (const { what, links, phrases } of independent) {
    const linked = links !== undefined && hosts.some((host) => onSite(host, links));
    const said = phrases !== undefined && findPhrase(text, phrases) !== undefined;
    if (!linked && !said) problems.push({ message: `gives no ${what}: add it to the conflict-of-interest section` });
  }
  return problems;
}

/** Articles that state NDIS policy: anything that names the NDIS, the NDIA or its rules. */
export function statesPolicy(body: string): boolean {
  return /\bNDIS\b|\bNDIA\b|National Disability Insurance/.test(splitSources(body).main);
}

/** An article that states NDIS policy carries the dates its facts were checked and must be checked again. */
export function reviewDateProblems(front: { updated?: string | undefined; reviewBy?: string | undefined }, body: string): Finding[] {
  if (!statesPolicy(body)) return [];
  const problems: Finding[] = [];
  if (!front.updated) problems.push({ message: 'states NDIS policy but has no "updated" date: add "updated: YYYY-MM-DD", the day you checked the facts against the sources' });
  if (!front.reviewBy) problems.push({ message: 'states NDIS policy but has no "reviewBy" date: add "reviewBy: YYYY-MM-DD", when the facts must be checked again (six months on, or sooner for news)' });
  return problems;
}

const digits = (text: string) => text.replace(/\D/g, '');

/** Help lines named in the body or cited in the sources whose number the reader is never given. */
export function hotlineProblems(body: string, lineNumbers: readonly string[], rules: Pick<EditorialRules, 'helpLineNames'>, numberOf: (line: string) => string | undefined): Finding[] {
  const problems: Finding[] = [];
  if (!mayHoldAny(body, rules.helpLineNames, () => rules.helpLineNames.map((entry) => entry.names))) return problems;
  // Made only for an article that names a help line (few do).
  const compactMain = splitSources(body).main.replace(/[ \u00a0-]/g, '');
  for (const entry of rules.helpLineNames) {
    const named = findPhrase(body, entry.names);
    if (!named) continue;
    const number = entry.number ?? numberOf(entry.line!) ?? '';
    if (compactMain.includes(digits(number)) || lineNumbers.some((n) => digits(n) === digits(number))) continue;
    problems.push({ line: lineAt(body, named.index), message: `names or cites ${entry.names[0]} but never gives its number: write "${entry.names[0]} on ${number}", or add it to the article's helpLines` });
  }
  return problems;
}

export type SourceKind = 'official' | 'recognised' | 'other';

export function sourceKind(url: string, rules: Pick<EditorialRules, 'officialSources' | 'recognisedSources'>): SourceKind {
  const host = hostOf(url);
  if (onSite(host, rules.officialSources)) return 'official';
  return onSite(host, rules.recognisedSources) ? 'recognised' : 'other';
}

/** The addresses listed under "## Sources". */
export function sourceLinks(body: string): string[] {
  return [...splitSources(body).sources.matchAll(/\]\((https?:\/\/[^)\s]+)\)/g)].map((m) => m[1]!);
}

export function sourceProblems(body: string, rules: Pick<EditorialRules, 'officialSources' | 'recognisedSources' | 'articles'>): Finding[] {
  const { sourcesLine } = splitSources(body);
  const at = sourcesLine === undefined ? {} : { line: sourcesLine };
  const links = sourceLinks(body);
  const kinds = links.map((url) => sourceKind(url, rules));
  const problems: Finding[] = [];
  const others = links.filter((_, i) => kinds[i] === 'other');
  if (links.length && !kinds.includes('official') && statesPolicy(body)) problems.push({ ...at, message: 'states NDIS policy but cites no official source: add the NDIS, NDIA or government page the facts come from' });
  const official = kinds.filter((k) => k === 'official').length;
  if (others.length > official) problems.push({ ...at, message: `more sources from providers, news or blogs (${others.length}) than official ones (${official}): cite the official page each fact comes from` });
  const max = rules.articles.maxOtherSources;
  if (others.length > max) problems.push({ ...at, message: `${others.length} sources are neither official nor a recognised health body (at most ${max}): ${others.map((u) => hostOf(u)).join(', ')}. Replace them with official pages` });
  return problems;
}

/** Openings, closings and titles written to a formula: each article should say what it is for in its own words. */
export function formulaProblems(title: string, body: string): Finding[] {
  const problems: Finding[] = [];
  const { main } = splitSources(body);
  if (/, and /.test(title)) problems.push({ message: `title follows the "X, and Y" formula ("${title}"): say what the article is about in plain words` });
  const opening = main.split(/\n## /)[0] ?? '';
  const formula = /(?:^|\.\s+|\n)(?:This|The) (?:article|guide|post|overview) (?:explains|looks|covers|walks|gives|is about|is for)|(?:^|\n)Below you will find|(?:^|\n)In this (?:article|guide)/.exec(opening);
  if (formula) problems.push({ line: lineAt(main, formula.index + (formula[0].match(/^\s*[.\s]*/)?.[0].length ?? 0)), message: 'opens with "This article/guide explains...": start with what the reader needs to know' });
  const closer = /^## (?:Where we fit|How we can help|Our support coordination)\b/m.exec(main);
  if (closer) problems.push({ line: lineAt(main, closer.index), message: 'ends with a "where we fit" sales section: end with what the reader can do next, and leave our services to the service pages' });
  return problems;
}

/** A topic outside a psychosocial provider's work says plainly what we do not do, and where to go. */
export function outOfScopeProblems(body: string): Finding[] {
  const { main } = splitSources(body);
  const heading = /^## Where to go for this support\n([\s\S]*?)(?=^## )/m.exec(`${main}\n## `);
  if (!heading) return [{ message: 'is outside our work ("outsideOurWork: true") but has no "## Where to go for this support" section: add one that says what we do not do and who does it' }];
  const line = lineAt(main, heading.index);
  if (!/\bWe (?:do not|don't|are not)\b/.test(heading[1]!)) return [{ line, message: 'the "where to go" section does not say plainly what we do not do: write "We do not provide ..."' }];
  if (/\]\(\/services\//.test(heading[1]!)) return [{ line, message: 'the "where to go" section sells our services instead of pointing elsewhere: link the services that do this work instead' }];
  return [];
}

/** Every article says whom it is for, in one line (`audience`, shown as "Written for"). */
export function audienceProblems(audience: string | undefined): Finding[] {
  if (audience === undefined || audience.trim() === '') return [{ message: 'has no "audience" in the front matter: add one line saying whom the article is written for, like "audience: carers of adults with a psychosocial disability"' }];
  const words = audience.trim().split(/\s+/).length;
  if (words < 3 || words > 25) return [{ message: `"audience" has ${words} words: keep it to one plain line of 3 to 25 words` }];
  return [];
}

type FactHome = EditorialRules['factHomes'][number];

/** Where an article states a fact whose home is another article, or mentions its topic without linking the home. */
export function factHomeProblems(slug: string, body: string, homes: readonly FactHome[]): Finding[] {
  const { main } = splitSources(body);
  const prose = withoutAddresses(main);
  const lineOf = (phrases: readonly string[]) => {
    const at = findPhrase(main, phrases);
    return at ? { line: lineAt(main, at.index) } : {};
  };
  const problems: Finding[] = [];
  if (!mayHoldAny(prose, homes, () => homes.flatMap((home) => [home.detail, home.topic]))) return problems;
  for (const home of homes) {
    if (home.home === slug) continue;
    const detail = findPhrase(prose, home.detail);
    if (detail && !home.alsoAllowed?.[slug]) problems.push({ ...lineOf(home.detail), message: `states "${detail.match}" (${home.fact}): say it in a sentence and link /resources/${home.home}/, where it is kept up to date` });
    else if (findPhrase(prose, home.topic) && !main.includes(`](/resources/${home.home}/`)) {
      problems.push({ ...lineOf(home.topic), message: `mentions ${home.fact} without linking /resources/${home.home}/: link it, like "[read more](/resources/${home.home}/)"` });
    }
  }
  return problems;
}

/**
 * Citations that cannot back what they are cited for: a figure attributed to an organisation whose site is
 * never linked, and a source whose label names one publisher while its link goes to another site.
 */
export function citationProblems(body: string, rules: Pick<EditorialRules, 'attributed' | 'publishers'>): Finding[] {
  const { main, sources, sourcesLine } = splitSources(body);
  const hosts = [...body.matchAll(/\]\((https?:\/\/[^)\s]+)\)/g)].map((m) => hostOf(m[1]!));
  const prose = withoutAddresses(main);
  const problems: Finding[] = [];
  const anyNamed = mayHoldAny(prose, rules.attributed, () => rules.attributed.map((entry) => entry.names));
  for (const { names, sites, site } of anyNamed ? rules.attributed : []) {
    const named = findPhrase(prose, names);
    if (named && !hosts.some((host) => onSite(host, sites))) {
      const at = findPhrase(main, names);
      problems.push({ ...(at ? { line: lineAt(main, at.index) } : {}), message: `names ${named.match} but never links ${site}: cite the figure's own source under "## Sources"` });
    }
  }
  for (const match of sources.matchAll(/^- \[([^\]]+)\]\((https?:\/\/[^)\s]+)\)/gm)) {
    const [, label, url] = match;
    const publisher = label!.slice(label!.lastIndexOf(',') + 1).trim();
    const known = rules.publishers.find((p) => p.names.some((name) => name.toLowerCase() === publisher.toLowerCase()));
    if (known && !onSite(hostOf(url!), known.sites)) {
      problems.push({ line: (sourcesLine ?? 1) + lineAt(sources, match.index) - 1, message: `the source "${label}" names ${publisher} but links ${hostOf(url!)}: name the real publisher after the last comma, or link ${publisher}'s own page` });
    }
  }
  return problems;
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
export function ownServiceLinkProblems(body: string): Finding[] {
  const problems: Finding[] = [];
  const { main } = splitSources(body);
  // A link to a service page needs "](/services/" in the text (no paragraph or list item makes one): most articles have none to split.
  if (!main.includes('](/services/')) return problems;
  for (const unit of proseUnits(main)) {
    const link = OWN_SERVICE_LINK.exec(unit.text);
    if (!link) continue;
    if (OWN_SERVICE_DISCLOSURE.test(unit.text) || (unit.lead !== undefined && OWN_SERVICE_DISCLOSURE.test(unit.lead))) continue;
    problems.push({
      line: unit.line,
      message: `links "${link[1]}" to our own service page without saying it is ours: say so in the same paragraph (for example "our [${link[1]}](...)" or "(our service)"), or link a neutral explainer or an NDIS page instead`,
    });
  }
  return problems;
}

const MONTH = '(?:January|February|March|April|May|June|July|August|September|October|November|December)';
export const REPORTED_BY = new RegExp(`\\breported by (?:[^.;]|\\.(?=\\w))+? (?:on \\d{1,2} ${MONTH} \\d{4}|in ${MONTH} \\d{4})`);

/** Paragraphs that state a reported fact without saying who reported it and when. */
export function reportedFactProblems(body: string, rules: Pick<EditorialRules, 'reportedFacts'>): Finding[] {
  const problems: Finding[] = [];
  const { main } = splitSources(body);
  if (!mayHoldPhrase(main, rules.reportedFacts.flatMap((reported) => reported.phrases))) return problems;
  for (const unit of proseUnits(main)) {
    const prose = withoutAddresses(unit.text);
    for (const { fact, phrases } of rules.reportedFacts) {
      if (findPhrase(prose, phrases) && !REPORTED_BY.test(prose)) problems.push({ line: unit.line, message: `states ${fact} without saying who reported it and when: write "as reported by <who> on <day month year>" in the same paragraph` });
    }
  }
  return problems;
}
