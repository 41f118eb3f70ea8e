/**
 * /admin/intake/: the intake team's inbox. The page carries the words of every form's questions (so the
 * inbox shows answers as the forms asked them) and whether sign-in is set up; everything else happens in
 * the browser after sign-in (widgets/intake-inbox/).
 */
import { intakeSignInEnabled } from '../content/staff-sign-in.ts';
import { buildWordsOf } from '../content/forms.ts';
import { buildForm, callbackShape, contactShape, feedbackShape, interestShape, referralShape } from '../../widgets/form/forms.ts';
import { IntakeInbox } from '../../widgets/intake-inbox/Inbox.tsx';
import { inboxLabels } from '../../widgets/intake-inbox/labels.ts';
import { WORDS } from '../../widgets/intake-inbox/words.ts';
import { useRender } from '../context.ts';

export function IntakeInboxPage() {
  const { content, site } = useRender();
  const words = buildWordsOf(content.forms);
  const services = content.services.map((service) => ({ value: service.slug, label: service.title }));
  const labels = inboxLabels(
    {
      referral: buildForm(referralShape(services, { documents: true }), words),
      contact: buildForm(contactShape(), words),
      interest: buildForm(interestShape({ program: '', carers: false }), words),
      callback: buildForm(callbackShape(), words),
      feedback: buildForm(feedbackShape(), words),
    },
    Object.fromEntries(content.programs.items.map((program) => [program.id, program.name])),
  );
  return (
    <div className="container page-body">
      <h1>{WORDS.title}</h1>
      <IntakeInbox configured={intakeSignInEnabled(site.auth.intake)} provider={site.dataStorage.signInProvider} labels={labels} />
    </div>
  );
}
