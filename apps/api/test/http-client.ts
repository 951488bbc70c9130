import { sitePublicUrl } from './test-app.ts';

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
  /** The Set-Cookie line of the session cookie, when the answer set or cleared it. */
  setCookie: string | null;
  /** Every Set-Cookie line. */
  setCookies: string[];
}

const sessionCookieName = 'companion_session';

/** A browser-like client of the test app: same-site Origin, and a cookie jar (session and device cookies). */
export function client(baseUrl: string) {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

  async function call<T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer<T>> {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        origin: sitePublicUrl,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(jar.size ? { cookie: cookieHeader() } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', value = ''] = pair.split(/=(.*)/s);
      if (value === '' || /Expires=Thu, 01 Jan 1970/i.test(line)) jar.delete(name);
      else jar.set(name, value);
    }
    const text = await response.text();
    const setCookies = response.headers.getSetCookie();
    return {
      status: response.status,
      body: (text ? JSON.parse(text) : {}) as T,
      setCookie: setCookies.find((line) => line.startsWith(`${sessionCookieName}=`)) ?? null,
      setCookies,
    };
  }
  return {
    post: <T = Record<string, unknown>>(path: string, body?: unknown, headers?: Record<string, string>) =>
      call<T>('POST', path, body, headers),
    get: <T = Record<string, unknown>>(path: string, headers?: Record<string, string>) => call<T>('GET', path, undefined, headers),
    /** The session cookie as a Cookie header (`name=value`), or undefined when signed out. */
    get cookie(): string | undefined {
      const value = jar.get(sessionCookieName);
      return value === undefined ? undefined : `${sessionCookieName}=${value}`;
    },
    set cookie(pair: string | undefined) {
      if (pair === undefined) jar.delete(sessionCookieName);
      else jar.set(sessionCookieName, pair.slice(pair.indexOf('=') + 1));
    },
    /** Every cookie the browser holds, as one Cookie header. */
    get cookies(): string {
      return cookieHeader();
    },
    forgetCookie(name: string): void {
      jar.delete(name);
    },
  };
}
export type Client = ReturnType<typeof client>;
