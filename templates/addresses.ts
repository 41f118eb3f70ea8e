/**
 * The site's addresses that lead elsewhere: the spec's old addresses, each a permanent redirect to where the
 * page now lives, and the staff sign-in addresses, handed over to the hosted provider once site.json names
 * it. The host files (_redirects, _headers, _nginx.conf, robots.txt) redirect or guard them, and the route
 * table gives each a page of its own for hosts that read none of those files.
 */
import type { SiteConfig } from './content/types.ts';

/** Old or alternative addresses from the spec's route table, and where each now lives. */
export const ALIASES: readonly { from: string; to: string; title: string }[] = [
  { from: '/submit-referral/', to: '/referral/', title: 'Make a referral' },
  { from: '/advanced-referral/', to: '/referral/', title: 'Make a referral' },
  { from: '/privacy-policy/', to: '/privacy/', title: 'Privacy policy' },
  { from: '/terms-of-service/', to: '/terms/', title: 'Terms of use' },
  // The story's character was renamed from Sam, who shared a name with an illustrative team member.
  { from: '/resources/a-week-in-the-life-with-sam-psychosocial-recovery-coaching/', to: '/resources/a-week-in-the-life-with-kim-psychosocial-recovery-coaching/', title: 'A week in the life with Kim' },
];

/** The staff sign-in addresses: each hands over to the hosted provider when site.json names its address. */
export function signInPages(site: SiteConfig): { path: string; heading: string; target: string; field: string }[] {
  return [
    { path: '/login/', heading: 'Staff sign-in', target: site.auth.loginUrl, field: 'auth.loginUrl' },
    { path: '/admin/', heading: 'Staff dashboard', target: site.auth.adminUrl, field: 'auth.adminUrl' },
  ];
}
