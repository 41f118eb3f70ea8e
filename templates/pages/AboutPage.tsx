/**
 * /about/ (Our Story): how we started (content/about.json, captioned "illustrative" until confirmed), how we
 * work as four pictured steps, what we believe and the rest (content/pages/about.md), then the team.
 */
import type { Page } from '../content/types.ts';
import { Art } from '../components/Art.tsx';
import { CallToAction } from '../components/CallToAction.tsx';
import { ClaimText } from '../components/Claim.tsx';
import { IllustrativeNote } from '../components/Illustrative.tsx';
import { TeamList } from '../components/TeamList.tsx';
import { useRender } from '../context.ts';
import { ContentPage } from './ContentPage.tsx';

const STEP_ART = ['easy-read-talk', 'easy-read-help', 'easy-read-goal', 'outcome-growth'] as const;

export function AboutPage({ page, bodyHtml }: { page: Page; bodyHtml: string }) {
  const { content } = useRender();
  const { story } = content.about;
  const words = content.words.about;
  return (
    <ContentPage
      page={page}
      bodyHtml={bodyHtml}
      path="/about/"
      before={
        <>
          <section className="story" aria-labelledby="story-title">
            <Art name="psychosocial-recovery-coaching" size={160} className="story__art" eager />
            <div className="story__text">
              <h2 id="story-title">{story.heading}</h2>
              {story.paragraphs.map((paragraph) => (
                <p key={paragraph}>
                  <ClaimText text={paragraph} />
                </p>
              ))}
              <IllustrativeNote field="story">{story.note}</IllustrativeNote>
            </div>
          </section>
          <section className="way" aria-labelledby="way-title">
            <h2 id="way-title">{words.stepsTitle}</h2>
            <p>{content.home.howWeWork.intro}</p>
            <ol className="way__steps">
              {content.home.howWeWork.steps.map((step, index) => (
                <li key={step.title} className="way__step">
                  <Art name={STEP_ART[index % STEP_ART.length]!} size={64} />
                  <div>
                    <h3 className="way__title">{`${index + 1}. ${step.title}`}</h3>
                    <p>{step.text}</p>
                  </div>
                </li>
              ))}
            </ol>
          </section>
        </>
      }
      after={
        <>
          <section className="about-team" aria-labelledby="about-team-title">
            <h2 id="about-team-title">{words.teamTitle}</h2>
            <TeamList members={content.team.slice(0, 4)} compact />
            <p>
              <a className="arrow-link" href="/team/">
                {words.teamLink}
              </a>
            </p>
          </section>
          <CallToAction />
        </>
      }
    />
  );
}
