DROP INDEX "articles_user_created_idx";--> statement-breakpoint
CREATE INDEX "articles_user_created_idx" ON "articles" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);