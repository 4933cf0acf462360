ALTER TABLE "articles" ADD COLUMN "wordpress_media_id" bigint;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "wordpress_media_file_id" uuid;