/** The Users screen (back office) and POST /api/admin/users: one schema for an invitation. */
import { z } from 'zod';

import { STAFF_ROLES, USER_ROLES, type UserRole } from '../constants.ts';

export { USER_ROLES, type UserRole };

export const inviteSchema = z.object({
  email: z
    .string('Please enter a valid email address.')
    .trim()
    .toLowerCase()
    .pipe(
      z
        .email('Please enter a valid email address.')
        .max(320, 'Enter an email address of at most 320 characters.'),
    ),
  role: z.enum(USER_ROLES, 'The role must be admin, editor, sales or partner.'),
});

export type InviteInput = z.infer<typeof inviteSchema>;

export interface UserView {
  id: string;
  email: string;
  role: UserRole;
  disabled: boolean;
  /** The owner has not chosen a password yet. */
  invited: boolean;
  lastLoginAt: string | null;
  createdAt: string;
  partnerApplicationId: string | null;
}

/** POST /api/admin/users/:id/role: a staff account's new role. */
export const roleChangeSchema = z.object({
  role: z.enum(STAFF_ROLES, 'The role must be admin, editor or sales.'),
});

export type RoleChangeInput = z.infer<typeof roleChangeSchema>;
