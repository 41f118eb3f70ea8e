/**
 * "Need help now?": a slim strip above the header on every page. 000 and Lifeline are links you can call
 * straight away; the summary opens every help line in site.json (a native <details>, so it works without
 * JavaScript), with a plain word that the office line is not a crisis line and when it is answered.
 * Three tab stops: the summary and the two numbers.
 */
import { useSite } from '../context.ts';
import { keepTogether } from '../../generator/text.ts';
import { HelpLineLink } from '../../widgets/shared/PhoneLink.tsx';

export function HelpNow() {
  const site = useSite();
  const emergency = site.helpLines.emergency!;
  const lifeline = site.helpLines.lifeline!;
  const others = Object.values(site.helpLines).filter((line) => line.id !== 'emergency');
  const allDay = others.filter((line) => line.allDay);
  const limited = others.filter((line) => !line.allDay);
  return (
    <section className="help-now" aria-label="Help now">
      <div className="container help-now__bar">
        <details className="help-now__details">
          <summary className="help-now__summary">
            <span>Need help now?</span>
          </summary>
          <div className="help-now__panel">
            <div className="container">
              <p className="help-now__intro">
                <strong>We are not a crisis service.</strong>
                {` If you or someone else is in danger, call `}
                <HelpLineLink line={emergency} />
                {`. These lines are confidential.`}
              </p>
              <h2 className="help-now__heading">Open 24 hours, 7 days</h2>
              <ul className="help-now__list">
                {allDay.map((line) => (
                  <HelpNowItem key={line.id} name={line.name} number={line.number} href={line.href} text={line.description} />
                ))}
              </ul>
              {limited.length > 0 ? (
                <>
                  <h2 className="help-now__heading">Other support lines</h2>
                  <ul className="help-now__list">
                    {limited.map((line) => (
                      <HelpNowItem key={line.id} name={line.name} number={line.number} href={line.href} text={line.hours ? `${line.hours}. ${line.description}` : line.description} />
                    ))}
                  </ul>
                </>
              ) : null}
              <p className="help-now__office">
                {`Our office line, `}
                <a className="tel" href={site.phoneHref}>
                  <span className="nowrap">{keepTogether(site.phone)}</span>
                </a>
                {`, is answered ${site.hours}. It is not a crisis line.`}
              </p>
            </div>
          </div>
        </details>
        <a className="help-now__call" href={emergency.href}>
          <span className="help-now__call-name">{`${emergency.name} `}</span>
          <span className="nowrap">{keepTogether(emergency.number)}</span>
        </a>
        <a className="help-now__call" href={lifeline.href}>
          {`${lifeline.name} `}
          <span className="nowrap">{keepTogether(lifeline.number)}</span>
        </a>
      </div>
    </section>
  );
}

function HelpNowItem({ name, number, href, text }: { name: string; number: string; href: string; text: string }) {
  return (
    <li className="help-now__item">
      <a className="tel help-now__line" href={href}>
        <span className="help-now__name">{name}</span> <span className="nowrap">{keepTogether(number)}</span>
      </a>
      <span className="help-now__text">{text}</span>
    </li>
  );
}
