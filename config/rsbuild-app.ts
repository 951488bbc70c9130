import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig, type RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { exposesOf, type AnyRemote } from '@app/shared/routes';
import { fileURLToPath } from 'node:url';
import { sharedDeps } from './mf-shared.ts';
import { pluginPrecompress } from './precompress-plugin.ts';

/** Dev-server ports; the api's dev.env points remotes.json at these. */
export const devPorts = {
  shell: 4200,
  auth_mfe: 3101,
  onboarding_mfe: 3102,
  scheduling_mfe: 3103,
  results_mfe: 3104,
  api: 3000,
} as const;

// Without this, a remote's react-refresh runtime finds react-dom's stub DevTools hook with no
// renderers and remote edits never refresh inside the shell (a known upstream issue: each container has its own react-refresh runtime).
const refreshHookShim = `(function () { if (window.__REACT_DEVTOOLS_GLOBAL_HOOK__) return;
  var renderers = new Map(), id = 0;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = { renderers: renderers, supportsFiber: true,
    inject: function (r) { id += 1; renderers.set(id, r); return id; },
    onScheduleFiberRoot: function () {}, onCommitFiberRoot: function () {},
    onCommitFiberUnmount: function () {}, checkDCE: function () {} };
})();`;

const apiTarget = `http://localhost:${devPorts.api}`;
// The logo as the favicon, inline: no extra request on the first page (CSP allows data: images).
const faviconSvg =
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 28 28'><circle cx='14' cy='14' r='13' fill='%231d6b52'/><path d='M8 15c2 4 10 4 12 0' stroke='%23fff' stroke-width='2.5' fill='none' stroke-linecap='round'/></svg>";
const faviconTag = { tag: 'link', attrs: { rel: 'icon', type: 'image/svg+xml', href: `data:image/svg+xml,${faviconSvg}` } };
const common = (title: string): RsbuildConfig => ({
  plugins: [pluginReact(), pluginPrecompress()],
  dev: { lazyCompilation: false },
  html: {
    title,
    template: fileURLToPath(new URL('./index.html', import.meta.url)),
    tags: [faviconTag],
    meta: { viewport: 'width=device-width, initial-scale=1' },
  },
  // BUILD_OUT_DIR builds a copy elsewhere, e.g. a remote version to upload beside the current one.
  output: { distPath: { root: process.env.BUILD_OUT_DIR ?? 'dist' }, sourceMap: { js: process.env.SOURCE_MAPS ? 'source-map' : false } },
  performance: { chunkSplit: { strategy: 'split-by-experience' } },
});

/**
 * The libraries every page of the shell runs (React, its renderer, Redux, styled-components, the router)
 * and the shared entries of libs/shared go in one chunk: they are fetched together anyway, and one
 * answer instead of ten saves their headers and a round of script insertion on a slow phone.
 */
const firstPageGroup = {
  test: /node_modules[\\/](react|react-dom|scheduler|react-redux|use-sync-external-store|styled-components|stylis|@reduxjs[\\/]toolkit|immer|redux|redux-thunk|reselect|react-router|cookie|set-cookie-parser)[\\/]|libs[\\/]shared[\\/]src[\\/](host|session|socket|ui|routes)[\\/]/,
  chunks: 'async' as const,
  name: 'first-page',
  enforce: true,
  priority: 20,
};

export function hostConfig() {
  return defineConfig(({ envMode }) => {
    const isDev = envMode === 'development';
    const base = common('Companion');
    return {
      ...base,
      plugins: [
        ...(base.plugins ?? []),
        pluginModuleFederation({
          name: 'shell',
          remotes: {},
          shared: sharedDeps,
          shareStrategy: 'loaded-first',
          dts: false,
          // Remotes are built with externalRuntime in production: the shell hands them its copy.
          experiments: { provideExternalRuntime: !isDev, optimization: { target: 'web' } },
        }),
      ],
      performance: {
        chunkSplit: {
          strategy: 'split-by-experience',
          override: { cacheGroups: { firstPage: firstPageGroup } },
        },
        // Fetched beside index.js rather than after it has run: every page needs both.
        preload: { type: 'async-chunks', include: [/first-page\./, /bootstrap\./] },
      },
      html: {
        ...base.html,
        tags: [faviconTag, ...(isDev ? [{ tag: 'script', children: refreshHookShim, head: true, append: false }] : [])],
      },
      server: {
        port: devPorts.shell,
        strictPort: true,
        historyApiFallback: true,
        proxy: {
          '/api': apiTarget,
          '/dev': apiTarget,
          '/remotes.json': apiTarget,
          '/socket.io': { target: apiTarget, ws: true },
        },
      },
    };
  });
}

/** A remote's build, from its definition (`src/remote.ts`): one exposed module per screen. */
export function remoteConfig(remote: AnyRemote) {
  const options = { name: remote.name, exposes: exposesOf(remote) };
  return defineConfig(({ envMode }) => {
    const isDev = envMode === 'development';
    const base = common(`${options.name} (standalone)`);
    return {
      ...base,
      plugins: [
        ...(base.plugins ?? []),
        pluginModuleFederation({
          name: options.name,
          exposes: options.exposes,
          shared: sharedDeps,
          dts: false,
          // The standalone dev harness has no host to provide the runtime, so only production uses it.
          // A remote loads no remotes itself, so its runtime needs neither remote loading nor snapshots.
          experiments: {
            externalRuntime: !isDev,
            optimization: { target: 'web', disableSnapshot: true, disableRemote: true },
          },
        }),
      ],
      server: {
        port: devPorts[options.name],
        strictPort: true,
        cors: { origin: [`http://localhost:${devPorts.shell}`, apiTarget] },
        proxy: { '/api': apiTarget, '/dev': apiTarget, '/socket.io': { target: apiTarget, ws: true } },
      },
      output: { ...base.output, assetPrefix: 'auto' },
    };
  });
}
