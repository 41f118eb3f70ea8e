/** Interpreter (TIS National) and relay (National Relay Service) lines, wherever people make contact. */
import { telHref } from '../../generator/text.ts';
import { useRender } from '../context.ts';
import { PhoneLink } from '../../widgets/shared/PhoneLink.tsx';
import { Policy } from './Claim.tsx';
import { Words } from './Words.tsx';
import { fillWords } from '../content/site-words.ts';

/**
 * `inFooter`: the footer's copy is a plain block under "Contact us" (not a second landmark of the same name),
 * with its own heading id. `interpreterPolicy`: who pays for the interpreter (site.json `policies.interpreters`,
 * with its caption while unconfirmed), said on /contact.
 */
export function ContactSupport({ headingLevel = 2, className, inFooter = false, interpreterPolicy = false }: { headingLevel?: 2 | 3; className?: string; inFooter?: boolean; interpreterPolicy?: boolean }) {
  const { site, content } = useRender();
  const words = content.words.contactSupport;
  const { interpreter, relay } = site.contactSupport;
  const Heading = `h${headingLevel}` as const;
  const askFor = <Words text={words.askFor} values={{ phone: <PhoneLink number={site.phone} href={site.phoneHref} /> }} />;
  const titleId = inFooter ? 'footer-contact-support-title' : 'contact-support-title';
  const Wrapper = inFooter ? 'div' : 'section';
  return (
    <Wrapper className={className ? `contact-support ${className}` : 'contact-support'} {...(inFooter ? {} : { 'aria-labelledby': titleId })}>
      <Heading id={titleId} className="contact-support__title">{words.title}</Heading>
      <ul className="plain-list contact-support__list">
        <li data-line="interpreter">
          {`${interpreter.text} `}
          <PhoneLink number={interpreter.number} href={interpreter.href} label={interpreter.name} />
          {askFor}
          {interpreterPolicy ? (
            <>
              {' '}
              <Policy name="interpreters" />
            </>
          ) : null}
        </li>
        <li data-line="relay">
          {`${relay.text} `}
          <PhoneLink number={relay.number} href={relay.href} />
          <Words text={words.relayWays} values={{ speakAndListen: <PhoneLink number={relay.speakAndListen} href={telHref(relay.speakAndListen)} />, sms: <span className="nowrap">{relay.sms}</span> }} />
          {askFor}{' '}
          <a href={relay.url}>{fillWords(words.about, { name: relay.name })}</a>
        </li>
      </ul>
    </Wrapper>
  );
}
