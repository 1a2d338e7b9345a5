ALTER TABLE "leads" ALTER COLUMN "client_email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "conversation_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "leads_conversation_id_idx" ON "leads" USING btree ("conversation_id");