import { router } from '../../trpc/init';

export const appVariableRouter = router({});
export const appSettingRouter = router({});
