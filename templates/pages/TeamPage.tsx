/** /team/: the team by role and practice, with the home page's three claims. No names or photos. */
import type { Page } from '../../generator/content/types.ts';
import { CallToAction } from '../components/CallToAction.tsx';
import { ClaimList } from '../components/ClaimList.tsx';
import { useRender } from '../context.ts';
import { ContentPage } from './ContentPage.tsx';

export function TeamPage({ page, bodyHtml }: { page: Page; bodyHtml: string }) {
  const { site } = useRender();
  return (
    <ContentPage
      page={page}
      bodyHtml={bodyHtml}
      path="/team/"
      before={
        <section className="team-claims" aria-label="Our team in numbers">
          <ClaimList claims={site.teamClaims} className="claims--team" />
        </section>
      }
      after={<CallToAction heading="Talk with our team" />}
    />
  );
}
