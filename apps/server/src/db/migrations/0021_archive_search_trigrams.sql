-- The archives search titles, prompts and texts with ILIKE '%…%': trigram indexes read only the
-- matching rows (db/schema/trigram-index.ts). pg_trgm is a trusted extension (PostgreSQL 13+):
-- the database owner may create it; the embedded database loads it too (db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "articles_title_trgm_idx" ON "articles" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "saved_images_prompt_trgm_idx" ON "saved_images" USING gin ("prompt" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "video_scripts_idea_trgm_idx" ON "video_scripts" USING gin ("idea" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "video_scripts_title_trgm_idx" ON "video_scripts" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "videos_title_trgm_idx" ON "videos" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "videos_prompt_trgm_idx" ON "videos" USING gin ("prompt" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "voice_overs_title_trgm_idx" ON "voice_overs" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "voice_overs_text_trgm_idx" ON "voice_overs" USING gin ("text" gin_trgm_ops);