import { defineRemote } from '@app/shared/routes';

/** This remote: each of its screens and the file that default-exports it (README: "Add a screen"). */
export const remote = defineRemote(
  'auth_mfe',
  {
    AuthForm: 'auth-form/auth-form-screen.tsx',
    VerifyEmail: 'verify-email/verify-email-screen.tsx',
    ForgotPassword: 'forgot-password/forgot-password-screen.tsx',
    ResetPassword: 'reset-password/reset-password-screen.tsx',
    DeleteAccount: 'delete-account/delete-account-screen.tsx',
  },
  // Only screen files: the dev harness and the smoke tests load them from here.
  (file) => import(/* webpackInclude: /-screen\.tsx$/ */ `./${file}`),
);
