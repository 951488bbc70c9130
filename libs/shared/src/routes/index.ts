export * from './route-manifest.ts';
export * from './boot-data.ts';
export * from './define-remote.ts';
