CREATE TABLE "voice_overs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"voice" text NOT NULL,
	"speed" double precision NOT NULL,
	"pitch" integer NOT NULL,
	"engine" text NOT NULL,
	"duration_ms" integer NOT NULL,
	"words" text NOT NULL,
	"mp3_file_id" uuid,
	"wav_file_id" uuid,
	"generation_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voice_overs_user_generation_unique" UNIQUE("user_id","generation_id")
);
--> statement-breakpoint
ALTER TABLE "generation_settings" ADD COLUMN "speech_provider" text DEFAULT 'builtin' NOT NULL;--> statement-breakpoint
ALTER TABLE "generation_settings" ADD COLUMN "speech_base_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "generation_settings" ADD COLUMN "speech_api_key_encrypted" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "generation_settings" ADD COLUMN "speech_model" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "generation_settings" ADD COLUMN "speech_voice" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "generation_settings" ADD COLUMN "speech_transcription_model" text DEFAULT 'whisper-1' NOT NULL;--> statement-breakpoint
ALTER TABLE "voice_overs" ADD CONSTRAINT "voice_overs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_overs" ADD CONSTRAINT "voice_overs_mp3_file_id_stored_files_id_fk" FOREIGN KEY ("mp3_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_overs" ADD CONSTRAINT "voice_overs_wav_file_id_stored_files_id_fk" FOREIGN KEY ("wav_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_overs" ADD CONSTRAINT "voice_overs_generation_id_generations_id_fk" FOREIGN KEY ("generation_id") REFERENCES "public"."generations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "voice_overs_user_created_idx" ON "voice_overs" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "voice_overs_mp3_file_idx" ON "voice_overs" USING btree ("mp3_file_id");--> statement-breakpoint
CREATE INDEX "voice_overs_wav_file_idx" ON "voice_overs" USING btree ("wav_file_id");