import { toastsNavigated } from '@app/shared/ui';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** Tells the toasts each time the page changes, so they end with the page they belong to. */
export function ToastsOnNavigation() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    toastsNavigated();
  }, [pathname]);
  return null;
}
