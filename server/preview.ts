/**
 * npm run preview: serves dist/ on 127.0.0.1 (port from PORT, default 4321) the way a static host would,
 * to look at a build before publishing (production runs the receiver alone: npm start, server/start.ts),
 * and receives the forms at POST /api/referral and /api/contact. Accepted submissions are appended, one
 * JSON line each, to SUBMISSIONS_FILE (default data/submissions.jsonl, git-ignored), encrypted to
 * forms.publicKey when it is set. With SMTP_URL and NOTIFY_TO, the intake team is e-mailed of each one.
 */
import { resolve } from 'node:path';
import { readCommandLine } from '../generator/launch/command-line.ts';
import { RECEIVER_ENVIRONMENT, receiverNotice, receiverOptionsFromEnv } from './receiver-config.ts';
import { startSiteServer } from './site-server.ts';
import { describeErrno, StartError } from './start-error.ts';

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
  console.log(`Serving ${server.siteDir} at ${server.url}`);
  // Stop cleanly: answers in flight finish, the last writes are fsynced, the store's lock is removed.
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      setTimeout(() => process.exit(0), 5_000).unref();
      server.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
} catch (error) {
  // A reason the receiver will not start is said in one line, never with a stack or key material.
  if (!(error instanceof StartError) && !(error as NodeJS.ErrnoException).code) throw error;
  const reason = error instanceof StartError ? error.message : `Cannot listen on ${host}:${process.env.PORT ?? 4321}: ${describeErrno(error)}.`;
  console.error(`The form receiver did not start: ${reason}`);
  process.exit(1);
}
