/**
 * /programs/<id>/: one program open for expressions of interest. What happens, who it is for, when, where,
 * the cost and how it is paid, access needs, and an expression-of-interest form for this program (or a
 * call or an e-mail). The family and carer program also lists support for carers themselves.
 */
import type { Program } from '../content/types.ts';
import { HelpLineLink } from '../../widgets/shared/PhoneLink.tsx';
import { FormIsland } from '../components/FormIsland.tsx';
import { CARER_LINES } from '../components/FormNotices.tsx';
import { PageAside, WithAside } from '../components/PageAside.tsx';
import { PageIntro } from '../components/PageIntro.tsx';
import { programPath } from '../content/pages.ts';
import { useRender } from '../context.ts';

export function ProgramPage({ program }: { program: Program }) {
  const { site, content } = useRender();
  const { page } = content.programs;
  const service = program.service ? content.services.find((candidate) => candidate.slug === program.service) : undefined;
  const sections = [
    { id: 'what-happens', heading: page.headings.whatHappens, html: program.whatHappens },
    { id: 'who-for', heading: page.headings.whoFor, html: program.whoFor },
    { id: 'when', heading: page.headings.when, html: program.when },
    { id: 'where', heading: page.headings.where, html: program.where },
    { id: 'cost', heading: page.headings.cost, html: program.cost },
    { id: 'access', heading: page.headings.access, html: program.access },
  ];
  const toc = [...sections.map(({ id, heading }) => ({ id, text: heading })), { id: 'express-interest', text: page.headings.interest }];
  return (
    <>
      <PageIntro
        title={program.name}
        lead={program.description}
        trail={[
          { label: 'Home', href: '/' },
          { label: page.trailLabel, href: '/services/#programs' },
          { label: program.name, href: programPath(program.id) },
        ]}
      >
        <p className="program-facts">
          <span className="status-tag">{content.programs.status}</span>{' '}
          <strong>{program.format ? `${program.frequency}. ${program.format}.` : `${program.frequency}.`}</strong>
        </p>
      </PageIntro>
      <div className="container page-body">
        <WithAside aside={<PageAside toc={toc} talk />}>
          <div className="prose prose--page program-page" data-program={program.id}>
            {sections.map((section) => (
              <section key={section.id} aria-labelledby={section.id}>
                <h2 id={section.id}>{section.heading}</h2>
                <div dangerouslySetInnerHTML={{ __html: section.html }} />
                {section.id === 'cost' && service ? (
                  <p>
                    {`${page.terms} ${page.termsLinkLabel} `}
                    <a href={`/services/${service.slug}/#terms`}>{service.title}</a>.
                  </p>
                ) : null}
              </section>
            ))}
            {program.carers ? (
              <section aria-labelledby="carer-support" className="program-page__carers">
                <h2 id="carer-support">{content.programs.carers.heading}</h2>
                <p>{content.programs.carers.text}</p>
                <ul>
                  {CARER_LINES.map((id) => site.helpLines[id]).filter((line) => line !== undefined).map((line) => (
                    <li key={line.id}>
                      <HelpLineLink line={line} />
                      {`. ${line.hours ? `${line.hours}. ` : ''}${line.description}`}
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            <section id="express-interest-section" className="interest-section" aria-labelledby="express-interest">
              <div className="interest">
                <h2 id="express-interest">{page.headings.interest}</h2>
                <div dangerouslySetInnerHTML={{ __html: page.interest }} />
              </div>
              <FormIsland kind="interest" program={program} titleLevel={3} crisis />
              <div className="interest__other" dangerouslySetInnerHTML={{ __html: content.forms.interest.otherWaysHtml }} />
            </section>
          </div>
        </WithAside>
      </div>
    </>
  );
}
