export * from './dev-harness.tsx';
