/**
 * The intake inbox set up as a provider would have it, for tests: the fixture site built with a real age key
 * (so the referral form takes documents) and its sign-in on, served with the real receiver, a real OpenID
 * Connect provider on loopback (oidc-provider) and a real SMTP server. The receiver's clock for sessions can
 * be moved on (`advance`) to end a session by idleness.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateX25519Identity, identityToRecipient } from 'age-encryption';
import { createNotifier } from '../../server/notify.ts';
import { startSiteServer, type SiteServer } from '../../server/site-server.ts';
import { runBuild } from './cli.ts';
import { startOidcProvider, type TestProvider } from './oidc.ts';
import { startSmtp, type TestSmtp } from './smtp.ts';

export const ALLOWED_STAFF = 'alex@provider.example';
export const OTHER_ACCOUNT = 'sam@elsewhere.example';

export interface IntakeSite {
  siteDir: string;
  /** The age identity (the key file's contents) and its public key. */
  identity: string;
  keyFile: string;
  recipient: string;
}

/** The fixture site built with a key and the inbox's sign-in on (its issuer is the provider's at run time). */
export async function buildIntakeSite(): Promise<IntakeSite> {
  const work = mkdtempSync(join(tmpdir(), 'intake-site-'));
  const identity = await generateX25519Identity();
  const recipient = await identityToRecipient(identity);
  const content = join(work, 'content');
  cpSync('tests/fixtures/site', content, { recursive: true });
  const site = JSON.parse(readFileSync(join(content, 'site.json'), 'utf8'));
  site.forms.publicKey = recipient;
  site.auth.intake = { issuer: 'https://signin.provider.example/tenant/v2.0', clientId: 'intake-inbox', allowedEmails: [ALLOWED_STAFF], allowedDomains: [] };
  writeFileSync(join(content, 'site.json'), JSON.stringify(site, null, 2));
  const siteDir = join(work, 'dist');
  const result = runBuild(['--content', content, '--out', siteDir, '--no-share-images', '--quiet']);
  if (result.code !== 0) throw new Error(`The intake site did not build:\n${result.stderr}`);
  const keyFile = join(work, 'intake-key.txt');
  writeFileSync(keyFile, `# created: 2026-12-01T00:00:00Z\n# public key: ${recipient}\n${identity}\n`, { mode: 0o600 });
  return { siteDir, identity, keyFile, recipient };
}

/** A free port on loopback (the provider must know the inbox's callback before the site server starts). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export interface RunningInbox {
  url: string;
  server: SiteServer;
  provider: TestProvider;
  smtp: TestSmtp;
  submissionsFile: string;
  auditFile: string;
  /** Moves the receiver's session clock on. */
  advance(ms: number): void;
  audit(): Record<string, unknown>[];
  close(): Promise<void>;
}

export async function startIntake(site: IntakeSite, { idleMs = 30 * 60_000 }: { idleMs?: number } = {}): Promise<RunningInbox> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const provider = await startOidcProvider({ redirectUri: `${url}/api/staff/callback` });
  const smtp = await startSmtp();
  const data = mkdtempSync(join(tmpdir(), 'intake-data-'));
  const submissionsFile = join(data, 'submissions.jsonl');
  const auditFile = `${submissionsFile}.audit`;
  let offset = 0;
  const server = await startSiteServer({
    siteDir: site.siteDir,
    submissionsFile,
    port,
    publicKey: site.recipient,
    rateLimit: false,
    notifier: createNotifier({ smtpUrl: smtp.url, to: 'intake@provider.example', startTls: 'optional', siteUrl: url, retryDelays: [100] }),
    staff: {
      signIn: { issuer: provider.issuer, clientId: provider.clientId, allowedEmails: [ALLOWED_STAFF], allowedDomains: [] },
      clientSecret: provider.clientSecret,
      siteUrl: url,
      providerName: 'Example Sign-in',
      publicKey: site.recipient,
      idleMs,
      absoluteMs: 8 * 3_600_000,
      auditFile,
      allowHttpIssuer: true,
      now: () => Date.now() + offset,
    },
  });
  return {
    url,
    server,
    provider,
    smtp,
    submissionsFile,
    auditFile,
    advance: (ms) => (offset += ms),
    audit: () =>
      readFileSync(auditFile, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    close: async () => {
      await server.close();
      await provider.close();
      await smtp.close();
    },
  };
}
