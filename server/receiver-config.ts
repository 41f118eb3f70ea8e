/**
 * The receiver's settings for `npm run preview` and `npm run dev`, from the environment and the site
 * config: where submissions go, the public key they are encrypted to, who is e-mailed, the rate limit and
 * which proxy to believe. It fails closed: a site config that cannot be read or parsed, or a key that is
 * not a valid age public key, stops the receiver with a one-line reason (a StartError) rather than letting
 * it store health information in clear. No reason ever repeats key material.
 */
import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { DEFAULT_RATE_LIMIT, type ReceiverOptions } from './form-receiver.ts';
import { notifierFromEnv } from './notify.ts';
import { describeErrno, StartError } from './start-error.ts';
import { publicKeyProblem } from './submission-store.ts';

export const DEFAULT_SITE_CONFIG = 'content/site.json';

/** Where a JSON parse error is, as "line L column C", without quoting the text (it may hold a key). */
function whereInJson(error: unknown, text: string): string {
  const message = (error as Error).message;
  const lineColumn = /line (\d+) column (\d+)/.exec(message);
  if (lineColumn) return `line ${lineColumn[1]}, column ${lineColumn[2]}`;
  const position = /position (\d+)/.exec(message);
  if (position) {
    const before = text.slice(0, Number(position[1]));
    return `line ${before.split('\n').length}, column ${before.length - before.lastIndexOf('\n')}`;
  }
  return 'near the end';
}

/**
 * `forms.publicKey` from the site config (SITE_CONFIG, default content/site.json), or undefined when it is
 * empty. Throws a StartError when the file cannot be read or parsed, or the field is not text.
 */
export function configuredPublicKey(siteConfig = process.env.SITE_CONFIG || DEFAULT_SITE_CONFIG): string | undefined {
  const file = resolve(siteConfig);
  const fix = 'Fix it (npm run build checks it and names the problem), or set FORMS_PUBLIC_KEY.';
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new StartError(`Cannot read ${file} (${describeErrno(error)}), which says whether submissions are encrypted (forms.publicKey). ${fix}`);
  }
  let site: unknown;
  try {
    site = JSON.parse(text);
  } catch (error) {
    throw new StartError(`${file} is not valid JSON (at ${whereInJson(error, text)}), so the receiver cannot tell whether submissions must be encrypted (forms.publicKey). ${fix}`);
  }
  const key = (site as { forms?: { publicKey?: unknown } } | null)?.forms?.publicKey;
  if (key === undefined || key === null || (typeof key === 'string' && key.trim() === '')) return undefined;
  if (typeof key !== 'string') throw new StartError(`${file}: forms.publicKey must be text (an age public key starting "age1"), or empty. ${fix}`);
  return key.trim();
}

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

export function receiverOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): Omit<ReceiverOptions, 'siteDir'> {
  const limit = env.RATE_LIMIT?.trim();
  const rateLimit =
    limit === 'off'
      ? (false as const)
      : limit && /^\d+\/\d+$/.test(limit)
        ? { burst: Number(limit.split('/')[0]), refillMs: Number(limit.split('/')[1]) * 1000 }
        : DEFAULT_RATE_LIMIT;
  const fromEnv = env.FORMS_PUBLIC_KEY?.trim();
  const publicKey = fromEnv || configuredPublicKey(env.SITE_CONFIG || DEFAULT_SITE_CONFIG);
  const problem = publicKey ? publicKeyProblem(publicKey, fromEnv ? 'FORMS_PUBLIC_KEY' : `forms.publicKey in ${resolve(env.SITE_CONFIG || DEFAULT_SITE_CONFIG)}`) : undefined;
  if (problem) throw new StartError(problem);
  return {
    submissionsFile: resolve(env.SUBMISSIONS_FILE ?? 'data/submissions.jsonl'),
    publicKey,
    notifier: notifierFromEnv(env),
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
  if (options.trustProxy && !isLoopback(host))
    lines.push(`Warning: the receiver listens on ${host}, not on 127.0.0.1, with TRUST_PROXY set. Keep it on loopback behind nginx: only then is the proxy the one peer that can reach it.`);
  return lines.join('\n');
}

export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\./.test(host) || /^::ffff:127\./.test(host);
}
