/**
 * Facts with one home, typed somewhere else: each would go stale there the day it changes at home. Run by
 * every build on every content file as written (before tokens are filled in):
 *
 * - our name, phone number, e-mail address or ABN typed outside site.json: write the token ({{phone}});
 * - a phone number typed after "call us" or "our number": our number comes from site.json ({{phone}});
 * - a support item number outside service-terms.json: name the service, whose terms list its items;
 * - the NDIS Pricing Arrangements' address in a service page, a page or a data file: the service pages link
 *   it from site.json, with the date it was checked;
 * - the NDIS Commission's or the Victorian Disability Worker Commission's number in a service page, the
 *   Easy Read pages, the service terms or the programs: write its token.
 */
import type { SourceText } from '../../generator/content/load-content.ts';
import type { SiteConfig } from '../content/types.ts';
import { lineAt, type Finding } from './prose.ts';

/** A phone number as Australians write it: 03 5550 0142, 0491 570 006, 1800 123 456, 13 11 14, +61 3 5550 0142. */
const PHONE = /(?<![\d])(?:\+61[ \u00a0]?\(?0?[2-478]\)?|\(?0[2-478]\)?)(?:[ \u00a0-]?\d){8}(?![\d])|(?<![\d])1[38]00(?:[ \u00a0-]?\d){6}(?![\d])|(?<![\d])13(?:[ \u00a0-]?\d){4}(?![\d])/g;
/** Words in our voice that lead to our own number. */
const OUR_NUMBER = /\b(?:(?:call|ring|phone|text|reach|contact)\s+us|(?:our|my)\s+(?:office\s+|main\s+|phone\s+|intake\s+)?(?:number|phone(?:\s+number)?|line))\b/i;
const ITEM_NUMBER = /(?<![\d_])\d{2}_\d{3}_\d{4}_\d_\d(?![\d_])/g;

const digits = (text: string) => text.replace(/\D/g, '');

/** A typed constant of site.json and the token that stands for it. */
interface Constant {
  what: string;
  token: string;
  find: (text: string) => number | undefined;
}

function phoneFinder(number: string): (text: string) => number | undefined {
  const wanted = digits(number);
  return (text) => {
    for (const match of text.matchAll(PHONE)) if (digits(match[0]).replace(/^61/, '0') === wanted) return match.index;
    return undefined;
  };
}

function textFinder(value: string): (text: string) => number | undefined {
  const lower = value.toLowerCase();
  const escaped = lower.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}@.])${escaped}(?![\\p{L}\\p{N}])`, 'iu');
  return (text) => pattern.exec(text)?.index;
}

/** Our own details, as the build checks they are never typed. */
function ourConstants(site: Pick<SiteConfig, 'name' | 'legalName' | 'phone' | 'email' | 'abn'>): Constant[] {
  const abn = digits(site.abn);
  return [
    { what: `our phone number (${site.phone})`, token: '{{phone}}', find: phoneFinder(site.phone) },
    { what: `our e-mail address (${site.email})`, token: '{{email}}', find: textFinder(site.email) },
    { what: `our ABN (${site.abn})`, token: '{{abn}}', find: (text) => [...text.matchAll(/\d[\d ]{9,14}\d/g)].find((match) => digits(match[0]) === abn)?.index },
    { what: `our legal name (${site.legalName})`, token: '{{legalName}}', find: textFinder(site.legalName) },
    { what: `our name (${site.name})`, token: '{{name}}', find: textFinder(site.name) },
  ];
}

/** Our details typed into one file's text. */
export function typedOwnDetails(text: string, site: Pick<SiteConfig, 'name' | 'legalName' | 'phone' | 'email' | 'abn'>): Finding[] {
  const found: Finding[] = [];
  const claimed: number[] = [];
  for (const constant of ourConstants(site)) {
    const index = constant.find(text);
    // The name inside the legal name ("Example Support" in "Example Support Pty Ltd") is one finding, not two.
    if (index === undefined || claimed.includes(index)) continue;
    claimed.push(index);
    found.push({ line: lineAt(text, index), message: `types ${constant.what}: write ${constant.token} instead, so it changes in one place (site.json)` });
  }
  return found.sort((a, b) => a.line! - b.line!);
}

/** A phone number typed where a sentence gives our own number ("call us on ...", "our number is ..."). */
export function typedOurNumber(text: string, known: readonly string[]): Finding[] {
  const others = new Set(known.map(digits));
  const found: Finding[] = [];
  for (const match of text.matchAll(PHONE)) {
    if (others.has(digits(match[0]))) continue;
    const before = text.slice(Math.max(0, text.lastIndexOf('\n', match.index) + 1, match.index - 60), match.index);
    if (!OUR_NUMBER.test(before)) continue;
    found.push({ line: lineAt(text, match.index), message: `types a phone number as ours ("${match[0]}"): write {{phone}} instead (our number is in site.json), or, for another service's line, name the service before its number` });
  }
  return found;
}

/** Support item numbers typed outside service-terms.json. */
export function typedItemNumbers(text: string): Finding[] {
  return [...text.matchAll(ITEM_NUMBER)].map((match) => ({ line: lineAt(text, match.index), message: `types the support item number ${match[0]}: support items are written once, in service-terms.json, and each service page shows its own. Name the service instead` }));
}

/** The collections each fact may not be typed in, besides its home. */
const NO_PRICING_LINK = new Set(['services', 'pages', 'home', 'testimonials', 'team', 'easyRead', 'about', 'referrers', 'faq', 'programs', 'forms', 'serviceTerms', 'search', 'resourcesList', 'words', 'editorial']);
const NO_COMPLAINT_NUMBERS = new Set(['services', 'easyRead', 'serviceTerms', 'programs']);

/** Every typed fact in the content, by file: each finding names the line and the fix. */
export function typedFacts(sources: Iterable<SourceText>, site: SiteConfig, otherNumbers: readonly string[]): { file: string; findings: Finding[] }[] {
  const known = [
    ...Object.values(site.helpLines).flatMap((line) => [line.number, ...(line.text ? [line.text.number] : [])]),
    site.complaints.ndisCommission.number,
    site.complaints.vdwc.number,
    site.contactSupport.interpreter.number,
    site.contactSupport.relay.number,
    site.contactSupport.relay.speakAndListen,
    site.contactSupport.relay.sms,
    ...otherNumbers,
  ];
  const pricing = site.pricing.url.replace(/^https:\/\/(?:www\.)?/, '').replace(/\/$/, '');
  const complaintLines = [
    { number: site.complaints.ndisCommission.number, token: '{{complaints.ndisCommission}}', name: site.complaints.ndisCommission.name },
    { number: site.complaints.vdwc.number, token: '{{complaints.vdwc}}', name: site.complaints.vdwc.name },
  ];
  const results: { file: string; findings: Finding[] }[] = [];
  for (const source of sources) {
    if (source.collection === 'site') continue;
    const { text, collection } = source;
    const findings = [...typedOwnDetails(text, site), ...typedOurNumber(text, known)];
    if (collection !== 'serviceTerms') findings.push(...typedItemNumbers(text));
    if (NO_PRICING_LINK.has(collection) && pricing && text.includes(pricing)) {
      findings.push({ line: lineAt(text, text.indexOf(pricing)), message: 'types the address of the NDIS Pricing Arrangements: the service pages link it from site.json (pricing.url), with the date it was checked. Take it out, or link the service page\'s terms' });
    }
    if (NO_COMPLAINT_NUMBERS.has(collection)) {
      for (const line of complaintLines) {
        const index = phoneFinder(line.number)(text);
        if (index !== undefined) findings.push({ line: lineAt(text, index), message: `types the number of the ${line.name} (${line.number}): write ${line.token} instead, so it changes in one place (site.json)` });
      }
    }
    if (findings.length) results.push({ file: source.file, findings: findings.sort((a, b) => (a.line ?? 0) - (b.line ?? 0)) });
  }
  return results;
}
