/**
 * Where the site shows its content. The pages of content/pages/, each with its address: the collection of
 * pages is these named files (a missing one is an error, an extra one too), and the route table renders
 * each at its address. And the address of each program's page, where its interest form is.
 */
import { formPagePath, sentPath } from '../../widgets/form/delivery.ts';
import { SEARCH_PATH } from '../../widgets/search/SearchForm.tsx';

export const PAGES = {
  about: '/about/',
  team: '/team/',
  referrers: '/referrers/',
  contact: '/contact/',
  referral: '/referral/',
  'referral-sent': '/referral/sent/',
  'contact-sent': '/contact/sent/',
  'interest-sent': sentPath('interest'),
  complaints: formPagePath('feedback'),
  'complaints-sent': sentPath('feedback'),
  privacy: '/privacy/',
  terms: '/terms/',
  accessibility: '/accessibility/',
  services: '/services/',
  resources: '/resources/',
  search: SEARCH_PATH,
  'not-found': '/404.html',
  'staying-safe-online': '/staying-safe-online/',
} as const satisfies Record<string, string>;

export type PageSlug = keyof typeof PAGES;

/** The feed of new articles. */
export const FEED_PATH = '/resources/feed.xml';

/** The address of a program's page (its interest form is there). */
export function programPath(id: string): string {
  return formPagePath('interest', id);
}

/** The address of a short notice's page. */
export function noticePath(slug: string): string {
  return `/notices/${slug}/`;
}
