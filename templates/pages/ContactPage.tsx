/** /contact/: ways to reach us, the "not a crisis service" notice, and the contact form. */
import type { Page } from '../../build/content/types.ts';
import { CrisisNotice } from '../components/CrisisNotice.tsx';
import { FormIsland } from '../components/FormIsland.tsx';
import { PageIntro } from '../components/PageIntro.tsx';
import { Prose } from '../components/Prose.tsx';

export function ContactPage({ page, bodyHtml }: { page: Page; bodyHtml: string }) {
  return (
    <>
      <PageIntro title={page.title} lead={page.description} trail={[{ label: 'Home', href: '/' }, { label: page.title, href: '/contact/' }]} />
      <div className="container page-body split">
        <Prose html={bodyHtml} className="prose--page" />
        <div>
          <CrisisNotice />
          <FormIsland kind="contact" />
        </div>
      </div>
    </>
  );
}
