/**
 * The site's addresses that lead elsewhere: the spec's old addresses, each a permanent redirect to where the
 * page now lives, and the staff addresses (/login/, and /admin/, handed over to the hosted editor once
 * site.json names it). The host files (_redirects, _headers, _nginx.conf, robots.txt) redirect or guard them, and the route
 * table gives each a page of its own for hosts that read none of those files.
 */
import type { SiteConfig } from '../content/types.ts';

/** Old or alternative addresses from the spec's route table, and where each now lives. */
export const ALIASES: readonly { from: string; to: string; title: string }[] = [
  { from: '/submit-referral/', to: '/referral/', title: 'Make a referral' },
  { from: '/advanced-referral/', to: '/referral/', title: 'Make a referral' },
  { from: '/privacy-policy/', to: '/privacy/', title: 'Privacy policy' },
  { from: '/terms-of-service/', to: '/terms/', title: 'Terms of use' },
  // The story's character was renamed from Sam, who shared a name with an illustrative team member.
  { from: '/resources/a-week-in-the-life-with-sam-psychosocial-recovery-coaching/', to: '/resources/a-week-in-the-life-with-kim-psychosocial-recovery-coaching/', title: 'A week in the life with Kim' },
];

/**
 * The intake team's inbox: referrals and messages, read and decrypted in the browser after signing in with
 * the provider's own sign-in (site.json `auth.intake`). Under /admin/, beside the content editor at /admin/
 * itself, so both are kept out of search engines and caches by the same rules.
 */
export const INTAKE_INBOX_PATH = '/admin/intake/';

/**
 * The staff addresses, never indexed or cached: /login/ leads each kind of staff to their place (the intake
 * team to the inbox, editors to /admin/); /admin/ hands over to the hosted editor once site.json names it.
 */
export function signInPages(site: SiteConfig): { path: string; heading: string; target: string; field: string }[] {
  return [
    { path: '/login/', heading: 'Staff sign-in', target: '', field: '' },
    { path: '/admin/', heading: 'Staff dashboard', target: site.auth.adminUrl, field: 'auth.adminUrl' },
  ];
}
