import type { GooglePopupMessage } from '@app/shared/contracts';

/**
 * The page the popup ends on: it hands the result to the window that opened it, at the site's exact
 * origin only, and closes. The message is JSON inside a script, with '<' escaped so it cannot end it.
 */
export function popupPage(message: GooglePopupMessage, siteOrigin: string, scriptNonce: string): string {
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  const text =
    message.type === 'google-auth-success'
      ? 'Signed in. You can close this window.'
      : message.type === 'google-confirm-success'
        ? 'Confirmed. You can close this window.'
        : message.message;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Google sign-in</title></head>
<body><main><p>${text.replace(/[<>&]/g, '')}</p></main>
<script nonce="${scriptNonce}">
(function () {
  var message = ${json(message)};
  if (window.opener) {
    window.opener.postMessage(message, ${json(siteOrigin)});
    window.close();
  }
})();
</script></body></html>`;
}
