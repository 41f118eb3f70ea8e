/**
 * The visible "illustrative" caption on sample content (team members, testimonials, our story); claims
 * about us have their own caption (Claim.tsx). It shows while
 * the field is listed in site.json's `unconfirmed` and disappears by itself once the provider confirms it.
 */
import { isUnconfirmed } from '../content/claims.ts';
import { useRender } from '../context.ts';

export function IllustrativeNote({ field, children }: { field: string; children: string }) {
  const { site, content } = useRender();
  if (!isUnconfirmed(site, field)) return null;
  return (
    <p className="illustrative-note" data-illustrative={field}>
      <strong>{content.words.illustrative.note}</strong> {children}
    </p>
  );
}

export function IllustrativeTag({ field }: { field: string }) {
  const { site, content } = useRender();
  if (!isUnconfirmed(site, field)) return null;
  return (
    <span className="illustrative-tag" data-illustrative={field}>
      {content.words.illustrative.tag}
    </span>
  );
}
