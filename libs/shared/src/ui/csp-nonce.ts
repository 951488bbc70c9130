/**
 * The page's style nonce, which the server's Content-Security-Policy requires on every `<style>` tag
 * (styled-components finds it by itself; react-toastify is handed it). Undefined outside such a page.
 */
export function cspStyleNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.head.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;
}
