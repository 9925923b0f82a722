CREATE TABLE "portfolio_scenarios" (
	"company_id" uuid NOT NULL,
	"scenario_id" uuid NOT NULL,
	"start_year" integer NOT NULL,
	"ramp_up_years" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "portfolio_scenarios_company_id_scenario_id_pk" PRIMARY KEY("company_id","scenario_id"),
	CONSTRAINT "portfolio_scenarios_ramp_up_check" CHECK ("portfolio_scenarios"."ramp_up_years" between 0 and 3)
);
--> statement-breakpoint
CREATE TABLE "portfolios" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"growth_rate_percent" double precision NOT NULL,
	"end_year" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scenarios" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"inputs" jsonb NOT NULL,
	"data_source" text NOT NULL,
	"results" jsonb NOT NULL,
	"assumptions" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "portfolio_scenarios" ADD CONSTRAINT "portfolio_scenarios_company_id_portfolios_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."portfolios"("company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_scenarios" ADD CONSTRAINT "portfolio_scenarios_scenario_id_scenarios_id_fk" FOREIGN KEY ("scenario_id") REFERENCES "public"."scenarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolios" ADD CONSTRAINT "portfolios_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scenarios" ADD CONSTRAINT "scenarios_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scenarios" ADD CONSTRAINT "scenarios_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "portfolio_scenarios_scenario_idx" ON "portfolio_scenarios" USING btree ("scenario_id");--> statement-breakpoint
CREATE INDEX "scenarios_company_idx" ON "scenarios" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "scenarios_site_idx" ON "scenarios" USING btree ("site_id");