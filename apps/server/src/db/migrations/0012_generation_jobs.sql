ALTER TABLE "generations" ADD COLUMN "runs" text DEFAULT 'now' NOT NULL;--> statement-breakpoint
ALTER TABLE "generations" ADD COLUMN "stage" jsonb;--> statement-breakpoint
ALTER TABLE "generations" ADD COLUMN "percent" integer;--> statement-breakpoint
ALTER TABLE "generations" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "generations_queued_idx" ON "generations" USING btree ("heartbeat_at") WHERE "generations"."status" = 'queued';--> statement-breakpoint
ALTER TABLE "generations" ADD CONSTRAINT "generations_percent_range" CHECK ("generations"."percent" BETWEEN 0 AND 100);