import { DevHarness } from '@app/shared/dev-harness';
import { createRoot } from 'react-dom/client';
import { devScreens } from './dev-screens.ts';

// Standalone page of this remote (npx nx dev auth-mfe); the shell loads the exposed screens instead.
const root = document.getElementById('root');
if (!root) throw new Error('No #root element');
createRoot(root).render(<DevHarness remote="auth_mfe" screens={devScreens} />);
