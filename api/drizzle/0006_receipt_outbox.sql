CREATE TABLE "receipt_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"receipt" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
