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

function signatures(claims: readonly ShownClaim[]): Signature[] {
  return claims.map((claim) => ({
    claim,
    pieces: [...(claim.sentence ? [[normal(claim.sentence)]] : []), ...(claim.value && claim.label ? [[normal(claim.value), normal(claim.label)]] : [])],
  }));
}

const shows = (text: string, signature: Signature) => signature.pieces.some((pieces) => pieces.every((piece) => text.includes(piece)));

/** Each unconfirmed claim shown in the HTML without its caption in the same block. */
export function uncaptionedClaims(html: string, claims: readonly ShownClaim[]): UncaptionedClaim[] {
  const wanted = signatures(claims);
  // Most pages show no claim at all: a plain search of the page's text first spares them the parse.
  const flat = normal(decodeBasic(html.replace(/<[^>]*>/g, '')));
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
