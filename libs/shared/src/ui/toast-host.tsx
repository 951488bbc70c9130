import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isToastRequested, onToastRequested } from './toast.ts';

const Container = lazy(() => import('./toast-container.tsx'));

/** Mounts the toast container once the first toast is raised (see toast.ts). */
export function ToastHost() {
  const needed = useSyncExternalStore(onToastRequested, isToastRequested, () => false);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Container />
    </Suspense>
  );
}
