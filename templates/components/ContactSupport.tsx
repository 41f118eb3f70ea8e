/** Interpreter (TIS National) and relay (National Relay Service) lines, wherever people make contact. */
import { telHref } from '../../generator/content/phone.ts';
import { useRender } from '../context.ts';
import { PhoneLink } from './PhoneLink.tsx';

export function ContactSupport({ headingLevel = 2, className }: { headingLevel?: 2 | 3; className?: string }) {
  const { site } = useRender();
  const { interpreter, relay } = site.contactSupport;
  const Heading = `h${headingLevel}` as const;
  const askFor = (
    <>
      {', and ask for '}
      <PhoneLink number={site.phone} href={site.phoneHref} />.
    </>
  );
  return (
    <section className={className ? `contact-support ${className}` : 'contact-support'} aria-labelledby="contact-support-title">
      <Heading id="contact-support-title" className="contact-support__title">Interpreters and relay</Heading>
      <ul className="plain-list contact-support__list">
        <li data-line="interpreter">
          {`${interpreter.text} `}
          <PhoneLink number={interpreter.number} href={interpreter.href} label={interpreter.name} />
          {askFor}
        </li>
        <li data-line="relay">
          {`${relay.text} `}
          <PhoneLink number={relay.number} href={relay.href} />
          {' (TTY or voice), Speak and Listen '}
          <PhoneLink number={relay.speakAndListen} href={telHref(relay.speakAndListen)} />
          {' or SMS relay '}
          <span className="nowrap">{relay.sms}</span>
          {askFor}{' '}
          <a href={relay.url}>{`About the ${relay.name}`}</a>
        </li>
      </ul>
    </section>
  );
}
