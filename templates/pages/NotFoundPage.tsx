/** The 404 page: a kind message and the main sections of the site; on wide screens, help beside them. */
import type { Page } from '../content/types.ts';
import { PageAside, WithAside } from '../components/PageAside.tsx';
import { PageIntro } from '../components/PageIntro.tsx';
import { SearchForm } from '../../widgets/search/SearchForm.tsx';
import { PhoneLink } from '../../widgets/shared/PhoneLink.tsx';
import { Prose } from '../components/Prose.tsx';
import { useRender } from '../context.ts';
import { Words } from '../components/Words.tsx';

export function NotFoundPage({ page, bodyHtml }: { page: Page; bodyHtml: string }) {
  const { content, site } = useRender();
  const words = content.words.notFound;
  return (
    <>
      <PageIntro title={page.title} />
      <div className="container page-body">
        {/* At 1280 px the help lines and the "talk to us" card sit beside the text, not an empty half. */}
        <WithAside aside={<PageAside toc={[]} talk />}>
          <Prose html={bodyHtml} />
          <SearchForm id="not-found-search" words={content.search.form} hint={false} />
          <h2>{words.sectionsTitle}</h2>
          <ul className="link-list">
            {words.sections.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
                <span className="link-list__text">{` ${link.text}`}</span>
              </li>
            ))}
          </ul>
          <p>
            <Words text={words.orCall} values={{ phone: <PhoneLink number={site.phone} href={site.phoneHref} /> }} />
          </p>
        </WithAside>
      </div>
    </>
  );
}
