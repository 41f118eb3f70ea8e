/**
 * npm run preview: serves dist/ on 127.0.0.1 (port from PORT, default 4321) the way a static host would,
 * to look at a build before publishing (production runs the receiver alone: npm start, server/start.ts),
 * and receives the forms at POST /api/referral and /api/contact. Accepted submissions are appended, one
 * JSON line each, to SUBMISSIONS_FILE (default data/submissions.jsonl, git-ignored), encrypted to
 * forms.publicKey when it is set. With SMTP_URL and NOTIFY_TO, the intake team is e-mailed of each one.
 */
import { resolve } from 'node:path';
import { readCommandLine } from '../generator/launch/command-line.ts';
import { RECEIVER_ENVIRONMENT } from './receiver-config.ts';
import { runReceiverEntry } from './receiver-entry.ts';
import { startSiteServer } from './site-server.ts';

readCommandLine(process.argv.slice(2), {
  usage: `Usage: npm run preview

Serves the built site (dist/) on http://127.0.0.1:PORT as a static host would, and receives the referral
and contact forms at /api/referral and /api/contact. Run npm run build first.

Environment:
  PORT                  the port to serve on (default: 4321)
  HOST                  the address to listen on (default: 127.0.0.1)
  SITE_DIR              the folder to serve (default: dist)
${RECEIVER_ENVIRONMENT}`,
  options: {},
});

await runReceiverEntry(
  (options, host, port) => startSiteServer({ siteDir: resolve(process.env.SITE_DIR ?? 'dist'), port, host, ...options }),
  (server) => `Serving ${server.siteDir} at ${server.url}`,
);
