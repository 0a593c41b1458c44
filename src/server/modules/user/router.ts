import { saveUserSchema, signUpSchema } from '../../../shared/schemas/auth';
import {
  deleteUserShopSchema,
  getAdminUsersSchema,
  getUsersInShopSchema,
  saveUserAdminSchema,
  setDevModeSchema,
  setShopRoleSchema,
} from '../../../shared/schemas/user';
import { router } from '../../trpc/init';
import { adminProcedure, protectedProcedure, publicProcedure } from '../../trpc/procedures';
import { listAdminUsers, saveUserAsAdmin } from './admin';
import { removeUserFromShop, setShopRole } from './memberships';
import { getMe, listUsersInShop, saveUserName, setDevMode } from './service';
import { signUp } from './sign-up';

export const userRouter = router({
  getMe: protectedProcedure.query(({ ctx }) => getMe(ctx)),
  saveUser: protectedProcedure.input(saveUserSchema).mutation(({ ctx, input }) => saveUserName(ctx, input)),
  setDevMode: adminProcedure.input(setDevModeSchema).mutation(({ ctx, input }) => setDevMode(ctx, input)),
  signup: publicProcedure.input(signUpSchema).mutation(({ ctx, input }) => signUp(ctx, input)),
  // The spec's payload names the shop shop_id, so the membership check lives in the service
  // rather than in shopProcedure (which reads shopId).
  getUsersInShop: protectedProcedure
    .input(getUsersInShopSchema)
    .query(({ ctx, input }) => listUsersInShop(ctx, input)),
  deleteUserShop: protectedProcedure
    .input(deleteUserShopSchema)
    .mutation(({ ctx, input }) => removeUserFromShop(ctx, input)),
  setShopRole: protectedProcedure
    .input(setShopRoleSchema)
    .mutation(({ ctx, input }) => setShopRole(ctx, input)),
  getAdminUsers: adminProcedure
    .input(getAdminUsersSchema)
    .query(({ ctx, input }) => listAdminUsers(ctx, input)),
  saveUserAdmin: adminProcedure
    .input(saveUserAdminSchema)
    .mutation(({ ctx, input }) => saveUserAsAdmin(ctx, input)),
});
