import { invitationRouter } from '../modules/invitation/router';
import { jobRouter } from '../modules/job/router';
import { shopRouter } from '../modules/shop/router';
import { userRouter } from '../modules/user/router';
import { vehicleRouter } from '../modules/vehicle/router';
import { createCallerFactory, router } from './init';

// Keys and procedure names are the spec's wire contract.
export const appRouter = router({
  invitation: invitationRouter,
  job: jobRouter,
  shop: shopRouter,
  user: userRouter,
  vehicle: vehicleRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
