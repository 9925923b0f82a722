CREATE TABLE "pact_footprints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"content" jsonb NOT NULL,
	"content_key" text NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"preceding_pf_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pact_partners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"client_id" text NOT NULL,
	"client_secret_hash" text NOT NULL,
	"callback_base_url" text,
	"callback_client_id" text,
	"callback_client_secret" text,
	"revoked" boolean DEFAULT false NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pact_product_identifiers" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"product_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"product_classifications" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"company_ids" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pact_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"partner_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pact_footprints" ADD CONSTRAINT "pact_footprints_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pact_footprints" ADD CONSTRAINT "pact_footprints_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pact_partners" ADD CONSTRAINT "pact_partners_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pact_product_identifiers" ADD CONSTRAINT "pact_product_identifiers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pact_shares" ADD CONSTRAINT "pact_shares_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pact_shares" ADD CONSTRAINT "pact_shares_partner_id_pact_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."pact_partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pact_shares" ADD CONSTRAINT "pact_shares_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pact_footprints_product_idx" ON "pact_footprints" USING btree ("product_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pact_footprints_active_key" ON "pact_footprints" USING btree ("product_id") WHERE status = 'Active';--> statement-breakpoint
CREATE UNIQUE INDEX "pact_partners_client_id_key" ON "pact_partners" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "pact_partners_company_idx" ON "pact_partners" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pact_shares_partner_product_key" ON "pact_shares" USING btree ("partner_id","product_id");--> statement-breakpoint
CREATE INDEX "pact_shares_product_idx" ON "pact_shares" USING btree ("product_id");