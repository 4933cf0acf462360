CREATE TABLE "generation_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"article_provider" text DEFAULT 'builtin' NOT NULL,
	"image_provider" text DEFAULT 'builtin' NOT NULL,
	"video_provider" text DEFAULT 'builtin' NOT NULL,
	"video_script_provider" text DEFAULT 'builtin' NOT NULL,
	"article_webhook" text DEFAULT '' NOT NULL,
	"image_webhook" text DEFAULT '' NOT NULL,
	"video_webhook" text DEFAULT '' NOT NULL,
	"video_script_webhook" text DEFAULT '' NOT NULL,
	"openai_base_url" text DEFAULT '' NOT NULL,
	"openai_api_key_encrypted" text DEFAULT '' NOT NULL,
	"openai_text_model" text DEFAULT '' NOT NULL,
	"openai_image_model" text DEFAULT '' NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "generation_settings_single_row" CHECK ("generation_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"user_id" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"purpose" text NOT NULL,
	"saved" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "generation_settings" ADD CONSTRAINT "generation_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stored_files_user_idx" ON "stored_files" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "stored_files_unsaved_idx" ON "stored_files" USING btree ("created_at") WHERE "stored_files"."saved" = false;--> statement-breakpoint
-- The one global settings row: every kind starts on the offline builtin provider.
INSERT INTO "generation_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
