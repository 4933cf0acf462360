CREATE TABLE "preview_usage" (
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "preview_usage_user_id_kind_pk" PRIMARY KEY("user_id","kind"),
	CONSTRAINT "preview_usage_count_check" CHECK ("preview_usage"."count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "preview_usage" ADD CONSTRAINT "preview_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;