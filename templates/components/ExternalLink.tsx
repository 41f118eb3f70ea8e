/** A link to another website, marked as the markdown pipeline marks one: an arrow, and "(another website)" for screen readers. */
import type { ReactNode } from 'react';

export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a className="external-link" href={href} rel="external noopener noreferrer">
      {children}
      <span className="external-link__icon" aria-hidden="true">
        {'\u00a0\u2197'}
      </span>
      <span className="visually-hidden"> (another website)</span>
    </a>
  );
}
