/**
 * /contact/: the ways to reach us first at every width (phone, e-mail, hours, where we work), so someone who
 * would rather call finds the number before a long form. Then "We are not a crisis service" with every 24/7
 * line, the form, and the rest: complaints, referrals, interpreters and languages. On a wide screen the
 * ways to reach us and the form are on the left and the rest beside it.
 */
import type { Page } from '../content/types.ts';
import { ContactSupport } from '../components/ContactSupport.tsx';
import { ContactWays } from '../components/ContactWays.tsx';
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
          <ContactWays />
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
