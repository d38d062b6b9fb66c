CREATE TABLE "idempotency_keys" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_pkey" PRIMARY KEY("user_id","key"),
	CONSTRAINT "idempotency_keys_key_length" CHECK (char_length("idempotency_keys"."key") between 1 and 255)
);
--> statement-breakpoint
DROP INDEX "journals_initiator_idempotency_unique";--> statement-breakpoint
ALTER TABLE "journals" ADD COLUMN "method" text;--> statement-breakpoint
ALTER TABLE "journals" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "journals" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_expires_idx" ON "idempotency_keys" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "journals_pending_withdrawals_idx" ON "journals" USING btree ("created_at") WHERE "journals"."kind" = 'withdraw' and "journals"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "journals" ADD CONSTRAINT "journals_method_check" CHECK ("journals"."method" in ('bank', 'card'));--> statement-breakpoint
ALTER TABLE "journals" ADD CONSTRAINT "journals_withdraw_method" CHECK (("journals"."kind" = 'withdraw') = ("journals"."method" is not null));--> statement-breakpoint
-- The platform's own ledger accounts (DESIGN.md §3), once each; the api also makes sure of them at start.
INSERT INTO "ledger_accounts" ("kind") VALUES ('funding'), ('payouts'), ('payouts_pending'), ('fees'), ('commissions') ON CONFLICT ("kind") WHERE "kind" <> 'wallet' DO NOTHING;
