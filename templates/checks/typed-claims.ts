/**
 * Claims about the provider come only from site.json, through {{claims.<id>}} tokens, so they change in one
 * place and stay on the build's list of unconfirmed values until the provider backs them. This check reads
 * the content as written (before tokens are filled in) and rejects a claim typed straight into a page:
 *
 * - a percentage said of us ("92% of our appointments"), or any percentage in a service page or data file;
 * - a response-time promise ("we reply within 24 hours", "our average response time");
 * - a claim about the team ("our whole team is trained in...", "most of our team have lived experience");
 * - a reliability promise about us or our workers ("workers who turn up and follow through", "we never cancel").
 *
 * Figures about the world (an ABS survey's 38.8%) are allowed in articles: the sentence must not speak of us.
 */
import type { SourceText } from '../../generator/content/load-content.ts';
import { recentValues } from '../../generator/cache/recent.ts';
import { ContentError } from '../../generator/errors.ts';

const PERCENT = /\d(?:[\d.,]*\d)?\s?%|\bper ?cent\b/i;
const FIRST_PERSON = /\b(?:we|we're|we've|we'll|our|ours|us)\b/i;
const RESPONSE_PROMISE =
  /\b(?:response|reply|turnaround) times?\b|\b(?:within|under|in under|in less than|less than|inside)\s+(?:\d+|one|two|three|a|an|24|48)\s+(?:business\s+|working\s+)?(?:hours?|hrs?|days?|minutes?|mins?)\b|\bsame[- ]day\b|\bnext (?:business |working )?day\b/i;
const TEAM =
  /\b(?:our (?:whole |entire )?(?:team|staff|workers|coaches|people)|(?:every(?:one)?|every member|all|most|many|each|some) (?:of|on|in) (?:our|the) team|(?:our team|our staff) (?:are|is) all)\b/i;
const TEAM_QUALITY = /\b(?:trained|training|qualified|qualifications?|accredited|certified|lived experience|years|experienced|experts?)\b/i;
const RELIABILITY = /\b(?:turns? up and follows? through|always (?:turns? up|shows? up|on time)|never (?:miss(?:es)?|cancels?|late)|(?:totally|completely|fully|100%) reliable)\b/i;
const OUR_PEOPLE = /\b(?:workers?|staff|team|coach(?:es)?|coordinators?)\b/i;

export type ClaimKind = 'percentage' | 'response time' | 'team claim' | 'reliability claim';

export interface TypedClaim {
  line: number;
  kind: ClaimKind;
  text: string;
}

/** A link's address is not prose (a source's URL may hold a %-escape). Most lines hold none: a plain search spares them the patterns. */
function proseOf(text: string): string {
  if (!text.includes('](') && !text.includes('http')) return text;
  return text.replace(/\]\([^)]*\)/g, ']').replace(/https?:\/\/\S+/g, '');
}

/**
 * Whether a line may hold a claim: any of the four patterns, read in one pass rather than four (the same
 * answer: each is case-blind and none has a flag the others lack).
 */
const ANY_CLAIM = new RegExp([PERCENT, RESPONSE_PROMISE, TEAM, RELIABILITY].map((pattern) => pattern.source).join('|'), 'i');

/**
 * The claims typed into one file's text. `aboutUs` marks text written wholly in the provider's voice (service
 * pages and data files), where any percentage is a claim. Each line is split at full stops, so a list item is
 * its own unit; a line none of the three patterns matches (nearly every line) cannot hold a sentence that
 * does, so it is not split at all.
 */
export function findTypedClaims(text: string, { aboutUs }: { aboutUs: boolean }): TypedClaim[] {
  const found: TypedClaim[] = [];
  text.split('\n').forEach((lineText, index) => {
    const lineProse = proseOf(lineText);
    if (!ANY_CLAIM.test(lineProse)) return;
    const line = index + 1;
    for (const part of lineText.split(/(?<=[.!?])\s+(?=[A-Z0-9"'‘“(*[])/)) {
      const sentence = part.trim();
      if (!sentence) continue;
      const prose = proseOf(sentence);
      const speaksOfUs = FIRST_PERSON.test(prose);
      if (PERCENT.test(prose) && (aboutUs || speaksOfUs)) found.push({ line, kind: 'percentage', text: sentence });
      else if (RESPONSE_PROMISE.test(prose) && speaksOfUs) found.push({ line, kind: 'response time', text: sentence });
      else if (TEAM.test(prose) && TEAM_QUALITY.test(prose)) found.push({ line, kind: 'team claim', text: sentence });
      else if (RELIABILITY.test(prose) && (speaksOfUs || OUR_PEOPLE.test(prose))) found.push({ line, kind: 'reliability claim', text: sentence });
    }
  });
  return found;
}

/**
 * A data file is checked one string value at a time, so a sentence never runs from one field into the next
 * (a minified file is one line). Each claim keeps the line its value starts on. A file that does not parse is
 * left to the loader, which names the JSON error.
 */
function claimsInJson(text: string): TypedClaim[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return findTypedClaims(text, { aboutUs: true });
  }
  const found: TypedClaim[] = [];
  const visit = (value: unknown): void => {
    if (typeof value === 'string') {
      const at = text.indexOf(JSON.stringify(value).slice(1, -1));
      const line = at < 0 ? 1 : text.slice(0, at).split('\n').length;
      for (const claim of findTypedClaims(value, { aboutUs: true })) found.push({ ...claim, line: line + claim.line - 1 });
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  visit(data);
  return found;
}

/** Where a file's text speaks for us throughout (data files, service pages), and the order files are checked in. */
const KINDS: Readonly<Record<string, { rank: number; aboutUs: boolean }>> = { services: { rank: 1, aboutUs: true }, notices: { rank: 1, aboutUs: true }, pages: { rank: 2, aboutUs: false }, articles: { rank: 3, aboutUs: false } };
/** Read as written but not checked here: site.json is where claims live, and language pages type no figures (inline-text.ts refuses numbers). */
const NOT_CHECKED = new Set(['site', 'languageSource', 'languages']);

/**
 * Each file's typed claims by its text, kept from one build to the next (generator/cache/recent.ts). What it
 * saves, measured (docs/performance.md, round of issue 40, third part): about 20 ms of each dev rebuild.
 */
const claimsByText = recentValues<TypedClaim[]>();

/**
 * Every claim typed into content/ outside site.json, as errors that name the file, the line and the fix:
 * the data files and service pages (in the provider's voice throughout), then the pages and articles.
 */
export function checkTypedClaims(sources: ReadonlyMap<string, SourceText>): ContentError[] {
  claimsByText.nextBuild();
  const files = [...sources.values()]
    .filter((source) => !NOT_CHECKED.has(source.collection))
    .map((source) => ({ source, kind: source.format === 'json' ? { rank: 0, aboutUs: true } : (KINDS[source.collection] ?? { rank: 4, aboutUs: false }) }))
    .sort((a, b) => a.kind.rank - b.kind.rank || a.source.file.localeCompare(b.source.file));
  const errors: ContentError[] = [];
  for (const { source, kind } of files) {
    const claims = claimsByText.get(`${source.format}\0${kind.aboutUs}\0${source.text}`, () => (source.format === 'json' ? claimsInJson(source.text) : findTypedClaims(source.text, { aboutUs: kind.aboutUs })));
    for (const claim of claims) {
      const shown = claim.text.length > 90 ? `${claim.text.slice(0, 87)}...` : claim.text;
      errors.push(
        new ContentError(
          source.file,
          `line ${claim.line}`,
          `a ${claim.kind} is typed into the text ("${shown}"): claims about us come only from site.json. Use a {{claims.<id>}} token (ids in site.json "stats" and "teamClaims") or reword it so it claims nothing`,
        ),
      );
    }
  }
  return errors;
}
