import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const manifests = ['.', 'e2e', 'tools', ...['apps', 'libs'].flatMap((dir) => readdirSync(join(root, dir)).map((name) => `${dir}/${name}`))]
  .map((dir) => join(root, dir, 'package.json'))
  .filter((file) => existsSync(file));

it('pins one exact version of each dependency across the workspaces', () => {
  const versions = new Map<string, Set<string>>();
  for (const file of manifests) {
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, string> | undefined>;
    for (const field of ['dependencies', 'devDependencies', 'optionalDependencies']) {
      for (const [name, version] of Object.entries(manifest[field] ?? {})) {
        versions.set(name, (versions.get(name) ?? new Set()).add(version));
      }
    }
  }
  const spread = [...versions].filter(([, seen]) => seen.size > 1).map(([name, seen]) => `${name}: ${[...seen].join(', ')}`);
  const ranges = [...versions].filter(([, seen]) => [...seen].some((v) => !/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(v))).map(([name]) => name);
  expect(spread).toEqual([]);
  expect(ranges).toEqual([]);
  expect(manifests.length).toBeGreaterThan(8);
});
