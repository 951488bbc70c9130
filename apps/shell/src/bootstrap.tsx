import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createShellStore } from './app/store.ts';
import { loadRemoteMap } from './remotes/load-remote-map.ts';
import { bootScreen } from './remotes/boot-screen.ts';
import { registerRemoteMap } from './remotes/remote-registry.ts';
import { warmRemoteScreen } from './remotes/remote-screen-cache.ts';

/** How long the first render may wait for the page's screen to load. */
const firstPaintWaitMs = 1000;

const remotes = await loadRemoteMap();
// Registered after share init (this is the async chunk) with loaded-first: no remote is fetched
// until a route needs it, and one remote that is down cannot blank the shell.
registerRemoteMap(remotes);
// The page's screen starts loading now rather than when its route renders, and the first render waits
// a moment for it: one paint with the screen instead of a spinner, then the screen. A slow or down
// remote only holds the page that long, then its route shows the spinner or the Retry as before.
const screen = bootScreen();
if (screen && screen.remote in remotes) {
  await Promise.race([warmRemoteScreen(screen.remote, screen.module), new Promise((resolve) => setTimeout(resolve, firstPaintWaitMs))]);
}

const root = document.getElementById('root');
if (!root) throw new Error('No #root element');
createRoot(root).render(<App store={createShellStore()} />);
