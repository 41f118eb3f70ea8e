/**
 * Where a page's share image lives. The name is a hash of everything drawn on the image, so it can be cached
 * forever, and an unchanged page's image is never drawn twice (see share-images.ts).
 */
import { createHash } from 'node:crypto';
import type { SiteConfig } from '../../templates/content/types.ts';

/** Bump when the share image's design changes, so every image is drawn again. */
export const SHARE_IMAGE_VERSION = '3';

export interface ShareCard {
  title: string;
  label: string;
  brand: string;
  /** The line at the foot of the card. */
  footer: string;
}

/** The card a page with this title and label gets. */
export function shareCard(site: SiteConfig, title: string, label: string): ShareCard {
  // The home page's label is the tagline: its foot then gives the site's address rather than repeat it.
  const footer = label === site.tagline ? new URL(site.baseUrl).host : site.tagline;
  return { title, label, brand: site.name, footer };
}

export function shareCardKey(card: ShareCard): string {
  return createHash('sha256').update(JSON.stringify([SHARE_IMAGE_VERSION, card.brand, card.footer, card.label, card.title])).digest('hex').slice(0, 16);
}

export function shareImagePath(site: SiteConfig, title: string, label: string): string {
  return `/share/${shareCardKey(shareCard(site, title, label))}.png`;
}
