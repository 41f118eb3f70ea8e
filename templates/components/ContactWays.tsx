/**
 * The ways to reach us, first on /contact/ at every width (before the form): phone, e-mail, office hours and
 * where we work (the region: the suburbs are in the page's text), from site.json, with their words from site-words.json (`contactWays`).
 */
import { PhoneLink } from '../../widgets/shared/PhoneLink.tsx';
import { useRender } from '../context.ts';
import { Words } from './Words.tsx';

export function ContactWays() {
  const { site, content } = useRender();
  const words = content.words.contactWays;
  return (
    <section className="contact-ways" aria-labelledby="ways-to-reach-us">
      <h2 id="ways-to-reach-us" className="contact-ways__title">
        {words.title}
      </h2>
      <dl className="contact-ways__list">
        <div className="contact-ways__item">
          <dt>{words.phone}</dt>
          <dd>
            <PhoneLink number={site.phone} href={site.phoneHref} />
          </dd>
        </div>
        <div className="contact-ways__item">
          <dt>{words.email}</dt>
          <dd>
            <a href={`mailto:${site.email}`}>{site.email}</a>
          </dd>
        </div>
        <div className="contact-ways__item">
          <dt>{words.hours}</dt>
          <dd>{site.hours}</dd>
        </div>
        <div className="contact-ways__item">
          <dt>{words.area}</dt>
          <dd>
            <Words text={words.areaText} values={{ region: site.region }} />
          </dd>
        </div>
      </dl>
    </section>
  );
}
