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
  TRUST_PROXY           1 behind nginx: take the visitor's address from X-Forwarded-For`,
  options: {},
});

const options = receiverOptionsFromEnv();
console.log(receiverNotice(options));
const server = await startSiteServer({
  siteDir: resolve(process.env.SITE_DIR ?? 'dist'),
  port: Number(process.env.PORT ?? 4321),
  host: process.env.HOST ?? '127.0.0.1',
  ...options,
});
console.log(`Serving ${server.siteDir} at ${server.url}`);
