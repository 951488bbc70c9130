import { z } from 'zod';
import { validationMessages } from './messages.ts';

/** SPEC §5: at least 8 characters with an uppercase, a lowercase, a digit and one of !@#$%^&*. */
export function isStrongPassword(password: string): boolean {
  return (
    password.length >= 8 &&
    /[A-Z]/.test(password) &&
    /[a-z]/.test(password) &&
    /\d/.test(password) &&
    /[!@#$%^&*]/.test(password)
  );
}

export const registrationPasswordSchema = z
  .string()
  .min(1, { message: validationMessages.passwordRequired, abort: true })
  .max(1024)
  .refine(isStrongPassword, validationMessages.registrationPasswordWeak);
