-- pg_trgm ships with PostgreSQL's contrib and with PGlite (loaded in api/src/db/database.ts): the admin searches' indexes.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "wallets_id_trgm_idx" ON "wallets" USING gin (("id"::text) gin_trgm_ops);