CREATE TABLE "auth_attempt_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone,
	"succeeded_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP TABLE "auth_failures" CASCADE;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "credential_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "auth_attempt_counters_expires_at_idx" ON "auth_attempt_counters" USING btree ("expires_at");