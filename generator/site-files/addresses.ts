/**
 * The site's addresses that lead elsewhere or are for staff only: the spec's old addresses, each a permanent
 * redirect to where the page now lives, and the staff addresses. The host files (_redirects, _headers,
 * _nginx.conf, robots.txt) redirect or guard them, and the route table gives each old address a page of its
 * own for hosts that read none of those files.
 */

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
 * The staff addresses: /login/ says who signs in where, and /admin/ is the content editor (written by
 * generator/editor/). Never indexed, never stored by a browser or a cache.
 */
export const LOGIN_PATH = '/login/';
export const EDITOR_PATH = '/admin/';
export const STAFF_PATHS = [LOGIN_PATH, EDITOR_PATH] as const;
