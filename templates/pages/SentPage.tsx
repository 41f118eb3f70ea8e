/**
 * The thank-you page after a form is sent. On wide screens the help lines sit beside the message (a person
 * who has just asked for support may need help before we reply); no referral prompt.
 */
import type { Page } from '../content/types.ts';
import { PageAside, WithAside } from '../components/PageAside.tsx';
import { Prose } from '../components/Prose.tsx';
import { SentNdiaManaged, SentReference } from '../components/SentReference.tsx';

export function SentPage({ page, bodyHtml, ndiaManaged = false }: { page: Page; bodyHtml: string; ndiaManaged?: boolean }) {
  return (
    <div className="container page-body">
      <WithAside aside={<PageAside toc={[]} talk={false} />}>
        <div className="confirmation" role="status">
          <h1 className="confirmation__title">{page.title}</h1>
          <SentReference />
        </div>
        {ndiaManaged ? <SentNdiaManaged /> : null}
        <Prose html={bodyHtml} />
        <p>
          <a className="button button--secondary" href="/">
            Back to the home page
          </a>
        </p>
      </WithAside>
    </div>
  );
}

/** The referral's thank-you page: with the text for an NDIA-managed plan, shown only to those who chose it. */
export function ReferralSentPage(props: { page: Page; bodyHtml: string }) {
  return <SentPage {...props} ndiaManaged />;
}
