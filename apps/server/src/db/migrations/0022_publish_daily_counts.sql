CREATE TABLE "publish_counts" (
	"user_id" text NOT NULL,
	"platform" text NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "publish_counts_user_id_platform_day_pk" PRIMARY KEY("user_id","platform","day"),
	CONSTRAINT "publish_counts_count_positive" CHECK ("publish_counts"."count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "publish_counts" ADD CONSTRAINT "publish_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;