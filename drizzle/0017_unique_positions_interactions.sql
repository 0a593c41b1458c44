DROP INDEX "interactions_job_id_index";--> statement-breakpoint
DROP INDEX "quote_labor_items_quote_id_index";--> statement-breakpoint
DROP INDEX "quote_part_items_quote_id_index";--> statement-breakpoint
CREATE UNIQUE INDEX "interactions_job_id_user_id_index" ON "interactions" USING btree ("job_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_labor_items_quote_id_position_index" ON "quote_labor_items" USING btree ("quote_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_part_items_quote_id_position_index" ON "quote_part_items" USING btree ("quote_id","position");