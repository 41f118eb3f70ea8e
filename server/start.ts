/**
 * npm start: the form receiver for production, run by plain Node (24 or later strips the types of .ts files
 * itself: no tsx, no build step), on 127.0.0.1 behind nginx, which serves dist/ and passes /api/ here (see
 * the _nginx.conf the build writes). It receives the forms at POST /api/<form> and nothing else: none of the
 * static or dev servers' code is loaded. Accepted submissions are appended, one JSON line each, to
 * SUBMISSIONS_FILE, encrypted to forms.publicKey when it is set; with SMTP_URL and NOTIFY_TO, the intake team
 * is e-mailed of each one.
 */
import { resolve } from 'node:path';
import { readCommandLine } from '../generator/launch/command-line.ts';
import { RECEIVER_ENVIRONMENT } from './receiver-config.ts';
import { runReceiverEntry } from './receiver-entry.ts';
import { startReceiverServer } from './receiver-server.ts';

readCommandLine(process.argv.slice(2), {
  usage: `Usage: npm start

Receives the site's forms at POST /api/referral, /api/contact, /api/interest, /api/callback and
/api/feedback, for production behind nginx (which serves the built site, dist/, and passes /api/ here).
Run npm run build first: the receiver reads the forms' pages from the built site.

Environment:
  PORT                  the port to listen on (default: 4321)
  HOST                  the address to listen on (default: 127.0.0.1)
  SITE_DIR              the built site the forms' pages are read from (default: dist)
${RECEIVER_ENVIRONMENT}`,
  options: {},
});

await runReceiverEntry(
  (options, host, port) => startReceiverServer({ siteDir: resolve(process.env.SITE_DIR ?? 'dist'), port, host, ...options }),
  (server) => `Receiving forms at ${server.url}/api/ (Node ${process.version})`,
);
