CREATE TABLE "company_energy_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"source" text NOT NULL,
	"kind" text NOT NULL,
	"name" text,
	"tariff_family" text NOT NULL,
	"slots" jsonb NOT NULL,
	"price_eur_per_kwh" double precision NOT NULL,
	"emission_kg_co2e_per_kwh" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "energy_price_defaults" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"country_code" text NOT NULL,
	"year" integer NOT NULL,
	"price_eur_per_kwh" double precision NOT NULL,
	"semester_1_eur_per_kwh" double precision,
	"semester_2_eur_per_kwh" double precision,
	"dataset" text NOT NULL,
	"consumption_band" text NOT NULL,
	"taxes" text NOT NULL,
	"emission_factor_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_energy_prices" ADD CONSTRAINT "company_energy_prices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_energy_prices_company_idx" ON "company_energy_prices" USING btree ("company_id","year","source","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "company_energy_prices_tariff_key" ON "company_energy_prices" USING btree ("company_id","year","source") WHERE kind = 'tariff';--> statement-breakpoint
CREATE UNIQUE INDEX "energy_price_defaults_key" ON "energy_price_defaults" USING btree ("country_code","year","source");