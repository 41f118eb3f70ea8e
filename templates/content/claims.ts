/**
 * Claims about the provider, one model for every place they appear. A claim is a figure (site.json
 * `stats`, `teamClaims`, the `rating`) or a policy (`policies`: what we charge, cancellations, travel,
 * worker screening). While site.json lists a claim's field in `unconfirmed`, it is shown with its caption
 * wherever it appears: the templates through templates/components/Claim.tsx, prose through the
 * {{claims.<id>}} and {{policies.<name>}} tokens, whose caption marker the markdown pipeline turns into the
 * same caption element (markdown/caption-marker.ts, rehype-claim-captions.ts). The build then checks every
 * page (release-checks/caption-check.ts).
 */
import { captionMarker } from '../../generator/markdown/caption-marker.ts';
import type { SiteConfig } from './site-settings.ts';

export type ClaimKind = 'figure' | 'policy';

/** A claim as a page may show it, by the field that `unconfirmed` names. */
export interface ShownClaim {
  /** The site.json field: `stats.1`, `teamClaims.0`, `rating`, `policies.cancellation`. */
  field: string;
  kind: ClaimKind;
  /** A figure's value and label ("92%", "appointment reliability"). */
  value?: string;
  label?: string;
  /** The claim as a sentence, for prose. */
  sentence?: string;
  /** Its own caption while unconfirmed (a policy's `caption`), in place of its kind's. */
  caption?: string;
}

/** True while site.json lists the field, a part of it (`stats.0`) or the whole it belongs to. */
export function isUnconfirmed(site: Pick<SiteConfig, 'unconfirmed'>, field: string): boolean {
  return site.unconfirmed.some((entry) => entry === field || entry.startsWith(`${field}.`) || field.startsWith(`${entry}.`));
}

/** Every claim site.json makes about the provider. */
export function claimsOf(site: Pick<SiteConfig, 'stats' | 'teamClaims' | 'rating' | 'policies'>): ShownClaim[] {
  const figures = (group: 'stats' | 'teamClaims') =>
    site[group].map((claim, index): ShownClaim => ({ field: `${group}.${index}`, kind: 'figure', value: claim.value, label: claim.label, ...(claim.sentence ? { sentence: claim.sentence } : {}) }));
  return [
    ...figures('stats'),
    ...figures('teamClaims'),
    { field: 'rating', kind: 'figure', value: site.rating.value, label: site.rating.label },
    ...Object.entries(site.policies).map(([name, policy]): ShownClaim => ({ field: `policies.${name}`, kind: 'policy', sentence: policy.sentence, ...(policy.caption ? { caption: policy.caption } : {}) })),
  ];
}

/** The caption a claim carries while it is unconfirmed (its own, or its kind's), or undefined once it is confirmed. */
export function captionFor(site: Pick<SiteConfig, 'unconfirmed' | 'claimCaptions'>, claim: Pick<ShownClaim, 'field' | 'kind' | 'caption'>): string | undefined {
  return isUnconfirmed(site, claim.field) ? (claim.caption ?? site.claimCaptions[claim.kind]) : undefined;
}

/** A claim as prose: its sentence, then its caption marker while it is unconfirmed. */
export function claimSentence(site: Pick<SiteConfig, 'unconfirmed' | 'claimCaptions'>, claim: ShownClaim): string {
  const caption = captionFor(site, claim);
  return caption ? `${claim.sentence} ${captionMarker(claim.field, caption)}` : claim.sentence!;
}
