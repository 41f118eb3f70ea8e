/** The top of an inner page: breadcrumbs, the page's one h1, and an optional lead paragraph. Compact: less space, for a page whose task comes first. */
import type { ReactNode } from 'react';
import { Breadcrumbs, type Crumb } from './Breadcrumbs.tsx';

export function PageIntro({ title, lead, trail, children, compact = false }: { title: string; lead?: string; trail?: readonly Crumb[]; children?: ReactNode; compact?: boolean }) {
  return (
    <div className={compact ? 'page-intro page-intro--compact' : 'page-intro'}>
      <div className="container">
        {trail ? <Breadcrumbs trail={trail} /> : null}
        <h1 className="page-intro__title">{title}</h1>
        {lead ? <p className="lead">{lead}</p> : null}
        {children}
      </div>
    </div>
  );
}
