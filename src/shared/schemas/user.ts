import { z } from 'zod';
import { shopIdSchema } from './shop';

// Payload keys are the spec's procedure table (user.getUsersInShop takes shop_id).
export const getUsersInShopSchema = z.object({ shop_id: shopIdSchema });
export type GetUsersInShopInput = z.infer<typeof getUsersInShopSchema>;

export const deleteUserShopSchema = z.object({ userShopId: z.uuid('Invalid user link id') });
export type DeleteUserShopInput = z.infer<typeof deleteUserShopSchema>;

export const setDevModeSchema = z.object({ enabled: z.boolean() });
export type SetDevModeInput = z.infer<typeof setDevModeSchema>;
