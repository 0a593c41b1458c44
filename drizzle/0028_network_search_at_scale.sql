DROP INDEX "jobs_vehicle_recent_idx";--> statement-breakpoint
DROP INDEX "jobs_model_recent_idx";--> statement-breakpoint
DROP INDEX "jobs_recent_idx";--> statement-breakpoint
CREATE INDEX "jobs_vehicle_recent_idx" ON "jobs" USING btree ("make","model","model_year","authorized_date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "jobs_model_recent_idx" ON "jobs" USING btree ("make","model","authorized_date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "jobs_recent_idx" ON "jobs" USING btree ("authorized_date" DESC NULLS FIRST);--> statement-breakpoint
-- Make, model and year are not independent: without these the planner guessed 409 rows for a 2018 Accord that has 19,016 (issue 27).
CREATE STATISTICS IF NOT EXISTS "jobs_vehicle_stats" (dependencies, mcv) ON "make", "model", "model_year" FROM "jobs";
