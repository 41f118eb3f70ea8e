/**
 * npm run preview: serves dist/ on 127.0.0.1 (port from PORT, default 4321) the way a static host would,
 * and receives the forms at POST /api/referral and /api/contact. Accepted submissions are appended, one
 * JSON line each, to SUBMISSIONS_FILE (default data/submissions.jsonl, git-ignored).
 */
import { resolve } from 'node:path';
import { startSiteServer } from './site-server.ts';

const server = await startSiteServer({
  siteDir: resolve(process.env.SITE_DIR ?? 'dist'),
  submissionsFile: resolve(process.env.SUBMISSIONS_FILE ?? 'data/submissions.jsonl'),
  port: Number(process.env.PORT ?? 4321),
});
console.log(`Serving ${server.siteDir} at ${server.url} (form submissions go to ${server.submissionsFile})`);
