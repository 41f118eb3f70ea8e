/**
 * The build's check that no page shows an unconfirmed claim about us without its caption. A claim is
 * "shown" where one block of text (a paragraph, list item, table cell, heading...) holds its sentence, or
 * its value and its label together ("92%" and "appointment reliability"). That block must then hold the
 * claim's caption element (markdown/caption-marker.ts). A claim typed into a template or a data file, or a caption
 * dropped from a component, fails the build with the page, the field and the fix.
 */
import { parse, type HTMLElement } from 'node-html-parser';
import { claimsOf, isUnconfirmed, type ShownClaim } from '../content/claims.ts';
import { CAPTION_ATTRIBUTE, CAPTION_CLASS } from '../../generator/markdown/caption-marker.ts';
import type { SiteConfig } from '../content/types.ts';
import { BuildError } from '../../generator/errors.ts';

const BLOCKS = new Set(['P', 'LI', 'DD', 'DT', 'TD', 'TH', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'FIGCAPTION', 'BLOCKQUOTE', 'SUMMARY', 'LABEL', 'CAPTION', 'LEGEND']);

/** Spaces of every kind (the build keeps numbers and times together with non-breaking ones) as one space. */
const normal = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ').trim().toLowerCase();

export interface UncaptionedClaim {
  field: string;
  /** The text of the block that shows it. */
  text: string;
}

interface Signature {
  claim: ShownClaim;
  /** Every piece must be in one block. */
  pieces: string[][];
}

/** The claims to look for: those site.json still lists as unconfirmed. */
export function unconfirmedClaims(site: Pick<SiteConfig, 'stats' | 'teamClaims' | 'rating' | 'policies' | 'unconfirmed'>): ShownClaim[] {
  return claimsOf(site).filter((claim) => isUnconfirmed(site, claim.field));
}

/**
 * What the check looks for in a list of claims, worked out once per list (the renderer passes the same list
 * for every page): each claim's pieces, normalised, and for each piece its two longest runs of characters that
 * the quick search's normalising cannot have made or moved (plain ASCII, no space, no `&`, `'` or `"`):
 * wherever the normalised text holds a piece, the page's text with its tags stripped and lowercased holds the
 * piece's runs. One pattern finds every run a page holds in one reading; a page that does not hold all the
 * runs of at least one way of showing a claim (its sentence; its value and its label) cannot show any claim,
 * and is spared the normalising.
 *
 * What it saves, at 4,000 articles (docs/performance.md, round of issue 40, fourth part): the check of the
 * 5,488 pieces of a build (each page's main content, each header and footer) took 0.77 to 0.97 CPU s of the
 * main thread in one process, now 0.41 to 0.47: the claims were worked out again for each page (a fifth of
 * it), and each page's whole text normalised (two fifths); 46 of the pages hold every run of a claim, and
 * 19 of those show one (with its caption), so go on to the full search.
 */
interface Lookout {
  signatures: Signature[];
  /** Each way of showing a claim, as the runs it needs; undefined when a piece has no run (then every page is searched in full). */
  ways: (readonly string[][]) | undefined;
  /** Every run, longest first, so a match is the longest run that starts where it does. */
  anyRun: RegExp;
  /** For each run, the runs it starts with (itself included): those start where it matches too. */
  startsOf: ReadonlyMap<string, readonly string[]>;
}

const lookouts = new WeakMap<readonly ShownClaim[], Lookout>();

function lookoutFor(claims: readonly ShownClaim[]): Lookout {
  let lookout = lookouts.get(claims);
  if (!lookout) lookouts.set(claims, (lookout = makeLookout(claims)));
  return lookout;
}

const longestFirst = (a: string, b: string) => b.length - a.length || (a < b ? -1 : a > b ? 1 : 0);

/** A normalised piece's two longest runs that the quick search's decoding and spacing leave as they are. */
const runsOf = (piece: string) => [...new Set(piece.split(/[^\x21-\x7e]|[&'"]/))].sort(longestFirst).slice(0, 2);

const escapeRun = (run: string) => run.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function makeLookout(claims: readonly ShownClaim[]): Lookout {
  const signatures = claims.map((claim) => ({
    claim,
    pieces: [...(claim.sentence ? [[normal(claim.sentence)]] : []), ...(claim.value && claim.label ? [[normal(claim.value), normal(claim.label)]] : [])],
  }));
  const ways = signatures.flatMap((signature) => signature.pieces.map((pieces) => pieces.flatMap(runsOf)));
  const all = [...new Set(ways.flat())].sort(longestFirst);
  return {
    signatures,
    ways: all.includes('') ? undefined : ways,
    anyRun: all.length === 0 ? /(?!)/g : new RegExp(all.map(escapeRun).join('|'), 'g'),
    startsOf: new Map(all.map((run) => [run, all.filter((other) => run.startsWith(other))])),
  };
}

/** Whether the page's text (tags stripped) may show a claim: false only when it cannot. */
function mayShow(text: string, lookout: Lookout): boolean {
  if (!lookout.ways) return true;
  const lower = text.toLowerCase();
  const held = new Set<string>();
  // Every place a run starts: after each match the search goes on from the next character, so runs that
  // overlap are each found; runs that start at the same place as a longer one are its beginnings.
  const { anyRun, startsOf } = lookout;
  anyRun.lastIndex = 0;
  for (let match = anyRun.exec(lower); match; match = anyRun.exec(lower)) {
    for (const run of startsOf.get(match[0])!) held.add(run);
    anyRun.lastIndex = match.index + 1;
  }
  return held.size > 0 && lookout.ways.some((runs) => runs.every((run) => held.has(run)));
}

const shows = (text: string, signature: Signature) => signature.pieces.some((pieces) => pieces.every((piece) => text.includes(piece)));

/** Each unconfirmed claim shown in the HTML without its caption in the same block. */
export function uncaptionedClaims(html: string, claims: readonly ShownClaim[]): UncaptionedClaim[] {
  const lookout = lookoutFor(claims);
  const wanted = lookout.signatures;
  // Most pages show no claim at all: a plain search of the page's text first spares them the parse, and
  // before it, a search for the claims' longest runs spares nearly all of them the normalising.
  const text = html.replace(/<[^>]*>/g, '');
  if (!mayShow(text, lookout)) return [];
  const flat = normal(decodeBasic(text));
  const present = wanted.filter((signature) => shows(flat, signature));
  if (present.length === 0) return [];
  const root = parse(html);
  const found: UncaptionedClaim[] = [];
  const visit = (element: HTMLElement): Set<Signature> => {
    // The claims a descendant block already accounts for are not this block's to answer for.
    const handled = new Set<Signature>();
    for (const child of element.childNodes) {
      if (child.nodeType === 1) for (const signature of visit(child as HTMLElement)) handled.add(signature);
    }
    if (!BLOCKS.has(element.tagName)) return handled;
    const text = normal(element.textContent);
    for (const signature of present) {
      if (handled.has(signature) || !shows(text, signature)) continue;
      handled.add(signature);
      const caption = element.querySelector(`.${CAPTION_CLASS}[${CAPTION_ATTRIBUTE}="${signature.claim.field}"]`);
      if (!caption) found.push({ field: signature.claim.field, text: element.textContent.replace(/\s+/g, ' ').trim() });
    }
    return handled;
  };
  visit(root);
  return found;
}

/** The few entities the renderer writes into text, so the quick search sees text as the page shows it. */
function decodeBasic(text: string): string {
  return text.replace(/&nbsp;/g, ' ').replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"');
}

/** Throws naming the page, each claim's field and what to do, when a page shows a claim uncaptioned. */
export function checkClaimCaptions(path: string, html: string, claims: readonly ShownClaim[]): void {
  const missing = uncaptionedClaims(html, claims);
  if (missing.length === 0) return;
  throw new BuildError(
    [
      `${path} shows ${missing.length === 1 ? 'a claim' : `${missing.length} claims`} that content/site.json lists as unconfirmed, without the caption:`,
      ...missing.map((claim) => `  ${claim.field}: "${claim.text.length > 90 ? `${claim.text.slice(0, 87)}...` : claim.text}"`),
      'Show a claim only through the Claim component (templates/components/Claim.tsx) or its {{claims.<id>}} / {{policies.<name>}} token, which add the caption; or confirm it and remove it from "unconfirmed".',
    ].join('\n'),
  );
}
