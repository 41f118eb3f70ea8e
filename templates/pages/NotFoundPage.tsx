/** The 404 page: a kind message and the main sections of the site; on wide screens, help beside them. */
import type { Page } from '../content/types.ts';
import { PageAside, WithAside } from '../components/PageAside.tsx';
import { PageIntro } from '../components/PageIntro.tsx';
import { SearchForm } from '../../widgets/search/SearchForm.tsx';
import { PhoneLink } from '../../widgets/shared/PhoneLink.tsx';
import { Prose } from '../components/Prose.tsx';
import { useRender } from '../context.ts';

export const NOT_FOUND_LINKS = [
  { label: 'Home', href: '/', text: 'Start again from the home page.' },
  { label: 'Our services', href: '/services/', text: 'Recovery coaching, support coordination, peer support and more.' },
  { label: 'Resources', href: '/resources/', text: 'Plain-language guides to the NDIS and mental health.' },
  { label: 'Make a referral', href: '/referral/', text: 'Refer yourself or someone you support.' },
  { label: 'Contact us', href: '/contact/', text: 'Ask us a question.' },
] as const;

export function NotFoundPage({ page, bodyHtml }: { page: Page; bodyHtml: string }) {
  const { content, site } = useRender();
  return (
    <>
      <PageIntro title={page.title} />
      <div className="container page-body">
        {/* At 1280 px the help lines and the "talk to us" card sit beside the text, not an empty half. */}
        <WithAside aside={<PageAside toc={[]} talk />}>
          <Prose html={bodyHtml} />
          <SearchForm id="not-found-search" words={content.search.form} hint={false} />
          <h2>Main sections</h2>
          <ul className="link-list">
            {NOT_FOUND_LINKS.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
                <span className="link-list__text">{` ${link.text}`}</span>
              </li>
            ))}
          </ul>
          <p>
            {'Or call us on '}
            <PhoneLink number={site.phone} href={site.phoneHref} />.
          </p>
        </WithAside>
      </div>
    </>
  );
}
