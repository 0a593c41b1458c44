import { z } from 'zod';
import { adminListInput } from './admin';
import { plainText, refuseControlCharacters } from './text';

// App guidelines apply to every shop's quotes; only admins write them (spec 002 §5, issue 14).
export const APP_GUIDELINE_TITLE_MAX = 300;
export const APP_GUIDELINE_DESCRIPTION_MAX = 5000;

const CREATE_REQUIRED = 'Title and description are required';
const appGuidelineIdSchema = z.uuid('Invalid app guideline id');

/**
 * Create keeps the spec's one message for both empty fields (the quote panel's dialog shows it
 * once); control characters are refused like every typed text, so a NUL byte is a message, not a 500.
 */
export const createAppGuidelineInput = z.object({
  title: z
    .string('Title must be text')
    .trim()
    .min(1, CREATE_REQUIRED)
    .max(APP_GUIDELINE_TITLE_MAX, `Title must be at most ${APP_GUIDELINE_TITLE_MAX} characters`)
    .check(refuseControlCharacters('Title')),
  description: z
    .string('Description must be text')
    .trim()
    .min(1, CREATE_REQUIRED)
    .max(
      APP_GUIDELINE_DESCRIPTION_MAX,
      `Description must be at most ${APP_GUIDELINE_DESCRIPTION_MAX} characters`,
    )
    .check(refuseControlCharacters('Description', { isMultiLine: true })),
});
export type CreateAppGuidelineInput = z.infer<typeof createAppGuidelineInput>;

/** The admin edit form: each field names itself when empty. */
export const appGuidelineFieldsSchema = z.object({
  title: plainText('Title', { max: APP_GUIDELINE_TITLE_MAX, required: true }),
  description: plainText('Description', {
    max: APP_GUIDELINE_DESCRIPTION_MAX,
    required: true,
    isMultiLine: true,
  }),
});
export type AppGuidelineFields = z.infer<typeof appGuidelineFieldsSchema>;

export const getAppGuidelinesInput = adminListInput;

export const updateAppGuidelineInput = appGuidelineFieldsSchema.extend({ id: appGuidelineIdSchema });
export type UpdateAppGuidelineInput = z.infer<typeof updateAppGuidelineInput>;

export const deleteAppGuidelineInput = z.object({ id: appGuidelineIdSchema });
export type DeleteAppGuidelineInput = z.infer<typeof deleteAppGuidelineInput>;
