// The async boundary Module Federation needs before any shared module is used; then this remote's
// standalone dev page (npx nx dev <remote>). The shell loads the exposed screens instead.
void Promise.all([import('@app/shared/dev-harness'), import('./remote.ts')]).then(([{ renderDevHarness }, { remote }]) =>
  renderDevHarness(remote),
);
