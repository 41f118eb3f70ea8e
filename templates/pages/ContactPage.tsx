/** /contact/: ways to reach us, the "not a crisis service" notice, and the contact form. */
import type { Page } from '../../generator/content/types.ts';
import { ContactSupport } from '../components/ContactSupport.tsx';
import { LanguageChooser } from '../components/LanguageChooser.tsx';
import { CrisisNotice } from '../components/CrisisNotice.tsx';
import { FormIsland } from '../components/FormIsland.tsx';
import { PageIntro } from '../components/PageIntro.tsx';
import { Prose } from '../components/Prose.tsx';

export function ContactPage({ page, bodyHtml }: { page: Page; bodyHtml: string }) {
  return (
    <>
      <PageIntro title={page.title} lead={page.description} trail={[{ label: 'Home', href: '/' }, { label: page.title, href: '/contact/' }]} />
      {/* The crisis notice comes first, so on a phone it is above the page's text; on a wide screen it
          sits at the top of the right-hand column, above the form. */}
      <div className="container page-body contact-layout">
        <div className="contact-layout__crisis">
          <CrisisNotice />
        </div>
        <div className="contact-layout__text">
          <Prose html={bodyHtml} className="prose--page" />
          <ContactSupport className="prose prose--page" />
          <LanguageChooser variant="contact" />
        </div>
        <div className="contact-layout__form">
          <FormIsland kind="contact" />
        </div>
      </div>
    </>
  );
}
