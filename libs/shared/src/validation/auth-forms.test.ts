import { describe, expect, it } from 'vitest';
import { registerFormSchema, resetPasswordFormSchema, signInFormSchema } from './auth-forms.ts';

const messages = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues.map((i) => i.message) ?? [];

describe('form rules of SPEC §5', () => {
  it('sign in', () => {
    expect(messages(signInFormSchema.safeParse({ email: '', password: '', rememberMe: false }))).toEqual([
      'Email is required', 'Password is required',
    ]);
    expect(messages(signInFormSchema.safeParse({ email: 'ada@', password: '12345', rememberMe: false }))).toEqual([
      'Please enter a valid email address', 'Password must be at least 6 characters',
    ]);
    expect(signInFormSchema.safeParse({ email: 'ada@example.com', password: '123456', rememberMe: true }).success).toBe(true);
  });

  it('register', () => {
    expect(messages(registerFormSchema.safeParse({ fullName: 'A', email: 'a@b.co', password: 'weak', confirmPassword: '' }))).toEqual([
      'Full name must be at least 2 characters',
      'Password must contain at least 8 characters, one uppercase letter, one lowercase letter, one number, and one special character',
      'Please confirm your password',
    ]);
    expect(messages(registerFormSchema.safeParse({ fullName: 'Ada', email: 'a@b.co', password: 'Str0ng!pw', confirmPassword: 'Str0ng!px' }))).toEqual([
      'Passwords do not match',
    ]);
  });

  it('checks the confirmation even while another field is invalid', () => {
    expect(messages(registerFormSchema.safeParse({ fullName: '', email: '', password: 'Str0ng!pw', confirmPassword: 'other' }))).toContain(
      'Passwords do not match',
    );
  });

  it('reset password', () => {
    expect(messages(resetPasswordFormSchema.safeParse({ password: 'Abc!1234', confirmPassword: 'Abc!1235' }))).toEqual([
      'Passwords do not match.',
    ]);
  });
});
