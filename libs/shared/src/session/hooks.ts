import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
// eslint-disable-next-line no-restricted-imports -- the typed hooks everyone else must use are made here
import { useDispatch, useSelector } from 'react-redux';
import type { SessionState } from './session-state.ts';

/** The part of the shell's store that remotes may read. */
export interface SharedRootState {
  session: SessionState;
}

export const useAppDispatch = useDispatch.withTypes<Dispatch<UnknownAction>>();
export const useAppSelector = useSelector.withTypes<SharedRootState>();
