ALTER TABLE "articles" ADD COLUMN "wordpress_site_url" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "wordpress_post_id" bigint;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "wordpress_post_url" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "wordpress_published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "wordpress_claim" uuid;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "wordpress_claimed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "articles_image_file_idx" ON "articles" USING btree ("image_file_id") WHERE "articles"."image_file_id" IS NOT NULL;