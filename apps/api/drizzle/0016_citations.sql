CREATE TABLE "citations" (
	"key" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"identifier" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"title" text,
	"authors" text[] DEFAULT '{}' NOT NULL,
	"journal" text,
	"year" smallint,
	"formatted" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "citations_due_idx" ON "citations" USING btree ("status","next_attempt_at");