/** What deleting and downloading an account answer (docs/privacy.md); zod-free, for the screens. */
export const accountMessages = {
  deleted: 'Your account and everything Companion kept about you have been deleted.',
  wrongPassword: 'That password is not right.',
  confirmFirst: 'Please confirm with your password, or with Google if you sign in with Google.',
  tooManyTries: (minutes: number) => `Too many tries. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  tooManyExports: (minutes: number) =>
    `You downloaded your data a few times already. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
} as const;

/** The delete page's words: what goes, and how it is confirmed. */
export const deleteAccountTexts = {
  title: 'Delete your account',
  lead: 'Deleting your account removes, for good:',
  removed: [
    'your account: name, email, password and every signed-in session;',
    'your WhatsApp link: Companion unlinks its device from your phone;',
    'your contacts list, your schedules and the new messages waiting for their next run;',
    'every reading Companion made for you, with the traits and events found in them;',
    'your companion wisdom and language, and any code or reset link not yet used.',
  ],
  undone: 'This cannot be undone. To keep a copy, download your data first.',
  mail: (email: string) => `When it is done, we send one email to ${email} to say so.`,
  withPassword: 'To confirm, enter your password.',
  withGoogle: 'To confirm, sign in with Google again.',
  confirmWithGoogle: 'Confirm with Google and delete',
  submit: 'Delete my account',
  submitting: 'Deleting...',
  cancel: 'Keep my account',
  download: 'Download my data',
} as const;
