/**
 * Sign-in with the provider's own OpenID Connect service, through openid-client: the authorization code
 * flow with PKCE (S256), a state bound to the browser and a nonce bound to the ID token. The provider's
 * configuration is discovered the first time someone signs in (and again after a failure), never at start:
 * a provider that cannot be reached stops sign-in, never the forms.
 */
import * as client from 'openid-client';
import { CALLBACK_PATH, type StaffOptions } from './staff-config.ts';

export interface SignedIn {
  email: string;
  /** False when the provider says the address is not verified (absent: the provider does not say). */
  emailVerified: boolean | undefined;
  name: string;
}

export interface OidcSignIn {
  /** Where to send the browser, and what to keep until it comes back. */
  start(): Promise<{ url: URL; state: string; verifier: string; nonce: string }>;
  /** Exchanges the code the provider sent back (in `callbackUrl`) and checks the ID token. */
  finish(callbackUrl: URL, expected: { state: string; verifier: string; nonce: string }): Promise<SignedIn>;
}

export function createOidcSignIn(options: Pick<StaffOptions, 'signIn' | 'clientSecret' | 'siteUrl' | 'allowHttpIssuer'>): OidcSignIn {
  const redirectUri = `${options.siteUrl}${CALLBACK_PATH}`;
  let discovered: Promise<client.Configuration> | undefined;
  const configuration = () => {
    discovered ??= client
      .discovery(new URL(options.signIn.issuer), options.signIn.clientId, { client_secret: options.clientSecret, redirect_uris: [redirectUri], response_types: ['code'] }, client.ClientSecretBasic(options.clientSecret), options.allowHttpIssuer ? { execute: [client.allowInsecureRequests] } : undefined)
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  };

  return {
    async start() {
      const config = await configuration();
      const verifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { url, state, verifier, nonce };
    },
    async finish(callbackUrl, expected) {
      const config = await configuration();
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, { pkceCodeVerifier: expected.verifier, expectedState: expected.state, expectedNonce: expected.nonce, idTokenExpected: true });
      const idToken = tokens.claims();
      if (!idToken) throw new Error('The provider sent no ID token');
      // Entra ID and Google put the address in the ID token; a provider that keeps it for its userinfo
      // endpoint is asked there, for the same subject.
      const claims: Record<string, unknown> = typeof idToken.email === 'string' ? idToken : { ...(await client.fetchUserInfo(config, tokens.access_token, idToken.sub)), ...idToken };
      const email = typeof claims.email === 'string' ? claims.email : '';
      const name = typeof claims.name === 'string' && claims.name.trim() ? claims.name.trim() : email;
      return { email, emailVerified: typeof claims.email_verified === 'boolean' ? claims.email_verified : undefined, name };
    },
  };
}
