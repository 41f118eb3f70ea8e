/** Service tiles linking to each service page, each with its picture from the illustration set. */
import type { Service } from '../content/types.ts';
import { hasIllustration } from '../art/illustrations.ts';
import { Art } from './Art.tsx';

export function ServiceCards({ services, headingLevel = 3, text = 'summary', compact = false }: { services: readonly Service[]; headingLevel?: 2 | 3; text?: 'summary' | 'description'; compact?: boolean }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={compact ? 'card-grid card-grid--services card-grid--compact' : 'card-grid card-grid--services'}>
      {services.map((service) => (
        <li key={service.slug} className="card service-card">
          {hasIllustration(service.slug) ? <Art name={service.slug} size={compact ? 64 : 80} className="service-card__art" /> : null}
          <div className="service-card__body">
            {compact ? (
              <Heading className="service-card__title">
                <a className="service-card__title-link" href={`/services/${service.slug}/`}>
                  {service.title}
                </a>
              </Heading>
            ) : (
              <Heading className="service-card__title">{service.title}</Heading>
            )}
            <p>{text === 'summary' ? service.summary : service.description}</p>
            {compact ? null : (
              <a className="service-card__link" href={`/services/${service.slug}/`}>
                Learn more
                <span className="visually-hidden">{` about ${service.title.toLowerCase()}`}</span>
              </a>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
