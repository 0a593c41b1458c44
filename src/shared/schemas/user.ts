import { z } from 'zod';
import { SHOP_ROLES } from '../shop-roles';
import { adminListInput } from './admin';
import { shopIdSchema } from './shop';
import { plainText, refuseControlCharacters } from './text';

// Payload keys are the spec's procedure table (user.getUsersInShop takes shop_id).
export const getUsersInShopSchema = z.object({ shop_id: shopIdSchema });
export type GetUsersInShopInput = z.infer<typeof getUsersInShopSchema>;

export const deleteUserShopSchema = z.object({ userShopId: z.uuid('Invalid user link id') });
export type DeleteUserShopInput = z.infer<typeof deleteUserShopSchema>;

/** An owner (or an administrator) makes a member an owner, or an owner a member again. */
export const setShopRoleSchema = z.object({
  userShopId: z.uuid('Invalid user link id'),
  role: z.enum(SHOP_ROLES, 'Role must be Owner or Member'),
});
export type SetShopRoleInput = z.infer<typeof setShopRoleSchema>;

export const setDevModeSchema = z.object({ enabled: z.boolean() });
export type SetDevModeInput = z.infer<typeof setDevModeSchema>;

/** A user's id (better-auth's text ids, not uuids). */
export const userIdSchema = z
  .string('Invalid user id')
  .trim()
  .min(1, 'Invalid user id')
  .max(100, 'Invalid user id')
  .check(refuseControlCharacters('User id'));

/** Admin Users (spec 001 §2): 20 a page, ?page, a search on name or e-mail. */
export const getAdminUsersSchema = adminListInput;
export type GetAdminUsersInput = z.infer<typeof getAdminUsersSchema>;

export const USER_NAME_MAX = 120;

export const saveUserAdminSchema = z.object({
  id: userIdSchema,
  name: plainText('Name', { max: USER_NAME_MAX, required: true }),
});
export type SaveUserAdminInput = z.infer<typeof saveUserAdminSchema>;

/** The most ids one attach call takes (the admin pickers list 500 shops at most). */
export const ATTACH_MAX = 500;

export const adminAttachShopsToUserSchema = z.object({
  user_id: userIdSchema,
  shop_ids: z.array(shopIdSchema, 'Shops must be a list').max(ATTACH_MAX, `At most ${ATTACH_MAX} shops`),
});
export type AdminAttachShopsToUserInput = z.infer<typeof adminAttachShopsToUserSchema>;
