CREATE TABLE "inbox_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"platform" text NOT NULL,
	"title" text NOT NULL,
	"schedule_id" uuid,
	"at" timestamp with time zone NOT NULL,
	"late_seconds" integer,
	"url" text,
	"error_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "scheduled_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"platform" text NOT NULL,
	"item_kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"title" text NOT NULL,
	"fields" jsonb NOT NULL,
	"scheduled_at" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"mode" text DEFAULT 'forja' NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone,
	"late_seconds" integer,
	"published_at" timestamp with time zone,
	"url" text,
	"error_code" text,
	"error_message" text,
	"publication_id" uuid,
	"wordpress_post_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scheduled_posts_status_known" CHECK ("scheduled_posts"."status" IN ('scheduled', 'publishing', 'retrying', 'published', 'failed', 'cancelled')),
	CONSTRAINT "scheduled_posts_platform_known" CHECK ("scheduled_posts"."platform" IN ('wordpress', 'youtube', 'tiktok')),
	CONSTRAINT "scheduled_posts_mode_known" CHECK ("scheduled_posts"."mode" IN ('forja', 'wordpress')),
	CONSTRAINT "scheduled_posts_attempts_positive" CHECK ("scheduled_posts"."attempts" >= 0)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "time_zone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "inbox_items" ADD CONSTRAINT "inbox_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_posts" ADD CONSTRAINT "scheduled_posts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inbox_items_user_idx" ON "inbox_items" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "scheduled_posts_user_time_idx" ON "scheduled_posts" USING btree ("user_id","scheduled_at");--> statement-breakpoint
CREATE INDEX "scheduled_posts_item_idx" ON "scheduled_posts" USING btree ("user_id","item_id");--> statement-breakpoint
CREATE INDEX "scheduled_posts_due_idx" ON "scheduled_posts" USING btree ("due_at") WHERE "scheduled_posts"."status" IN ('scheduled', 'retrying', 'publishing');