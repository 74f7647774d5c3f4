CREATE TABLE "phi_confirmations" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" integer NOT NULL,
	"field" text NOT NULL,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"start" integer NOT NULL,
	"end" integer NOT NULL,
	"before" text NOT NULL,
	"after" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "phi_confirmations" ADD CONSTRAINT "phi_confirmations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "phi_confirmations_created_idx" ON "phi_confirmations" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "phi_confirmations_subject_idx" ON "phi_confirmations" USING btree ("subject_type","subject_id");