/**
 * /team/: the people (content/team.json), each with their role and how they work, then the roles explained
 * (content/pages/team.md) and the team's three figures from the home page.
 */
import type { Page } from '../content/types.ts';
import { CallToAction } from '../components/CallToAction.tsx';
import { ClaimList } from '../components/Claim.tsx';
import { IllustrativeNote } from '../components/Illustrative.tsx';
import { TeamList } from '../components/TeamList.tsx';
import { useRender } from '../context.ts';
import { ContentPage } from './ContentPage.tsx';

export function TeamPage({ page, bodyHtml }: { page: Page; bodyHtml: string }) {
  const { content } = useRender();
  return (
    <ContentPage
      page={page}
      bodyHtml={bodyHtml}
      path="/team/"
      before={
        <>
          <section className="team-people" aria-labelledby="team-people-title">
            <h2 id="team-people-title">Some of the people you might meet</h2>
            <IllustrativeNote field="team.members">
              These people are examples that show how we will introduce our team. We will replace them with our real team members, with their agreement.
            </IllustrativeNote>
            <TeamList members={content.team} />
          </section>
          <section className="team-claims" aria-label="Our team in numbers">
            <ClaimList group="teamClaims" className="claims--team" />
          </section>
        </>
      }
      after={<CallToAction heading="Talk with our team" />}
    />
  );
}
