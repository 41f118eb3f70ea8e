/**
 * /referrers/: for support coordinators, GPs, clinicians and Local Area Coordinators. The answers a referrer
 * needs in one screen (area, plans we can take, how fast we reply), then how to refer, what to send, the
 * supports and line items with a dated link to the NDIS Pricing Arrangements, and the service area map.
 */
import type { Page } from '../../generator/content/types.ts';
import { CallToAction } from '../components/CallToAction.tsx';
import { ContactSupport } from '../components/ContactSupport.tsx';
import { IllustrativeTag } from '../components/Illustrative.tsx';
import { ServiceAreaMap } from '../components/ServiceAreaMap.tsx';
import { useRender } from '../context.ts';
import { formatDate } from '../format.ts';
import { ContentPage } from './ContentPage.tsx';

export function ReferrersPage({ page, bodyHtml }: { page: Page; bodyHtml: string }) {
  const { site, content } = useRender();
  const { supports } = content.referrers;
  const responseIndex = site.stats.findIndex((claim) => claim.id === 'responseTime');
  const response = responseIndex >= 0 ? { claim: site.stats[responseIndex]!, index: responseIndex } : undefined;
  return (
    <ContentPage
      page={page}
      bodyHtml={bodyHtml}
      path="/referrers/"
      before={
        <section className="glance" aria-labelledby="glance-title">
          <h2 id="glance-title" className="glance__title">At a glance</h2>
          <dl className="glance__list">
            <div>
              <dt>Where</dt>
              <dd>
                {`In person across ${site.localGovernmentAreas.map((area) => area.name).join(', ')}. Telehealth across Victoria. `}
                <a href="#service-area">See the map</a>
              </dd>
            </div>
            <div>
              <dt>Plans</dt>
              <dd>{site.registration.planManagementHint}</dd>
            </div>
            {response ? (
              <div>
                <dt>We reply</dt>
                <dd>
                  {`${response.claim.value} (${response.claim.label}). `}
                  <IllustrativeTag field={`stats.${response.index}`} />
                </dd>
              </div>
            ) : null}
            <div>
              <dt>Refer</dt>
              <dd>
                <a href="/referral/?referrerType=support-coordinator">Referral form</a>
                {' or '}
                <a className="tel" href={site.phoneHref}>
                  <span className="nowrap">{site.phone}</span>
                </a>
              </dd>
            </div>
          </dl>
        </section>
      }
      after={
        <>
          <section className="prose prose--page" aria-labelledby="supports-title">
            <h2 id="supports-title">{supports.heading}</h2>
            <p>{supports.intro}</p>
            <ul className="supports-list">
              {supports.rows.map((row) => (
                <li key={row.service} className="supports-list__item">
                  <h3 className="supports-list__service">
                    <a href={row.href}>{row.service}</a>
                  </h3>
                  <dl className="supports-list__facts">
                    <div>
                      <dt>Usually funded from</dt>
                      <dd>{row.funding}</dd>
                    </div>
                    <div>
                      <dt>Support item</dt>
                      <dd>{row.item}</dd>
                    </div>
                  </dl>
                </li>
              ))}
            </ul>
            <p>{supports.note}</p>
          </section>
          <section className="prose prose--page" aria-labelledby="prices-title">
            <h2 id="prices-title">Prices</h2>
            <p>
              We do not list prices here. The NDIS sets price limits for each support item in its Pricing Arrangements and Price Limits, which change at least once a year. We charge within those limits.
            </p>
            <p>
              <a href={site.pricing.url}>The current NDIS Pricing Arrangements and Price Limits, on the NDIS website</a>
              {' (link checked '}
              <time dateTime={site.pricing.checked}>{formatDate(site.pricing.checked)}</time>
              {').'}
            </p>
          </section>
          <section id="service-area" className="prose prose--page" aria-labelledby="service-area-title">
            <h2 id="service-area-title">Where we work</h2>
            <p>We see people in person in these council areas, and nearby suburbs. Telehealth works anywhere, and our help to apply for the NDIS covers all of Victoria.</p>
            <ServiceAreaMap site={site} />
            <table className="area-table">
              <caption className="visually-hidden">Council areas and the suburbs we name</caption>
              <thead>
                <tr>
                  <th scope="col">Local government area</th>
                  <th scope="col">Suburbs</th>
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
