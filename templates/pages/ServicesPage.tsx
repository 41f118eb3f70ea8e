/** /services/: every service with a link to its page, the programs open for expressions of interest (each linking its page), and the service terms in short. */
import type { Page } from '../content/types.ts';
import { CallToAction } from '../components/CallToAction.tsx';
import { PageIntro } from '../components/PageIntro.tsx';
import { ProgramList } from '../components/ProgramList.tsx';
import { Prose } from '../components/Prose.tsx';
import { Section } from '../components/Section.tsx';
import { ServiceCards } from '../components/ServiceCards.tsx';
import { TermsSummary } from '../components/ServiceTerms.tsx';
import { useRender } from '../context.ts';

export function ServicesPage({ page, introHtml }: { page: Page; introHtml: string }) {
  const { content } = useRender();
  const words = content.words.services;
  return (
    <>
      <PageIntro title={page.title} trail={[{ label: 'Home', href: '/' }, { label: page.title, href: '/services/' }]}>
        <Prose html={introHtml} className="page-intro__prose" />
      </PageIntro>
      <Section id="all-services" title={words.allTitle}>
        <ServiceCards services={content.services} headingLevel={3} text="description" />
      </Section>
      <Section id="programs" title={words.programsTitle} intro={words.programsIntro} tone="sand">
        <ProgramList programs={content.programs} />
        <div className="button-row">
          <a className="button button--secondary" href="/contact/">
            {words.askAboutProgram}
          </a>
          <a className="button button--primary" href="/referral/">
            {content.words.callToAction.referral}
          </a>
        </div>
      </Section>
      <div className="container">
        <TermsSummary exampleSlug={content.services[0]!.slug} />
        <CallToAction />
      </div>
    </>
  );
}
