/** The service-area map (templates/art/service-area-map.ts) with a caption that says what it shows (its words: referrers.json "areas"). */
import type { SiteConfig } from '../content/types.ts';
import { serviceAreaMapUrl } from '../art/service-area-map.ts';

export function ServiceAreaMap({ site, alt, caption }: { site: SiteConfig; alt: string; caption: string }) {
  const summary = site.localGovernmentAreas.map((area) => `${area.name}: ${area.suburbs.join(', ')}`).join('. ');
  return (
    <figure className="area-map">
      <img className="area-map__img" src={serviceAreaMapUrl(site)} alt={`${alt} ${summary}.`} width={640} height={440} loading="lazy" decoding="async" />
      <figcaption className="area-map__caption">{caption}</figcaption>
    </figure>
  );
}
