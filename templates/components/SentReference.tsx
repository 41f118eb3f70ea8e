/**
 * Under a thank-you page's heading: the reference to quote, empty and hidden in the built page, filled in
 * by the receiver (or the form's script) for the submission just sent (widgets/form/sent-page.ts).
 */
import { SENT_NDIA, SENT_REFERENCE, SENT_REFERENCE_VALUE, referenceWords } from '../../widgets/form/sent-page.ts';
import { useRender } from '../context.ts';
import { Prose } from './Prose.tsx';

export function SentReference() {
  const { content } = useRender();
  const [before, after] = referenceWords(content.forms.engine.sentReference);
  return (
    <p className="confirmation__reference" {...{ [SENT_REFERENCE]: '' }} hidden>
      {before}
      <strong className="confirmation__code" {...{ [SENT_REFERENCE_VALUE]: '' }} />
      {after}
    </p>
  );
}

/** On the referral's thank-you page: the text for an NDIA-managed plan, hidden unless it was chosen. */
export function SentNdiaManaged() {
  const { content } = useRender();
  const words = content.forms.referral.sentNdiaManaged;
  return (
    <section className="confirmation__ndia" aria-labelledby="sent-ndia" {...{ [SENT_NDIA]: '' }} hidden>
      <h2 id="sent-ndia">{words.heading}</h2>
      <Prose html={words.textHtml} />
    </section>
  );
}
