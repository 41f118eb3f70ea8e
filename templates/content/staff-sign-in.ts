/**
 * site.json `auth.intake`: how the intake team signs in to the inbox (/admin/intake/) with the provider's own
 * OpenID Connect service (Microsoft Entra ID, Google Workspace, Okta...): its issuer, the app's client id
 * there, and who may sign in (whole e-mail addresses, or every address of a domain). The client secret is
 * never here: the receiver reads it from its environment. With no issuer, sign-in is off and the staff
 * routes do not exist. The build checks this schema, and the receiver checks the same one at start
 * (server/staff/staff-config.ts), so both refuse the same values in the same words.
 */
import { z } from 'zod';
import { labelled } from '../../generator/content/schema.ts';
import { serverConfigUrl } from '../../generator/content/server-config-values.ts';

/** An e-mail address as a sign-in provider gives it (compared in lower case). */
export const STAFF_EMAIL = /^[^\s@<>()[\]\\,;:"]+@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/i;
/** A domain name (its `xn--` form for one outside ASCII), without "@". */
export const DOMAIN_NAME = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/i;

/**
 * Entra ID's shared endpoints take accounts from any organisation (or any personal Microsoft account): the
 * issuer must name the provider's own tenant.
 */
const SHARED_TENANT = /^https:\/\/login\.microsoftonline\.com\/(?:common|organizations|consumers)(?:\/|$)/i;

export const intakeSignInSchema = labelled(
  z.object({
    issuer: serverConfigUrl({ required: false }).refine((issuer) => !SHARED_TENANT.test(issuer), {
      error: 'names a shared Microsoft endpoint (common, organizations or consumers), which lets accounts of any organisation sign in: use your own tenant, https://login.microsoftonline.com/<tenant id>/v2.0',
    }),
    clientId: z
      .string()
      .trim()
      .max(200)
      .refine((id) => /^[\x21-\x7E]*$/.test(id), { error: 'must be the client (application) id as the provider shows it, without spaces' }),
    allowedEmails: z.array(z.string().trim().toLowerCase().regex(STAFF_EMAIL, { error: 'must be an e-mail address, like intake@provider.org.au' })).default([]),
    allowedDomains: z.array(z.string().trim().toLowerCase().regex(DOMAIN_NAME, { error: 'must be a domain name without "@", like provider.org.au' })).default([]),
  }),
  {
    issuer: ['Sign-in service address', "The https:// issuer address of the provider's own sign-in service (Entra ID, Google Workspace, Okta). Empty: the intake inbox is off."],
    clientId: ['Client (application) id', 'As the sign-in service shows it for the app you registered. The secret is never written here.'],
    allowedEmails: ['Staff who may sign in', 'Whole e-mail addresses, like intake@provider.org.au.'],
    allowedDomains: ['Domains that may sign in', 'Every address of these domains may sign in, like provider.org.au.'],
  },
).superRefine((signIn, ctx) => {
    if (!signIn.issuer) return;
    if (!signIn.clientId) ctx.addIssue({ code: 'custom', path: ['clientId'], message: 'is required with an issuer: copy the client (application) id from the app you registered with the provider' });
    if (!signIn.allowedEmails.length && !signIn.allowedDomains.length) {
      ctx.addIssue({ code: 'custom', path: ['allowedEmails'], message: 'is empty, and so is allowedDomains: list the intake team\'s e-mail addresses, or your domain, or nobody can sign in' });
    }
  });

export type IntakeSignIn = z.output<typeof intakeSignInSchema>;

/** True when sign-in is set up (an issuer is given; the schema then requires the rest). */
export function intakeSignInEnabled(signIn: Pick<IntakeSignIn, 'issuer'>): boolean {
  return signIn.issuer !== '';
}

/** True when this address may sign in: it is listed, or its domain is. */
export function isAllowedStaff(signIn: Pick<IntakeSignIn, 'allowedEmails' | 'allowedDomains'>, email: string): boolean {
  const address = email.trim().toLowerCase();
  if (!STAFF_EMAIL.test(address)) return false;
  const domain = address.slice(address.lastIndexOf('@') + 1);
  return signIn.allowedEmails.includes(address) || signIn.allowedDomains.includes(domain);
}
