/**
 * Stands in for the Module Federation runtime in component tests: every remote screen "loads" at once
 * and renders its own id as the page heading, so tests see which screen a route reached.
 */
export function loadRemote(id: string) {
  return Promise.resolve({ default: () => <h1>{id}</h1> });
}

export function registerRemotes() {}
