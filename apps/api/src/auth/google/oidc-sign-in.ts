import { cleanName, hasVisibleCharacters } from '@app/shared/validation';
import * as oidc from 'openid-client';

export interface OidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Back-channel fetch (the local identity provider answers in-process). */
  fetch?: oidc.CustomFetch;
}

export interface VerifiedIdentity {
  sub: string;
  email: string;
  emailVerified: boolean;
  name: string;
}

const isLoopback = (url: string) => ['localhost', '127.0.0.1', '[::1]'].includes(new URL(url).hostname);

/**
 * OpenID Connect authorization code flow with PKCE (openid-client). The ID token's signature (against
 * the provider's JWKS), issuer, audience, expiry and nonce are all checked; nothing the browser says is trusted.
 */
export function createOidcSignIn(provider: OidcProvider, redirectUri: string) {
  let configuration: Promise<oidc.Configuration> | undefined;
  const config = () =>
    (configuration ??= oidc
      .discovery(new URL(provider.issuer), provider.clientId, provider.clientSecret, undefined, {
        execute: [
          // OIDC lets a client skip the ID token's signature when TLS vouches for the token endpoint;
          // we check it anyway, so a forged token is refused whatever the transport.
          oidc.enableNonRepudiationChecks,
          // Plain http only for a provider on this machine (the local one, or a test's).
          ...(isLoopback(provider.issuer) ? [oidc.allowInsecureRequests] : []),
        ],
        ...(provider.fetch ? { [oidc.customFetch]: provider.fetch } : {}),
      })
      .catch((error: unknown) => {
        configuration = undefined;
        throw error;
      }));

  return {
    /** Where to send the popup, and what to keep until the callback. */
    async start() {
      const verifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const url = oidc.buildAuthorizationUrl(await config(), {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        response_type: 'code',
        code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state,
        nonce,
        prompt: 'select_account',
      });
      return { url: url.href, state, verifier, nonce };
    },

    /** Exchanges the callback's code; throws unless the ID token is genuine and meant for us. */
    async finish(callbackUrl: URL, checks: { state: string; verifier: string; nonce: string }): Promise<VerifiedIdentity> {
      const tokens = await oidc.authorizationCodeGrant(await config(), callbackUrl, {
        pkceCodeVerifier: checks.verifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims || typeof claims.email !== 'string') throw new Error('The ID token carries no email');
      return {
        sub: claims.sub,
        email: claims.email.toLowerCase(),
        emailVerified: claims.email_verified === true,
        name: nameOf(claims.name, claims.email),
      };
    },
  };
}
/** The provider's name, cleaned of characters SPEC's name rules refuse; the mailbox name if nothing visible is left. */
function nameOf(claimed: unknown, email: string): string {
  const name = typeof claimed === 'string' ? cleanName(claimed).slice(0, 120) : '';
  return hasVisibleCharacters(name) ? name : cleanName(email.split('@')[0]!);
}

export type OidcSignIn = ReturnType<typeof createOidcSignIn>;
