export * from './app-link.tsx';
export * from './boot-data.ts';
export * from './match-path.ts';
export * from './navigation.ts';
export * from './paths.ts';
export type * from './remote-screen.ts';
export * from './site-config.ts';
export * from './site-shapes.ts';
