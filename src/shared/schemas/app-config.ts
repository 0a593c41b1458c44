import { z } from 'zod';
import { adminPageSchema } from './admin';
import { refuseControlCharacters } from './text';

// The key is checked against the registry (src/shared/app-config.ts) and the value against that
// key's own schema by the service, so each key answers with its own message.
const appConfigKeySchema = z
  .string('Choose a key')
  .trim()
  .min(1, 'Choose a key')
  .max(100, 'Unknown key')
  .check(refuseControlCharacters('Key'));

/** appVariable.saveAppVariable / appSetting.saveAppSetting. */
export const saveAppConfigInput = z.object({ key: appConfigKeySchema, value: z.unknown() });
export type SaveAppConfigInput = z.infer<typeof saveAppConfigInput>;

/** appVariable.resetAppVariable / appSetting.resetAppSetting: back to the registry's default. */
export const resetAppConfigInput = z.object({ key: appConfigKeySchema });
export type ResetAppConfigInput = z.infer<typeof resetAppConfigInput>;

/** The change history of the variables or of the settings, 20 a page, newest first. */
export const appConfigChangesInput = z.object({ page: adminPageSchema }).default({ page: 1 });
export type AppConfigChangesInput = z.infer<typeof appConfigChangesInput>;
