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

const offersPrompt = (configuration: oidc.Configuration, prompt: string) => {
  const offered: unknown = configuration.serverMetadata().prompt_values_supported;
  return Array.isArray(offered) && offered.includes(prompt);
};

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
      const configuration = await config();
      const url = oidc.buildAuthorizationUrl(configuration, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        response_type: 'code',
        code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state,
        nonce,
        // Let a person choose among their accounts (Google lists it); a provider that does not know
        // the value would refuse the whole request, so only where its discovery document offers it.
        ...(offersPrompt(configuration, 'select_account') ? { prompt: 'select_account' } : {}),
      });
      return { url: url.href, state, verifier, nonce };
    },

    /**
     * Exchanges the callback's code; throws unless the ID token is genuine and meant for us. Google puts
     * email and name in the ID token; a provider that follows the core spec strictly keeps them for the
     * UserInfo endpoint, asked then for the same subject.
     */
    async finish(callbackUrl: URL, checks: { state: string; verifier: string; nonce: string }): Promise<VerifiedIdentity> {
      const configuration = await config();
      const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
        pkceCodeVerifier: checks.verifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const idToken = tokens.claims();
      if (!idToken) throw new Error('No ID token');
      const claims =
        typeof idToken.email === 'string' ? idToken : await oidc.fetchUserInfo(configuration, tokens.access_token, idToken.sub);
      if (typeof claims.email !== 'string') throw new Error('The provider tells no email');
      return {
        sub: claims.sub,
        email: claims.email.toLowerCase(),
        emailVerified: claims.email_verified === true,
        name: nameOf(claims.name, claims.email),
      };
    },
  };
}
/** The provider's name, cleaned of characters the product's name rules refuse; the mailbox name if nothing visible is left. */
function nameOf(claimed: unknown, email: string): string {
  const name = typeof claimed === 'string' ? cleanName(claimed).slice(0, 120) : '';
  return hasVisibleCharacters(name) ? name : cleanName(email.split('@')[0]!);
}

export type OidcSignIn = ReturnType<typeof createOidcSignIn>;
