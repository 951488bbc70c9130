/** docs/product.md §5: at least 8 characters with an uppercase, a lowercase, a digit and one of !@#$%^&*. */
export function isStrongPassword(password: string): boolean {
  return password.length >= 8 && /[A-Z]/.test(password) && /[a-z]/.test(password) && /\d/.test(password) && /[!@#$%^&*]/.test(password);
}
