export * from './app-link.tsx';
export * from './api-client.ts';
export * from './boot-data.ts';
export { matchPath } from '../routes/match-path.ts';
export * from './navigation.ts';
export * from './paths.ts';
export type * from './remote-screen.ts';
export * from './site-config.ts';
export * from './site-shapes.ts';
