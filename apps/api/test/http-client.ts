import { sitePublicUrl } from './test-app.ts';

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
  setCookie: string | null;
}

/** A browser-like client of the test app: same-site Origin, and a cookie jar of one session cookie. */
export function client(baseUrl: string) {
  let cookie: string | undefined;
  async function call<T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer<T>> {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        origin: sitePublicUrl,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) {
      const pair = setCookie.split(';')[0]!;
      cookie = /=(;|$)/.test(`${pair};`) || /Expires=Thu, 01 Jan 1970/i.test(setCookie) ? undefined : pair;
    }
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : {}) as T, setCookie };
  }
  return {
    post: <T = Record<string, unknown>>(path: string, body?: unknown, headers?: Record<string, string>) => call<T>('POST', path, body, headers),
    get: <T = Record<string, unknown>>(path: string, headers?: Record<string, string>) => call<T>('GET', path, undefined, headers),
    get cookie() {
      return cookie;
    },
    set cookie(value: string | undefined) {
      cookie = value;
    },
  };
}
export type Client = ReturnType<typeof client>;
