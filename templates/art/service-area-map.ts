/**
 * The service area as a static SVG map: the local government areas we work in, placed roughly where they
 * lie east and south-east of the city, with the suburbs the site names. A schematic, not a survey map: its
 * caption says so, and the table beside it carries the same facts in text. Written by the build as a file
 * (cached like every hashed asset) and shown with <img>.
 */
import { createHash } from 'node:crypto';
import type { SiteConfig } from '../content/types.ts';
import { escapeMarkup } from '../../generator/text.ts';

/** Where each council area sits on the schematic (a 640 by 440 grid): an outline, a label, and its suburbs. */
const PLACES: Record<string, { path: string; label: [number, number]; short: string; suburbs: Record<string, [number, number]> }> = {
  'City of Whitehorse': { path: 'M140 20h160l4 110H144z', label: [222, 56], short: 'Whitehorse', suburbs: { 'Box Hill': [180, 104] } },
  'City of Maroondah': { path: 'M312 12h160l-4 118H316z', label: [392, 48], short: 'Maroondah', suburbs: { Ringwood: [350, 100] } },
  'City of Monash': { path: 'M130 140h182l-4 100H136z', label: [221, 174], short: 'Monash', suburbs: { 'Glen Waverley': [152, 218] } },
  'City of Greater Dandenong': { path: 'M118 250h214l-6 104H126z', label: [225, 285], short: 'Greater Dandenong', suburbs: { Dandenong: [168, 330] } },
  'City of Casey': { path: 'M342 210h160l4 214H346z', label: [424, 246], short: 'Casey', suburbs: { 'Narre Warren': [360, 300], Berwick: [384, 360] } },
  'Cardinia Shire': { path: 'M514 150h116v280H518z', label: [572, 186], short: 'Cardinia', suburbs: { Pakenham: [530, 290] } },
};

/** The council areas the map can place: the loader refuses any other in site.json's localGovernmentAreas. */
export const MAPPED_AREAS: readonly string[] = Object.keys(PLACES);

const FONT = "font-family='system-ui, -apple-system, Segoe UI, Roboto, Arial, sans-serif'";

export function serviceAreaMapSvg(site: SiteConfig): string {
  const areas = site.localGovernmentAreas.map((area, index) => {
    const place = PLACES[area.name];
    if (!place) throw new Error(`localGovernmentAreas[${index}]: "${area.name}" has no place on the map: the content was not checked against MAPPED_AREAS`);
    const suburbs = area.suburbs.map((suburb) => {
      const [x, y] = place.suburbs[suburb] ?? [place.label[0], place.label[1] + 30];
      return `<circle cx='${x - 4}' cy='${y - 6}' r='6' fill='#b8741a'/><text x='${x + 8}' y='${y}' font-size='18' fill='#1d2a2f'>${escapeMarkup(suburb)}</text>`;
    });
    const size = place.short.length > 12 ? 17 : 20;
    return `<path d='${place.path}' fill='#e2efee' stroke='#0f5c63' stroke-width='3' stroke-linejoin='round'/><text x='${place.label[0]}' y='${place.label[1]}' text-anchor='middle' font-size='${size}' font-weight='700' fill='#0a454b'>${escapeMarkup(place.short)}</text>${suburbs.join('')}`;
  });
  return [
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 640 440' width='640' height='440' ${FONT}>`,
    "<rect width='640' height='440' rx='16' fill='#f6f1e7'/>",
    "<path d='M0 372c60-10 100 14 112 68H0z' fill='#cfe3e1'/>",
    "<circle cx='64' cy='130' r='10' fill='#1d2a2f'/>",
    "<text x='64' y='164' text-anchor='middle' font-size='18' fill='#1d2a2f'>Melbourne</text>",
    "<text x='64' y='184' text-anchor='middle' font-size='18' fill='#1d2a2f'>city</text>",
    "<path d='M80 130h44' stroke='#688c90' stroke-width='3' stroke-dasharray='4 6' fill='none'/>",
    ...areas,
    '</svg>',
  ].join('');
}

/** The map's address: a hash of its drawing, so a changed service area is a new file. */
export function serviceAreaMapUrl(site: SiteConfig): string {
  return `/assets/art/service-area-${createHash('sha256').update(serviceAreaMapSvg(site)).digest('hex').slice(0, 10)}.svg`;
}

/** The map as the file the build writes: its path in the output and its SVG. */
export function serviceAreaMapFile(site: SiteConfig): { path: string; text: string } {
  return { path: serviceAreaMapUrl(site).slice(1), text: serviceAreaMapSvg(site) };
}
