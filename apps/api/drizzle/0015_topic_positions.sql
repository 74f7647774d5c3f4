CREATE TABLE "topic_position_assignments" (
	"topic_id" integer NOT NULL,
	"answer_id" integer NOT NULL,
	"position" smallint,
	CONSTRAINT "topic_position_assignments_topic_id_answer_id_pk" PRIMARY KEY("topic_id","answer_id")
);
--> statement-breakpoint
CREATE TABLE "topic_positions" (
	"topic_id" integer PRIMARY KEY NOT NULL,
	"labels" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_user_id" integer
);
--> statement-breakpoint
-- lint-accepted: lock-timeout: applied by every install running before the migration linter (issue 26); on a new install its tables are empty
ALTER TABLE "consensus_summaries" ADD COLUMN "figures" jsonb;--> statement-breakpoint
ALTER TABLE "topic_position_assignments" ADD CONSTRAINT "topic_position_assignments_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_position_assignments" ADD CONSTRAINT "topic_position_assignments_answer_id_comments_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_positions" ADD CONSTRAINT "topic_positions_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_positions" ADD CONSTRAINT "topic_positions_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "topic_position_assignments_answer_idx" ON "topic_position_assignments" USING btree ("answer_id");