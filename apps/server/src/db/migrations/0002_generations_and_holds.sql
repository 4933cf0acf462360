CREATE TABLE "generations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"provider" text NOT NULL,
	"input" jsonb NOT NULL,
	"output" jsonb,
	"status" text DEFAULT 'running' NOT NULL,
	"cost" integer NOT NULL,
	"error_code" text,
	"error" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "generations_cost_non_negative" CHECK ("generations"."cost" >= 0)
);
--> statement-breakpoint
ALTER TABLE "credit_accounts" ADD COLUMN "active_generations" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "generations" ADD CONSTRAINT "generations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "generations_user_started_idx" ON "generations" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE INDEX "generations_running_idx" ON "generations" USING btree ("started_at") WHERE "generations"."status" = 'running';--> statement-breakpoint
ALTER TABLE "credit_accounts" ADD CONSTRAINT "credit_accounts_active_non_negative" CHECK ("credit_accounts"."active_generations" >= 0);