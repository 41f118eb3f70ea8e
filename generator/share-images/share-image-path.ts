/**
 * Where a page's share image lives. The name is a hash of everything drawn on the image, so it can be cached
 * forever, and an unchanged page's image is never drawn twice (see share-images.ts). The site says what each
 * page's card holds.
 */
import { createHash } from 'node:crypto';

/**
 * Bump when the share image's design or its encoding changes, so every image is drawn again (4: the same
 * pixels, but PNG bytes of their own, share-card-png.ts; a cached image must be byte for byte what a fresh
 * build draws).
 */
export const SHARE_IMAGE_VERSION = '4';

export interface ShareCard {
  title: string;
  label: string;
  brand: string;
  /** The line at the foot of the card. */
  footer: string;
}

export function shareCardKey(card: ShareCard): string {
  return createHash('sha256').update(JSON.stringify([SHARE_IMAGE_VERSION, card.brand, card.footer, card.label, card.title])).digest('hex').slice(0, 16);
}

/** The address of a card's image. */
export function shareImagePath(card: ShareCard): string {
  return `/share/${shareCardKey(card)}.png`;
}
