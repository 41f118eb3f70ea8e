/**
 * How a claim's caption travels through text: the marker ⟦field|caption⟧ that a claim token leaves in prose
 * (the site's claim tokens), and the caption element it becomes, the same wherever a page shows a claim: in
 * markdown (plugins/rehype-claim-captions.ts), in text a template shows as it is (the site's Claim
 * component), and as the site's check of every page finds it.
 */

/** The class and attribute of a caption, shared by the component, the markdown plugin and the check. */
export const CAPTION_CLASS = 'claim-caption';
export const CAPTION_ATTRIBUTE = 'data-illustrative';

/**
 * The marker a token leaves in text for its caption: ⟦field|caption⟧. The markdown pipeline turns it into
 * the caption element; ClaimText does the same for text a template shows as it is.
 */
const MARKER = /⟦([A-Za-z][\w.]*)\|([^⟧]*)⟧/g;

export function captionMarker(field: string, caption: string): string {
  return `⟦${field}|${caption.replace(/[|⟧]/g, ' ')}⟧`;
}

export type TextPart = { text: string } | { field: string; caption: string };

/** Text split around caption markers; text without one comes back as a single part. */
export function splitCaptionMarkers(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(MARKER)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index) });
    parts.push({ field: match[1]!, caption: match[2]! });
    last = match.index + match[0].length;
  }
  if (last < text.length || parts.length === 0) parts.push({ text: text.slice(last) });
  return parts;
}
