import { registerRemotes } from '@module-federation/enhanced/runtime';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createShellStore } from './app/store.ts';
import { loadRemoteMap } from './remotes/load-remote-map.ts';

const remotes = await loadRemoteMap();
// Registered after share init (this is the async chunk) with loaded-first: no remote is fetched
// until a route needs it, and one remote that is down cannot blank the shell.
registerRemotes(
  Object.entries(remotes).map(([name, entry]) => ({ name, entry: new URL(entry, window.location.origin).href })),
);

const root = document.getElementById('root');
if (!root) throw new Error('No #root element');
createRoot(root).render(<App store={createShellStore()} />);
