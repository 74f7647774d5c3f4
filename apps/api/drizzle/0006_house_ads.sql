CREATE TABLE "house_ads" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"alt_text" text NOT NULL,
	"image_url" text NOT NULL,
	"link_url" text NOT NULL,
	"placement" text NOT NULL,
	"specialty_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"impressions" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "house_ads" ADD CONSTRAINT "house_ads_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "house_ads_serving_idx" ON "house_ads" USING btree ("placement","starts_on","ends_on");--> statement-breakpoint
CREATE INDEX "house_ads_specialties_idx" ON "house_ads" USING gin ("specialty_ids");