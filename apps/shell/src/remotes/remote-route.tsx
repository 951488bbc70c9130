import type { RemoteName, ScreenOf } from '@app/shared/contracts';
import { PageSpinner } from '@app/shared/ui';
import { useState } from 'react';
import { NavigationBridge } from '../navigation/navigation-bridge.tsx';
import { RemoteErrorBoundary } from './remote-error-boundary.tsx';
import { useRemoteScreen } from './remote-screen-cache.ts';
import { RemoteUnavailable } from './remote-unavailable.tsx';

export interface RemoteScreenRef<R extends RemoteName = RemoteName> {
  remote: R;
  module: ScreenOf<R>;
}

/** A route element that loads a remote's screen, with its own fallback and Retry. */
export function RemoteRoute({ remote, module }: RemoteScreenRef) {
  const [attempt, setAttempt] = useState(0);
  const retry = () => setAttempt((a) => a + 1);
  const state = useRemoteScreen(remote, module, attempt);
  if (state.status === 'loading') return <PageSpinner label="Loading page" />;
  if (state.status === 'failed') return <RemoteUnavailable onRetry={retry} />;
  const { Screen } = state;
  return (
    <RemoteErrorBoundary key={`${remote}:${attempt}`} label={`${remote}/${module}`} onRetry={retry}>
      <NavigationBridge>
        <Screen />
      </NavigationBridge>
    </RemoteErrorBoundary>
  );
}
