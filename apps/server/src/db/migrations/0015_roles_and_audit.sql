CREATE TABLE "audit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"action" text NOT NULL,
	"actor_id" text,
	"actor_email" text,
	"target_id" text,
	"target_email" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role" text DEFAULT 'user' NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_events_created_idx" ON "audit_events" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "audit_events_actor_idx" ON "audit_events" USING btree ("actor_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_events_target_idx" ON "audit_events" USING btree ("target_id","created_at");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_email_prefix_idx" ON "users" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_name_prefix_idx" ON "users" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_staff_idx" ON "users" USING btree ("role") WHERE "users"."role" <> 'user';--> statement-breakpoint
CREATE INDEX "credit_accounts_plan_idx" ON "credit_accounts" USING btree ("plan_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_known" CHECK ("users"."role" IN ('owner', 'admin', 'support', 'user'));--> statement-breakpoint
-- Roles replace the single administrator flag: every administrator stays one, and the oldest
-- becomes the owner (the first account, as the sign-up trigger made it).
UPDATE "users" SET "role" = 'admin' WHERE "is_admin";
--> statement-breakpoint
UPDATE "users" SET "role" = 'owner'
  WHERE "id" = (SELECT "id" FROM "users" WHERE "is_admin" ORDER BY "created_at", "id" LIMIT 1);
--> statement-breakpoint
-- The first account on an empty database becomes the owner. The advisory lock serialises
-- concurrent first sign-ups so exactly one of them is first.
CREATE OR REPLACE FUNCTION forja_first_user_is_admin() RETURNS trigger AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(7041);
  IF NOT EXISTS (SELECT 1 FROM "users") THEN
    NEW."role" := 'owner';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
