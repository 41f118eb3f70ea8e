/**
 * The intake inbox's sign-in settings, for the receiver: site.json `auth.intake` (checked with the build's own
 * schema, templates/content/staff-sign-in.ts) and the environment. It fails closed, like the rest of the
 * receiver's configuration: a site config it cannot read, a value the schema refuses, sign-in without its
 * client secret, or sign-in without forms.publicKey (the inbox reads only encrypted submissions) stops the
 * receiver with a one-line reason, never repeating the secret. With no issuer, sign-in is off and the staff
 * routes do not exist.
 *
 * Environment:
 *   INTAKE_OIDC_CLIENT_SECRET     the app's client secret at the provider (required with sign-in)
 *   SITE_URL                      the address staff use (default: site.json baseUrl); the provider sends
 *                                 them back to SITE_URL/api/staff/callback
 *   INTAKE_SESSION_IDLE_MINUTES   a session ends after this long unused (default 30)
 *   INTAKE_SESSION_HOURS          and this long after sign-in, whatever happens (default 8)
 *   INTAKE_AUDIT_LOG              where every read, export and change is recorded (default: <submissions file>.audit)
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fieldPath } from '../../generator/content/schema.ts';
import { INTAKE_INBOX_PATH } from '../../widgets/intake-inbox/props.ts';
import { intakeSignInEnabled, intakeSignInSchema, type IntakeSignIn } from '../../templates/content/staff-sign-in.ts';
import { DEFAULT_SITE_CONFIG } from '../site-config-key.ts';
import { describeErrno, StartError } from '../start-error.ts';

export const CALLBACK_PATH = '/api/staff/callback';
export const AUDIT_SUFFIX = '.audit';
export const STAFF_STATE_SUFFIX = '.staff';

export interface StaffOptions {
  signIn: IntakeSignIn;
  clientSecret: string;
  /** The site's address as staff reach it (no trailing slash): the callback and the same-origin checks use it. */
  siteUrl: string;
  /** The name staff know their sign-in by ("Microsoft 365"), for the button. */
  providerName: string;
  /** forms.publicKey: notes are encrypted to it in the browser, and it is what the inbox is for. */
  publicKey: string;
  idleMs: number;
  absoluteMs: number;
  auditFile: string;
  /** Tests only: a provider on loopback over plain http. */
  allowHttpIssuer?: boolean;
}

function positiveNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new StartError(`${name} must be a positive number, not "${raw}".`);
  return value;
}

/** Sign-in settings from the site config and environment, or undefined when site.json names no issuer. */
export function staffOptionsFromEnv(env: NodeJS.ProcessEnv, { publicKey, submissionsFile }: { publicKey: string | undefined; submissionsFile: string }): StaffOptions | undefined {
  const file = resolve(env.SITE_CONFIG || DEFAULT_SITE_CONFIG);
  let site: { baseUrl?: unknown; auth?: { intake?: unknown }; dataStorage?: { signInProvider?: unknown } };
  try {
    site = JSON.parse(readFileSync(file, 'utf8')) as typeof site;
  } catch (error) {
    throw new StartError(`Cannot read ${file} (${describeErrno(error) || 'not valid JSON'}), which says whether the intake inbox's sign-in is on (auth.intake).`);
  }
  const raw = site?.auth?.intake;
  if (raw === undefined) return undefined;
  const parsed = intakeSignInSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new StartError(`${file}: auth.intake.${fieldPath(issue.path)} ${issue.message}. npm run build names every problem.`);
  }
  const signIn = parsed.data;
  if (!intakeSignInEnabled(signIn)) return undefined;
  const clientSecret = env.INTAKE_OIDC_CLIENT_SECRET?.trim();
  if (!clientSecret) throw new StartError(`${file} turns on the intake inbox's sign-in (auth.intake.issuer), but INTAKE_OIDC_CLIENT_SECRET is not set: give the receiver the client secret from the app you registered with your sign-in provider.`);
  if (!publicKey) throw new StartError(`${file} turns on the intake inbox's sign-in, but forms.publicKey is not set: the inbox only shows submissions encrypted to the intake team's key. Set the key first (npm run submissions -- keygen).`);
  const siteUrl = (env.SITE_URL?.trim() || (typeof site.baseUrl === 'string' ? site.baseUrl : '')).replace(/\/+$/, '');
  if (!URL.canParse(siteUrl)) throw new StartError(`The intake inbox needs the site's address for its sign-in: set baseUrl in ${file}, or SITE_URL.`);
  const url = new URL(siteUrl);
  const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  if (url.protocol !== 'https:' && !loopback) throw new StartError(`SITE_URL (or baseUrl) must be an https:// address for the intake inbox's sign-in, not ${url.origin}: its session cookie is sent only over https.`);
  const providerName = typeof site.dataStorage?.signInProvider === 'string' && site.dataStorage.signInProvider.trim() ? site.dataStorage.signInProvider.trim() : 'your organisation';
  return {
    signIn,
    clientSecret,
    siteUrl: url.origin,
    providerName,
    publicKey,
    idleMs: positiveNumber(env, 'INTAKE_SESSION_IDLE_MINUTES', 30) * 60_000,
    absoluteMs: positiveNumber(env, 'INTAKE_SESSION_HOURS', 8) * 3_600_000,
    auditFile: resolve(env.INTAKE_AUDIT_LOG?.trim() || `${submissionsFile}${AUDIT_SUFFIX}`),
  };
}

/** Where a submission is read in the inbox: the intake e-mail links to it by its reference. */
export function inboxRecordUrl(siteUrl: string, reference: string): string {
  return `${siteUrl}${INTAKE_INBOX_PATH}?ref=${encodeURIComponent(reference)}`;
}
