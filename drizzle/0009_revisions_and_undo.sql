CREATE TABLE "quote_deleted_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"line_id" uuid NOT NULL,
	"line" jsonb NOT NULL,
	"sourced_part" jsonb,
	"deleted_by" text,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"shop_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"content" jsonb NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"labor_total" numeric(12, 2) NOT NULL,
	"parts_total" numeric(12, 2) NOT NULL,
	"reason" jsonb NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_revisions_quote_id_number_unique" UNIQUE("quote_id","number")
);
--> statement-breakpoint
ALTER TABLE "quote_job_responses" DROP CONSTRAINT "quote_job_responses_quote_id_job_key_unique";--> statement-breakpoint
ALTER TABLE "quote_shares" ADD COLUMN "revision_id" uuid;--> statement-breakpoint
ALTER TABLE "quote_job_exports" ADD COLUMN "revision_id" uuid;--> statement-breakpoint
ALTER TABLE "quote_job_responses" ADD COLUMN "revision_id" uuid;--> statement-breakpoint
ALTER TABLE "quote_deleted_lines" ADD CONSTRAINT "quote_deleted_lines_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_deleted_lines" ADD CONSTRAINT "quote_deleted_lines_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_revisions" ADD CONSTRAINT "quote_revisions_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_revisions" ADD CONSTRAINT "quote_revisions_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_revisions" ADD CONSTRAINT "quote_revisions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_deleted_lines_line_id_index" ON "quote_deleted_lines" USING btree ("line_id");--> statement-breakpoint
CREATE INDEX "quote_deleted_lines_quote_id_deleted_at_index" ON "quote_deleted_lines" USING btree ("quote_id","deleted_at");--> statement-breakpoint
CREATE INDEX "quote_revisions_shop_id_index" ON "quote_revisions" USING btree ("shop_id");--> statement-breakpoint
ALTER TABLE "quote_shares" ADD CONSTRAINT "quote_shares_revision_id_quote_revisions_id_fk" FOREIGN KEY ("revision_id") REFERENCES "public"."quote_revisions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_job_exports" ADD CONSTRAINT "quote_job_exports_revision_id_quote_revisions_id_fk" FOREIGN KEY ("revision_id") REFERENCES "public"."quote_revisions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_job_responses" ADD CONSTRAINT "quote_job_responses_revision_id_quote_revisions_id_fk" FOREIGN KEY ("revision_id") REFERENCES "public"."quote_revisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_job_responses" ADD CONSTRAINT "quote_job_responses_quote_id_revision_id_job_key_unique" UNIQUE NULLS NOT DISTINCT("quote_id","revision_id","job_key");