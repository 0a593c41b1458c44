-- 0028 was generated before the schema gave this index its make column (the companion sample reads same-make orders from it without the table).
DROP INDEX "jobs_guide_recent_idx";--> statement-breakpoint
CREATE INDEX "jobs_guide_recent_idx" ON "jobs" USING btree ("guide_job_id","authorized_date" DESC NULLS FIRST,"make","repair_order_id");