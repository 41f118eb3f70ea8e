/**
 * The visible "illustrative" caption on sample content (team members, testimonials, claims). It shows while
 * the field is listed in site.json's `unconfirmed` and disappears by itself once the provider confirms it.
 */
import type { SiteConfig } from '../../generator/content/types.ts';
import { useRender } from '../context.ts';

/** True while site.json lists the field, a part of it (`stats.0`) or the whole it belongs to. */
export function isUnconfirmed(site: SiteConfig, field: string): boolean {
  return site.unconfirmed.some((entry) => entry === field || entry.startsWith(`${field}.`) || field.startsWith(`${entry}.`));
}

export function IllustrativeNote({ field, children }: { field: string; children: string }) {
  const { site } = useRender();
  if (!isUnconfirmed(site, field)) return null;
  return (
    <p className="illustrative-note" data-illustrative={field}>
      <strong>Illustrative example.</strong> {children}
    </p>
  );
}

export function IllustrativeTag({ field }: { field: string }) {
  const { site } = useRender();
  if (!isUnconfirmed(site, field)) return null;
  return (
    <span className="illustrative-tag" data-illustrative={field}>
      Illustrative
    </span>
  );
}
