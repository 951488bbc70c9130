import { hostConfig } from '../../config/rsbuild-app.ts';

export default hostConfig();
