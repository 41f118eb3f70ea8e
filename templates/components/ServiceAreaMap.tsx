/**
 * The service area as a static SVG map: the local government areas we work in, placed roughly where they
 * lie east and south-east of the city, with the suburbs the site names. A schematic, not a survey map: it
 * says so in its caption, and the list beside it carries the same facts in text.
 */
import type { SiteConfig } from '../../generator/content/types.ts';
import { ContentError } from '../../generator/errors.ts';

/** Where each council area sits on the schematic (a 640 by 440 grid): an outline, a label, and its suburbs. */
const PLACES: Record<string, { path: string; label: [number, number]; short: string; suburbs: Record<string, [number, number]> }> = {
  'City of Whitehorse': { path: 'M140 20h160l4 110H144z', label: [222, 56], short: 'Whitehorse', suburbs: { 'Box Hill': [180, 104] } },
  'City of Maroondah': { path: 'M312 12h160l-4 118H316z', label: [392, 48], short: 'Maroondah', suburbs: { Ringwood: [350, 100] } },
  'City of Monash': { path: 'M130 140h182l-4 100H136z', label: [221, 174], short: 'Monash', suburbs: { 'Glen Waverley': [152, 218] } },
  'City of Greater Dandenong': { path: 'M118 250h214l-6 104H126z', label: [225, 285], short: 'Greater Dandenong', suburbs: { Dandenong: [168, 330] } },
  'City of Casey': { path: 'M342 210h160l4 214H346z', label: [424, 246], short: 'Casey', suburbs: { 'Narre Warren': [360, 300], Berwick: [384, 360] } },
  'Cardinia Shire': { path: 'M514 150h116v280H518z', label: [572, 186], short: 'Cardinia', suburbs: { Pakenham: [530, 290] } },
};

export function ServiceAreaMap({ site }: { site: SiteConfig }) {
  site.localGovernmentAreas.forEach((area, index) => {
    if (!PLACES[area.name]) throw new ContentError('content/site.json', `localGovernmentAreas[${index}].name`, `"${area.name}" has no place on the map yet: add it to templates/components/ServiceAreaMap.tsx`);
  });
  return (
    <figure className="area-map">
      <svg viewBox="0 0 640 440" role="img" aria-labelledby="area-map-caption" className="area-map__svg">
        <rect width="640" height="440" rx="16" fill="#f6f1e7" />
        <path d="M0 372c60-10 100 14 112 68H0z" fill="#cfe3e1" />
        <circle cx="64" cy="130" r="10" fill="#1d2a2f" />
        <text x="64" y="164" textAnchor="middle" fontSize="18" fill="#1d2a2f">Melbourne</text>
        <text x="64" y="184" textAnchor="middle" fontSize="18" fill="#1d2a2f">city</text>
        <path d="M80 130h44" stroke="#688c90" strokeWidth="3" strokeDasharray="4 6" fill="none" />
        {site.localGovernmentAreas.map((area) => {
          const place = PLACES[area.name]!;
          return (
            <g key={area.name}>
              <path d={place.path} fill="#e2efee" stroke="#0f5c63" strokeWidth="3" strokeLinejoin="round" />
              <text x={place.label[0]} y={place.label[1]} textAnchor="middle" fontSize={place.short.length > 12 ? 17 : 20} fontWeight="700" fill="#0a454b">
                {place.short}
              </text>
              {area.suburbs.map((suburb) => {
                const at = place.suburbs[suburb] ?? [place.label[0], place.label[1] + 30];
                return (
                  <g key={suburb}>
                    <circle cx={at[0] - 4} cy={at[1] - 6} r="6" fill="#b8741a" />
                    <text x={at[0] + 8} y={at[1]} fontSize="18" fill="#1d2a2f">
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
