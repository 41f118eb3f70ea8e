/**
 * /referral/: the form first. Above it, one line saying we are not a crisis service, with numbers to call;
 * beside it on wide screens (below it on phones), who can refer and what happens next, as short sections
 * that open on demand, then the crisis notice with every 24/7 line.
 */
import type { Page } from '../content/types.ts';
import { ContactSupport } from '../components/ContactSupport.tsx';
import { LanguageChooser } from '../components/LanguageChooser.tsx';
import { CrisisNotice } from '../components/CrisisNotice.tsx';
import { ExpandableSections } from '../components/Sections.tsx';
import { FormIsland } from '../components/FormIsland.tsx';
import { WaysForward } from '../components/FormNotices.tsx';
import { HelpStrip } from '../components/HelpStrip.tsx';
import { PageIntro } from '../components/PageIntro.tsx';
import { Words } from '../components/Words.tsx';
import { useRender } from '../context.ts';

/** The address of the help when the person has not agreed: /referral/#not-agreed-yet. */
export const NOT_AGREED_ID = 'not-agreed-yet';

export function ReferralPage({ page, bodyHtml }: { page: Page; bodyHtml: string }) {
  const words = useRender().content.words.referral;
  return (
    <>
      <PageIntro title={page.title} trail={[{ label: 'Home', href: '/' }, { label: page.title, href: '/referral/' }]} compact>
        {/* The line for carers whose person has not agreed runs on from the lead, not as a paragraph of its own,
            so the form's first question stays in a phone's first screen (tests/browser/layout.test.ts). */}
        <p className="lead">
          {page.description}{' '}
          <span className="referral-not-agreed">
            <Words text={words.notAgreed} />
          </span>
        </p>
      </PageIntro>
      <div className="container page-body page-body--form form-layout">
        <div className="form-layout__main">
          <HelpStrip lead={words.notCrisis} />
          <FormIsland kind="referral" />
        </div>
        <aside className="form-layout__aside" aria-labelledby="referral-about-title">
          <h2 id="referral-about-title" className="form-layout__aside-title">
            {words.aboutTitle}
          </h2>
          <ExpandableSections html={bodyHtml} />
          {/* The help when the person has not agreed, with an address of its own (the home page's carer card and
              the line at the top lead here): the form's own copy waits inside a part shown only to a referrer. */}
          <WaysForward id={NOT_AGREED_ID} />
          <CrisisNotice />
          <p className="referrers-link">
            <Words text={words.forReferrers} />
          </p>
          <ContactSupport className="prose prose--page" />
          <LanguageChooser variant="contact" />
        </aside>
      </div>
    </>
  );
}
