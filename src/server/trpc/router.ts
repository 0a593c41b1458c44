import { aiRouter } from '../modules/ai/router';
import { analyticsRouter } from '../modules/analytics/router';
import { appSettingRouter, appVariableRouter } from '../modules/app-config/router';
import { appGuidelineRouter } from '../modules/app-guideline/router';
import { authApiRouter } from '../modules/auth-api/router';
import { categoryRouter } from '../modules/category/router';
import { conversationRouter } from '../modules/conversation/router';
import { credentialRouter } from '../modules/credential/router';
import { customerApprovalRouter } from '../modules/customer-approval/router';
import { deferredWorkRouter } from '../modules/deferred-work/router';
import { estimateRouter } from '../modules/estimate/router';
import { integrationRouter } from '../modules/integration/router';
import { interactionRouter } from '../modules/interaction/router';
import { invitationRouter } from '../modules/invitation/router';
import { jobRouter } from '../modules/job/router';
import { knowledgeBaseRouter } from '../modules/knowledge-base/router';
import { matrixRouter } from '../modules/matrix/router';
import { messageRouter } from '../modules/message/router';
import { notificationDemoRouter } from '../modules/notification-demo/router';
import { organizationRouter } from '../modules/organization/router';
import { partRouter } from '../modules/part/router';
import { quoteRouter } from '../modules/quote/router';
import { repairOrderRouter } from '../modules/repair-order/router';
import { shopRouter } from '../modules/shop/router';
import { userRouter } from '../modules/user/router';
import { vehicleRouter } from '../modules/vehicle/router';
import { webhookRouter } from '../modules/webhook/router';
import { createCallerFactory, router } from './init';

// Keys and procedure names are the spec's wire contract.
export const appRouter = router({
  ai: aiRouter,
  analytics: analyticsRouter,
  appGuideline: appGuidelineRouter,
  appSetting: appSettingRouter,
  appVariable: appVariableRouter,
  authApi: authApiRouter,
  category: categoryRouter,
  conversation: conversationRouter,
  credential: credentialRouter,
  customerApproval: customerApprovalRouter,
  estimate: estimateRouter,
  deferredWork: deferredWorkRouter,
  integration: integrationRouter,
  interaction: interactionRouter,
  invitation: invitationRouter,
  job: jobRouter,
  knowledgeBase: knowledgeBaseRouter,
  matrix: matrixRouter,
  message: messageRouter,
  notificationDemo: notificationDemoRouter,
  organization: organizationRouter,
  part: partRouter,
  quote: quoteRouter,
  repairOrder: repairOrderRouter,
  shop: shopRouter,
  user: userRouter,
  vehicle: vehicleRouter,
  webhook: webhookRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
