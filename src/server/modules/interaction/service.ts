import { eq, sql } from 'drizzle-orm';
import { interactions, jobs } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { ProtectedContext } from '../../trpc/context';

/** Records that the caller used a network job; the job's interaction count goes up by one. */
export async function recordInteraction(ctx: Pick<ProtectedContext, 'db' | 'user'>, jobId: string) {
  return ctx.db.transaction(async (tx) => {
    const [job] = await tx
      .update(jobs)
      .set({ count_interactions: sql`${jobs.count_interactions} + 1` })
      .where(eq(jobs.id, jobId))
      .returning({ id: jobs.id, count_interactions: jobs.count_interactions });
    if (!job) throw new AppError('NOT_FOUND', 'Job not found');
    await tx.insert(interactions).values({ job_id: jobId, user_id: ctx.user.id });
    return job;
  });
}
