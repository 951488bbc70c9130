// zod/mini: these schemas are on the first page (/signIn), where classic zod's method chains would
// cost kilobytes the page budget does not have (ARCHITECTURE §10). Same rules, same messages.
import * as z from 'zod/mini';
import { simpleEmailPattern } from './email-pattern.ts';
import { validationMessages as m } from './messages.ts';
import { isStrongPassword } from './password-rules.ts';
import { hasControlOrDirectionCharacters, hasVisibleCharacters } from './name-rules.ts';

/**
 * Whether a form-level match check should run: zod skips refinements of an object with any invalid
 * field, but the confirmation must be checked even while, say, the name is still empty.
 */
const unlessConfirmationInvalid = {
  when: (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    !payload.issues.some((issue) => issue.path?.[0] === 'confirmPassword'),
};

/**
 * A required field reports only 'required' while empty, then its other rules. (Not `abort`: an aborted
 * field would also stop the form-level confirmation check.)
 */
const required = (message: string) => z.minLength(1, message);
const ifFilled = { when: (payload: { value: unknown }) => payload.value !== '' };

const email = z.string().check(required(m.emailRequired), z.regex(simpleEmailPattern, { error: m.emailInvalid, ...ifFilled }));

export const signInFormSchema = z.object({
  email,
  password: z.string().check(required(m.passwordRequired), z.minLength(6, { error: m.passwordTooShort, ...ifFilled })),
  rememberMe: z.boolean(),
});
export type SignInForm = z.infer<typeof signInFormSchema>;

export const registerFormSchema = z
  .object({
    fullName: z.string().check(
      z.trim(),
      required(m.fullNameRequired),
      z.minLength(2, { error: m.fullNameTooShort, ...ifFilled }),
      z.refine((name) => !hasControlOrDirectionCharacters(name), { error: m.fullNameHasHiddenCharacters, ...ifFilled }),
      z.refine(hasVisibleCharacters, { error: m.fullNameInvisible, ...ifFilled }),
    ),
    email,
    password: z
      .string()
      .check(required(m.passwordRequired), z.refine(isStrongPassword, { error: m.registrationPasswordWeak, ...ifFilled })),
    confirmPassword: z.string().check(required(m.confirmPasswordRequired)),
  })
  .check(
    z.refine((form) => form.confirmPassword === '' || form.password === form.confirmPassword, {
      error: m.passwordsDoNotMatch,
      path: ['confirmPassword'],
      ...unlessConfirmationInvalid,
    }),
  );
export type RegisterForm = z.infer<typeof registerFormSchema>;

export const forgotPasswordFormSchema = z.object({ email });
export type ForgotPasswordForm = z.infer<typeof forgotPasswordFormSchema>;

export const resetPasswordFormSchema = z
  .object({
    password: z.string().check(required(m.passwordRequired)),
    confirmPassword: z.string().check(required(m.confirmPasswordRequired)),
  })
  .check(
    z.refine((form) => form.password === form.confirmPassword, {
      error: m.resetPasswordsDoNotMatch,
      path: ['confirmPassword'],
      ...unlessConfirmationInvalid,
    }),
  );
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

/** Deleting the account: the password, asked again (docs/privacy.md). */
export const deleteAccountFormSchema = z.object({ password: z.string().check(required(m.passwordRequired)) });
export type DeleteAccountForm = z.infer<typeof deleteAccountFormSchema>;
