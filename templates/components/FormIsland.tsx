/**
 * A page's form, with its island props, notices, crisis notice and collection notice, all from content.
 * The definition is built here from the form's structure (widgets/form/forms.ts) and its words
 * (content/forms.json); the page carries a lean copy of it for the form's script and the receiver.
 */
import { buildWordsOf } from '../content/forms.ts';
import type { ReactNode } from 'react';
import type { Program } from '../content/types.ts';
import { formsAreEncrypted } from '../content/site-tokens.ts';
import { escapeMarkup } from '../../generator/text.ts';
import { FormView, type FormNotices } from '../../widgets/form/Form.tsx';
import { formDelivery, type FormKind } from '../../widgets/form/delivery.ts';
import { leanDefinition, type FormDefinition, type FormIslandProps } from '../../widgets/form/fields.ts';
import { buildForm, callbackShape, contactShape, feedbackShape, FOR_SOMEONE_ELSE, interestShape, NDIA_MANAGED, NDIA_NOTICE_ID, referralShape } from '../../widgets/form/forms.ts';
import { useRender } from '../context.ts';
import { CrisisNotice } from './CrisisNotice.tsx';
import { NdiaManagedNotice, SomeoneElseNotice, WaysForward } from './FormNotices.tsx';
import { Island } from './Island.tsx';
import { Prose } from './Prose.tsx';

/** The form's definition, from content: an interest form is about one program. */
function useDefinition(kind: FormKind, program?: Program): FormDefinition {
  const { content, site } = useRender();
  const words = buildWordsOf(content.forms);
  switch (kind) {
    case 'referral': {
      // Documents only where our own receiver stores them encrypted (forms.publicKey is set).
      const form = buildForm(referralShape(content.services.map((service) => ({ value: service.slug, label: service.title })), { documents: formsAreEncrypted(site) }), words);
      // Whether we can take a plan depends on our registration: site.json says it once.
      const planManagement = form.groups.flatMap((group) => group.fields).find((field) => field.name === 'planManagement');
      if (planManagement) planManagement.hint = site.registration.planManagementHint;
      return form;
    }
    case 'contact':
      return buildForm(contactShape(), words);
    case 'interest':
      if (!program) throw new Error('An interest form needs its program');
      return buildForm(interestShape({ program: program.id, carers: program.carers }), words, program.id);
    case 'callback':
      return buildForm(callbackShape(), words);
    case 'feedback':
      return buildForm(feedbackShape(), words);
  }
}

function noticesFor(kind: FormKind): FormNotices {
  switch (kind) {
    case 'referral':
      return {
        // Right under the choice, as soon as it is chosen (or on sending, without script).
        planManagement: { choices: { ndia: { node: <NdiaManagedNotice />, showWhen: NDIA_MANAGED, reveal: true, id: NDIA_NOTICE_ID, describes: `${NDIA_NOTICE_ID}-title` } } },
        participantAgrees: { after: { node: <WaysForward id="referral-ways-forward" openOnError="participantAgrees" /> } },
      };
    case 'interest':
      // Under its choice: script shows it when chosen; without script it is always there, and reads as part of that choice.
      return { forWhom: { choices: { 'someone-else': { node: <SomeoneElseNotice />, showWhen: FOR_SOMEONE_ELSE, id: 'interest-someone-else' } } } };
    default:
      return {};
  }
}

export function FormIsland({ kind, program, titleLevel, crisis = false }: { kind: FormKind; program?: Program; titleLevel?: 2 | 3; crisis?: boolean }) {
  const { content, site } = useRender();
  const form = useDefinition(kind, program);
  const takesDocuments = form.groups.some((group) => group.fields.some((field) => field.kind === 'files'));
  const { assets } = useRender();
  const props: FormIslandProps = { kind, delivery: formDelivery(site.forms, kind), phone: site.phone, form: leanDefinition(form), ...(takesDocuments ? { documentsKey: site.forms.publicKey, documentsScript: assets.widgetScripts['form-documents'] } : {}) };
  let intro: ReactNode = null;
  if (kind === 'interest' && program) intro = <Prose html={content.forms.interest.programHtml.replace('{program}', escapeMarkup(program.name))} className="form__intro" />;
  return (
    <Island name="form" load={{ on: 'idle' }} props={props}>
      <FormView
        form={form}
        delivery={props.delivery}
        notice={<Prose html={content.forms[kind].collectionNoticeHtml} />}
        crisisNotice={crisis ? <CrisisNotice compact headingLevel={titleLevel ?? 2} idPrefix={kind} /> : null}
        intro={intro}
        notices={noticesFor(kind)}
        titleLevel={titleLevel}
        variant={kind === 'callback' ? 'easy' : undefined}
      />
    </Island>
  );
}

export { CrisisNotice };
