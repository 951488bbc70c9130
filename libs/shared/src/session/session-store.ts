import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { sessionSlice } from './session-slice.ts';
import { initialSessionState, type SessionState } from './session-state.ts';
import { persistSession } from './session-storage.ts';

export const rootReducer = combineSlices(sessionSlice);
export type RootState = ReturnType<typeof rootReducer>;

/** Builds the store; the shell makes the one real store, tests and the dev harness make their own. */
export function makeStore(options: { session?: Partial<SessionState>; persist?: boolean } = {}) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { session: { ...initialSessionState, ...options.session } },
  });
  if (options.persist) {
    let last = store.getState().session;
    store.subscribe(() => {
      const { session } = store.getState();
      if (session !== last) {
        last = session;
        persistSession(session);
      }
    });
  }
  return store;
}
export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
