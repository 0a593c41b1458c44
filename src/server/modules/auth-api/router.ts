import { router } from '../../trpc/init';

export const authApiRouter = router({});
