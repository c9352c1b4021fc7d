CREATE TABLE "price_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"variant_id" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"valid_from" timestamp with time zone DEFAULT now() NOT NULL,
	"changed_by" text NOT NULL,
	CONSTRAINT "price_history_price_positive" CHECK ("price_history"."price_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_history_variant_idx" ON "price_history" USING btree ("variant_id","valid_from");--> statement-breakpoint
-- offers that exist already start their history with the price they have, from their creation
INSERT INTO "price_history" ("variant_id", "price_cents", "valid_from", "changed_by") SELECT "id", "price_cents", "created_at", 'initial' FROM "variants";