CREATE TABLE "catalog_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid,
	"library_key" text,
	"category" text NOT NULL,
	"category_fr" text,
	"name" text NOT NULL,
	"name_fr" text,
	"price_per_unit" double precision,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"unit" text NOT NULL,
	"alternative_name" text,
	"description" text,
	"description_fr" text,
	"product_type" text,
	"material_type" text,
	"size" text,
	"size_label" text,
	"region" text,
	"country_code" text,
	"emission_per_unit" double precision,
	"emission_factor_id" uuid,
	"weight" double precision,
	"weight_unit" text,
	"volume" double precision,
	"volume_unit" text,
	"dimensions" text,
	"density" double precision,
	"recyclable" boolean,
	"recycled_content_percent" double precision,
	"tag_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"search_text" text GENERATED ALWAYS AS (cl_norm(name || ' ' || coalesce(name_fr, '') || ' ' || coalesce(alternative_name, '') || ' ' || category || ' ' || coalesce(category_fr, '') || ' ' || coalesce(material_type, '') || ' ' || coalesce(product_type, '') || ' ' || coalesce(size_label, ''))) STORED NOT NULL,
	"tsv" "tsvector" GENERATED ALWAYS AS (cl_catalog_tsvector(name || ' ' || coalesce(name_fr, '') || ' ' || coalesce(alternative_name, ''), category || ' ' || coalesce(category_fr, '') || ' ' || coalesce(material_type, '') || ' ' || coalesce(product_type, ''))) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category" text NOT NULL,
	"slug" text NOT NULL,
	"label_en" text NOT NULL,
	"label_fr" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "emission_factors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid,
	"key" text NOT NULL,
	"source" text NOT NULL,
	"dataset_version" text,
	"licence" text,
	"licence_url" text,
	"attribution" text,
	"source_id" text,
	"name_fr" text,
	"name_en" text,
	"name_languages" text NOT NULL,
	"category_path_fr" text[] DEFAULT '{}'::text[] NOT NULL,
	"category_path_en" text[] DEFAULT '{}'::text[] NOT NULL,
	"unit_raw" text NOT NULL,
	"source_value" double precision NOT NULL,
	"unit" text NOT NULL,
	"unit_family" text NOT NULL,
	"unit_qualifier" text,
	"energy_basis" text,
	"price_year" integer,
	"kg_co2e_per_unit" double precision NOT NULL,
	"gases" jsonb,
	"components" jsonb,
	"lifecycle_stages" jsonb,
	"uncertainty_percent" double precision,
	"quality" double precision,
	"quality_scheme" text,
	"country_code" text,
	"region_code" text,
	"location_fr" text,
	"location_en" text,
	"year" integer,
	"valid_from" text,
	"valid_to" text,
	"validity_text" text,
	"status" text NOT NULL,
	"ghg_scope" integer,
	"duplicate_of_key" text,
	"comment_fr" text,
	"comment_en" text,
	"source_metadata" jsonb,
	"content_hash" text,
	"searchable" boolean GENERATED ALWAYS AS (status = 'valid' AND duplicate_of_key IS NULL) STORED NOT NULL,
	"search_text" text GENERATED ALWAYS AS (cl_factor_search_text(name_fr, name_en, source_id)) STORED NOT NULL,
	"tsv_fr" "tsvector" GENERATED ALWAYS AS (cl_weighted_tsvector('french'::regconfig, name_fr, category_path_fr, location_fr, unit)) STORED NOT NULL,
	"tsv_en" "tsvector" GENERATED ALWAYS AS (cl_weighted_tsvector('english'::regconfig, name_en, category_path_en, location_en, unit)) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "factor_datasets" (
	"source" text NOT NULL,
	"dataset_version" text NOT NULL,
	"title" text NOT NULL,
	"publisher" text NOT NULL,
	"licence" text NOT NULL,
	"licence_url" text,
	"attribution" text NOT NULL,
	"directory" text NOT NULL,
	"files" jsonb NOT NULL,
	"loader_version" integer NOT NULL,
	"factor_count" integer NOT NULL,
	"valid_count" integer NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "factor_datasets_source_dataset_version_pk" PRIMARY KEY("source","dataset_version")
);
--> statement-breakpoint
ALTER TABLE "catalog_items" ADD CONSTRAINT "catalog_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_items" ADD CONSTRAINT "catalog_items_emission_factor_id_emission_factors_id_fk" FOREIGN KEY ("emission_factor_id") REFERENCES "public"."emission_factors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emission_factors" ADD CONSTRAINT "emission_factors_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_items_library_key" ON "catalog_items" USING btree ("library_key") WHERE company_id IS NULL;--> statement-breakpoint
CREATE INDEX "catalog_items_company_idx" ON "catalog_items" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "catalog_items_search_trgm_idx" ON "catalog_items" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "catalog_items_tsv_idx" ON "catalog_items" USING gin ("tsv");--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_tags_slug_key" ON "catalog_tags" USING btree ("category","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "emission_factors_library_key" ON "emission_factors" USING btree ("key") WHERE company_id IS NULL;--> statement-breakpoint
CREATE INDEX "emission_factors_company_idx" ON "emission_factors" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "emission_factors_tsv_fr_idx" ON "emission_factors" USING gin ("tsv_fr");--> statement-breakpoint
CREATE INDEX "emission_factors_tsv_en_idx" ON "emission_factors" USING gin ("tsv_en");--> statement-breakpoint
CREATE INDEX "emission_factors_search_trgm_idx" ON "emission_factors" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "emission_factors_dataset_idx" ON "emission_factors" USING btree ("source","dataset_version");