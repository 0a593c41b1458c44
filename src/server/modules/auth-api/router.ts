import { saveAuthApiAdminInput } from '../../../shared/schemas/auth-api';
import { router } from '../../trpc/init';
import { adminProcedure } from '../../trpc/procedures';
import { listAuthApis, saveAuthApi } from './service';

export const authApiRouter = router({
  getAdminAuthApis: adminProcedure.query(({ ctx }) => listAuthApis(ctx)),
  saveAuthApiAdmin: adminProcedure
    .input(saveAuthApiAdminInput)
    .mutation(({ ctx, input }) => saveAuthApi(ctx, input)),
});
