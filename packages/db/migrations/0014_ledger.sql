CREATE TABLE "entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	"period_year" integer NOT NULL,
	"category" text NOT NULL,
	"scope" integer NOT NULL,
	"scope3_category" integer,
	"beges_item" text NOT NULL,
	"quantity" double precision NOT NULL,
	"unit" text NOT NULL,
	"co2e_kg" double precision NOT NULL,
	"co2e_kg_market" double precision,
	"uncertainty_percent" double precision,
	"factor_id" uuid,
	"factor_source" text NOT NULL,
	"factor_dataset_version" text,
	"factor_name_en" text,
	"factor_name_fr" text,
	"factor_kg_co2e_per_unit" double precision NOT NULL,
	"factor_unit" text NOT NULL,
	"factor_uncertainty_percent" double precision,
	"factor_energy_basis" text,
	"factor_parts" jsonb,
	"conversion" jsonb NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"market_factor_kg_co2e_per_kwh" double precision,
	"derived_from_entry_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entry_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"target_type" text NOT NULL,
	"target_id" uuid NOT NULL,
	"criterion" text NOT NULL,
	"share_percent" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"budget" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_factor_id_emission_factors_id_fk" FOREIGN KEY ("factor_id") REFERENCES "public"."emission_factors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_derived_from_entry_id_entries_id_fk" FOREIGN KEY ("derived_from_entry_id") REFERENCES "public"."entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_shares" ADD CONSTRAINT "entry_shares_entry_id_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_shares" ADD CONSTRAINT "entry_shares_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "entries_company_year_idx" ON "entries" USING btree ("company_id","period_year","created_at");--> statement-breakpoint
CREATE INDEX "entries_company_site_year_idx" ON "entries" USING btree ("company_id","site_id","period_year");--> statement-breakpoint
CREATE INDEX "entries_company_factor_idx" ON "entries" USING btree ("company_id","factor_id");--> statement-breakpoint
CREATE INDEX "entries_company_derived_idx" ON "entries" USING btree ("company_id","derived_from_entry_id");--> statement-breakpoint
CREATE INDEX "entry_shares_company_entry_idx" ON "entry_shares" USING btree ("company_id","entry_id");--> statement-breakpoint
CREATE INDEX "entry_shares_company_target_idx" ON "entry_shares" USING btree ("company_id","target_type","target_id");--> statement-breakpoint
CREATE INDEX "projects_company_idx" ON "projects" USING btree ("company_id","created_at");