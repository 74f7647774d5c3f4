CREATE TABLE "comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"topic_id" integer NOT NULL,
	"reply_to" integer,
	"text" text NOT NULL,
	"created_by_user_id" integer NOT NULL,
	"modified_by_user_id" integer,
	"agree_count" integer DEFAULT 0 NOT NULL,
	"disagree_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', "text")) STORED
);
--> statement-breakpoint
CREATE TABLE "consensus_summaries" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"title" text NOT NULL,
	"consensus_type" text NOT NULL,
	"specialty_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"data" jsonb NOT NULL,
	"author_user_id" integer,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"user_id" integer,
	"topic_view_id" integer,
	"payload" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flags" (
	"id" serial PRIMARY KEY NOT NULL,
	"topic_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"user_email" text NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"answer_id" integer,
	"comment_id" integer,
	"content" text,
	"mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "impressions" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"content_id" text NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "peer_challenges" (
	"id" serial PRIMARY KEY NOT NULL,
	"program_id" text,
	"asset_id" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"title" text NOT NULL,
	"data" jsonb NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ratings" (
	"comment_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"value" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ratings_comment_id_user_id_pk" PRIMARY KEY("comment_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "search_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"words" text NOT NULL,
	"filters" jsonb NOT NULL,
	"results_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "topic_npis" (
	"topic_id" integer NOT NULL,
	"npi" text NOT NULL,
	CONSTRAINT "topic_npis_topic_id_npi_pk" PRIMARY KEY("topic_id","npi")
);
--> statement-breakpoint
CREATE TABLE "topic_specialties" (
	"topic_id" integer NOT NULL,
	"specialty_id" integer NOT NULL,
	CONSTRAINT "topic_specialties_topic_id_specialty_id_pk" PRIMARY KEY("topic_id","specialty_id")
);
--> statement-breakpoint
CREATE TABLE "topic_subspecialties" (
	"topic_id" integer NOT NULL,
	"subspecialty_id" integer NOT NULL,
	CONSTRAINT "topic_subspecialties_topic_id_subspecialty_id_pk" PRIMARY KEY("topic_id","subspecialty_id")
);
--> statement-breakpoint
CREATE TABLE "topic_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"topic_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"responses_shown_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "topics" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"personalized" boolean DEFAULT true NOT NULL,
	"author_user_id" integer NOT NULL,
	"publish_date" timestamp with time zone NOT NULL,
	"expiration_date" timestamp with time zone NOT NULL,
	"use_npi_map" boolean DEFAULT false NOT NULL,
	"hide_answers" boolean DEFAULT true NOT NULL,
	"therapy_area" text NOT NULL,
	"primary_indication" text NOT NULL,
	"secondary_indication" text NOT NULL,
	"stage_progression" text NOT NULL,
	"initiating_team" text NOT NULL,
	"reward_enabled" boolean DEFAULT true NOT NULL,
	"reward_value_cents" integer DEFAULT 2500 NOT NULL,
	"total_responses_count" integer DEFAULT 0 NOT NULL,
	"commented_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "auth_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_tickets_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "disclaimer_reads" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oidc_payloads" (
	"id" text NOT NULL,
	"type" text NOT NULL,
	"payload" text NOT NULL,
	"grant_id" text,
	"user_code" text,
	"uid" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "oidc_payloads_type_id_pk" PRIMARY KEY("type","id")
);
--> statement-breakpoint
CREATE TABLE "signing_keys" (
	"kid" text PRIMARY KEY NOT NULL,
	"private_jwk" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "specialties" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "specialties_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "subspecialties" (
	"id" serial PRIMARY KEY NOT NULL,
	"specialty_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tooltip_views" (
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tooltip_views_user_id_name_pk" PRIMARY KEY("user_id","name")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"role_id" integer NOT NULL,
	"extra_permissions" text[] DEFAULT '{}'::text[] NOT NULL,
	"npi" varchar(18),
	"internal_npi" boolean DEFAULT false NOT NULL,
	"specialty_id" integer,
	"subspecialty_id" integer,
	"phone" text,
	"mobile_phone" text,
	"gender" text,
	"practice_type" text,
	"disabled" boolean DEFAULT false NOT NULL,
	"is_expert" boolean DEFAULT false NOT NULL,
	"app_hc_user_id" text,
	"external_subject" text,
	"user_create_failed" boolean DEFAULT false NOT NULL,
	"disable_account_update_email" boolean DEFAULT false NOT NULL,
	"show_tooltips" boolean DEFAULT true NOT NULL,
	"cta_popup_disabled" boolean DEFAULT false NOT NULL,
	"password_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "campaign_recipients" (
	"campaign_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"email" text NOT NULL,
	"topic_id" integer,
	"sent_at" timestamp with time zone,
	CONSTRAINT "campaign_recipients_campaign_id_user_id_pk" PRIMARY KEY("campaign_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"topic_id" integer,
	"name" text NOT NULL,
	"template" text NOT NULL,
	"target_audience" text NOT NULL,
	"specialty_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"subspecialty_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"npi_rows" text[] DEFAULT '{}'::text[] NOT NULL,
	"segment_size" integer,
	"target_list_created_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "program_specialties" (
	"program_id" integer NOT NULL,
	"specialty_id" integer NOT NULL,
	CONSTRAINT "program_specialties_program_id_specialty_id_pk" PRIMARY KEY("program_id","specialty_id")
);
--> statement-breakpoint
CREATE TABLE "program_visits" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"program_id" integer NOT NULL,
	"topic_id" integer,
	"comment_id" integer,
	"from_comments_view" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "programs" (
	"id" serial PRIMARY KEY NOT NULL,
	"hcmp_prg_id" text NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"air_date" timestamp with time zone,
	"global_priority" integer,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "programs_hcmp_prg_id_unique" UNIQUE("hcmp_prg_id")
);
--> statement-breakpoint
CREATE TABLE "topic_programs" (
	"topic_id" integer NOT NULL,
	"program_id" integer NOT NULL,
	"priority" integer NOT NULL,
	CONSTRAINT "topic_programs_topic_id_program_id_pk" PRIMARY KEY("topic_id","program_id")
);
--> statement-breakpoint
CREATE TABLE "gift_card_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"value_cents" integer NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reward_id" integer,
	"assigned_at" timestamp with time zone,
	CONSTRAINT "gift_card_codes_code_unique" UNIQUE("code"),
	CONSTRAINT "gift_card_codes_reward_id_unique" UNIQUE("reward_id")
);
--> statement-breakpoint
CREATE TABLE "rewards" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"topic_id" integer NOT NULL,
	"comment_id" integer,
	"value_cents" integer NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"earned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expire_at" timestamp with time zone,
	"gift_card_code_id" integer,
	"issued_at" timestamp with time zone,
	"emailed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_modified_by_user_id_users_id_fk" FOREIGN KEY ("modified_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consensus_summaries" ADD CONSTRAINT "consensus_summaries_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flags" ADD CONSTRAINT "flags_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flags" ADD CONSTRAINT "flags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impressions" ADD CONSTRAINT "impressions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_logs" ADD CONSTRAINT "search_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_npis" ADD CONSTRAINT "topic_npis_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_specialties" ADD CONSTRAINT "topic_specialties_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_specialties" ADD CONSTRAINT "topic_specialties_specialty_id_specialties_id_fk" FOREIGN KEY ("specialty_id") REFERENCES "public"."specialties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_subspecialties" ADD CONSTRAINT "topic_subspecialties_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_subspecialties" ADD CONSTRAINT "topic_subspecialties_subspecialty_id_subspecialties_id_fk" FOREIGN KEY ("subspecialty_id") REFERENCES "public"."subspecialties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_views" ADD CONSTRAINT "topic_views_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_views" ADD CONSTRAINT "topic_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topics" ADD CONSTRAINT "topics_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_tickets" ADD CONSTRAINT "auth_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disclaimer_reads" ADD CONSTRAINT "disclaimer_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subspecialties" ADD CONSTRAINT "subspecialties_specialty_id_specialties_id_fk" FOREIGN KEY ("specialty_id") REFERENCES "public"."specialties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tooltip_views" ADD CONSTRAINT "tooltip_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_specialty_id_specialties_id_fk" FOREIGN KEY ("specialty_id") REFERENCES "public"."specialties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_subspecialty_id_subspecialties_id_fk" FOREIGN KEY ("subspecialty_id") REFERENCES "public"."subspecialties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_recipients" ADD CONSTRAINT "campaign_recipients_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_recipients" ADD CONSTRAINT "campaign_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_specialties" ADD CONSTRAINT "program_specialties_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_specialties" ADD CONSTRAINT "program_specialties_specialty_id_specialties_id_fk" FOREIGN KEY ("specialty_id") REFERENCES "public"."specialties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_visits" ADD CONSTRAINT "program_visits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_visits" ADD CONSTRAINT "program_visits_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_visits" ADD CONSTRAINT "program_visits_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_visits" ADD CONSTRAINT "program_visits_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_programs" ADD CONSTRAINT "topic_programs_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_programs" ADD CONSTRAINT "topic_programs_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rewards" ADD CONSTRAINT "rewards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rewards" ADD CONSTRAINT "rewards_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rewards" ADD CONSTRAINT "rewards_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comments_thread_idx" ON "comments" USING btree ("topic_id","reply_to","created_at");--> statement-breakpoint
CREATE INDEX "comments_reply_idx" ON "comments" USING btree ("reply_to");--> statement-breakpoint
CREATE INDEX "comments_author_idx" ON "comments" USING btree ("created_by_user_id","topic_id");--> statement-breakpoint
CREATE INDEX "comments_created_idx" ON "comments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "comments_search_idx" ON "comments" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "consensus_summaries_status_idx" ON "consensus_summaries" USING btree ("status","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "events_once_per_view_uq" ON "events" USING btree ("name","topic_view_id");--> statement-breakpoint
CREATE INDEX "flags_topic_idx" ON "flags" USING btree ("topic_id");--> statement-breakpoint
CREATE INDEX "impressions_content_idx" ON "impressions" USING btree ("kind","content_id");--> statement-breakpoint
CREATE INDEX "ratings_user_idx" ON "ratings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "search_logs_created_idx" ON "search_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "topic_npis_npi_idx" ON "topic_npis" USING btree ("npi");--> statement-breakpoint
CREATE INDEX "topic_specialties_spec_idx" ON "topic_specialties" USING btree ("specialty_id");--> statement-breakpoint
CREATE INDEX "topic_subspecialties_sub_idx" ON "topic_subspecialties" USING btree ("subspecialty_id");--> statement-breakpoint
CREATE INDEX "topic_views_topic_user_idx" ON "topic_views" USING btree ("topic_id","user_id");--> statement-breakpoint
CREATE INDEX "topic_views_user_idx" ON "topic_views" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "topics_feed_idx" ON "topics" USING btree ("expiration_date","publish_date") WHERE "topics"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "topics_author_idx" ON "topics" USING btree ("author_user_id");--> statement-breakpoint
CREATE INDEX "auth_tickets_user_idx" ON "auth_tickets" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "oidc_payloads_grant_idx" ON "oidc_payloads" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "oidc_payloads_uid_idx" ON "oidc_payloads" USING btree ("uid");--> statement-breakpoint
CREATE UNIQUE INDEX "subspecialties_specialty_name_uq" ON "subspecialties" USING btree ("specialty_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_active_uq" ON "users" USING btree (lower("email")) WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_npi_active_uq" ON "users" USING btree ("npi") WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_external_subject_uq" ON "users" USING btree ("external_subject");--> statement-breakpoint
CREATE INDEX "users_specialty_idx" ON "users" USING btree ("specialty_id","subspecialty_id");--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "campaigns_topic_idx" ON "campaigns" USING btree ("topic_id");--> statement-breakpoint
CREATE INDEX "campaigns_created_idx" ON "campaigns" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "program_visits_user_idx" ON "program_visits" USING btree ("user_id","program_id");--> statement-breakpoint
CREATE INDEX "programs_priority_idx" ON "programs" USING btree ("global_priority");--> statement-breakpoint
CREATE INDEX "gift_card_codes_free_idx" ON "gift_card_codes" USING btree ("value_cents","reward_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rewards_user_topic_uq" ON "rewards" USING btree ("user_id","topic_id");--> statement-breakpoint
CREATE INDEX "rewards_user_period_idx" ON "rewards" USING btree ("user_id","period_start");--> statement-breakpoint
CREATE INDEX "rewards_unissued_idx" ON "rewards" USING btree ("issued_at","period_end");