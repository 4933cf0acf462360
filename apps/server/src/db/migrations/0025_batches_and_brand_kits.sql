CREATE TABLE "batch_rows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"position" integer NOT NULL,
	"line" integer NOT NULL,
	"label" text NOT NULL,
	"request" jsonb NOT NULL,
	"cost" integer NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempt" integer DEFAULT 1 NOT NULL,
	"claimed_at" timestamp with time zone,
	"generation_id" uuid,
	"error_code" text,
	"error" text,
	"saved_item_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "batch_rows_attempt_positive" CHECK ("batch_rows"."attempt" >= 1)
);
--> statement-breakpoint
CREATE TABLE "batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"studio" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"brand_kit" jsonb,
	"auto_save" boolean DEFAULT false NOT NULL,
	"total_cost" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "brand_kits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"team" boolean DEFAULT false NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"name" text NOT NULL,
	"settings" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "generations" ADD COLUMN "batch_key" text;--> statement-breakpoint
ALTER TABLE "batch_rows" ADD CONSTRAINT "batch_rows_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_rows" ADD CONSTRAINT "batch_rows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_rows" ADD CONSTRAINT "batch_rows_generation_id_generations_id_fk" FOREIGN KEY ("generation_id") REFERENCES "public"."generations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_kits" ADD CONSTRAINT "brand_kits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "batch_rows_position_idx" ON "batch_rows" USING btree ("batch_id","position");--> statement-breakpoint
CREATE INDEX "batch_rows_generation_idx" ON "batch_rows" USING btree ("generation_id");--> statement-breakpoint
CREATE INDEX "batch_rows_saved_idx" ON "batch_rows" USING btree ("user_id","saved_item_id");--> statement-breakpoint
CREATE INDEX "batches_user_idx" ON "batches" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "batches_active_idx" ON "batches" USING btree ("updated_at") WHERE "batches"."status" IN ('running', 'paused');--> statement-breakpoint
CREATE INDEX "brand_kits_user_idx" ON "brand_kits" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "brand_kits_team_idx" ON "brand_kits" USING btree ("created_at") WHERE "brand_kits"."team";--> statement-breakpoint
CREATE UNIQUE INDEX "brand_kits_one_default_idx" ON "brand_kits" USING btree ("user_id") WHERE "brand_kits"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "generations_batch_key_idx" ON "generations" USING btree ("batch_key");