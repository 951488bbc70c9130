import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createShellStore } from './app/store.ts';
import { loadRemoteMap } from './remotes/load-remote-map.ts';
import { bootScreen } from './remotes/boot-screen.ts';
import { registerRemoteMap } from './remotes/remote-registry.ts';
import { warmRemoteScreen } from './remotes/remote-screen-cache.ts';

const remotes = await loadRemoteMap();
// Registered after share init (this is the async chunk) with loaded-first: no remote is fetched
// until a route needs it, and one remote that is down cannot blank the shell.
registerRemoteMap(remotes);
// The page's screen starts loading now, while React renders the shell, rather than when its route
// renders. (Holding the first render until it had loaded was measured too: LCP 0.2 s worse on /signIn.)
const screen = bootScreen();
if (screen && screen.remote in remotes) warmRemoteScreen(screen.remote, screen.module);

const root = document.getElementById('root');
if (!root) throw new Error('No #root element');
createRoot(root).render(<App store={createShellStore()} />);
