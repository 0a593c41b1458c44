import { eq, sql } from 'drizzle-orm';
import type { ProtectedContext } from '../../context-types';
import { interactions, jobs } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { countsMoved } from '../job/search-cache';

/**
 * Records that the caller used a network job. The count is of users, not clicks: a user's first
 * use adds one and using the job again adds nothing (the unique index on job and user decides,
 * so two requests at once still count once). Returns the job's current count either way.
 */
export async function recordInteraction(ctx: Pick<ProtectedContext, 'db' | 'user'>, jobId: string) {
  const recorded = await ctx.db.transaction(async (tx) => {
    const readJob = () =>
      tx
        .select({ id: jobs.id, count_interactions: jobs.count_interactions })
        .from(jobs)
        .where(eq(jobs.id, jobId));
    const [job] = await readJob();
    if (!job) throw new AppError('NOT_FOUND', 'Job not found');
    const inserted = await tx
      .insert(interactions)
      .values({ job_id: jobId, user_id: ctx.user.id })
      .onConflictDoNothing({ target: [interactions.job_id, interactions.user_id] })
      .returning({ id: interactions.id });
    if (inserted.length === 0) {
      // Read again: a concurrent first use by this user may have committed since the read above.
      const [again] = await readJob();
      return again ?? job;
    }
    const [counted] = await tx
      .update(jobs)
      .set({ count_interactions: sql`${jobs.count_interactions} + 1` })
      .where(eq(jobs.id, jobId))
      .returning({ id: jobs.id, count_interactions: jobs.count_interactions });
    return counted ?? job;
  });
  // This instance's kept search pages show the new count at once (others within seconds).
  countsMoved();
  return recorded;
}
