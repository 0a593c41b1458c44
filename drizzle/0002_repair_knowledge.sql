CREATE TABLE "catalog_parts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"part_type_id" integer NOT NULL,
	"brand" text NOT NULL,
	"brand_id" text NOT NULL,
	"is_oe" integer DEFAULT 0 NOT NULL,
	"fits_make" text,
	"part_number" text NOT NULL,
	"name" text NOT NULL,
	"cost" numeric(10, 2) NOT NULL,
	"list" numeric(10, 2) NOT NULL,
	"retail" numeric(10, 2),
	"notes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"image_url" text,
	CONSTRAINT "catalog_parts_part_number_unique" UNIQUE("part_number")
);
--> statement-breakpoint
CREATE TABLE "catalog_stock" (
	"part_id" uuid NOT NULL,
	"store_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "catalog_stock_part_id_store_id_pk" PRIMARY KEY("part_id","store_id")
);
--> statement-breakpoint
CREATE TABLE "part_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_suppliers" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" uuid NOT NULL,
	"store_id" integer NOT NULL,
	"priority" integer NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	CONSTRAINT "shop_suppliers_shop_id_store_id_unique" UNIQUE("shop_id","store_id")
);
--> statement-breakpoint
CREATE TABLE "supplier_stores" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier_id" integer NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "suppliers_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "guide_jobs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"smart_job_id" text NOT NULL,
	"name" text NOT NULL,
	"system" text NOT NULL,
	"category_id" integer NOT NULL,
	"keywords" text NOT NULL,
	"applies_to" jsonb,
	"companions" text[] DEFAULT '{}'::text[] NOT NULL,
	"frequency" integer NOT NULL,
	CONSTRAINT "guide_jobs_smartJobId_unique" UNIQUE("smart_job_id")
);
--> statement-breakpoint
CREATE TABLE "guide_labor_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"guide_job_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"operation" text NOT NULL,
	"section" text NOT NULL,
	"base_hours" numeric(5, 1) NOT NULL,
	"modifiers" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guide_part_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"guide_job_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"per_cylinder" integer DEFAULT 0 NOT NULL,
	"retail" numeric(10, 2) NOT NULL,
	"pcdb_part_type_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_labor_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"job_id" uuid NOT NULL,
	"description" text NOT NULL,
	"hours" numeric(6, 2) NOT NULL,
	"rate" numeric(10, 2) NOT NULL,
	"technician" text
);
--> statement-breakpoint
CREATE TABLE "job_part_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"job_id" uuid NOT NULL,
	"name" text NOT NULL,
	"part_number" text,
	"brand" text,
	"description" text,
	"quantity" numeric(8, 2) NOT NULL,
	"retail" numeric(10, 2) NOT NULL,
	"cost" numeric(10, 2) NOT NULL,
	"pcdb_part_type_id" integer
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"repair_order_id" uuid NOT NULL,
	"shop_id" uuid NOT NULL,
	"state" text NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"model_year" integer NOT NULL,
	"title" text NOT NULL,
	"note" text,
	"category_id" integer,
	"guide_job_id" uuid,
	"authorized_date" timestamp with time zone NOT NULL,
	"count_interactions" integer DEFAULT 0 NOT NULL,
	"search_text" text NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', "jobs"."search_text") || array_to_tsvector(array['vmake=' || lower("jobs"."make"), 'vmodel=' || lower("jobs"."make" || ' ' || "jobs"."model")])) STORED
);
--> statement-breakpoint
CREATE TABLE "repair_order_concerns" (
	"id" uuid PRIMARY KEY NOT NULL,
	"repair_order_id" uuid NOT NULL,
	"type_concern" text NOT NULL,
	"description" text NOT NULL,
	"finding" text
);
--> statement-breakpoint
CREATE TABLE "repair_orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"shop_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"car_model_string" text NOT NULL,
	"mileage" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"ndoc" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalog_parts" ADD CONSTRAINT "catalog_parts_part_type_id_part_types_id_fk" FOREIGN KEY ("part_type_id") REFERENCES "public"."part_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_stock" ADD CONSTRAINT "catalog_stock_part_id_catalog_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."catalog_parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_stock" ADD CONSTRAINT "catalog_stock_store_id_supplier_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."supplier_stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_suppliers" ADD CONSTRAINT "shop_suppliers_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_suppliers" ADD CONSTRAINT "shop_suppliers_store_id_supplier_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."supplier_stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_stores" ADD CONSTRAINT "supplier_stores_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_jobs" ADD CONSTRAINT "guide_jobs_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_labor_items" ADD CONSTRAINT "guide_labor_items_guide_job_id_guide_jobs_id_fk" FOREIGN KEY ("guide_job_id") REFERENCES "public"."guide_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_part_items" ADD CONSTRAINT "guide_part_items_guide_job_id_guide_jobs_id_fk" FOREIGN KEY ("guide_job_id") REFERENCES "public"."guide_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interactions" ADD CONSTRAINT "interactions_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interactions" ADD CONSTRAINT "interactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_labor_items" ADD CONSTRAINT "job_labor_items_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_part_items" ADD CONSTRAINT "job_part_items_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_repair_order_id_repair_orders_id_fk" FOREIGN KEY ("repair_order_id") REFERENCES "public"."repair_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_guide_job_id_guide_jobs_id_fk" FOREIGN KEY ("guide_job_id") REFERENCES "public"."guide_jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_order_concerns" ADD CONSTRAINT "repair_order_concerns_repair_order_id_repair_orders_id_fk" FOREIGN KEY ("repair_order_id") REFERENCES "public"."repair_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_orders" ADD CONSTRAINT "repair_orders_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_orders" ADD CONSTRAINT "repair_orders_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_parts_part_type_id_fits_make_index" ON "catalog_parts" USING btree ("part_type_id","fits_make");--> statement-breakpoint
CREATE INDEX "catalog_stock_store_id_index" ON "catalog_stock" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "shop_suppliers_shop_id_index" ON "shop_suppliers" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "supplier_stores_supplier_id_index" ON "supplier_stores" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "categories_name_trgm_idx" ON "categories" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "guide_jobs_search_idx" ON "guide_jobs" USING gin (to_tsvector('english', "name" || ' ' || "system" || ' ' || "keywords"));--> statement-breakpoint
CREATE INDEX "guide_jobs_name_trgm_idx" ON "guide_jobs" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "guide_labor_items_guide_job_id_index" ON "guide_labor_items" USING btree ("guide_job_id");--> statement-breakpoint
CREATE INDEX "guide_part_items_guide_job_id_index" ON "guide_part_items" USING btree ("guide_job_id");--> statement-breakpoint
CREATE INDEX "interactions_job_id_index" ON "interactions" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "job_labor_items_job_id_index" ON "job_labor_items" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "job_part_items_job_id_index" ON "job_part_items" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "jobs_search_vector_idx" ON "jobs" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "jobs_title_trgm_idx" ON "jobs" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_vehicle_recent_idx" ON "jobs" USING btree ("make","model","model_year","authorized_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_recent_idx" ON "jobs" USING btree ("authorized_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_repair_order_id_index" ON "jobs" USING btree ("repair_order_id");--> statement-breakpoint
CREATE INDEX "jobs_shop_id_index" ON "jobs" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "repair_order_concerns_repair_order_id_index" ON "repair_order_concerns" USING btree ("repair_order_id");--> statement-breakpoint
CREATE INDEX "repair_orders_shop_id_index" ON "repair_orders" USING btree ("shop_id");