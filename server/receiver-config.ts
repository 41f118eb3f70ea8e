/**
 * The receiver's settings for `npm start`, `npm run preview` and `npm run dev`, from the environment and the site
 * config: where submissions go, the public key they are encrypted to, who is e-mailed, the rate limit and
 * which proxy to believe. It fails closed: a site config that cannot be read or parsed, or a key that is
 * not a valid age public key, stops the receiver with a one-line reason (a StartError) rather than letting
 * it store health information in clear. No reason ever repeats key material.
 */
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { DEFAULT_RATE_LIMIT, type ReceiverOptions } from './form-receiver.ts';
import type { RateLimit } from './rate-limit.ts';
import { notifierFromEnv } from './notify.ts';
import { configuredPublicKey, DEFAULT_SITE_CONFIG } from './site-config-key.ts';
import { StartError } from './start-error.ts';
import { publicKeyProblem } from './submission-store.ts';
import { staffOptionsFromEnv } from './staff/staff-config.ts';
import { INTAKE_INBOX_PATH } from '../widgets/intake-inbox/props.ts';

export { configuredPublicKey, DEFAULT_SITE_CONFIG } from './site-config-key.ts';

/** The receiver's environment variables, as npm start and npm run preview list them in their usage. */
export const RECEIVER_ENVIRONMENT = `  SUBMISSIONS_FILE      where form submissions are stored, one JSON line each (default: data/submissions.jsonl)
  FORMS_PUBLIC_KEY      the age public key to encrypt submissions to (default: forms.publicKey in content/site.json)
  SITE_CONFIG           the site config forms.publicKey is read from (default: content/site.json)
  SMTP_URL, NOTIFY_TO   e-mail the intake team (NOTIFY_TO) through this mail server when a form arrives
  NOTIFY_FROM           the sender of that e-mail (default: NOTIFY_TO)
  RATE_LIMIT            forms one address may send: BURST/SECONDS, a burst then one every SECONDS (default: 10/30), or off
  SMTP_STARTTLS         required (the default: never send over a connection that is not encrypted) or optional
  TRUST_PROXY           1 behind nginx on this machine: take the visitor's address from X-Forwarded-For, only
                        when the request comes from 127.0.0.1 (or the proxy's addresses, comma separated)
  INTAKE_OIDC_CLIENT_SECRET, SITE_URL, INTAKE_SESSION_IDLE_MINUTES, INTAKE_SESSION_HOURS, INTAKE_AUDIT_LOG
                        the intake inbox's sign-in, when site.json's auth.intake sets it up (docs/intake.md)`;

/** Addresses the receiver takes X-Forwarded-For from: loopback for TRUST_PROXY=1, else the listed ones. */
export const LOOPBACK_PROXY = ['127.0.0.1', '::1', '::ffff:127.0.0.1'];

export function trustedProxies(value: string | undefined): string[] | false {
  const setting = value?.trim();
  if (!setting || setting === '0') return false;
  if (setting === '1') return LOOPBACK_PROXY;
  const addresses = setting.split(',').map((part) => part.trim());
  const bad = addresses.find((address) => !isIP(address));
  if (bad !== undefined) throw new StartError(`TRUST_PROXY must be 1 (the proxy is on this machine, 127.0.0.1) or the proxy's IP addresses separated by commas; "${bad}" is not an IP address.`);
  return addresses;
}

/**
 * RATE_LIMIT: unset for the default, "off", or BURST/SECONDS with both 1 or more. Anything else stops the
 * receiver, as TRUST_PROXY does: "10/0" would switch the limit off and "0/30" refuse every form, silently.
 */
export function rateLimitFrom(value: string | undefined): RateLimit | false {
  const setting = value?.trim();
  if (!setting) return DEFAULT_RATE_LIMIT;
  if (setting === 'off') return false;
  const [, burst, seconds] = /^(\d{1,6})\/(\d{1,6})$/.exec(setting) ?? [];
  if (Number(burst) >= 1 && Number(seconds) >= 1) return { burst: Number(burst), refillMs: Number(seconds) * 1000 };
  throw new StartError(
    `RATE_LIMIT must be off, or BURST/SECONDS with both whole numbers of 1 or more (${DEFAULT_RATE_LIMIT.burst}/${DEFAULT_RATE_LIMIT.refillMs / 1000}, the default, lets one address send ${DEFAULT_RATE_LIMIT.burst} forms at once, then one every ${DEFAULT_RATE_LIMIT.refillMs / 1000} seconds); "${setting.slice(0, 40)}" is not.`,
  );
}

export function receiverOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): Omit<ReceiverOptions, 'siteDir'> {
  const rateLimit = rateLimitFrom(env.RATE_LIMIT);
  const fromEnv = env.FORMS_PUBLIC_KEY?.trim();
  const publicKey = fromEnv || configuredPublicKey(env.SITE_CONFIG || DEFAULT_SITE_CONFIG);
  const problem = publicKey ? publicKeyProblem(publicKey, fromEnv ? 'FORMS_PUBLIC_KEY' : `forms.publicKey in ${resolve(env.SITE_CONFIG || DEFAULT_SITE_CONFIG)}`) : undefined;
  if (problem) throw new StartError(problem);
  const submissionsFile = resolve(env.SUBMISSIONS_FILE ?? 'data/submissions.jsonl');
  // The intake inbox's sign-in (server/staff/), when site.json sets it up: the e-mail then links to the record.
  const staff = staffOptionsFromEnv(env, { publicKey, submissionsFile });
  return {
    submissionsFile,
    publicKey,
    notifier: notifierFromEnv(env, staff?.siteUrl),
    ...(staff ? { staff } : {}),
    rateLimit,
    trustProxy: trustedProxies(env.TRUST_PROXY),
  };
}

/** The start-up notice: where submissions go, whether they are encrypted, whether anyone is told. */
export function receiverNotice(options: Omit<ReceiverOptions, 'siteDir'>, host = '127.0.0.1'): string {
  const lines = [`Form submissions are stored in ${options.submissionsFile}.`];
  if (!options.publicKey)
    lines.push('Warning: forms.publicKey is not set in content/site.json, so submissions are stored UNENCRYPTED. Make a key with "npm run submissions -- keygen".');
  else lines.push('Submissions are encrypted to forms.publicKey.');
  if (!options.notifier) lines.push('No one is e-mailed when a submission arrives: set SMTP_URL and NOTIFY_TO to tell the intake team.');
  if (options.staff) lines.push(`The intake inbox is at ${options.staff.siteUrl}${INTAKE_INBOX_PATH} (sign-in: ${options.staff.signIn.issuer}; audit log: ${options.staff.auditFile}).`);
  if (options.trustProxy && !isLoopback(host))
    lines.push(`Warning: the receiver listens on ${host}, not on 127.0.0.1, with TRUST_PROXY set. Keep it on loopback behind nginx: only then is the proxy the one peer that can reach it.`);
  return lines.join('\n');
}

export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\./.test(host) || /^::ffff:127\./.test(host);
}
