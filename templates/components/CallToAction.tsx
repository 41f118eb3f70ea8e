/** The closing call to action on articles and service pages: referral, contact and phone. */
import { useSite } from '../context.ts';
import { PhoneLink } from '../../widgets/shared/PhoneLink.tsx';

export function CallToAction({ heading = 'Talk to us about support', text }: { heading?: string; text?: string }) {
  const site = useSite();
  return (
    <section className="cta" aria-labelledby="cta-title">
      <h2 id="cta-title" className="cta__title">{heading}</h2>
      <p>{text ?? 'Anyone can make a referral, including you, a family member, a carer or a professional. Or get in touch with a question first.'}</p>
      <div className="button-row">
        <a className="button button--primary" href="/referral/">
          Submit a referral
        </a>
        <a className="button button--secondary" href="/contact/">
          Contact us
        </a>
        <PhoneLink className="button button--ghost" number={site.phone} href={site.phoneHref} label="Call" icon />
      </div>
    </section>
  );
}
