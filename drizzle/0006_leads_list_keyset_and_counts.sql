DROP INDEX "leads_agent_id_created_at_idx";--> statement-breakpoint
DROP INDEX "leads_created_at_idx";--> statement-breakpoint
CREATE INDEX "leads_created_at_id_idx" ON "leads" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "leads_agent_id_created_at_id_idx" ON "leads" USING btree ("agent_id","created_at","id");--> statement-breakpoint
CREATE INDEX "leads_status_type_source_idx" ON "leads" USING btree ("status","type","source");