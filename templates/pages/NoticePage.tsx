/** /notices/<slug>/: a short notice (holiday hours, a closure) on a page of its own, with the sidebar on wide screens. */
import type { Notice } from '../content/types.ts';
import { PageAside, WithAside } from '../components/PageAside.tsx';
import { PageIntro } from '../components/PageIntro.tsx';
import { Prose } from '../components/Prose.tsx';
import { Words } from '../components/Words.tsx';
import { useRender } from '../context.ts';
import { formatDate } from '../format.ts';
import { noticePath } from '../content/pages.ts';

export function NoticePage({ notice, bodyHtml }: { notice: Notice; bodyHtml: string }) {
  const words = useRender().content.words.notices;
  return (
    <>
      <PageIntro title={notice.title} lead={notice.description} trail={[{ label: 'Home', href: '/' }, { label: notice.title, href: noticePath(notice.slug) }]}>
        <p className="page-intro__meta">
          <Words text={words.posted} values={{ date: <time dateTime={notice.date}>{formatDate(notice.date)}</time> }} />
        </p>
      </PageIntro>
      <div className="container page-body">
        <WithAside aside={<PageAside toc={[]} talk />}>
          <Prose html={bodyHtml} className="prose--page" />
        </WithAside>
      </div>
    </>
  );
}
