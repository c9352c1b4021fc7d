DROP INDEX "invoices_corrects_uq";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "corrects_issue_date" text;--> statement-breakpoint
CREATE INDEX "invoices_corrects_idx" ON "invoices" USING btree ("corrects_invoice_id");