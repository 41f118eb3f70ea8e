/**
 * The receiver's settings for `npm run preview` and `npm run dev`, from the environment and the site
 * config: where submissions go, the public key they are encrypted to, who is e-mailed, and the rate limit.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { DEFAULT_RATE_LIMIT, type ReceiverOptions } from './form-receiver.ts';
import { notifierFromEnv } from './notify.ts';

/** `forms.publicKey` from the site config (SITE_CONFIG, default content/site.json), or undefined. */
export function configuredPublicKey(siteConfig = process.env.SITE_CONFIG ?? 'content/site.json'): string | undefined {
  try {
    const site = JSON.parse(readFileSync(resolve(siteConfig), 'utf8')) as { forms?: { publicKey?: unknown } };
    const key = site.forms?.publicKey;
    return typeof key === 'string' && key.trim() ? key.trim() : undefined;
  } catch {
    return undefined;
  }
}

export function receiverOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): Omit<ReceiverOptions, 'siteDir'> {
  const limit = env.RATE_LIMIT?.trim();
  const rateLimit =
    limit === 'off'
      ? (false as const)
      : limit && /^\d+\/\d+$/.test(limit)
        ? { burst: Number(limit.split('/')[0]), refillMs: Number(limit.split('/')[1]) * 1000 }
        : DEFAULT_RATE_LIMIT;
  return {
    submissionsFile: resolve(env.SUBMISSIONS_FILE ?? 'data/submissions.jsonl'),
    publicKey: env.FORMS_PUBLIC_KEY?.trim() || configuredPublicKey(env.SITE_CONFIG),
    notifier: notifierFromEnv(env),
    rateLimit,
    trustProxy: env.TRUST_PROXY === '1',
  };
}

/** The start-up notice: where submissions go, whether they are encrypted, whether anyone is told. */
export function receiverNotice(options: Omit<ReceiverOptions, 'siteDir'>): string {
  const lines = [`Form submissions are stored in ${options.submissionsFile}.`];
  if (!options.publicKey)
    lines.push('Warning: forms.publicKey is not set in content/site.json, so submissions are stored UNENCRYPTED. Make a key with "npm run submissions -- keygen".');
  else lines.push('Submissions are encrypted to forms.publicKey.');
  if (!options.notifier) lines.push('No one is e-mailed when a submission arrives: set SMTP_URL and NOTIFY_TO to tell the intake team.');
  return lines.join('\n');
}
