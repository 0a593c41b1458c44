import { router } from '../../trpc/init';

export const credentialRouter = router({});
