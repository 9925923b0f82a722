CREATE TABLE "pact_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"supplier_id" uuid,
	"supplier_name" text NOT NULL,
	"footprint_id" text NOT NULL,
	"footprint" jsonb NOT NULL,
	"factor_unit" text NOT NULL,
	"kg_co2e_per_factor_unit" text NOT NULL,
	"emission_factor_id" uuid NOT NULL,
	"newer_footprint_id" text,
	"newer_footprint" jsonb,
	"newer_footprint_created" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pact_supplier_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"base_url" text NOT NULL,
	"client_id" text NOT NULL,
	"client_secret" text NOT NULL,
	"events_client_id" text NOT NULL,
	"events_client_secret_hash" text NOT NULL,
	"last_refreshed_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pact_imports" ADD CONSTRAINT "pact_imports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pact_imports" ADD CONSTRAINT "pact_imports_supplier_id_pact_supplier_connections_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."pact_supplier_connections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pact_imports" ADD CONSTRAINT "pact_imports_emission_factor_id_emission_factors_id_fk" FOREIGN KEY ("emission_factor_id") REFERENCES "public"."emission_factors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pact_supplier_connections" ADD CONSTRAINT "pact_supplier_connections_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pact_imports_company_footprint_key" ON "pact_imports" USING btree ("company_id","footprint_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pact_imports_factor_key" ON "pact_imports" USING btree ("emission_factor_id");--> statement-breakpoint
CREATE INDEX "pact_imports_supplier_idx" ON "pact_imports" USING btree ("supplier_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pact_supplier_connections_events_client_id_key" ON "pact_supplier_connections" USING btree ("events_client_id");--> statement-breakpoint
CREATE INDEX "pact_supplier_connections_company_idx" ON "pact_supplier_connections" USING btree ("company_id");