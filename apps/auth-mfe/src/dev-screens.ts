import type { RemoteDevScreens } from '@app/shared/host';
import { lazy } from 'react';

/** Every screen of this remote for its standalone dev harness (the routes come from the route manifest). */
export const devScreens: RemoteDevScreens<'auth_mfe'> = {
  AuthForm: lazy(() => import('./auth-form/auth-form-screen.tsx')),
  VerifyEmail: lazy(() => import('./verify-email/verify-email-screen.tsx')),
  ForgotPassword: lazy(() => import('./forgot-password/forgot-password-screen.tsx')),
  ResetPassword: lazy(() => import('./reset-password/reset-password-screen.tsx')),
};
