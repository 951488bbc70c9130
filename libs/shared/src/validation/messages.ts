/** docs/product.md §5's texts, verbatim; the two name-character texts are ours, in the product's style. */
export const validationMessages = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters',
  fullNameRequired: 'Full name is required',
  fullNameTooShort: 'Full name must be at least 2 characters',
  fullNameHasHiddenCharacters: 'Full name cannot contain control or text-direction characters',
  fullNameInvisible: 'Full name must contain visible characters',
  nameTooLong: `Names are at most 120 characters`,
  nameHasHiddenCharacters: 'Names cannot contain control or text-direction characters',
  unknownTimeZone: 'Unknown time zone',
  registrationPasswordWeak:
    'Password must contain at least 8 characters, one uppercase letter, one lowercase letter, one number, and one special character',
  confirmPasswordRequired: 'Please confirm your password',
  passwordsDoNotMatch: 'Passwords do not match',
  resetPasswordsDoNotMatch: 'Passwords do not match.',
  resetPasswordWeak:
    'Password must be at least 8 characters long, include an uppercase letter, a lowercase letter, a number, and a special character.',
  /** Shown under a new password before the first try (ours): the rules both checks enforce. */
  passwordRulesHint: 'At least 8 characters, with an uppercase and a lowercase letter, a number and a special character.',
  selectWisdomFirst: 'Please select at least one philosophical wisdom first. Go back to the Wisdom page.',
  fillAstrologyForm: 'Please fill out all fields in the form before proceeding.',
  fillAstrologyFormEdit: 'Please fill all the fields in the astrology form.',
} as const;
