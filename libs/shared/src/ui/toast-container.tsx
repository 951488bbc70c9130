import { ToastContainer } from 'react-toastify';
import { cspStyleNonce } from './csp-nonce.ts';

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
    />
  );
}
