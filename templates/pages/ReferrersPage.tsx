/**
 * /referrers/: for support coordinators, GPs, clinicians and Local Area Coordinators. What a referrer needs
 * to decide, in one screen: where we work, the plans we can take, places now (with the date they were
 * checked), how fast we reply and how to refer. Then places, budgets and support items for every service
 * (content/referrers.json and content/service-terms.json), how to refer and what to send (the page's
 * markdown), and the service area map.
 */
import type { Page, ReferrersContent } from '../content/types.ts';
import { CallToAction } from '../components/CallToAction.tsx';
import { Figure, Policy } from '../components/Claim.tsx';
import { ContactSupport } from '../components/ContactSupport.tsx';
import { PhoneLink } from '../../widgets/shared/PhoneLink.tsx';
import { ServiceAreaMap } from '../components/ServiceAreaMap.tsx';
import { PricingLink, SupportItems } from '../components/ServiceTerms.tsx';
import { useRender } from '../context.ts';
import { formatDate } from '../format.ts';
import { ContentPage } from './ContentPage.tsx';

type Capacity = ReferrersContent['capacity'];
const STATUSES = ['open', 'waitlist', 'full'] as const;

/** A service's places by area; the areas it names no status for are "ask us", and none named is "ask us" outright. */
function Places({ capacity, slug, areas }: { capacity: Capacity; slug: string; areas: readonly string[] }) {
  const places = capacity.services[slug];
  const named = new Set(places ? STATUSES.flatMap((status) => places[status]) : []);
  if (!places || named.size === 0) {
    return (
      <p className="places places--unknown" data-places="unknown">
        <a href="#places-unknown">{capacity.unknownShort}</a>
      </p>
    );
  }
  const others = areas.filter((area) => !named.has(area));
  return (
    <ul className="places" data-places="known">
      {STATUSES.filter((status) => places[status].length > 0).map((status) => (
        <li key={status} data-status={status}>
          <strong>{`${capacity.statuses[status]}: `}</strong>
          {places[status].join(', ')}
          {status === 'waitlist' && places.wait ? ` (${places.wait})` : null}
        </li>
      ))}
      {others.length > 0 ? (
        <li data-status="ask">
          <strong>{`${capacity.otherAreas}: `}</strong>
          {others.join(', ')}
        </li>
      ) : null}
    </ul>
  );
}

export function ReferrersPage({ page, bodyHtml }: { page: Page; bodyHtml: string }) {
  const { site, content } = useRender();
  const { capacity, glance, areas } = content.referrers;
  const terms = content.serviceTerms;
  const areaNames = site.localGovernmentAreas.map((area) => area.name);
  const known = (slug: string) => STATUSES.some((status) => (capacity.services[slug]?.[status].length ?? 0) > 0);
  const anyKnown = content.services.some((service) => known(service.slug));
  const anyUnknown = content.services.some((service) => !terms.services[service.slug]!.free && !known(service.slug));
  const responseIndex = site.stats.findIndex((claim) => claim.id === 'responseTime');
  const firstService = content.services.find((service) => !terms.services[service.slug]!.free) ?? content.services[0]!;
  const asAt = (
    <>
      {`${capacity.asAtLabel} `}
      <time dateTime={capacity.asAt}>{formatDate(capacity.asAt)}</time>
    </>
  );
  return (
    <ContentPage
      page={page}
      bodyHtml={bodyHtml}
      path="/referrers/"
      before={
        <>
          <section className="glance" aria-labelledby="glance-title">
            <h2 id="glance-title" className="glance__title">
              {glance.heading}
            </h2>
            <dl className="glance__list">
              <div>
                <dt>{glance.whereLabel}</dt>
                <dd>
                  {`${glance.where} ${areaNames.join(', ')}. ${glance.whereAccess} `}
                  <a href="#service-area">{glance.mapLink}</a>
                </dd>
              </div>
              <div>
                <dt>{glance.plansLabel}</dt>
                <dd>
                  {`${glance.plans} `}
                  <a href={`/services/${firstService.slug}/#terms-who`}>{glance.plansLink}</a>
                </dd>
              </div>
              <div>
                <dt>{glance.places}</dt>
                <dd data-glance="places">
                  {asAt}
                  {`: ${anyKnown ? capacity.glanceKnown : capacity.glanceUnknown} `}
                  <a href="#places">{capacity.heading}</a>
                </dd>
              </div>
              {responseIndex >= 0 ? (
                <div>
                  <dt>{glance.reply}</dt>
                  <dd className="glance__figure">
                    <Figure claim={site.stats[responseIndex]!} field={`stats.${responseIndex}`} />
                  </dd>
                </div>
              ) : null}
              <div>
                <dt>{glance.refer}</dt>
                <dd>
                  <a href="/referral/?referrerType=support-coordinator">{glance.form}</a>
                  {` ${glance.or} `}
                  <PhoneLink number={site.phone} href={site.phoneHref} />
                </dd>
              </div>
            </dl>
          </section>
          <section id="places" className="prose prose--page places-section" aria-labelledby="places-title">
            <h2 id="places-title">{capacity.heading}</h2>
            <p>{capacity.intro}</p>
            <p className="places-section__date">{asAt}.</p>
            {anyUnknown ? <div id="places-unknown" className="places-section__unknown" dangerouslySetInnerHTML={{ __html: capacity.unknown }} /> : null}
            <ul className="supports-list">
              {content.services.map((service) => {
                const serviceTerms = terms.services[service.slug]!;
                return (
                  <li key={service.slug} className="supports-list__item" data-service={service.slug}>
                    <h3 className="supports-list__service">
                      <a href={`/services/${service.slug}/`}>{service.title}</a>
                    </h3>
                    <dl className="supports-list__facts">
                      <div>
                        <dt>{glance.places}</dt>
                        <dd>
                          {serviceTerms.free ? serviceTerms.why : <Places capacity={capacity} slug={service.slug} areas={areaNames} />}
                        </dd>
                      </div>
                      <div>
                        <dt>{terms.labels.budget}</dt>
                        <dd>{serviceTerms.budget}</dd>
                      </div>
                      {serviceTerms.free ? null : (
                        <div>
                          <dt>{terms.labels.items}</dt>
                          <dd>
                            <SupportItems terms={serviceTerms} />
                          </dd>
                        </div>
                      )}
                    </dl>
                  </li>
                );
              })}
            </ul>
            <div dangerouslySetInnerHTML={{ __html: terms.cost.rule }} />
            <p>
              <Policy name="priceLimit" />
            </p>
            <div dangerouslySetInnerHTML={{ __html: terms.cost.catalogueNote }} />
            <PricingLink />
          </section>
        </>
      }
      after={
        <>
          <section id="service-area" className="prose prose--page" aria-labelledby="service-area-title">
            <h2 id="service-area-title">{areas.heading}</h2>
            <p>{areas.text}</p>
            <ServiceAreaMap site={site} alt={areas.mapAlt} caption={areas.mapCaption} />
            <table className="area-table">
              <caption className="visually-hidden">{areas.tableCaption}</caption>
              <thead>
                <tr>
                  <th scope="col">{areas.areaColumn}</th>
                  <th scope="col">{areas.suburbsColumn}</th>
                </tr>
              </thead>
              <tbody>
                {site.localGovernmentAreas.map((area) => (
                  <tr key={area.name}>
                    <th scope="row">{area.name}</th>
                    <td>{area.suburbs.join(', ')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <ContactSupport className="prose prose--page" />
          <CallToAction heading="Ready to refer?" />
        </>
      }
    />
  );
}
