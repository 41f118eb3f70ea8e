/** A page of written content: Our Story, team, privacy, terms, accessibility. */
import type { ReactNode } from 'react';
import type { Page } from '../../generator/content/types.ts';
import { PageIntro } from '../components/PageIntro.tsx';
import { Prose } from '../components/Prose.tsx';
import { formatDate } from '../format.ts';

export function ContentPage({ page, bodyHtml, path, before, after }: { page: Page; bodyHtml: string; path: string; before?: ReactNode; after?: ReactNode }) {
  return (
    <>
      <PageIntro title={page.title} trail={[{ label: 'Home', href: '/' }, { label: page.title, href: path }]}>
        {page.updated ? (
          <p className="page-intro__meta">
            {'Last updated '}
            <time dateTime={page.updated}>{formatDate(page.updated)}</time>
          </p>
        ) : null}
      </PageIntro>
      <div className="container page-body">
        {before}
        <Prose html={bodyHtml} className="prose--page" />
        {after}
      </div>
    </>
  );
}
