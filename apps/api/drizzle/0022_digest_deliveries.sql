CREATE TABLE "digest_deliveries" (
	"user_id" integer NOT NULL,
	"week" date NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"outcome" text,
	"items" integer,
	CONSTRAINT "digest_deliveries_user_id_week_pk" PRIMARY KEY("user_id","week")
);
