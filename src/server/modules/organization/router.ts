import { router } from '../../trpc/init';

export const organizationRouter = router({});
