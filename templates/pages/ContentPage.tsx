/** A page of written content: Our Story, team, privacy, terms, accessibility; the sidebar on wide screens. */
import type { ReactNode } from 'react';
import type { Page } from '../content/types.ts';
import type { TocEntry } from '../../generator/markdown/plugins/rehype-toc.ts';
import { PageAside, WithAside } from '../components/PageAside.tsx';
import { PageIntro } from '../components/PageIntro.tsx';
import { Prose } from '../components/Prose.tsx';
import { formatDate } from '../format.ts';
import { Words } from '../components/Words.tsx';
import { useRender } from '../context.ts';

export function ContentPage({ page, bodyHtml, toc = [], path, before, after }: { page: Page; bodyHtml: string; toc?: readonly TocEntry[]; path: string; before?: ReactNode; after?: ReactNode }) {
  const words = useRender().content.words.page;
  return (
    <>
      <PageIntro title={page.title} trail={[{ label: 'Home', href: '/' }, { label: page.title, href: path }]}>
        {page.updated ? (
          <p className="page-intro__meta">
            <Words text={words.updated} values={{ date: <time dateTime={page.updated}>{formatDate(page.updated)}</time> }} />
          </p>
        ) : null}
      </PageIntro>
      <div className="container page-body">
        <WithAside aside={<PageAside toc={toc} talk />}>
          {before}
          <Prose html={bodyHtml} className="prose--page" />
          {after}
        </WithAside>
      </div>
    </>
  );
}
