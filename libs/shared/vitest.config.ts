import { webTestConfig } from '../../config/vitest-web.ts';

export default webTestConfig(new URL('../../config/vitest-setup.ts', import.meta.url).pathname);
