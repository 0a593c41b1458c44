import { z } from 'zod';
import { onlineAuthorizationSchema } from './estimate-quote';
import { INTEGER_COLUMN_MAX } from './number';
import { quoteIdSchema } from './quote';
import { refuseControlCharacters } from './text';

/** A customer's answer to one job of a shared quote. */
export const JOB_DECISION_VALUES = ['APPROVED', 'DECLINED'] as const;
export const jobDecisionSchema = z.enum(JOB_DECISION_VALUES, 'Choose approve or decline');
export type JobDecisionValue = z.infer<typeof jobDecisionSchema>;

/** The share link's token (?t=…): only the customer a quote was sent to may answer for it. */
const shareTokenSchema = z
  .string('This link does not allow answering. Please use the link the shop sent you.')
  .trim()
  .min(1, 'This link does not allow answering. Please use the link the shop sent you.')
  .max(64)
  .check(refuseControlCharacters('The link'));

/** customerApproval.respondToJob: approve or decline one job (jobs as src/shared/quote-jobs.ts groups them). */
export const respondToJobInput = z
  .object({
    quoteId: quoteIdSchema,
    t: shareTokenSchema,
    jobKey: z
      .string('Unknown job')
      .trim()
      .min(1, 'Unknown job')
      .max(200)
      .check(refuseControlCharacters('Job')),
    decision: jobDecisionSchema,
    /** The revision the page showed (null before the quote was sent); a newer one refuses the answer. */
    revision: z
      .number()
      .int()
      .min(1)
      .max(INTEGER_COLUMN_MAX, `Revision must be at most ${INTEGER_COLUMN_MAX}`)
      .nullable()
      .optional(),
    /** Approving: the customer's typed name and consent to the total shown (issue 25). */
    authorization: onlineAuthorizationSchema.optional(),
  })
  .refine((input) => input.decision !== 'APPROVED' || input.authorization, {
    message: 'Type your name and tick the box to authorize the work',
    path: ['authorization'],
  });
export type RespondToJobInput = z.infer<typeof respondToJobInput>;

/** customerApproval.getQuoteResponses: the shop's view of a quote's shares and answers. */
export const quoteResponsesInput = z.object({ quoteId: quoteIdSchema });

/**
 * customerApproval.getRecentAnswers: the shop's answers given after a cursor. The first call
 * (no cursor) returns none and the server's clock as the cursor, so a browser with a wrong
 * clock misses nothing.
 */
export const recentAnswersInput = z.object({
  after: z.iso.datetime({ offset: true, message: 'The cursor must be a date and time' }).optional(),
});
