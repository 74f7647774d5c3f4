CREATE TABLE "campaign_mail_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"unsubscribe_token" text NOT NULL,
	"unsubscribed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "campaign_mail_preferences" ADD CONSTRAINT "campaign_mail_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_mail_preferences_token_uq" ON "campaign_mail_preferences" USING btree ("unsubscribe_token");