/** The site's navigation structure (from the spec's global layout): main menu and footer links. */
import type { NavSection } from './context.ts';

export interface NavItem {
  label: string;
  href: string;
  section: NavSection;
}

export const MAIN_NAV: readonly NavItem[] = [
  { label: 'Home', href: '/', section: 'home' },
  { label: 'Services', href: '/services/', section: 'services' },
  { label: 'Our Story', href: '/about/', section: 'about' },
  { label: 'Resources', href: '/resources/', section: 'resources' },
  { label: 'For referrers', href: '/referrers/', section: 'referrers' },
  { label: 'Contact', href: '/contact/', section: 'contact' },
  { label: 'Search', href: '/search/', section: 'search' },
];

/**
 * Other ways in, for people who read another language or need Easy Read: in the phone menu after the links,
 * and on wide screens in a slim line at the top right of the header (menu.css). `symbol`: the National
 * Interpreter Symbol beside the words.
 */
export const ACCESS_NAV: readonly { label: string; href: string; symbol?: boolean }[] = [
  { label: 'Languages', href: '/languages/', symbol: true },
  { label: 'Easy Read', href: '/easy-read/' },
];

/** aria-current for one of those: the page itself, or a page under it (a language's page, an Easy Read page). */
export function accessCurrent(href: string, path: string): 'page' | 'true' | undefined {
  if (path === href) return 'page';
  return path.startsWith(href) ? 'true' : undefined;
}

/** Where the menu's no-JavaScript link leads on small screens: the same links at the foot of the page. */
export const FOOTER_NAV_ID = 'footer-navigation';

/** The spec's referral button: in the header on wide screens, in the menu on small ones. */
export const REFERRAL_LINK = { label: 'Submit a referral', href: '/referral/' } as const;

export const FOOTER_LINKS: readonly { label: string; href: string }[] = [
  { label: 'Home', href: '/' },
  { label: 'Services', href: '/services/' },
  { label: 'Our Story', href: '/about/' },
  { label: 'Resources', href: '/resources/' },
  { label: 'Contact', href: '/contact/' },
  { label: 'Complaints and feedback', href: '/complaints/' },
  { label: 'Privacy policy', href: '/privacy/' },
  { label: 'Terms of use', href: '/terms/' },
  { label: 'Accessibility', href: '/accessibility/' },
  { label: 'Languages', href: '/languages/' },
  { label: 'Search', href: '/search/' },
];

/**
 * aria-current for a nav link: "page" when it is the page itself, "true" when the page sits inside the
 * link's section (an article under Resources), so exactly one link is current on every page.
 */
export function currentState(item: NavItem, path: string, section: NavSection | undefined): 'page' | 'true' | undefined {
  if (item.href === path) return 'page';
  if (section !== undefined && item.section === section) return 'true';
  return undefined;
}
