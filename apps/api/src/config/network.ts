import { isIP } from 'node:net';

/** Fastify's `trustProxy`: off, a hop count, or the proxies' addresses (never "everyone"). */
export type TrustProxy = false | number | string[];

const loopbackNames = new Set(['localhost', '::1', '[::1]']);

/** Whether a host name or address is this machine only (127.0.0.0/8, ::1, localhost). */
export const isLoopbackHost = (host: string): boolean => loopbackNames.has(host.toLowerCase()) || /^127(\.\d{1,3}){3}$/.test(host);

const isAddressOrRange = (entry: string) => {
  const [address = '', prefix] = entry.split('/');
  const version = isIP(address);
  if (version === 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
};

/**
 * `TRUST_PROXY`: a number of proxies in front (1 for one load balancer), or a comma-separated list of
 * their addresses or ranges. Anything else — "true" above all, which would let every client choose its
 * own address with X-Forwarded-For — is refused with the reason.
 */
export function parseTrustProxy(value: string): TrustProxy | string {
  const text = value.trim();
  if (text === '' || text === '0') return false;
  if (/^\d+$/.test(text)) return Number(text) <= 10 ? Number(text) : 'must be a small number of proxies (at most 10)';
  const entries = text.split(',').map((entry) => entry.trim());
  if (entries.every(isAddressOrRange)) return entries;
  return 'must be the number of proxies in front of the server (e.g. 1) or their addresses (e.g. 10.0.0.1,10.0.1.0/24); trusting every proxy would let anyone forge their address';
}
