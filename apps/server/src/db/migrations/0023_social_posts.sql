CREATE TABLE "social_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"source_studio" text,
	"source_id" uuid,
	"language" text NOT NULL,
	"tone" text NOT NULL,
	"posts" jsonb NOT NULL,
	"posts_text" text NOT NULL,
	"generation_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_posts_user_generation_unique" UNIQUE("user_id","generation_id"),
	CONSTRAINT "social_posts_source_whole" CHECK (("social_posts"."source_studio" IS NULL) = ("social_posts"."source_id" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "social_posts" ADD CONSTRAINT "social_posts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_posts" ADD CONSTRAINT "social_posts_generation_id_generations_id_fk" FOREIGN KEY ("generation_id") REFERENCES "public"."generations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "social_posts_user_created_idx" ON "social_posts" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "social_posts_title_trgm_idx" ON "social_posts" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "social_posts_text_trgm_idx" ON "social_posts" USING gin ("posts_text" gin_trgm_ops);