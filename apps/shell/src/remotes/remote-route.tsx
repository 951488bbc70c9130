import type { RemoteName, ScreenOf } from '@app/shared/contracts';
import { PageSpinner } from '@app/shared/ui';
import { Suspense, useState } from 'react';
import { NavigationBridge } from '../navigation/navigation-bridge.tsx';
import { lazyRemote } from './lazy-remote.ts';
import { RemoteErrorBoundary } from './remote-error-boundary.tsx';

export interface RemoteScreenRef<R extends RemoteName = RemoteName> {
  remote: R;
  module: ScreenOf<R>;
}

/** A route element that loads a remote's screen, with its own fallback and Retry. */
export function RemoteRoute({ remote, module }: RemoteScreenRef) {
  const [attempt, setAttempt] = useState(0);
  const Screen = lazyRemote(remote, module, attempt);
  return (
    <RemoteErrorBoundary
      key={`${remote}:${attempt}`}
      label={`${remote}/${module}`}
      onRetry={() => setAttempt((a) => a + 1)}
    >
      <Suspense fallback={<PageSpinner />}>
        <NavigationBridge>
          <Screen />
        </NavigationBridge>
      </Suspense>
    </RemoteErrorBoundary>
  );
}
