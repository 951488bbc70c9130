import type { RemoteExposes } from '@app/shared/contracts';

/** One exposed module per route-level screen, as the shared contract lists them. */
export const exposes = {
  AuthForm: './src/auth-form/auth-form-screen.tsx',
  VerifyEmail: './src/verify-email/verify-email-screen.tsx',
  ForgotPassword: './src/forgot-password/forgot-password-screen.tsx',
  ResetPassword: './src/reset-password/reset-password-screen.tsx',
} satisfies RemoteExposes<'auth_mfe'>;
