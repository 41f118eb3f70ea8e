/** The service-area map (templates/art/service-area-map.ts) with a caption that says what it shows. */
import type { SiteConfig } from '../content/types.ts';
import { serviceAreaMapUrl } from '../art/service-area-map.ts';

export function ServiceAreaMap({ site }: { site: SiteConfig }) {
  const summary = site.localGovernmentAreas.map((area) => `${area.name}: ${area.suburbs.join(', ')}`).join('. ');
  return (
    <figure className="area-map">
      <img className="area-map__img" src={serviceAreaMapUrl(site)} alt={`Map of the council areas we work in, east and south-east of Melbourne city. ${summary}.`} width={640} height={440} loading="lazy" decoding="async" />
      <figcaption className="area-map__caption">A simple map, not to scale: the council areas we work in, east and south-east of Melbourne city.</figcaption>
    </figure>
  );
}
