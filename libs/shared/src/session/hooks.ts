import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { SessionState } from './session-state.ts';

/** The part of the shell's store that remotes may read. */
export interface SharedRootState {
  session: SessionState;
}

export const useAppDispatch = useDispatch.withTypes<Dispatch<UnknownAction>>();
export const useAppSelector = useSelector.withTypes<SharedRootState>();
