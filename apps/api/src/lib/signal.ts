/** A minimal typed event: features announce what happened without knowing who listens (sockets, tests). */
export function createSignal<T>() {
  const listeners = new Set<(value: T) => void>();
  return {
    on: (listener: (value: T) => void): (() => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit: (value: T): void => {
      for (const listener of listeners) listener(value);
    },
  };
}
export type Signal<T> = ReturnType<typeof createSignal<T>>;
