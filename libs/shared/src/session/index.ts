export * from './hooks.ts';
export * from './session-slice.ts';
export * from './session-state.ts';
export * from './session-storage.ts';
export * from './session-store.ts';
