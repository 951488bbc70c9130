import type { SignInMethodsAnswer } from '@app/shared/contracts';
import { api } from '@app/shared/host';
import { useEffect, useState } from 'react';

/** How the signed-in account signs in (a password, Google), or null while the server is asked. */
export function useSignInMethods(): SignInMethodsAnswer | null {
  const [methods, setMethods] = useState<SignInMethodsAnswer | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    api
      .get('signInMethods', { signal: controller.signal })
      // Unknown (the server could not be asked): the password is offered, and Google too.
      .then((answer) => setMethods(answer.data ?? { password: true, google: true }))
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return methods;
}
