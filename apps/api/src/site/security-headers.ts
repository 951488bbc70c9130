import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/config.ts';

/** Origins other than the site's that remotes are loaded from (`REMOTE_*_URL` pointing elsewhere). */
function remoteOrigins(config: AppConfig): string[] {
  const site = new URL(config.publicUrl).origin;
  const origins = Object.values(config.remotes).flatMap((url) => (/^https?:\/\//.test(url) ? [new URL(url).origin] : []));
  return [...new Set(origins)].filter((origin) => origin !== site);
}

/** Content-hashed build files (`/static/…`, `/mfe/<remote>/static/…`): scripts and styles, never a page. */
const isHashedAsset = (url: string) => /^\/(?:mfe\/[^/]+\/)?static\//.test(url);

/**
 * Headers a browser reads only on a document (a page or a worker, and we have no workers) or that an
 * immutable file never needs (validators: it is never revalidated). On a script they are dead weight
 * sent again with every one of the first page's files: about 600 bytes each on a slow phone network.
 * `X-Content-Type-Options` and `Cross-Origin-Resource-Policy` do apply to scripts and stay.
 */
const documentOnlyHeaders = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'etag',
  'last-modified',
  'accept-ranges',
];

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route answers inside the Google sign-in popup. Every step of the popup must have the same
     * opener policy, or the browser moves it to a new browsing context group and it loses the window
     * that opened it (redirects count): the provider's pages (another origin) carry none, so these
     * answers carry none either ('unsafe-none'). They show nothing of an account.
     */
    signInPopup?: boolean;
  }
}

/**
 * Security headers on every answer (docs: ARCHITECTURE §10). The Content-Security-Policy allows scripts
 * only from the site and the configured remote origins, never inline; styles also from `<style>` tags
 * carrying the page's nonce (styled-components and react-toastify read it from
 * `<meta property="csp-nonce">`). Nothing may frame the site. Referrers stay on the site ('same-origin'),
 * so a reset link's token never leaves it, while the browser still sends the Origin the CSRF check needs
 * (under 'no-referrer' a form's POST says `Origin: null`).
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: AppConfig): Promise<void> {
  const https = config.publicUrl.startsWith('https:');
  const remotes = remoteOrigins(config);
  await app.register(fastifyHelmet, {
    enableCSPNonces: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...remotes],
        styleSrc: ["'self'", ...remotes],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", ...remotes],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // The Google popup hands its result to the window that opened it.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginEmbedderPolicy: false,
    // Remote builds may be loaded by a shell on another origin (web-apps.ts widens it for /mfe/).
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
  });

  app.addHook('onSend', async (request, reply) => {
    // Personal answers must not be kept by any cache; routes that may be cached say so themselves.
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
    if (isHashedAsset(request.url)) for (const name of documentOnlyHeaders) reply.removeHeader(name);
    if (request.routeOptions.config?.signInPopup) reply.header('Cross-Origin-Opener-Policy', 'unsafe-none');
  });
}
