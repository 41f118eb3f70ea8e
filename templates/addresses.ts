/**
 * The staff sign-in addresses, handed over to the hosted provider once site.json names it. The host files
 * (_redirects, _headers, _nginx.conf, robots.txt) redirect or guard them, and the route table gives each a
 * page of its own for hosts that read none of those files. (Old addresses that lead elsewhere are content:
 * content/redirects.json.)
 */
import type { SiteContent } from './content/types.ts';

/** The staff sign-in addresses: each hands over to the hosted provider when site.json names its address. */
export function signInPages({ site, words }: Pick<SiteContent, 'site' | 'words'>): { path: string; heading: string; target: string; field: string }[] {
  return [
    { path: '/login/', heading: words.signIn.login, target: site.auth.loginUrl, field: 'auth.loginUrl' },
    { path: '/admin/', heading: words.signIn.admin, target: site.auth.adminUrl, field: 'auth.adminUrl' },
  ];
}
