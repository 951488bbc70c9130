import type { CSSProperties } from 'react';
import { ToastContainer } from 'react-toastify';
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

/** docs/product.md §9's toast defaults: top-right, 5000 ms, pause on hover, light theme, Alt+T. */
export default function AppToastContainer() {
  return (
    <ToastContainer
      position="top-right"
      autoClose={5000}
      pauseOnHover
      theme="light"
      hotKeys={(event) => event.altKey && event.code === 'KeyT'}
      nonce={cspStyleNonce()}
      style={placement}
    />
  );
}
