/**
 * What the forms say beside a question, from content/forms.json: what an NDIA-managed plan means for a
 * referral and what we can still do, and what someone can do when the person they would refer has not
 * agreed (talk to us without naming them, support for carers, how to bring it up). No dead ends.
 */
import { useRender } from '../context.ts';
import { HelpLineLink } from '../../widgets/shared/PhoneLink.tsx';
import { Prose } from './Prose.tsx';

/** The help lines for families and carers, from site.json. */
export const CARER_LINES = ['carer-gateway', 'tandem'] as const;

export function NdiaManagedNotice() {
  const { content } = useRender();
  const { ndiaManaged } = content.forms.referral;
  return (
    <div className="form-notice__panel form-notice__panel--important" role="note" aria-labelledby="referral-ndia-managed-title">
      <h3 className="form-notice__title" id="referral-ndia-managed-title">
        {ndiaManaged.heading}
      </h3>
      <Prose html={ndiaManaged.textHtml} />
      <p>
        <a href={ndiaManaged.link}>{ndiaManaged.linkLabel}</a>
      </p>
    </div>
  );
}

/**
 * When the person has not agreed: a details element (it opens without script), opened for the person when
 * a send is missing the agreement (`openOnError`).
 */
export function WaysForward({ id, openOnError }: { id: string; openOnError?: string }) {
  const { content, site } = useRender();
  const words = content.forms.notAgreed;
  return (
    <details className="form-notice__details ways-forward" id={id} data-open-on-error={openOnError}>
      <summary className="ways-forward__summary">{words.summary}</summary>
      <div className="ways-forward__body">
        <Prose html={words.introHtml} />
        <ul className="ways-forward__list">
          <li>
            <Prose html={words.talkHtml} />
          </li>
          <li>
            <Prose html={words.carersHtml} />
            <ul className="ways-forward__lines">
              {CARER_LINES.map((lineId) => site.helpLines[lineId])
                .filter((line) => line !== undefined)
                .map((line) => (
                  <li key={line.id} data-line={line.id}>
                    <HelpLineLink line={line} />
                    {line.hours ? `, ${line.hours}` : ''}
                  </li>
                ))}
            </ul>
          </li>
          <li>
            <Prose html={words.raiseHtml} />
            <ul className="ways-forward__tips">
              {words.tipsHtml.map((tip, index) => (
                <li key={index}>
                  <Prose html={tip} />
                </li>
              ))}
            </ul>
          </li>
        </ul>
      </div>
    </details>
  );
}

/** On an interest form, when it is for someone else: we contact the sender only, and what to do if they have not agreed. */
export function SomeoneElseNotice() {
  const { content } = useRender();
  return (
    <div className="form-notice__panel">
      <Prose html={content.forms.interest.someoneElseHtml} />
      <WaysForward id="interest-ways-forward" />
    </div>
  );
}
