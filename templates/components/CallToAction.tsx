/** The closing call to action on articles and service pages: referral, contact and phone. */
import { useRender } from '../context.ts';
import { PhoneLink } from '../../widgets/shared/PhoneLink.tsx';
import { Reused } from './Reused.tsx';

/** The same on every page with the same heading and text: rendered once for each. */
export function CallToAction({ heading, text }: { heading?: string; text?: string }) {
  return (
    <Reused by={`call-to-action\n${heading ?? ''}\n${text ?? ''}`}>
      <CallToActionSection heading={heading} text={text} />
    </Reused>
  );
}

function CallToActionSection({ heading, text }: { heading?: string; text?: string }) {
  const { site, content } = useRender();
  const words = content.words.callToAction;
  return (
    <section className="cta" aria-labelledby="cta-title">
      <h2 id="cta-title" className="cta__title">{heading ?? words.heading}</h2>
      <p>{text ?? words.text}</p>
      <div className="button-row">
        <a className="button button--primary" href="/referral/">
          {words.referral}
        </a>
        <a className="button button--secondary" href="/contact/">
          {words.contact}
        </a>
        <PhoneLink className="button button--ghost" number={site.phone} href={site.phoneHref} label={words.call} icon />
      </div>
    </section>
  );
}
