-- The journals' daily roll-up gains the kind, so the admin transaction list's summary (filtered by kind or not) reads
-- it instead of counting every journal. Its rows are rebuilt here from the journals up to each time zone's
-- rolled_up_to (one pass over them), so the figures stay exact and fast from the first request after the upgrade.
DELETE FROM "journal_daily_totals";--> statement-breakpoint
ALTER TABLE "journal_daily_totals" DROP CONSTRAINT "journal_daily_totals_time_zone_day_status_pk";--> statement-breakpoint
ALTER TABLE "journal_daily_totals" ADD COLUMN "kind" text NOT NULL;--> statement-breakpoint
ALTER TABLE "journal_daily_totals" ADD CONSTRAINT "journal_daily_totals_time_zone_day_kind_status_pk" PRIMARY KEY("time_zone","day","kind","status");--> statement-breakpoint
INSERT INTO "journal_daily_totals" ("time_zone", "day", "kind", "status", "journal_count", "amount_cents")
SELECT r."time_zone", (j."created_at" AT TIME ZONE r."time_zone")::date, j."kind", j."status", count(*), sum(j."amount_cents")
FROM "journal_rollups" r JOIN "journals" j ON j."created_at" < r."rolled_up_to"
GROUP BY 1, 2, 3, 4;--> statement-breakpoint
CREATE INDEX "wallets_blocked_idx" ON "wallets" USING btree ("user_id") WHERE "wallets"."is_blocked";
