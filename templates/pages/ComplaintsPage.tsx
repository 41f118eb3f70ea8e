/**
 * /complaints/: complaints and feedback. First the ways to tell us (phone, e-mail, the form; no name needed)
 * and the form, anonymous unless the person asks for a reply; then what happens and by when (draft policies
 * in site.json, captioned until confirmed), what we do with it, and who else can help: the bodies that take
 * complaints and an advocate (site.json `complaints`), interpreters and the National Relay Service. On a wide
 * screen the form is on the left and the rest beside it, as on /contact/.
 */
import type { Page } from '../content/types.ts';
import { ContactSupport } from '../components/ContactSupport.tsx';
import { FormIsland } from '../components/FormIsland.tsx';
import { PageIntro } from '../components/PageIntro.tsx';
import { Prose } from '../components/Prose.tsx';
import { ComplaintLines } from '../components/ServiceTerms.tsx';
import { PAGES } from '../content/pages.ts';
import { useRender } from '../context.ts';

export function ComplaintsPage({ page, bodyHtml }: { page: Page; bodyHtml: string }) {
  const { content } = useRender();
  return (
    <>
      <PageIntro title={page.title} lead={page.description} trail={[{ label: 'Home', href: '/' }, { label: page.title, href: PAGES.complaints }]} compact />
      <div className="container page-body contact-layout complaints">
        <div className="contact-layout__form">
          <Prose html={content.forms.feedback.waysHtml} className="complaints__ways" />
          <FormIsland kind="feedback" />
        </div>
        <div className="contact-layout__text">
          <Prose html={bodyHtml} className="prose--page" />
          <div className="prose prose--page">
            <ComplaintLines />
          </div>
          <ContactSupport className="prose prose--page" interpreterPolicy />
        </div>
      </div>
    </>
  );
}
