import type { CSSProperties } from 'react';
import { ToastContainer } from 'react-toastify';
import { createGlobalStyle } from 'styled-components';
import { cspStyleNonce } from './csp-nonce.ts';
import { theme } from './theme.ts';

/** Below the header, so a toast never covers the logo or the menu; in the product's font. */
const placement = {
  '--toastify-toast-top': `calc(${theme.headerHeight} + 8px)`,
  '--toastify-font-family': 'inherit',
  '--toastify-color-success': theme.colors.success,
  '--toastify-color-error': theme.colors.danger,
  '--toastify-color-info': theme.colors.info,
  '--toastify-color-warning': theme.colors.warning,
} as CSSProperties;

/** On a phone a toast comes up from the bottom: at the top it would cover the banner, the header and its menu. */
const PhonePlacement = createGlobalStyle`
  @media (max-width: calc(${theme.breakpoints.tablet} - 1px)) {
    body .Toastify__toast-container--top-right {
      top: auto;
      bottom: env(safe-area-inset-bottom, 0);
    }
  }
`;

/** docs/product.md §9's toast defaults: top-right (at the bottom on a phone), 5000 ms, pause on hover, light theme, Alt+T. */
export default function AppToastContainer() {
  return (
    <>
      <PhonePlacement />
      <ToastContainer
        position="top-right"
        autoClose={5000}
        pauseOnHover
        theme="light"
        hotKeys={(event) => event.altKey && event.code === 'KeyT'}
        nonce={cspStyleNonce()}
        style={placement}
      />
    </>
  );
}
