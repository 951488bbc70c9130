import { describe, expect, it } from 'vitest';
import { registerFormSchema, resetPasswordFormSchema, signInFormSchema } from './auth-forms.ts';

const messages = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues.map((i) => i.message) ?? [];

describe('form rules of docs/product.md §5', () => {
  it('sign in', () => {
    expect(messages(signInFormSchema.safeParse({ email: '', password: '', rememberMe: false }))).toEqual([
      'Email is required',
      'Password is required',
    ]);
    expect(messages(signInFormSchema.safeParse({ email: 'ada@', password: '12345', rememberMe: false }))).toEqual([
      'Please enter a valid email address',
      'Password must be at least 6 characters',
    ]);
    expect(signInFormSchema.safeParse({ email: 'ada@example.com', password: '123456', rememberMe: true }).success).toBe(true);
  });

  it('register', () => {
    expect(messages(registerFormSchema.safeParse({ fullName: 'A', email: 'a@b.co', password: 'weak', confirmPassword: '' }))).toEqual([
      'Full name must be at least 2 characters',
      'Password must contain at least 8 characters, one uppercase letter, one lowercase letter, one number, and one special character',
      'Please confirm your password',
    ]);
    expect(
      messages(registerFormSchema.safeParse({ fullName: 'Ada', email: 'a@b.co', password: 'Str0ng!pw', confirmPassword: 'Str0ng!px' })),
    ).toEqual(['Passwords do not match']);
  });

  it('refuses control, text-direction and invisible-only names, and accepts names in any script', () => {
    const nameMessages = (fullName: string) =>
      messages(registerFormSchema.safeParse({ fullName, email: 'a@b.co', password: 'Str0ng!pw', confirmPassword: 'Str0ng!pw' }));
    for (const name of ['Ada\u202Egnp.exe', 'Ada\u0000', 'Ada\u001B[31m', 'Ada\u2066x']) {
      expect(nameMessages(name)).toEqual(['Full name cannot contain control or text-direction characters']);
    }
    for (const name of ['\u200B\u200B', '\u3164\u3164', '\u2800 \u2800']) {
      expect(nameMessages(name)).toEqual(['Full name must contain visible characters']);
    }
    for (const name of ['José Zoë', '李小龙', 'محمد علي', 'می\u200Cخواهم']) expect(nameMessages(name)).toEqual([]);
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
