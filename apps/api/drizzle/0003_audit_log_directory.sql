CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_id" integer,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" integer,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_hc_directory_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_hc_user_id" text NOT NULL,
	"email" text NOT NULL,
	"npi" varchar(18),
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"specialty" text
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "app_hc_directory_members_uid_uq" ON "app_hc_directory_members" USING btree ("app_hc_user_id");--> statement-breakpoint
CREATE INDEX "app_hc_directory_members_email_idx" ON "app_hc_directory_members" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "app_hc_directory_members_npi_idx" ON "app_hc_directory_members" USING btree ("npi");