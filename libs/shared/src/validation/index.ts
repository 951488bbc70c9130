export * from './auth-forms.ts';
export * from './email-pattern.ts';
export * from './messages.ts';
export * from './password-rules.ts';
export * from './name-rules.ts';
