ALTER TABLE "entries" ADD COLUMN "activity_id" uuid;--> statement-breakpoint
ALTER TABLE "entries" ADD COLUMN "activity_kind" text;--> statement-breakpoint
ALTER TABLE "entries" ADD COLUMN "amount_eur" double precision;--> statement-breakpoint
CREATE INDEX "entries_activity_idx" ON "entries" USING btree ("activity_id");