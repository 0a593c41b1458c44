import { saveUserSchema, signUpSchema } from '../../../shared/schemas/auth';
import { router } from '../../trpc/init';
import { protectedProcedure, publicProcedure } from '../../trpc/procedures';
import { getMe, saveUserName, signUp } from './service';

export const userRouter = router({
  getMe: protectedProcedure.query(({ ctx }) => getMe(ctx)),
  saveUser: protectedProcedure.input(saveUserSchema).mutation(({ ctx, input }) => saveUserName(ctx, input)),
  signup: publicProcedure.input(signUpSchema).mutation(({ ctx, input }) => signUp(ctx, input)),
});
