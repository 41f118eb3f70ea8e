/**
 * The site footer: crisis contacts, services, links, contact details with interpreter and relay lines, the
 * registration status in plain words, the Acknowledgement of Country, ABN and copyright.
 */
import { keepTogether } from '../generator/text.ts';
import { fillWords } from './content/site-words.ts';
import { ContactSupport } from './components/ContactSupport.tsx';
import { LanguageChooser } from './components/LanguageChooser.tsx';
import { HelpLineLink, PhoneLink } from '../widgets/shared/PhoneLink.tsx';
import { useRender } from './context.ts';
import { FOOTER_LINKS, FOOTER_NAV_ID, REFERRAL_LINK } from './navigation.ts';

/** Pages beyond the spec's footer list: the page for professionals and the Easy Read versions. */
const MORE_LINKS = [
  { label: 'For referrers', href: '/referrers/' },
  { label: 'Easy Read', href: '/easy-read/' },
];

/** "2025–2026" from the first year the site was published to this year's copyright year; one year when they are the same. */
export function copyrightYears(site: { copyrightYear: number; copyrightFirstYear?: number | undefined }): string {
  const first = site.copyrightFirstYear ?? site.copyrightYear;
  return first < site.copyrightYear ? `${first}\u2013${site.copyrightYear}` : String(site.copyrightYear);
}

export function Footer() {
  const { site, content } = useRender();
  const words = content.words.footer;
  return (
    <footer id="site-footer" className="site-footer" tabIndex={-1}>
      <div className="container site-footer__grid">
        <section className="site-footer__section site-footer__crisis" aria-labelledby="footer-crisis-title">
          <h2 id="footer-crisis-title" className="site-footer__title">{words.crisisTitle}</h2>
          <p>{fillWords(words.crisisText, { emergency: site.helpLines.emergency!.number })}</p>
          <ul className="plain-list crisis-list">
            {site.footerCrisisLines.map((line) => (
              <li key={line.id}>
                <HelpLineLink line={line} className="crisis-link" />
                {line.hours ? <span className="crisis-list__hours">{line.hours}</span> : null}
              </li>
            ))}
          </ul>
        </section>

        <section className="site-footer__section" aria-labelledby="footer-services-title">
          <h2 id="footer-services-title" className="site-footer__title">{words.servicesTitle}</h2>
          <ul className="plain-list">
            {content.services.map((service) => (
              <li key={service.slug}>
                <a href={`/services/${service.slug}/`}>{service.title}</a>
              </li>
            ))}
          </ul>
        </section>

        {/* The small-screen menu's link without JavaScript leads here: every link of the main navigation. */}
        <nav id={FOOTER_NAV_ID} className="site-footer__section" aria-labelledby="footer-links-title" tabIndex={-1}>
          <h2 id="footer-links-title" className="site-footer__title">{words.siteTitle}</h2>
          <ul className="plain-list">
            {[...FOOTER_LINKS, ...MORE_LINKS, REFERRAL_LINK].map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>

        <section className="site-footer__section" aria-labelledby="footer-contact-title">
          <h2 id="footer-contact-title" className="site-footer__title">{words.contactTitle}</h2>
          <ul className="plain-list">
            <li>
              <PhoneLink number={site.phone} href={site.phoneHref} label={words.phoneLabel} />
            </li>
            <li>
              <a href={`mailto:${site.email}`}>{site.email}</a>
            </li>
            <li>{keepTogether(site.hours)}</li>
          </ul>
          <ContactSupport headingLevel={3} className="contact-support--footer" inFooter />
        </section>
      </div>
      <div className="container site-footer__languages">
        <LanguageChooser variant="footer" />
      </div>
      <div className="container site-footer__notes">
        <p className="site-footer__registration" id="registration-notice">
          <strong>{`${site.registration.badge}. `}</strong>
          {site.registration.notice}
        </p>
        <p className="site-footer__acknowledgement" id="acknowledgement">
          <strong>{`${words.acknowledgementTitle} `}</strong>
          {site.acknowledgement}
        </p>
      </div>
      <div className="site-footer__legal">
        <div className="container">
          <p>{keepTogether(fillWords(words.legal, { year: copyrightYears(site), legalName: site.legalName, abn: site.abn }))}</p>
        </div>
      </div>
    </footer>
  );
}
