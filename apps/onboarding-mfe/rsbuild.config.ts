import { remoteConfig } from '../../config/rsbuild-app.ts';
import { remote } from './src/remote.ts';

export default remoteConfig(remote);
