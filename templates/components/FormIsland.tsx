/** A form page's form, with its island props, crisis notice and collection notice from content. */
import { FormView } from '../../widgets/form/Form.tsx';
import { formDelivery, type FormKind } from '../../widgets/form/delivery.ts';
import { formDefinition, type FormIslandProps } from '../../widgets/form/fields.ts';
import { useRender } from '../context.ts';
import { CrisisNotice } from './CrisisNotice.tsx';
import { Island } from './Island.tsx';
import { Prose } from './Prose.tsx';

export function FormIsland({ kind }: { kind: FormKind }) {
  const { content, site } = useRender();
  const props: FormIslandProps = {
    kind,
    delivery: formDelivery(site.forms, kind),
    phone: site.phone,
    ...(kind === 'referral'
      ? {
          referral: {
            services: content.services.map((service) => ({ value: service.slug, label: service.title })),
            planManagementHint: site.registration.planManagementHint,
          },
        }
      : {}),
  };
  return (
    <Island name="form" load={{ on: 'idle' }} props={props}>
      <FormView form={formDefinition(props)} delivery={props.delivery} notice={<Prose html={content.forms[kind].collectionNoticeHtml} />} crisisNotice={null} />
    </Island>
  );
}

export { CrisisNotice };
