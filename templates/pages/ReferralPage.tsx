/** /referral/: who can refer and what happens next, the crisis notice, and the referral form. */
import type { Page } from '../../build/content/types.ts';
import { CrisisNotice } from '../components/CrisisNotice.tsx';
import { PageIntro } from '../components/PageIntro.tsx';
import { Prose } from '../components/Prose.tsx';

export function ReferralPage({ page, bodyHtml }: { page: Page; bodyHtml: string }) {
  return (
    <>
      <PageIntro title={page.title} trail={[{ label: 'Home', href: '/' }, { label: page.title, href: '/referral/' }]} />
      <div className="container page-body">
        <Prose html={bodyHtml} className="prose--page" />
        <CrisisNotice />
      </div>
    </>
  );
}
