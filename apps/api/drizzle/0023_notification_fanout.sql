CREATE TABLE "notification_fanout" (
	"answer_id" integer PRIMARY KEY NOT NULL,
	"topic_id" integer NOT NULL,
	"actor_user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "notification_fanout_topic_idx" ON "notification_fanout" USING btree ("topic_id","created_at");