/**
 * The staff addresses: /login/ leads each kind of staff to their place (the intake team to the inbox,
 * editors to /admin/), and /admin/ hands over to the hosted editor once site.json names it. The host files
 * (_redirects, _headers, _nginx.conf, robots.txt) redirect or guard them, and the route table gives each a
 * page of its own for hosts that read none of those files. (Old addresses that lead elsewhere are content:
 * content/redirects.json.)
 */
import type { SiteContent } from './content/types.ts';

/** The staff addresses, never indexed or cached; /admin/ hands over to the hosted editor when site.json names it. */
export function signInPages({ site, words }: Pick<SiteContent, 'site' | 'words'>): { path: string; heading: string; target: string; field: string }[] {
  return [
    { path: '/login/', heading: words.signIn.login, target: '', field: '' },
    { path: '/admin/', heading: words.signIn.admin, target: site.auth.adminUrl, field: 'auth.adminUrl' },
  ];
}
