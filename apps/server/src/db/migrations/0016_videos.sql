CREATE TABLE "videos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"generation_id" uuid,
	"title" text NOT NULL,
	"prompt" text NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"source" text NOT NULL,
	"file_id" uuid,
	"poster_file_id" uuid,
	"project_id" text,
	"provider_url" text,
	"expires_at" timestamp with time zone,
	"resolution" text NOT NULL,
	"scenes_count" integer NOT NULL,
	"duration_seconds" real,
	"file_size" integer,
	"error_code" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "generation_settings" ADD COLUMN "video_renderer" text DEFAULT 'auto' NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_generation_id_generations_id_fk" FOREIGN KEY ("generation_id") REFERENCES "public"."generations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_poster_file_id_stored_files_id_fk" FOREIGN KEY ("poster_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "videos_user_created_idx" ON "videos" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "videos_generation_idx" ON "videos" USING btree ("generation_id");--> statement-breakpoint
CREATE INDEX "videos_file_idx" ON "videos" USING btree ("file_id");