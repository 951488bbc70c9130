import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const sharedLib = JSON.parse(readFileSync(fileURLToPath(new URL('../libs/shared/package.json', import.meta.url)), 'utf8')) as {
  version: string;
  exports: Record<string, string>;
};

const singleton = { singleton: true } as const;

/**
 * Entries of libs/shared that are pure values and functions (schemas, texts, catalogues, the
 * wisdom emblems, whose icons must stay off the first page): nothing in
 * them must be one per page, so they are not shared. A shared module ships whole, and `contracts`
 * would drag every zod type onto the first page; unshared, each container tree-shakes what it uses.
 * testing and dev-harness never reach a production build.
 */
const unsharedLibEntries = new Set([
  './constants',
  './contracts',
  './validation',
  './catalogue',
  './catalogue/translations',
  './emblems',
  './page-words',
  './jobs',
  './routes',
  './testing',
  './dev-harness',
]);

/** Entry points of libs/shared that every container must share, so contexts and state are one. */
export const sharedLibEntries = Object.keys(sharedLib.exports)
  .filter((entry) => !unsharedLibEntries.has(entry) && !entry.startsWith('./testing/'))
  .map((entry) => `@app/shared/${entry.slice(2)}`);

/**
 * The one list of shared singletons, used by the shell and by every remote. Anything holding
 * process-wide state (a context, a store, a queue, a registry) belongs here; see ARCHITECTURE §3.
 * zod is deliberately absent: shared packages ship whole (all locales, ~89 KiB gzip) and we use no
 * zod registry; each container tree-shakes what it uses, and the schemas travel inside the
 * shared `@app/shared/*` entries.
 */
export const sharedDeps = {
  react: singleton,
  'react-dom': singleton,
  'react-redux': singleton,
  'styled-components': singleton,
  'react-toastify': singleton,
  ...Object.fromEntries(
    sharedLibEntries.map((name) => [name, { singleton: true, version: sharedLib.version, requiredVersion: sharedLib.version }]),
  ),
};
