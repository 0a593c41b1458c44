import { router } from '../../trpc/init';

export const aiRouter = router({});
