CREATE TABLE "journal_daily_totals" (
	"time_zone" text NOT NULL,
	"day" date NOT NULL,
	"status" text NOT NULL,
	"journal_count" bigint NOT NULL,
	"amount_cents" bigint NOT NULL,
	CONSTRAINT "journal_daily_totals_time_zone_day_status_pk" PRIMARY KEY("time_zone","day","status")
);
--> statement-breakpoint
CREATE TABLE "journal_rollups" (
	"time_zone" text PRIMARY KEY NOT NULL,
	"rolled_up_to" timestamp with time zone NOT NULL
);
