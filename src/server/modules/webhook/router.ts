import { router } from '../../trpc/init';

export const webhookRouter = router({});
