CREATE TABLE "app_guidelines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"title" text NOT NULL,
	"created_by" text,
	"selected_quote_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_bases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"source" text DEFAULT 'MANUAL' NOT NULL,
	"conversation_id" uuid,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"created_by" text,
	"content" text NOT NULL,
	"quote_id" uuid,
	"is_discussion" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_app_guidelines" (
	"quote_id" uuid NOT NULL,
	"app_guideline_id" uuid NOT NULL,
	CONSTRAINT "quote_app_guidelines_quote_id_app_guideline_id_pk" PRIMARY KEY("quote_id","app_guideline_id")
);
--> statement-breakpoint
CREATE TABLE "quote_knowledge_bases" (
	"quote_id" uuid NOT NULL,
	"knowledge_base_id" uuid NOT NULL,
	CONSTRAINT "quote_knowledge_bases_quote_id_knowledge_base_id_pk" PRIMARY KEY("quote_id","knowledge_base_id")
);
--> statement-breakpoint
CREATE TABLE "quote_labor_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"hours" numeric(6, 2) NOT NULL,
	"rate" numeric(10, 2) NOT NULL,
	"is_suggested" boolean DEFAULT false NOT NULL,
	"source" jsonb
);
--> statement-breakpoint
CREATE TABLE "quote_part_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"quantity" numeric(8, 2) NOT NULL,
	"retail" numeric(10, 2) NOT NULL,
	"is_suggested" boolean DEFAULT false NOT NULL,
	"pcdb_part_type_id" integer,
	"source" jsonb
);
--> statement-breakpoint
CREATE TABLE "quote_related_jobs" (
	"quote_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"similarity" real DEFAULT 0 NOT NULL,
	CONSTRAINT "quote_related_jobs_quote_id_job_id_pk" PRIMARY KEY("quote_id","job_id")
);
--> statement-breakpoint
CREATE TABLE "quote_to_guide_jobs" (
	"quote_id" uuid NOT NULL,
	"guide_job_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"score" real DEFAULT 0 NOT NULL,
	CONSTRAINT "quote_to_guide_jobs_quote_id_guide_job_id_pk" PRIMARY KEY("quote_id","guide_job_id")
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"shop_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"created_by" text,
	"title" text NOT NULL,
	"short_title" text NOT NULL,
	"prompt" text NOT NULL,
	"prompt_full" text,
	"output_text" text,
	"input_tokens" integer DEFAULT 0 NOT NULL,
	"output_tokens" integer DEFAULT 0 NOT NULL,
	"total_tokens" integer DEFAULT 0 NOT NULL,
	"ai_model_name" text NOT NULL,
	"time_to_create" integer NOT NULL,
	"is_verifying_labor_items_in_progress" boolean DEFAULT false NOT NULL,
	"is_sourcing_parts_in_progress" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app_guidelines" ADD CONSTRAINT "app_guidelines_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_selected_quote_id_quotes_id_fk" FOREIGN KEY ("selected_quote_id") REFERENCES "public"."quotes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_bases" ADD CONSTRAINT "knowledge_bases_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_bases" ADD CONSTRAINT "knowledge_bases_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_bases" ADD CONSTRAINT "knowledge_bases_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_app_guidelines" ADD CONSTRAINT "quote_app_guidelines_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_app_guidelines" ADD CONSTRAINT "quote_app_guidelines_app_guideline_id_app_guidelines_id_fk" FOREIGN KEY ("app_guideline_id") REFERENCES "public"."app_guidelines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_knowledge_bases" ADD CONSTRAINT "quote_knowledge_bases_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_knowledge_bases" ADD CONSTRAINT "quote_knowledge_bases_knowledge_base_id_knowledge_bases_id_fk" FOREIGN KEY ("knowledge_base_id") REFERENCES "public"."knowledge_bases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_labor_items" ADD CONSTRAINT "quote_labor_items_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_part_items" ADD CONSTRAINT "quote_part_items_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_related_jobs" ADD CONSTRAINT "quote_related_jobs_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_related_jobs" ADD CONSTRAINT "quote_related_jobs_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_to_guide_jobs" ADD CONSTRAINT "quote_to_guide_jobs_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_to_guide_jobs" ADD CONSTRAINT "quote_to_guide_jobs_guide_job_id_guide_jobs_id_fk" FOREIGN KEY ("guide_job_id") REFERENCES "public"."guide_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "app_guidelines_search_idx" ON "app_guidelines" USING gin (to_tsvector('english', "title" || ' ' || "description"));--> statement-breakpoint
CREATE INDEX "conversations_shop_id_created_at_index" ON "conversations" USING btree ("shop_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "knowledge_bases_shop_id_index" ON "knowledge_bases" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "knowledge_bases_search_idx" ON "knowledge_bases" USING gin (to_tsvector('english', "title" || ' ' || "description"));--> statement-breakpoint
CREATE INDEX "messages_conversation_id_created_at_index" ON "messages" USING btree ("conversation_id","created_at");--> statement-breakpoint
CREATE INDEX "quote_labor_items_quote_id_index" ON "quote_labor_items" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "quote_part_items_quote_id_index" ON "quote_part_items" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "quotes_conversation_id_index" ON "quotes" USING btree ("conversation_id");--> statement-breakpoint
CREATE INDEX "quotes_shop_id_index" ON "quotes" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "jobs_guide_vehicle_idx" ON "jobs" USING btree ("guide_job_id","make","model");