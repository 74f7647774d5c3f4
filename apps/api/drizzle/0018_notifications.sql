CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"subject_key" text NOT NULL,
	"actor_user_id" integer,
	"topic_id" integer,
	"answer_id" integer,
	"comment_id" integer,
	"count" integer DEFAULT 1 NOT NULL,
	"subject_title" text NOT NULL,
	"link" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_once_idx" ON "notifications" USING btree ("user_id","kind","subject_key") WHERE kind <> 'new_answers';--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_open_batch_idx" ON "notifications" USING btree ("user_id","kind","subject_key") WHERE kind = 'new_answers' and read_at is null;--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE read_at is null;--> statement-breakpoint
CREATE INDEX "notifications_list_idx" ON "notifications" USING btree ("user_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "notifications_answer_idx" ON "notifications" USING btree ("answer_id");--> statement-breakpoint
CREATE INDEX "notifications_comment_idx" ON "notifications" USING btree ("comment_id");