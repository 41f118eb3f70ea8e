/** The home page: the spec's fourteen sections, in the spec's order (spec section 2, "Home page"). */
import { NoticeList } from '../components/NoticeList.tsx';
import { Carousel } from '../../widgets/carousel/Carousel.tsx';
import { Faq } from '../../widgets/faq/Faq.tsx';
import { ArticleCardList } from '../components/ArticleCard.tsx';
import { Art } from '../components/Art.tsx';
import { isUnconfirmed } from '../content/claims.ts';
import { TeamList } from '../components/TeamList.tsx';
import { ClaimCaption, ClaimList } from '../components/Claim.tsx';
import { HeroArt } from '../components/HeroArt.tsx';
import { Icon } from '../../widgets/shared/Icon.tsx';
import { Island } from '../components/Island.tsx';
import { PhoneLink } from '../../widgets/shared/PhoneLink.tsx';
import { ProgramList } from '../components/ProgramList.tsx';
import { Section } from '../components/Section.tsx';
import { ServiceCards } from '../components/ServiceCards.tsx';
import { useRender } from '../context.ts';

/** The order of the spec's sections; each section's id, so tests can check it. */
export const HOME_SECTIONS = [
  'hero',
  'trust',
  'stats',
  'who-we-support',
  'outcomes',
  'access-support',
  'difference',
  'how-we-work',
  'testimonials',
  'service-areas',
  'programs',
  'team',
  'faq',
  'resources',
] as const;

export const TESTIMONIAL_STARS = 5;

export function HomePage() {
  const { content, site, assets } = useRender();
  const { home } = content;
  // Illustrative testimonials (site.json "unconfirmed") must not look like real social proof: no names,
  // places, initials or stars, a caption saying each is an example, and the heading saying so.
  const illustrative = isUnconfirmed(site, 'testimonials');
  const testimonials = content.testimonials.map((testimonial) => {
    const base = { quote: testimonial.quote, name: testimonial.name, attribution: testimonial.attribution };
    if (illustrative) return { ...base, example: home.testimonials.exampleCaption.replace('{role}', testimonial.role) };
    // The loader has checked that every photo is one of the processed images.
    const image = testimonial.photo && assets.images[testimonial.photo.src];
    if (!testimonial.photo || !image) return base;
    return { ...base, photo: { alt: testimonial.photo.alt, image } };
  });
  const servicesBySlug = new Map(content.services.map((service) => [service.slug, service]));
  const articlesBySlug = new Map(content.articles.map((article) => [article.slug, article]));
  const carouselProps = { testimonials, label: illustrative ? 'Illustrative examples' : 'Testimonials', stars: illustrative ? 0 : TESTIMONIAL_STARS };
  const faqProps = { items: content.faq, headingLevel: 3 as const };

  return (
    <>
      <section id="hero" className="hero" aria-labelledby="hero-title">
        <div className="container hero__inner">
          <div className="hero__text">
            <h1 id="hero-title" className="hero__title">
              <HeadlineLines text={home.hero.headline} />
            </h1>
            <p className="hero__intro">{home.hero.intro}</p>
            <div className="button-row hero__actions">
              <a className="button button--primary button--large" href={home.hero.primary.href}>
                {home.hero.primary.label}
              </a>
              <a className="button button--secondary button--large" href={home.hero.secondary.href}>
                {home.hero.secondary.label}
              </a>
              {home.hero.referral ? (
                <a className="button button--secondary button--large hero__referral" href={home.hero.referral.href}>
                  {home.hero.referral.label}
                </a>
              ) : null}
            </div>
          </div>
          <HeroArt />
        </div>
      </section>

      <NoticeList />

      <section id="trust" className="trust" aria-label="About us at a glance">
        <ul className="container badges">
          <li className="badge">
            <Icon name="info" className="badge__icon" />
            <a href="#registration-notice">{site.registration.badge}</a>
          </li>
          <li className="badge">
            <Icon name="pin" className="badge__icon" />
            <a href="#service-areas">{home.regionBadge}</a>
          </li>
          {/* The spec's "4.9★ community rated": captioned while unconfirmed, and a link to where a visitor can check it once there is one. */}
          <li className="badge badge--rating" data-rating>
            {site.rating.sourceUrl ? (
              <a href={site.rating.sourceUrl}>
                <RatingText value={site.rating.value} label={site.rating.label} />
                <span className="visually-hidden">{`: ${site.rating.sourceLabel}`}</span>
              </a>
            ) : (
              <span className="badge__text">
                <RatingText value={site.rating.value} label={site.rating.label} />
              </span>
            )}
            <ClaimCaption field="rating" kind="figure" />
          </li>
        </ul>
      </section>

      <section id="stats" className="stats" aria-label="Our work in numbers">
        <div className="container">
          <ClaimList group="stats" className="claims--stats" />
        </div>
      </section>

      <Section id="who-we-support" title={home.whoWeSupport.heading} intro={home.whoWeSupport.intro}>
        <ul className="audience-grid">
          {home.whoWeSupport.cards.map((card) => (
            <li key={card.title} className="audience-card">
              <Art name={card.art} size={64} className="audience-card__art" />
              <div className="audience-card__body">
                <h3 className="audience-card__title">{card.title}</h3>
                <p>
                  {`${card.text} `}
                  <a className="audience-card__link" href={card.href}>
                    {card.linkLabel}
                  </a>
                </p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="outcomes" title={home.outcomes.heading} intro={home.outcomes.intro} tone="sand">
        <ul className="outcome-grid">
          {home.outcomes.cards.map((card) => (
            <li key={card.title} className="outcome">
              <Art name={card.art} size={56} className="outcome__art" />
              <h3 className="outcome__title">{card.title}</h3>
              <p className="outcome__text">{card.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="access-support" title={home.accessSupport.heading} tone="teal">
        <p className="band__lead">{home.accessSupport.text}</p>
        <div className="button-row">
          <a className="button button--light button--large" href="/referral/">
            {home.accessSupport.referralLabel}
          </a>
          <PhoneLink className="button button--outline-light button--large" number={site.phone} href={site.phoneHref} label={home.accessSupport.phoneLabel} icon />
        </div>
      </Section>

      <Section id="difference" title={home.difference.heading} intro={home.difference.intro}>
        <ServiceCards services={home.difference.services.map((slug) => servicesBySlug.get(slug)!)} compact />
        <p className="band__more">
          <a className="arrow-link" href="/services/">
            {home.difference.linkLabel}
            <Icon name="arrow" />
          </a>
        </p>
      </Section>

      <Section id="how-we-work" title={home.howWeWork.heading} intro={home.howWeWork.intro} tone="sand">
        <ol className="steps">
          {home.howWeWork.steps.map((step) => (
            <li key={step.title} className="steps__item">
              <h3 className="steps__title">{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section
        id="testimonials"
        title={illustrative ? home.testimonials.illustrativeHeading : home.testimonials.heading}
        intro={illustrative ? home.testimonials.illustrativeIntro : home.testimonials.intro}
        illustrative={illustrative ? 'testimonials' : undefined}
      >
        <Island name="carousel" load={{ on: 'visible' }} props={carouselProps}>
          <Carousel {...carouselProps} />
        </Island>
        <div className="testimonials__after">
          <a className="button button--primary" href="/referral/">
            {home.testimonials.referralLabel}
          </a>
        </div>
      </Section>

      <Section id="service-areas" title={home.serviceAreas.heading} intro={home.serviceAreas.intro} tone="sand">
        <ul className="area-list">
          {site.serviceAreas.map((area) => (
            <li key={area} className="area-list__item">
              <Icon name="pin" />
              {area}
            </li>
          ))}
          <li className="area-list__item area-list__item--more">
            <a href={home.serviceAreas.moreHref}>{home.serviceAreas.moreLabel}</a>
          </li>
        </ul>
      </Section>

      <Section id="programs" title={home.programs.heading} intro={home.programs.intro}>
        <ProgramList programs={content.programs} compact />
        <div className="button-row">
          <a className="button button--secondary" href="/contact/">
            {home.programs.contactLabel}
          </a>
          <a className="button button--primary" href="/referral/">
            {home.programs.referralLabel}
          </a>
        </div>
      </Section>

      <Section id="team" title={home.team.heading} intro={home.team.intro} tone="sand">
        <div className="team-band">
          <TeamList members={content.team.slice(0, 4)} compact />
          <div className="team-band__claims">
            <ClaimList group="teamClaims" className="claims--team" />
          </div>
        </div>
        <div className="button-row">
          <a className="button button--primary" href="/team/">
            {home.team.teamLabel}
          </a>
          <a className="button button--secondary" href="/contact/">
            {home.team.contactLabel}
          </a>
        </div>
      </Section>

      <Section id="faq" title={home.faq.heading} intro={home.faq.intro}>
        <Island name="faq" load={{ on: 'visible' }} props={faqProps}>
          <Faq {...faqProps} />
        </Island>
        <ul className="link-row">
          {home.faq.links.map((link) => (
            <li key={link.href}>
              <a className="arrow-link" href={link.href}>
                {link.label}
                <Icon name="arrow" />
              </a>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="resources" title={home.resources.heading} intro={home.resources.intro} tone="sand">
        <ArticleCardList articles={home.resources.articles.map((slug) => articlesBySlug.get(slug)!)} />
        <p className="band__more">
          <a className="button button--primary" href="/resources/">
            {home.resources.linkLabel}
          </a>
        </p>
      </Section>
    </>
  );
}

function RatingText({ value, label }: { value: string; label: string }) {
  return (
    <>
      {value}
      <Icon name="star" className="badge__star" />
      <span className="visually-hidden"> out of 5 stars,</span>
      {` ${label}`}
    </>
  );
}

/** Each sentence of the headline kept on one line, so a wide screen never breaks "Real / people.". */
function HeadlineLines({ text }: { text: string }) {
  const sentences = text.split(/(?<=[.!?])\s+/);
  return (
    <>
      {sentences.map((sentence, index) => (
        <span key={sentence}>
          {index > 0 ? ' ' : null}
          <span className="hero__title-line">{sentence}</span>
        </span>
      ))}
    </>
  );
}
