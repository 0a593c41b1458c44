import { router } from '../../trpc/init';
import { publicProcedure } from '../../trpc/procedures';
import { getAnalyticsConfig } from './service';

export const analyticsRouter = router({
  getConfig: publicProcedure.query(({ ctx }) => getAnalyticsConfig(ctx)),
});
