DROP INDEX "generations_running_idx";--> statement-breakpoint
ALTER TABLE "generations" ADD COLUMN "heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "generations_running_idx" ON "generations" USING btree ("heartbeat_at") WHERE "generations"."status" = 'running';