// The api for production: one JavaScript bundle (dist/main.js) that Node runs without a TypeScript
// loader. The workspace's own TypeScript (src and libs/shared) is compiled in; every npm package stays
// a package, loaded from node_modules as usual (native modules, and Baileys, imported only on demand).
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const { dependencies } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  external: Object.keys(dependencies).filter((name) => !name.startsWith('@app/')),
  logLevel: 'warning',
});
