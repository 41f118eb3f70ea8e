/** Interpreter (TIS National) and relay (National Relay Service) lines, wherever people make contact. */
import { useRender } from '../context.ts';
import { PhoneLink } from './PhoneLink.tsx';

export function ContactSupport({ headingLevel = 2, className }: { headingLevel?: 2 | 3; className?: string }) {
  const { site } = useRender();
  const { interpreter, relay } = site.contactSupport;
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={className ? `contact-support ${className}` : 'contact-support'} aria-labelledby="contact-support-title">
      <Heading id="contact-support-title" className="contact-support__title">Interpreters and relay</Heading>
      <ul className="plain-list contact-support__list">
        <li data-line="interpreter">
          {`${interpreter.text} `}
          <PhoneLink number={interpreter.number} href={interpreter.href} label={interpreter.name} />
          {', then ask for '}
          <PhoneLink number={site.phone} href={site.phoneHref} />.
        </li>
        <li data-line="relay">
          {`${relay.text} `}
          <PhoneLink number={relay.number} href={relay.href} label="Call" />
          {' (TTY or voice), Speak and Listen '}
          <PhoneLink number={relay.speakAndListen} href={`tel:${relay.speakAndListen.replace(/\s/g, '')}`} />
          {', or SMS relay '}
          <span className="nowrap">{relay.sms}</span>
          {', then ask for '}
          <PhoneLink number={site.phone} href={site.phoneHref} />
          {'. '}
          <a href={relay.url}>{`About the ${relay.name}`}</a>.
        </li>
      </ul>
    </section>
  );
}
