import type { User } from '../auth/users.ts';

/**
 * The accounts named in STAFF_EMAILS, who may use the prompt tester. Asked of the account on every
 * call — never of what the browser says — and only a verified email counts, so registering a staff
 * address that has no account yet gives nothing.
 */
export function createStaffList(emails: ReadonlySet<string>, users: { findById(id: string): Promise<User | undefined> }) {
  /** The account when it is staff, else undefined. */
  const staffMember = async (userId: string): Promise<User | undefined> => {
    if (emails.size === 0) return undefined;
    const user = await users.findById(userId);
    return user && user.email_verified_at !== null && emails.has(user.email.toLowerCase()) ? user : undefined;
  };
  return { staffMember, isStaff: async (userId: string) => (await staffMember(userId)) !== undefined };
}
export type StaffList = ReturnType<typeof createStaffList>;
