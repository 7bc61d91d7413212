import { STAFF_ROLES, type StaffRole, type UserRole } from './constants.ts';

/**
 * A staff role (the back office's), not a partner's. A module of its own, not in
 * admin/access.ts, so the partner portal's sign-in tells without loading the back office's rules
 * (and not in constants.ts, which every public page loads).
 */
export function isStaff(role: UserRole | string | undefined): role is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(role ?? '');
}
