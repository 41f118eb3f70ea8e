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
  const words = content.words.team;
  return (
    <ContentPage
      page={page}
      bodyHtml={bodyHtml}
      path="/team/"
      before={
        <>
          <section className="team-people" aria-labelledby="team-people-title">
            <h2 id="team-people-title">{words.peopleTitle}</h2>
            <IllustrativeNote field="team.members">{words.illustrative}</IllustrativeNote>
            <TeamList members={content.team} />
          </section>
          <section className="team-claims" aria-label={words.claimsLabel}>
            <ClaimList group="teamClaims" className="claims--team" />
          </section>
        </>
      }
      after={<CallToAction heading={words.callToAction} />}
    />
  );
}
