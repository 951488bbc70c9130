import type { User } from '../auth/users.ts';

/**
 * The accounts named in STAFF_EMAILS, who may use the prompt tester. Asked of the account on every
 * call — never of what the browser says — and only a verified email counts, so registering a staff
 * address that has no account yet gives nothing.
 */
export function createStaffList(emails: ReadonlySet<string>, users: { findById(id: string): Promise<User | undefined> }) {
  return {
    async isStaff(userId: string): Promise<boolean> {
      if (emails.size === 0) return false;
      const user = await users.findById(userId);
      return Boolean(user && user.email_verified_at !== null && emails.has(user.email.toLowerCase()));
    },
  };
}
export type StaffList = ReturnType<typeof createStaffList>;
