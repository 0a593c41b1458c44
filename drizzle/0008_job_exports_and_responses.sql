CREATE TABLE "quote_job_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"shop_id" uuid NOT NULL,
	"system" text NOT NULL,
	"repair_order_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text NOT NULL,
	"external_job_id" text,
	"repair_order_number" text,
	"link" text,
	"result" jsonb,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_job_exports_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "quote_job_responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"share_id" uuid NOT NULL,
	"job_key" text NOT NULL,
	"job_name" text NOT NULL,
	"job_total" numeric(12, 2) NOT NULL,
	"decision" text NOT NULL,
	"customer_name" text NOT NULL,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_job_responses_quote_id_job_key_unique" UNIQUE("quote_id","job_key")
);
--> statement-breakpoint
ALTER TABLE "quote_job_exports" ADD CONSTRAINT "quote_job_exports_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_job_exports" ADD CONSTRAINT "quote_job_exports_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_job_exports" ADD CONSTRAINT "quote_job_exports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_job_responses" ADD CONSTRAINT "quote_job_responses_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_job_responses" ADD CONSTRAINT "quote_job_responses_share_id_quote_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."quote_shares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_job_exports_quote_id_index" ON "quote_job_exports" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "quote_job_responses_share_id_index" ON "quote_job_responses" USING btree ("share_id");