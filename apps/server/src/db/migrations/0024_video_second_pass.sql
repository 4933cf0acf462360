CREATE TABLE "media_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"file_id" uuid NOT NULL,
	"poster_file_id" uuid,
	"origin" text NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"duration_seconds" real,
	"size_bytes" integer NOT NULL,
	"stock_provider" text,
	"stock_id" text,
	"author" text,
	"author_url" text,
	"source_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "music_tracks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"file_id" uuid NOT NULL,
	"title" text NOT NULL,
	"artist" text DEFAULT '' NOT NULL,
	"licence" text DEFAULT '' NOT NULL,
	"duration_seconds" real NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"video_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"role" text NOT NULL,
	"scene_key" text,
	"meta" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "storage_quota_mb" integer DEFAULT 200 NOT NULL;--> statement-breakpoint
ALTER TABLE "generation_settings" ADD COLUMN "pexels_api_key_encrypted" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "generation_settings" ADD COLUMN "pixabay_api_key_encrypted" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "parent_video_id" uuid;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "draft" jsonb;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "credits" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "media_items" ADD CONSTRAINT "media_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_items" ADD CONSTRAINT "media_items_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_items" ADD CONSTRAINT "media_items_poster_file_id_stored_files_id_fk" FOREIGN KEY ("poster_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "music_tracks" ADD CONSTRAINT "music_tracks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "music_tracks" ADD CONSTRAINT "music_tracks_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "music_tracks" ADD CONSTRAINT "music_tracks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_files" ADD CONSTRAINT "video_files_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_files" ADD CONSTRAINT "video_files_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_items_user_created_idx" ON "media_items" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "media_items_file_idx" ON "media_items" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "media_items_poster_idx" ON "media_items" USING btree ("poster_file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "media_items_user_stock_unique" ON "media_items" USING btree ("user_id","stock_provider","stock_id") WHERE "media_items"."stock_provider" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "music_tracks_user_idx" ON "music_tracks" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "music_tracks_file_idx" ON "music_tracks" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "video_files_video_idx" ON "video_files" USING btree ("video_id","role");--> statement-breakpoint
CREATE INDEX "video_files_file_idx" ON "video_files" USING btree ("file_id");--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_parent_video_id_videos_id_fk" FOREIGN KEY ("parent_video_id") REFERENCES "public"."videos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
UPDATE "plans" SET "storage_quota_mb" = CASE "id" WHEN 'free' THEN 200 WHEN 'start' THEN 1024 WHEN 'plus' THEN 5120 WHEN 'pro' THEN 20480 WHEN 'enterprise' THEN 102400 ELSE "storage_quota_mb" END;
