/** Service tiles linking to each service page. */
import type { Service } from '../../generator/content/types.ts';

export function ServiceCards({ services, headingLevel = 3, text = 'summary' }: { services: readonly Service[]; headingLevel?: 2 | 3; text?: 'summary' | 'description' }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className="card-grid card-grid--services">
      {services.map((service) => (
        <li key={service.slug} className="card service-card">
          <Heading className="service-card__title">{service.title}</Heading>
          <p>{text === 'summary' ? service.summary : service.description}</p>
          <a className="service-card__link" href={`/services/${service.slug}/`}>
            Learn more
            <span className="visually-hidden">{` about ${service.title.toLowerCase()}`}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
