CREATE TABLE "subscription_periods" (
	"subscription_id" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"user_id" text NOT NULL,
	"plan_id" text NOT NULL,
	"allowance_granted" boolean DEFAULT false NOT NULL,
	"upgrade_credits" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_periods_subscription_id_period_start_pk" PRIMARY KEY("subscription_id","period_start"),
	CONSTRAINT "subscription_periods_upgrade_credits_non_negative" CHECK ("subscription_periods"."upgrade_credits" >= 0)
);
--> statement-breakpoint
CREATE TABLE "publish_counts" (
	"user_id" text NOT NULL,
	"platform" text NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "publish_counts_user_id_platform_day_pk" PRIMARY KEY("user_id","platform","day"),
	CONSTRAINT "publish_counts_count_positive" CHECK ("publish_counts"."count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "preview_usage" (
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "preview_usage_user_id_kind_pk" PRIMARY KEY("user_id","kind"),
	CONSTRAINT "preview_usage_count_check" CHECK ("preview_usage"."count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "generations" ADD COLUMN "image_provider" text;--> statement-breakpoint
ALTER TABLE "generation_settings" ADD COLUMN "openai_image_base_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "generation_settings" ADD COLUMN "openai_image_api_key_encrypted" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "renewal_plan_id" text;--> statement-breakpoint
ALTER TABLE "subscription_periods" ADD CONSTRAINT "subscription_periods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_periods" ADD CONSTRAINT "subscription_periods_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publish_counts" ADD CONSTRAINT "publish_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preview_usage" ADD CONSTRAINT "preview_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscription_periods_user_idx" ON "subscription_periods" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_renewal_plan_id_plans_id_fk" FOREIGN KEY ("renewal_plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;