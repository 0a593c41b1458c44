import { z } from 'zod';
import { quoteIdSchema } from './quote';

/** A customer's answer to one job of a shared quote. */
export const JOB_DECISION_VALUES = ['APPROVED', 'DECLINED'] as const;
export const jobDecisionSchema = z.enum(JOB_DECISION_VALUES, 'Choose approve or decline');
export type JobDecisionValue = z.infer<typeof jobDecisionSchema>;

/** The share link's token (?t=…): only the customer a quote was sent to may answer for it. */
const shareTokenSchema = z
  .string('This link does not allow answering. Please use the link the shop sent you.')
  .trim()
  .min(1, 'This link does not allow answering. Please use the link the shop sent you.')
  .max(64);

/** customerApproval.respondToJob: approve or decline one job (jobs as src/shared/quote-jobs.ts groups them). */
export const respondToJobInput = z.object({
  quoteId: quoteIdSchema,
  t: shareTokenSchema,
  jobKey: z.string('Unknown job').trim().min(1, 'Unknown job').max(200),
  decision: jobDecisionSchema,
  /** The revision the page showed (null before the quote was sent); a newer one refuses the answer. */
  revision: z.number().int().min(1).nullable().optional(),
});
export type RespondToJobInput = z.infer<typeof respondToJobInput>;

/** customerApproval.getQuoteResponses: the shop's view of a quote's shares and answers. */
export const quoteResponsesInput = z.object({ quoteId: quoteIdSchema });
