/** What the inbox page gives its script (no JSX here: the script must not bundle a UI runtime). */
import type { InboxLabels } from './labels.ts';

export interface InboxProps {
  /** Sign-in is set up (site.json auth.intake.issuer). */
  configured: boolean;
  /** The sign-in provider's name, as staff know it. */
  provider: string;
  labels: InboxLabels;
}

/** The attribute that marks the inbox's root element, with its props beside it. */
export const INBOX_ROOT = 'data-intake-inbox';

/**
 * The inbox's address: under /admin/, beside the content editor at /admin/ itself, so both are kept out of
 * search engines and caches by the same rules. The site's route, the host's policy for it and the
 * receiver's staff routes (which lead back to it after sign-in) all read it from here.
 */
export const INTAKE_INBOX_PATH = '/admin/intake/';
