import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createShellStore } from './app/store.ts';
import { loadRemoteMap } from './remotes/load-remote-map.ts';
import { registerRemoteMap } from './remotes/remote-registry.ts';

const remotes = await loadRemoteMap();
// Registered after share init (this is the async chunk) with loaded-first: no remote is fetched
// until a route needs it, and one remote that is down cannot blank the shell.
registerRemoteMap(remotes);

const root = document.getElementById('root');
if (!root) throw new Error('No #root element');
createRoot(root).render(<App store={createShellStore()} />);
