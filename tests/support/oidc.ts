/**
 * A real OpenID Connect provider on loopback (oidc-provider, certified), for tests of the intake inbox's
 * sign-in: the authorization code flow with PKCE, signed ID tokens, discovery and JWKS, as Entra ID or
 * Google Workspace give them. Its development sign-in page takes any login and password: the login becomes
 * the account, whose e-mail address is the login itself (verified, unless it starts "unverified-").
 * Consent is granted at once for the one client, as an organisation's own app would be.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

export async function startOidcProvider({ redirectUri }: { redirectUri: string }): Promise<TestProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'intake-inbox';
  const clientSecret = 'a-client-secret-for-tests-only-0123456789';
  const provider = new Provider(issuer, {
    clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: [redirectUri], response_types: ['code'], grant_types: ['authorization_code'], token_endpoint_auth_method: 'client_secret_basic' }],
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    cookies: { keys: ['test-cookie-key-0123456789abcdef'] },
    async findAccount(_ctx, id) {
      return {
        accountId: id,
        async claims() {
          const unverified = id.startsWith('unverified-');
          const email = unverified ? id.slice('unverified-'.length) : id;
          return { sub: id, email, email_verified: !unverified, name: `Staff ${email.split('@')[0]}` };
        },
      };
    },
    async loadExistingGrant(ctx) {
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client!.clientId, accountId: ctx.oidc.session!.accountId! });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    features: { devInteractions: { enabled: true } },
  });
  // oidc-provider warns about its development-only parts: they are what a test provider is.
  provider.on('server_error', (_ctx, error) => console.error('oidc-provider:', error));
  server.on('request', provider.callback());
  return {
    issuer,
    clientId,
    clientSecret,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
