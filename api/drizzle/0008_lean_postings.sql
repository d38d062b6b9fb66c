-- The database's work per send, trimmed (docs/money.md): postings lose their foreign keys (each cost every posting a
-- lookup and a KEY SHARE row lock) and their journal_id index (no request reads postings by journal; the ledger check
-- joins them whole). npm run ledger:check now asserts what the keys refused: every posting has its journal and account.
ALTER TABLE "postings" DROP CONSTRAINT "postings_journal_id_journals_id_fk";
--> statement-breakpoint
ALTER TABLE "postings" DROP CONSTRAINT "postings_account_id_ledger_accounts_id_fk";
--> statement-breakpoint
DROP INDEX "postings_journal_idx";