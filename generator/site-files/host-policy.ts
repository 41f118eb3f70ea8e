/**
 * What the site asks of its host (HostPolicy) and the site's Content-Security-Policy, on their own so that
 * the host's files (host-config.ts) and the editor's stricter policy (editor-policy.ts) both build on them
 * without importing each other.
 */
import { createHash } from 'node:crypto';
import { cspOrigin, type ValueSource } from '../content/server-config-values.ts';
import type { EditorSettings } from '../editor/settings.ts';

/** What the site asks of its host: addresses that lead elsewhere, the staff addresses, and where its forms go. */
export interface HostPolicy {
  /** Old or other addresses, each a permanent (301) redirect to where the page now lives. */
  aliases: readonly { from: string; to: string }[];
  /** Staff addresses (/login/, the editor at /admin/): never stored by a cache nor listed by search engines. */
  staff: readonly string[];
  /**
   * Where forms go: to our own receiver under /api/ (`receiver`, with the words a person reads while it is
   * down), and/or to an https endpoint elsewhere, whose origin the CSP allows.
   */
  forms: {
    /** `documents`: the form address that may carry documents (a referral's, up to 32 MB), when it takes any. */
    receiver: { downMessage: string; documents: string | undefined } | undefined;
    endpoint: { url: string; source: ValueSource } | undefined;
  };
  /** A staff page with a policy of its own, stricter than the site's (the intake inbox), or undefined. */
  inbox: { path: string } | undefined;
  /**
   * The content editor at /admin/ (generator/editor/): where it saves and how staff sign in, which its page's
   * own policy allows once staff can sign in. `source` is where the settings are written (`editor`).
   */
  editor: { settings: EditorSettings; source: ValueSource } | undefined;
}

export function scriptHash(code: string): string {
  return `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;
}

/** The origin forms are posted to when it is not this site, checked for the CSP. */
export function formEndpointOrigin(policy: Pick<HostPolicy, 'forms'>): string | undefined {
  const { endpoint } = policy.forms;
  return endpoint?.url ? cspOrigin(endpoint.url, endpoint.source) : undefined;
}

export function contentSecurityPolicy(policy: Pick<HostPolicy, 'forms'>, loaderCode: string): string {
  const endpoint = formEndpointOrigin(policy);
  const self = "'self'";
  return [
    `default-src ${self}`,
    `script-src ${self} ${scriptHash(loaderCode)}`,
    `style-src ${self}`,
    `img-src ${self} data:`,
    `font-src ${self}`,
    `connect-src ${[self, endpoint].filter(Boolean).join(' ')}`,
    `form-action ${[self, endpoint].filter(Boolean).join(' ')}`,
    `manifest-src ${self}`,
    "object-src 'none'",
    `base-uri ${self}`,
    "frame-ancestors 'none'",
    'upgrade-insecure-requests',
  ].join('; ');
}

