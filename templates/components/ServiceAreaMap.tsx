/**
 * The service area as a static SVG map: the local government areas we work in, placed roughly where they
 * lie east and south-east of the city, with the suburbs the site names. A schematic, not a survey map: it
 * says so in its caption, and the list beside it carries the same facts in text.
 */
import type { SiteConfig } from '../../generator/content/types.ts';
import { ContentError } from '../../generator/errors.ts';

/** Where each council area sits on the schematic (a 600 by 400 grid), with a simple outline. */
const PLACES: Record<string, { path: string; label: [number, number]; suburbs: Record<string, [number, number]> }> = {
  'City of Whitehorse': { path: 'M150 40h120l10 80H160z', label: [215, 70], suburbs: { 'Box Hill': [200, 100] } },
  'City of Maroondah': { path: 'M290 30h110l-10 90H300z', label: [345, 60], suburbs: { Ringwood: [345, 95] } },
  'City of Monash': { path: 'M160 130h130l10 80H170z', label: [230, 160], suburbs: { 'Glen Waverley': [230, 190] } },
  'City of Greater Dandenong': { path: 'M180 220h130l-10 80H190z', label: [245, 250], suburbs: { Dandenong: [245, 280] } },
  'City of Casey': { path: 'M320 200h120l10 130H330z', label: [385, 230], suburbs: { 'Narre Warren': [370, 265], Berwick: [405, 300] } },
  'Cardinia Shire': { path: 'M460 160h110v190H470z', label: [515, 200], suburbs: { Pakenham: [515, 260] } },
};

export function ServiceAreaMap({ site }: { site: SiteConfig }) {
  site.localGovernmentAreas.forEach((area, index) => {
    if (!PLACES[area.name]) throw new ContentError('content/site.json', `localGovernmentAreas[${index}].name`, `"${area.name}" has no place on the map yet: add it to templates/components/ServiceAreaMap.tsx`);
  });
  return (
    <figure className="area-map">
      <svg viewBox="0 0 600 380" role="img" aria-labelledby="area-map-caption" className="area-map__svg">
        <rect width="600" height="380" rx="16" fill="#f6f1e7" />
        <path d="M0 330c60-10 110 10 150 40H0z" fill="#cfe3e1" />
        <circle cx="60" cy="120" r="9" fill="#1d2a2f" />
        <text x="60" y="150" textAnchor="middle" fontSize="15" fill="#1d2a2f">Melbourne city</text>
        <path d="M76 120h64" stroke="#688c90" strokeWidth="3" strokeDasharray="4 6" fill="none" />
        {site.localGovernmentAreas.map((area) => {
          const place = PLACES[area.name]!;
          return (
            <g key={area.name}>
              <path d={place.path} fill="#e2efee" stroke="#0f5c63" strokeWidth="3" strokeLinejoin="round" />
              <text x={place.label[0]} y={place.label[1]} textAnchor="middle" fontSize="15" fontWeight="700" fill="#0a454b">
                {area.name.replace(/^City of /, '')}
              </text>
              {area.suburbs.map((suburb) => {
                const at = place.suburbs[suburb] ?? [place.label[0], place.label[1] + 30];
                return (
                  <g key={suburb}>
                    <circle cx={at[0] - 4} cy={at[1] - 5} r="5" fill="#b8741a" />
                    <text x={at[0] + 6} y={at[1]} fontSize="14" fill="#1d2a2f">
                      {suburb}
                    </text>
                  </g>
                );
              })}
            </g>
          );
        })}
      </svg>
      <figcaption id="area-map-caption" className="area-map__caption">
        {`A simple map, not to scale: the council areas we work in, east and south-east of Melbourne city. ${site.localGovernmentAreas.map((area) => `${area.name}: ${area.suburbs.join(', ')}`).join('. ')}.`}
      </figcaption>
    </figure>
  );
}
