/**
 * What a participant needs before they commit, on every service page: who can use us now (and what an
 * NDIA-managed participant can do instead), what it costs (price limits, the support items, a dated link to
 * the Pricing Arrangements), cancellations, travel, the service agreement, changing provider or stopping,
 * complaints and advocacy, and worker screening. The NDIS rules come from content/service-terms.json, our
 * own policies and the complaint lines from site.json (each policy captioned while it is a draft).
 * TermsSummary is the short version on /services/; SupportItems and PricingLink are shared with /referrers/.
 */
import { Fragment } from 'react';
import type { ReactNode } from 'react';
import type { ServiceTerms as ServiceTermsData, TermsSource } from '../content/types.ts';
import { useRender } from '../context.ts';
import { formatDate } from '../format.ts';
import { Policy } from './Claim.tsx';
import { ExternalLink } from './ExternalLink.tsx';
import { PhoneLink } from '../../widgets/shared/PhoneLink.tsx';

const Html = ({ html, className }: { html: string; className?: string }) => <div className={className ? `terms__text ${className}` : 'terms__text'} dangerouslySetInnerHTML={{ __html: html }} />;

function Sources({ sources }: { sources: readonly TermsSource[] }) {
  const { labels } = useRender().content.serviceTerms;
  if (sources.length === 0) return null;
  return (
    <div className="terms__sources">
      <p>{sources.length === 1 ? labels.source : labels.sources}</p>
      <ul>
        {sources.map((source) => (
          <li key={source.url}>
            <ExternalLink href={source.url}>{source.label}</ExternalLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The link to the current Pricing Arrangements (site.json `pricing`), with the date it was checked. */
export function PricingLink() {
  const { site, content } = useRender();
  return (
    <p className="terms__pricing">
      <ExternalLink href={site.pricing.url}>{content.serviceTerms.cost.linkLabel}</ExternalLink>
      {` (${content.serviceTerms.labels.linkChecked} `}
      <time dateTime={site.pricing.checked}>{formatDate(site.pricing.checked)}</time>
      {').'}
    </p>
  );
}

/** A service's support items with their numbers, or the one sentence saying why it depends. */
export function SupportItems({ terms }: { terms: ServiceTermsData }) {
  if (terms.items.length === 0) return <p className="support-items support-items--none">{terms.why}</p>;
  return (
    <ul className="support-items">
      {terms.items.map((item) => (
        <li key={item.number}>
          {`${item.name} `}
          <span className="support-items__number">{withBreaks(item.number)}</span>
          {item.condition ? <span className="support-items__condition">{` ${item.condition}`}</span> : null}
        </li>
      ))}
    </ul>
  );
}

/** The bodies that take complaints besides us, and where to find an advocate. */
export function ComplaintLines() {
  const { site, content } = useRender();
  const { labels } = content.serviceTerms;
  const { ndisCommission, vdwc, advocacy } = site.complaints;
  return (
    <ul className="terms__lines">
      {[ndisCommission, vdwc].map((line) => (
        <li key={line.name}>
          <strong>{line.name}</strong>
          {': '}
          <PhoneLink number={line.number} href={line.href} />
          {line.hours ? ` (${line.hours}). ` : '. '}
          {`${line.description} `}
          <ExternalLink href={line.url}>{`${labels.complainTo} ${line.name}`}</ExternalLink>
        </li>
      ))}
      <li>
        <strong>{advocacy.name}</strong>
        {`: ${advocacy.description} `}
        <ExternalLink href={advocacy.url}>{`${labels.searchFinder} ${advocacy.name}`}</ExternalLink>
      </li>
    </ul>
  );
}

/**
 * One part of the terms as a native disclosure (it opens without JavaScript, and find-in-page opens it): the
 * parts a person decides on are open, the rest one tap away, so the terms stay short on a phone.
 */
function Part({ id, heading, open = false, children }: { id: string; heading: string; open?: boolean; children: ReactNode }) {
  return (
    <details id={id} className="disclosure terms__part" open={open}>
      <summary className="disclosure__summary">
        <h3 className="terms__heading">{heading}</h3>
      </summary>
      <div className="disclosure__body">{children}</div>
    </details>
  );
}

export function ServiceTerms({ slug }: { slug: string }) {
  const { site, content } = useRender();
  const all = content.serviceTerms;
  const terms = all.services[slug]!;
  return (
    <section id="terms" className="terms" aria-labelledby="terms-title" data-terms={slug}>
      <h2 id="terms-title">{all.heading}</h2>
      <Html html={all.intro} />

      <Part id="terms-who" heading={all.whoCanUse.heading} open>
        {terms.whoCanUse ? (
          <Html html={terms.whoCanUse} />
        ) : (
          <>
            <p>{site.registration.notice}</p>
            <Html html={all.whoCanUse.ndiaManaged} />
            <ul className="terms__options">
              {all.whoCanUse.options.map((option) => (
                <li key={option} dangerouslySetInnerHTML={{ __html: option }} />
              ))}
            </ul>
            <Sources sources={all.whoCanUse.sources} />
          </>
        )}
      </Part>

      <Part id="terms-cost" heading={all.cost.heading} open>
        {terms.free ? (
          <p>{terms.why}</p>
        ) : (
          <>
            <Html html={all.cost.rule} />
            <p className="terms__policy">
              <Policy name="priceLimit" />
            </p>
            <p className="terms__budget">
              <strong>{`${all.labels.budget}: `}</strong>
              {terms.budget}
            </p>
            {terms.items.length > 0 ? <p>{all.cost.itemsIntro}</p> : null}
            <SupportItems terms={terms} />
            <Html html={all.cost.catalogueNote} />
            <PricingLink />
            <Sources sources={all.cost.sources} />
          </>
        )}
      </Part>

      {terms.free ? null : (
        <>
          <Part id="terms-cancel" heading={all.cancellations.heading}>
            <Html html={all.cancellations.rule} />
            <p className="terms__policy">
              <Policy name="cancellation" />
            </p>
          </Part>

          <Part id="terms-travel" heading={all.travel.heading}>
            <Html html={all.travel.rule} />
            <p className="terms__policy">
              <Policy name="travel" />
            </p>
            <p className="terms__policy">
              <Policy name="nonFaceToFace" />
            </p>
          </Part>

          <Part id="terms-agreement" heading={all.agreement.heading}>
            <Html html={all.agreement.text} />
            <Sources sources={all.agreement.sources} />
          </Part>

          <Part id="terms-change" heading={all.change.heading}>
            <Html html={all.change.text} />
          </Part>
        </>
      )}

      <Part id="terms-complaints" heading={all.complaints.heading}>
        <Html html={all.complaints.us} />
        <p>
          <a className="terms__link" href={all.complaints.usLink}>
            {all.complaints.usLinkLabel}
          </a>
        </p>
        <p>{all.complaints.others}</p>
        <ComplaintLines />
      </Part>

      <Part id="terms-screening" heading={all.screening.heading}>
        <Html html={all.screening.rule} />
        <p className="terms__policy">
          <Policy name="workerScreening" />
        </p>
        <Sources sources={all.screening.sources} />
      </Part>

      <p className="terms__checked">
        {`${all.labels.checked} `}
        <time dateTime={all.checked}>{formatDate(all.checked)}</time>.
      </p>
    </section>
  );
}

/** The short version for /services/: who can use us now, costs and rights, with a link to a service's full terms. */
export function TermsSummary({ exampleSlug }: { exampleSlug: string }) {
  const { content } = useRender();
  const all = content.serviceTerms;
  const example = content.services.find((service) => service.slug === exampleSlug)!;
  return (
    <section id="terms" className="terms terms--summary" aria-labelledby="terms-summary-title">
      <h2 id="terms-summary-title">{all.summary.heading}</h2>
      <Html html={all.summary.intro} />
      <dl className="terms__summary">
        <div>
          <dt>{all.summary.whoHeading}</dt>
          <dd>
            <Html html={all.whoCanUse.ndiaManaged} />
            <ul className="terms__options">
              {all.whoCanUse.options.map((option) => (
                <li key={option} dangerouslySetInnerHTML={{ __html: option }} />
              ))}
            </ul>
          </dd>
        </div>
        <div>
          <dt>{all.cost.heading}</dt>
          <dd>
            <Policy name="priceLimit" />
            <PricingLink />
          </dd>
        </div>
        <div>
          <dt>{all.cancellations.heading}</dt>
          <dd>
            <Policy name="cancellation" />
          </dd>
        </div>
        <div>
          <dt>{all.agreement.heading}</dt>
          <dd>
            <Html html={all.agreement.text} />
          </dd>
        </div>
        <div>
          <dt>{all.complaints.heading}</dt>
          <dd>
            <ComplaintLines />
          </dd>
        </div>
      </dl>
      <p>
        {`${all.summary.linkLabel} `}
        <a href={`/services/${example.slug}/#terms`}>{example.title}</a>.
      </p>
    </section>
  );
}

/** A support item number may break after each underscore (07_002_0106_8_3), never inside a group of digits. */
function withBreaks(number: string) {
  return number.split('_').map((group, index, groups) => (
    <Fragment key={index}>
      {group}
      {index < groups.length - 1 ? (
        <>
          _<wbr />
        </>
      ) : null}
    </Fragment>
  ));
}
