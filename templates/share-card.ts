/** The picture each page shows when shared: the site's name, the page's title and label, and a foot line. */
import type { ShareCard } from '../generator/share-images/share-image-path.ts';
import { shareImagePath } from '../generator/share-images/share-image-path.ts';
import type { SiteConfig } from './content/types.ts';

/** The card a page with this title and label gets. */
export function shareCard(site: Pick<SiteConfig, 'name' | 'tagline' | 'baseUrl'>, title: string, label: string): ShareCard {
  // The home page's label is the tagline: its foot then gives the site's address rather than repeat it.
  const footer = label === site.tagline ? new URL(site.baseUrl).host : site.tagline;
  return { title, label, brand: site.name, footer };
}

/** The address of the share image of a page with this title and label. */
export function shareImageOf(site: Pick<SiteConfig, 'name' | 'tagline' | 'baseUrl'>, title: string, label: string): string {
  return shareImagePath(shareCard(site, title, label));
}
