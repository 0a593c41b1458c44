import { and, asc, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../context-types';
import type { Db } from '../db/client';
import { queryRows } from '../db/client';
import { backgroundJobs, quotes } from '../db/schema';
import { sendDueReminders } from '../modules/deferred-work/reminders';
import { deliverDueWebhooks } from '../modules/webhook/deliver';
import { runQuoteTask } from './tasks';

// Claims work through the database: a RUNNING job whose lease ran out (its process died) is
// claimed again and resumes after the items it already handled. A worker that is stopped (the
// server shutting down) hands its job back between two items instead, for another to take at once.

export type WorkerOptions = {
  /** How long a claim holds before another worker may take the job over. */
  leaseMs?: number;
  pollMs?: number;
  /** How often due reminders of declined work are looked for (they are due by the day). */
  reminderPollMs?: number;
  maxAttempts?: number;
  /** Test hook: pause between items, to stop a run half-way. */
  stepDelayMs?: number;
  /** Once aborted, no job is claimed and the running one is handed back after its current item. */
  signal?: AbortSignal;
};

type JobRow = typeof backgroundJobs.$inferSelect;

const DEFAULTS = { leaseMs: 30_000, pollMs: 500, reminderPollMs: 60_000, maxAttempts: 3, stepDelayMs: 0 };
type Options = Required<Omit<WorkerOptions, 'signal'>> & { signal?: AbortSignal };

/** Thrown between two items of a job once the worker is stopping. */
class WorkerStopping extends Error {}

async function claimJob(db: Db, leaseMs: number): Promise<JobRow | null> {
  const rows = await queryRows<JobRow>(
    db,
    sql`update background_jobs set status = 'RUNNING', attempts = attempts + 1,
          locked_until = now() + make_interval(secs => ${leaseMs / 1000})
        where id = (
          select id from background_jobs
          where status = 'QUEUED' or (status = 'RUNNING' and locked_until < now())
          order by created_at limit 1 for update skip locked)
        returning *`,
  );
  return rows[0] ?? null;
}

function flagOff(kind: JobRow['kind'], error: string | null) {
  return kind === 'VERIFY_LABOR'
    ? { isVerifyingLaborItemsInProgress: false, verify_error: error }
    : { isSourcingPartsInProgress: false, sourcing_error: error };
}

async function finish(db: Db, job: JobRow, error: string | null) {
  await db.transaction(async (tx) => {
    await tx
      .update(backgroundJobs)
      .set({ status: error ? 'FAILED' : 'DONE', error, finished_at: new Date(), locked_until: null })
      .where(eq(backgroundJobs.id, job.id));
    await tx.update(quotes).set(flagOff(job.kind, error)).where(eq(quotes.id, job.quote_id));
  });
}

/**
 * Hands a job back unfinished: queued again with its progress, and the attempt not counted, since
 * it did not fail. The quote stays 'in progress' for the worker that takes it next.
 */
async function release(db: Db, job: JobRow) {
  await db
    .update(backgroundJobs)
    .set({ status: 'QUEUED', locked_until: null, attempts: sql`greatest(${backgroundJobs.attempts} - 1, 0)` })
    .where(and(eq(backgroundJobs.id, job.id), eq(backgroundJobs.status, 'RUNNING')));
}

/** Runs one claimed job to its end (or records why it stopped, or hands it back when stopping). */
async function runJob(deps: AppDeps, job: JobRow, options: Options) {
  if (job.attempts > options.maxAttempts) {
    await finish(deps.db, job, `Stopped after ${options.maxAttempts} attempts. Start it again.`);
    return;
  }
  try {
    await runQuoteTask(deps, job, async (progress) => {
      await deps.db
        .update(backgroundJobs)
        .set({ progress, locked_until: sql`now() + make_interval(secs => ${options.leaseMs / 1000})` })
        .where(eq(backgroundJobs.id, job.id));
      if (options.stepDelayMs) await new Promise((r) => setTimeout(r, options.stepDelayMs));
      if (options.signal?.aborted) throw new WorkerStopping();
    });
    await finish(deps.db, job, null);
  } catch (error) {
    if (error instanceof WorkerStopping) {
      await release(deps.db, job);
      return;
    }
    deps.logger.warn({ err: error, job: job.id, kind: job.kind }, 'background job failed');
    await finish(deps.db, job, error instanceof Error ? error.message : 'The background work failed.');
  }
}

/** Runs every claimable job now (tests, and each poll of the worker). Returns how many ran. */
export async function runPendingJobs(deps: AppDeps, options: WorkerOptions = {}): Promise<number> {
  const opts = { ...DEFAULTS, ...options };
  let ran = 0;
  while (!opts.signal?.aborted) {
    const job = await claimJob(deps.db, opts.leaseMs);
    if (!job) break;
    await runJob(deps, job, opts);
    ran += 1;
  }
  return ran;
}

/**
 * Polls for work until stopped; one job at a time per process. Webhook deliveries and reminders of
 * declined work poll in loops of their own, so a slow endpoint never holds up a quote's verify or
 * source work.
 */
export function startBackgroundWorker(deps: AppDeps, options: Omit<WorkerOptions, 'signal'> = {}) {
  const stopping = new AbortController();
  const opts = { ...DEFAULTS, ...options, signal: stopping.signal };
  const loops = [
    pollLoop(opts.pollMs, () =>
      runPendingJobs(deps, opts).catch((error) =>
        deps.logger.error({ err: error }, 'background worker poll failed'),
      ),
    ),
    pollLoop(opts.pollMs, () =>
      deliverDueWebhooks(deps).catch((error) =>
        deps.logger.error({ err: error }, 'webhook delivery pass failed'),
      ),
    ),
    pollLoop(opts.reminderPollMs, () =>
      sendDueReminders(deps).catch((error) =>
        deps.logger.error({ err: error }, 'declined work reminder pass failed'),
      ),
    ),
  ];
  return {
    /** Resolves once the running job is handed back and the current webhook pass has ended. */
    async stop() {
      stopping.abort();
      await Promise.all(loops.map((loop) => loop.stop()));
    },
  };
}

function pollLoop(pollMs: number, pass: () => Promise<unknown>) {
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  const tick = async () => {
    if (stopped) return;
    running = pass();
    await running;
    if (!stopped) timer = setTimeout(tick, pollMs);
  };
  let timer = setTimeout(tick, 0);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

export async function jobsOf(db: Db, quoteId: string) {
  return db
    .select()
    .from(backgroundJobs)
    .where(eq(backgroundJobs.quote_id, quoteId))
    .orderBy(asc(backgroundJobs.created_at));
}
