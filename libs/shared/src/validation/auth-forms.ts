import { z } from 'zod';
import { simpleEmailPattern } from './email-pattern.ts';
import { validationMessages as m } from './messages.ts';
import { isStrongPassword } from './password-rules.ts';

/** A required field reports only 'required' while empty, then its other rules. */
const required = (message: string) => ({ message, abort: true });

const email = z.string().min(1, required(m.emailRequired)).regex(simpleEmailPattern, m.emailInvalid);

export const signInFormSchema = z.object({
  email,
  password: z.string().min(1, required(m.passwordRequired)).min(6, m.passwordTooShort),
  rememberMe: z.boolean(),
});
export type SignInForm = z.infer<typeof signInFormSchema>;

export const registerFormSchema = z
  .object({
    fullName: z.string().trim().min(1, required(m.fullNameRequired)).min(2, m.fullNameTooShort),
    email,
    password: z.string().min(1, required(m.passwordRequired)).refine(isStrongPassword, m.registrationPasswordWeak),
    confirmPassword: z.string().min(1, required(m.confirmPasswordRequired)),
  })
  .refine((form) => form.confirmPassword === '' || form.password === form.confirmPassword, {
    message: m.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type RegisterForm = z.infer<typeof registerFormSchema>;

export const forgotPasswordFormSchema = z.object({ email });
export type ForgotPasswordForm = z.infer<typeof forgotPasswordFormSchema>;

export const resetPasswordFormSchema = z
  .object({ password: z.string().min(1), confirmPassword: z.string().min(1) })
  .refine((form) => form.password === form.confirmPassword, {
    message: m.resetPasswordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;
