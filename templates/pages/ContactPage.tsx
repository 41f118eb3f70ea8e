/**
 * /contact/: the form first, as on /referral/. On a phone: "We are not a crisis service" with every 24/7
 * line, then the form, then the ways to reach us, where we work, interpreters and languages. On a wide
 * screen the form is on the left and the rest beside it.
 */
import type { Page } from '../content/types.ts';
import { ContactSupport } from '../components/ContactSupport.tsx';
import { LanguageChooser } from '../components/LanguageChooser.tsx';
import { CrisisNotice } from '../components/CrisisNotice.tsx';
import { FormIsland } from '../components/FormIsland.tsx';
import { PageIntro } from '../components/PageIntro.tsx';
import { Prose } from '../components/Prose.tsx';

export function ContactPage({ page, bodyHtml }: { page: Page; bodyHtml: string }) {
  return (
    <>
      <PageIntro title={page.title} lead={page.description} trail={[{ label: 'Home', href: '/' }, { label: page.title, href: '/contact/' }]} compact />
      <div className="container page-body contact-layout">
        <div className="contact-layout__form">
          <CrisisNotice compact />
          <FormIsland kind="contact" />
        </div>
        <div className="contact-layout__text">
          <Prose html={bodyHtml} className="prose--page" />
          <ContactSupport className="prose prose--page" interpreterPolicy />
          <LanguageChooser variant="contact" />
        </div>
      </div>
    </>
  );
}
