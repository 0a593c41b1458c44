import { z } from 'zod';
import { REMINDER_DAYS_MAX, REMINDER_DAYS_MIN } from '../deferred-work';
import { quoteIdSchema } from './quote';
import { plainText } from './text';
import { vinSchema } from './vehicle';

// The procedures of declined work (issue 26): the vehicle's list, the advisor's decline, adding
// the work again, and the shop's reminder setting.

export const deferredJobIdSchema = z.uuid('Invalid declined job id');

/** deferredWork.getDeferredWork (with the shop): the vehicle's declined work at that shop. */
export const getDeferredWorkInput = z.object({ vin: vinSchema });

/** deferredWork.markJobDeclined: the advisor records that the customer declined a job, and why. */
export const markJobDeclinedInput = z.object({
  quoteId: quoteIdSchema,
  jobKey: plainText('Job', { max: 300, required: true }),
  reason: plainText('Reason', { max: 300, required: true }),
});
export type MarkJobDeclinedInput = z.infer<typeof markJobDeclinedInput>;

/** deferredWork.addDeferredJobToQuote: onto the open quote, or (without one) a new quote. */
export const addDeferredJobToQuoteInput = z.object({
  deferredJobId: deferredJobIdSchema,
  quoteId: quoteIdSchema.optional(),
});
export type AddDeferredJobToQuoteInput = z.infer<typeof addDeferredJobToQuoteInput>;

/** shop.saveDeferredReminders (owners): reminders of declined work. */
export const saveDeferredRemindersInput = z
  .object({
    enabled: z.boolean('Choose whether reminders are sent'),
    afterDays: z
      .number('Days must be a number')
      .int('Days must be a whole number')
      .min(REMINDER_DAYS_MIN, `Days must be at least ${REMINDER_DAYS_MIN}`)
      .max(REMINDER_DAYS_MAX, `Days must be at most ${REMINDER_DAYS_MAX}`),
    email: z.boolean(),
    sms: z.boolean(),
  })
  .refine((s) => !s.enabled || s.email || s.sms, {
    message: 'Choose e-mail, text or both to send reminders',
    path: ['email'],
  });
export type SaveDeferredRemindersInput = z.infer<typeof saveDeferredRemindersInput>;

/** deferredWork.dismissDeferredJob: the work was done elsewhere or is no longer wanted. */
export const dismissDeferredJobInput = z.object({ deferredJobId: deferredJobIdSchema });
