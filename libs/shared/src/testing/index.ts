export * from './app-providers.tsx';
export * from './render-with-providers.tsx';
export * from './describe-exposed-screens.tsx';
export * from './reading-fixtures.ts';
