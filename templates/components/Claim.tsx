/**
 * The one component for a claim about us and its caption. A figure (92% appointment reliability), a rating
 * or one of our policies is shown with its caption while site.json lists it in `unconfirmed`, and without
 * it once confirmed; prose tokens leave the same caption through the markdown pipeline (content/claims.ts).
 * The build fails on a page that shows an unconfirmed claim without its caption (generator/release-checks/caption-check.ts).
 */
import { Fragment } from 'react';
import { captionFor, type ClaimKind } from '../content/claims.ts';
import { CAPTION_ATTRIBUTE, CAPTION_CLASS, splitCaptionMarkers } from '../../generator/markdown/caption-marker.ts';
import type { Claim as ClaimData, PolicyName } from '../content/types.ts';
import { useSite } from '../context.ts';

/** The caption of an unconfirmed claim (`own`: a policy's own caption), or nothing once it is confirmed. */
export function ClaimCaption({ field, kind, own }: { field: string; kind: ClaimKind; own?: string | undefined }) {
  const site = useSite();
  const caption = captionFor(site, { field, kind, ...(own ? { caption: own } : {}) });
  if (!caption) return null;
  return <CaptionElement field={field} caption={caption} />;
}

function CaptionElement({ field, caption }: { field: string; caption: string }) {
  return <span className={CAPTION_CLASS} {...{ [CAPTION_ATTRIBUTE]: field }}>{caption}</span>;
}

/** A figure with its label and caption: the stats band, the team figures, the referrers' "We reply". */
export function Figure({ claim, field }: { claim: ClaimData; field: string }) {
  return (
    <>
      <span className="claims__value">{claim.value}</span>
      <span className="claims__label">{claim.label}</span>
      <ClaimCaption field={field} kind="figure" />
    </>
  );
}

/** A row of figures with labels, from site.json `stats` or `teamClaims`. */
export function ClaimList({ group, className }: { group: 'stats' | 'teamClaims'; className?: string }) {
  const site = useSite();
  return (
    <ul className={className ? `claims ${className}` : 'claims'}>
      {site[group].map((claim, index) => (
        <li key={claim.label} className="claims__item" data-claim={`${group}.${index}`}>
          <Figure claim={claim} field={`${group}.${index}`} />
        </li>
      ))}
    </ul>
  );
}

/** One of our policies as a sentence, with its caption while it is a draft. */
export function Policy({ name }: { name: PolicyName }) {
  const site = useSite();
  return (
    <>
      {site.policies[name].sentence} <ClaimCaption field={`policies.${name}`} kind="policy" own={site.policies[name].caption} />
    </>
  );
}

/** Text from a data file shown as it is, with any claim token's caption marker turned into its caption. */
export function ClaimText({ text }: { text: string }) {
  return (
    <>
      {splitCaptionMarkers(text).map((part, index) => (
        <Fragment key={index}>{'text' in part ? part.text : <CaptionElement field={part.field} caption={part.caption} />}</Fragment>
      ))}
    </>
  );
}
