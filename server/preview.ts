/**
 * npm run preview: serves dist/ on 127.0.0.1 (port from PORT, default 4321) the way a static host would,
 * and receives the forms at POST /api/referral and /api/contact. Accepted submissions are appended, one
 * JSON line each, to SUBMISSIONS_FILE (default data/submissions.jsonl, git-ignored).
 */
import { resolve } from 'node:path';
import { readCommandLine } from '../generator/command-line.ts';
import { startSiteServer } from './site-server.ts';

readCommandLine(process.argv.slice(2), {
  usage: `Usage: npm run preview

Serves the built site (dist/) on http://127.0.0.1:PORT as a static host would, and receives the referral
and contact forms at /api/referral and /api/contact. Run npm run build first.

Environment:
  PORT                  the port to serve on (default: 4321)
  SITE_DIR              the folder to serve (default: dist)
  SUBMISSIONS_FILE      where form submissions are stored, one JSON line each (default: data/submissions.jsonl)`,
  options: {},
});

const server = await startSiteServer({
  siteDir: resolve(process.env.SITE_DIR ?? 'dist'),
  submissionsFile: resolve(process.env.SUBMISSIONS_FILE ?? 'data/submissions.jsonl'),
  port: Number(process.env.PORT ?? 4321),
});
console.log(`Serving ${server.siteDir} at ${server.url} (form submissions go to ${server.submissionsFile})`);
