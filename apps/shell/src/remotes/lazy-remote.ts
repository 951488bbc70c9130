import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteScreenModule } from '@app/shared/host';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// Module level: a lazy created during render would be recreated on every suspend (pitfall 5).
const cache = new Map<string, LazyExoticComponent<ComponentType>>();

/** A lazy screen for `remote/module`; a new `attempt` gives a fresh lazy, since React caches rejections. */
export function lazyRemote(remote: string, module: string, attempt: number) {
  const key = `${remote}/${module}#${attempt}`;
  let screen = cache.get(key);
  if (!screen) {
    screen = lazy(async () => {
      const loaded = await loadRemote<RemoteScreenModule>(`${remote}/${module}`);
      if (!loaded?.default) throw new Error(`${remote}/${module} did not load`);
      return loaded;
    });
    cache.set(key, screen);
  }
  return screen;
}
