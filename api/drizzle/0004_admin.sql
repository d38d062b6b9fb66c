CREATE INDEX "journals_kind_created_idx" ON "journals" USING btree ("kind","created_at","id");--> statement-breakpoint
CREATE INDEX "journals_status_created_idx" ON "journals" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" USING btree ("name");--> statement-breakpoint
CREATE INDEX "wallets_created_idx" ON "wallets" USING btree ("created_at","id");