import { remoteConfig } from '../../config/rsbuild-app.ts';
import { exposes } from './src/exposes.ts';

export default remoteConfig({
  name: 'onboarding_mfe',
  exposes: Object.fromEntries(Object.entries(exposes).map(([screen, file]) => [`./${screen}`, file])),
});
