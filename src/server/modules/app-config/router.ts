import {
  appConfigChangesInput,
  resetAppConfigInput,
  saveAppConfigInput,
} from '../../../shared/schemas/app-config';
import { router } from '../../trpc/init';
import { adminProcedure } from '../../trpc/procedures';
import { listAppConfig, listAppConfigChanges, resetAppConfig, saveAppConfig } from './service';

export const appVariableRouter = router({
  getAppVariables: adminProcedure.query(({ ctx }) => listAppConfig(ctx, 'VARIABLE')),
  getAppVariableChanges: adminProcedure
    .input(appConfigChangesInput)
    .query(({ ctx, input }) => listAppConfigChanges(ctx, 'VARIABLE', input)),
  saveAppVariable: adminProcedure
    .input(saveAppConfigInput)
    .mutation(({ ctx, input }) => saveAppConfig(ctx, 'VARIABLE', input)),
  resetAppVariable: adminProcedure
    .input(resetAppConfigInput)
    .mutation(({ ctx, input }) => resetAppConfig(ctx, 'VARIABLE', input)),
});

export const appSettingRouter = router({
  getAppSettings: adminProcedure.query(({ ctx }) => listAppConfig(ctx, 'SETTING')),
  getAppSettingChanges: adminProcedure
    .input(appConfigChangesInput)
    .query(({ ctx, input }) => listAppConfigChanges(ctx, 'SETTING', input)),
  saveAppSetting: adminProcedure
    .input(saveAppConfigInput)
    .mutation(({ ctx, input }) => saveAppConfig(ctx, 'SETTING', input)),
  resetAppSetting: adminProcedure
    .input(resetAppConfigInput)
    .mutation(({ ctx, input }) => resetAppConfig(ctx, 'SETTING', input)),
  // Public: the client decides before sign-in whether to load analytics at all.
});
