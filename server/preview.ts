/**
 * npm run preview: serves dist/ on 127.0.0.1 (port from PORT, default 4321) the way a static host would,
 * and receives the forms at POST /api/referral and /api/contact. Accepted submissions are appended, one
 * JSON line each, to SUBMISSIONS_FILE (default data/submissions.jsonl, git-ignored), encrypted to
 * forms.publicKey when it is set. With SMTP_URL and NOTIFY_TO, the intake team is e-mailed of each one.
 */
import { resolve } from 'node:path';
import { readCommandLine } from '../generator/launch/command-line.ts';
import { receiverNotice, receiverOptionsFromEnv } from './receiver-config.ts';
import { startSiteServer } from './site-server.ts';
import { startFailureLine } from './start-error.ts';

readCommandLine(process.argv.slice(2), {
  usage: `Usage: npm run preview

Serves the built site (dist/) on http://127.0.0.1:PORT as a static host would, and receives the referral
and contact forms at /api/referral and /api/contact. Run npm run build first.

Environment:
  PORT                  the port to serve on (default: 4321)
  HOST                  the address to listen on (default: 127.0.0.1)
  SITE_DIR              the folder to serve (default: dist)
  SUBMISSIONS_FILE      where form submissions are stored, one JSON line each (default: data/submissions.jsonl)
  FORMS_PUBLIC_KEY      the age public key to encrypt submissions to (default: forms.publicKey in content/site.json)
  SITE_CONFIG           the site config forms.publicKey is read from (default: content/site.json)
  SMTP_URL, NOTIFY_TO   e-mail the intake team (NOTIFY_TO) through this mail server when a form arrives
  NOTIFY_FROM           the sender of that e-mail (default: NOTIFY_TO)
  RATE_LIMIT            forms one address may send: BURST/SECONDS, a burst then one every SECONDS (default: 10/30), or off
  SMTP_STARTTLS         required (the default: never send over a connection that is not encrypted) or optional
  TRUST_PROXY           1 behind nginx on this machine: take the visitor's address from X-Forwarded-For, only
                        when the request comes from 127.0.0.1 (or the proxy's addresses, comma separated)
  SITE_CONFIG           the site config that holds forms.publicKey (default: content/site.json)
  INTAKE_OIDC_CLIENT_SECRET, SITE_URL, INTAKE_SESSION_IDLE_MINUTES, INTAKE_SESSION_HOURS, INTAKE_AUDIT_LOG
                        the intake inbox's sign-in, when site.json's auth.intake sets it up (docs/intake.md)`,
  options: {},
});

const host = process.env.HOST ?? '127.0.0.1';
try {
  const options = receiverOptionsFromEnv();
  console.log(receiverNotice(options, host));
  const server = await startSiteServer({
    siteDir: resolve(process.env.SITE_DIR ?? 'dist'),
    port: Number(process.env.PORT ?? 4321),
    host,
    ...options,
  });
  // Stop cleanly: answers in flight finish, the last writes are fsynced, the store's lock is removed. Set
  // before "Serving" is printed, so a stop sent as soon as it is seen still removes the lock.
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      setTimeout(() => process.exit(0), 5_000).unref();
      server.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
  console.log(`Serving ${server.siteDir} at ${server.url}`);
} catch (error) {
  // A reason the receiver will not start is said in one line, never with a stack or key material.
  console.error(startFailureLine(error, `Cannot listen on ${host}:${process.env.PORT ?? 4321}`));
  process.exit(1);
}
