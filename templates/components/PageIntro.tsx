/** The top of an inner page: breadcrumbs, the page's one h1, and an optional lead paragraph. */
import type { ReactNode } from 'react';
import { useRender } from '../context.ts';
import { Art } from './Art.tsx';
import { Breadcrumbs, type Crumb } from './Breadcrumbs.tsx';

/** `art` names a picture from the illustration set, shown beside the title (small on a phone); `compact` takes less space, for a page whose task comes first. */
export function PageIntro({ title, lead, trail, art, children, compact = false }: { title: string; lead?: string; trail?: readonly Crumb[]; art?: string; children?: ReactNode; compact?: boolean }) {
  const className = ['page-intro', compact ? 'page-intro--compact' : '', art ? 'page-intro--art' : ''].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <div className="container">
        {trail ? <Breadcrumbs trail={trail} /> : null}
        {art ? <Art name={art} size={96} className="page-intro__art" eager /> : null}
        <h1 className="page-intro__title">{title}</h1>
        {lead ? <p className="lead">{lead}</p> : null}
        {children}
        <EasyReadLink />
      </div>
    </div>
  );
}

/** On a page that has an Easy Read version, a link to it near the top. */
function EasyReadLink() {
  const { content, page } = useRender();
  const easy = content.easyRead.pages.find((candidate) => candidate.original === page.path);
  if (!easy) return null;
  return (
    <p className="easy-read-link">
      <a href={`/${easy.slug}/easy-read/`}>{content.words.pageIntro.easyReadLink}</a>
    </p>
  );
}
