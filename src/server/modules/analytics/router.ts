import { router } from '../../trpc/init';

export const analyticsRouter = router({});
