import type { ScreenOf } from '@app/shared/contracts';
import type { RemoteScreenEntry } from '@app/shared/host';
import { lazy } from 'react';

/** The screens the standalone dev harness offers, with an example route each. */
export const devScreens = [
  { module: 'AuthForm', path: '/signIn', Screen: lazy(() => import('./auth-form/auth-form-screen.tsx')) },
  { module: 'VerifyEmail', path: '/verifyEmail', Screen: lazy(() => import('./verify-email/verify-email-screen.tsx')) },
  { module: 'ForgotPassword', path: '/forgotPassword', Screen: lazy(() => import('./forgot-password/forgot-password-screen.tsx')) },
  { module: 'ResetPassword', path: '/reset-password/:id', Screen: lazy(() => import('./reset-password/reset-password-screen.tsx')) },
] satisfies (RemoteScreenEntry & { module: ScreenOf<'auth_mfe'> })[];
