/** /referral/: who can refer and what happens next, the crisis notice, and the referral form. */
import type { Page } from '../../generator/content/types.ts';
import { ContactSupport } from '../components/ContactSupport.tsx';
import { CrisisNotice } from '../components/CrisisNotice.tsx';
import { FormIsland } from '../components/FormIsland.tsx';
import { PageIntro } from '../components/PageIntro.tsx';
import { Prose } from '../components/Prose.tsx';

export function ReferralPage({ page, bodyHtml }: { page: Page; bodyHtml: string }) {
  return (
    <>
      <PageIntro title={page.title} lead={page.description} trail={[{ label: 'Home', href: '/' }, { label: page.title, href: '/referral/' }]} />
      <div className="container page-body page-body--form">
        <Prose html={bodyHtml} className="prose--page" />
        <CrisisNotice />
        <FormIsland kind="referral" />
        <p className="referrers-link">
          Referring as a support coordinator, GP or clinician? <a href="/referrers/">Information for referrers</a>: what to include, how to send documents safely and the plans we can take.
        </p>
        <ContactSupport className="prose prose--page" />
      </div>
    </>
  );
}
