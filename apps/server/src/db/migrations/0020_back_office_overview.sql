CREATE TABLE "plan_studio_access" (
	"plan_id" text NOT NULL,
	"studio" text NOT NULL,
	"allowed" boolean NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_studio_access_plan_id_studio_pk" PRIMARY KEY("plan_id","studio")
);
--> statement-breakpoint
ALTER TABLE "plan_studio_access" ADD CONSTRAINT "plan_studio_access_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_studio_access" ADD CONSTRAINT "plan_studio_access_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_ledger_reason_created_idx" ON "credit_ledger" USING btree ("reason","created_at");--> statement-breakpoint
CREATE INDEX "generations_started_idx" ON "generations" USING btree ("started_at");