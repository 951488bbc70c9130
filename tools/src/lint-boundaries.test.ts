import { ESLint } from 'eslint';
import { rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
let eslint: ESLint;

/** Lints `code` as if it were a new file at `path` (relative to the workspace root). */
async function ruleIdsFor(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${path}` });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

const probes = ['shell', 'api', 'auth-mfe', 'results-mfe', 'scheduling-mfe']
  .map((app) => `apps/${app}/src/boundary-probe.ts`)
  .concat(
    'libs/shared/src/boundary-probe.ts',
    'libs/shared/src/contracts/boundary-probe.ts',
    'libs/shared/src/constants/boundary-probe.ts',
  );

beforeAll(() => {
  eslint = new ESLint({
    cwd: root,
    // The probes exist only as text: give them a default TypeScript project for typed rules.
    overrideConfig: {
      languageOptions: {
        parserOptions: {
          projectService: { allowDefaultProject: probes, defaultProject: 'tsconfig.base.json' },
          tsconfigRootDir: root,
        },
      },
    },
  });
});

describe('lint enforces the micro-frontend boundaries', () => {
  it('refuses a remote importing another remote', async () => {
    const ids = await ruleIdsFor(
      'apps/auth-mfe/src/boundary-probe.ts',
      "import { remote } from '../../onboarding-mfe/src/remote.ts';\nexport const probe = remote;\n",
    );
    expect(ids).toContain('import-x/no-restricted-paths');
  });

  it('refuses a remote importing the shell', async () => {
    const ids = await ruleIdsFor(
      'apps/results-mfe/src/boundary-probe.ts',
      "import { routeElement } from '../../shell/src/app/route-element.tsx';\nexport const probe = routeElement;\n",
    );
    expect(ids).toContain('import-x/no-restricted-paths');
  });

  it('refuses the router, socket.io-client and toastify inside a remote', async () => {
    const ids = await ruleIdsFor(
      'apps/scheduling-mfe/src/boundary-probe.ts',
      [
        "import { useNavigate } from 'react-router';",
        "import { io } from 'socket.io-client';",
        "import { toast } from 'react-toastify';",
        'export const probe = [useNavigate, io, toast];',
        '',
      ].join('\n'),
    );
    expect(ids.filter((id) => id === 'no-restricted-imports')).toHaveLength(3);
  });

  it("refuses the shell importing a remote's source", async () => {
    const ids = await ruleIdsFor(
      'apps/shell/src/boundary-probe.ts',
      "import { remote } from '../../auth-mfe/src/remote.ts';\nexport const probe = remote;\n",
    );
    expect(ids).toContain('import-x/no-restricted-paths');
  });

  it('refuses the api importing a frontend app', async () => {
    const ids = await ruleIdsFor(
      'apps/api/src/boundary-probe.ts',
      "import { routeElement } from '../../shell/src/app/route-element.tsx';\nexport const probe = routeElement;\n",
    );
    expect(ids).toContain('import-x/no-restricted-paths');
  });

  it('refuses a pure entry of libs/shared importing a React or runtime entry, and constants importing any of it', async () => {
    const upward = await ruleIdsFor(
      'libs/shared/src/contracts/boundary-probe.ts',
      "import { paths } from '../host/paths.ts';\nexport const probe = paths;\n",
    );
    expect(upward).toContain('import-x/no-restricted-paths');
    const fromConstants = await ruleIdsFor(
      'libs/shared/src/constants/boundary-probe.ts',
      "import { httpRoutes } from '../contracts/http-routes.ts';\nexport const probe = httpRoutes;\n",
    );
    expect(fromConstants).toContain('import-x/no-restricted-paths');
    const within = await ruleIdsFor(
      'libs/shared/src/constants/boundary-probe.ts',
      "import { apiPaths } from './api-paths.ts';\nexport const probe = apiPaths;\n",
    );
    expect(within).not.toContain('import-x/no-restricted-paths');
  });

  it('refuses an import cycle', async () => {
    // Real files: the rule follows imports on disk.
    const a = `${root}apps/api/src/cycle-probe-a.ts`;
    const b = `${root}apps/api/src/cycle-probe-b.ts`;
    try {
      writeFileSync(a, "import { b } from './cycle-probe-b.ts';\nexport const a = () => b;\n");
      writeFileSync(b, "import { a } from './cycle-probe-a.ts';\nexport const b = () => a;\n");
      const [result] = await eslint.lintFiles([a]);
      expect((result?.messages ?? []).map((m) => m.ruleId)).toContain('import-x/no-cycle');
    } finally {
      rmSync(a, { force: true });
      rmSync(b, { force: true });
    }
  });

  it('refuses libs/shared importing an app', async () => {
    const ids = await ruleIdsFor(
      'libs/shared/src/boundary-probe.ts',
      "import { remote } from '../../../apps/auth-mfe/src/remote.ts';\nexport const probe = remote;\n",
    );
    expect(ids).toContain('import-x/no-restricted-paths');
  });

  it('lets every app import libs/shared', async () => {
    for (const app of ['shell', 'auth-mfe', 'api']) {
      const ids = await ruleIdsFor(
        `apps/${app}/src/boundary-probe.ts`,
        "import { wisdoms } from '@app/shared/catalogue';\nexport const probe = wisdoms;\n",
      );
      expect(ids).toEqual([]);
    }
  });
});
